import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { useRegisterMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { AuthFields } from './AuthFields';
import { type RegisterForm, RegisterFormSchema } from './authSchemas';
import { registerErrorMessages } from './registerErrorMessages';
import { useSignIn } from './useSignIn';
import { useNotify } from '../../components/Notifications';
import { loadServerErrorTexts } from '../../api/serverErrors/loadServerErrorTexts';
import type { RegistrationField } from '../../../contract/registration';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [registerAccount] = useRegisterMutation();
  const { signIn } = useSignIn();
  // A form the server sent back refused keeps the e-mail it was sent with (server/routes/forms).
  const refusedFormEmail = useAppSelector((state) => state.session.refusedFormEmail) ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: refusedFormEmail, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password, confirmPassword }) => {
    try {
      await registerAccount({ email, password1: password, password2: confirmPassword }).unwrap();
    } catch (error) {
      // docs/PRODUCT.md §4.1: logged like a failed search; unwrap() rethrew it to here, the form.
      console.error('Registration failed', error);
      const texts = await loadServerErrorTexts(i18n);
      const labels: Record<RegistrationField, string> = { email: t('auth.email'), password1: t('auth.password'), password2: t('auth.confirmPassword') };
      const words = texts ? { label: (field: string) => (field in labels ? labels[field as RegistrationField] : undefined), texts } : undefined;
      for (const message of registerErrorMessages(error, (key) => t(key), words)) {
        notify(message, { variant: 'error' });
      }
      return;
    }
    notify(t('messages.registerSuccess'), { variant: 'success' });
    try {
      await signIn({ email, password });
    } catch {
      notify(t('messages.autoLoginFailed'), { variant: 'error' });
      return;
    }
    await navigate(paths.profile);
  });

  return (
    <AuthCard
      action={paths.register}
      title={t('auth.registerTitle')}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('auth.registerSubmit')}
      submitting={isSubmitting}
      alternative={{ prompt: t('auth.haveAccount'), linkLabel: t('nav.login'), to: paths.login }}
      signUp
    >
      <AuthFields
        register={register}
        errors={errors}
        fields={[
          { name: 'email', label: t('auth.email'), type: 'email', autoComplete: 'email', defaultValue: refusedFormEmail || undefined },
          { name: 'password', label: t('auth.password'), type: 'password', autoComplete: 'new-password' },
          { name: 'confirmPassword', label: t('auth.confirmPassword'), type: 'password', autoComplete: 'new-password' },
        ]}
      />
    </AuthCard>
  );
}
