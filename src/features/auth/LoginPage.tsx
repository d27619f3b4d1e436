import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { AuthCard } from './AuthCard';
import { AuthFields } from './AuthFields';
import { type LoginForm, LoginFormSchema } from './authSchemas';
import { useSignIn } from './useSignIn';
import { useNotify } from '../../components/Notifications';
import { errorText } from '../../api/errorBody';
import { loadServerErrorTexts } from '../../api/serverErrors/loadServerErrorTexts';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { signIn } = useSignIn();
  // A form the server sent back refused keeps the e-mail it was sent with (server/routes/forms).
  const refusedFormEmail = useAppSelector((state) => state.session.refusedFormEmail) ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: refusedFormEmail, password: '' } });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await signIn(form);
    } catch (error) {
      // In the reader's language once the API's texts are here; without them, as the server said it.
      const texts = await loadServerErrorTexts(i18n);
      notify((texts ? texts.loginFailure(error) : errorText(error, ['non_field_errors'])) ?? t('messages.loginFailed'), { variant: 'error' });
      return;
    }
    notify(t('messages.loginSuccess'), { variant: 'success' });
    await navigate(paths.profile);
  });

  return (
    <AuthCard
      action={paths.login}
      title={t('auth.loginTitle')}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('auth.loginSubmit')}
      submitting={isSubmitting}
      alternative={{ prompt: t('auth.noAccount'), linkLabel: t('nav.register'), to: paths.register }}
    >
      <AuthFields
        register={register}
        errors={errors}
        fields={[
          { name: 'email', label: t('auth.email'), type: 'email', autoComplete: 'email', defaultValue: refusedFormEmail || undefined },
          { name: 'password', label: t('auth.password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
    </AuthCard>
  );
}
