import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  /**
   * docs/PRODUCT.md §4.1: the first of non_field_errors, in the reader's language; past the attempt
   * limit, when to try again (issue 61); null for the default text.
   */
  async function loginFailure(error: unknown): Promise<string | null> {
    const sent = errorText(error, ['non_field_errors']);
    const texts = await loadServerErrorTexts(i18n);
    if (!texts) return sent;
    const refusal = texts.refusal(error);
    if (refusal?.code === 'too_many_attempts') return texts.say(refusal);
    const first = texts.fields(error).find(({ field }) => field === 'non_field_errors');
    return first ? texts.say(first.reason) : null;
  }

  const onSubmit = handleSubmit(async (form) => {
    try {
      await signIn(form);
    } catch (error) {
      notify((await loginFailure(error)) ?? t('messages.loginFailed'), { variant: 'error' });
      return;
    }
    notify(t('messages.loginSuccess'), { variant: 'success' });
    await navigate(paths.profile);
  });

  return (
    <AuthCard
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
          { name: 'email', label: t('auth.email'), type: 'email', autoComplete: 'email' },
          { name: 'password', label: t('auth.password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
    </AuthCard>
  );
}
