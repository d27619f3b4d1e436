import { useTranslation } from 'react-i18next';
import { REGISTRATION_ERRORS, type RegistrationErrorCode, type RegistrationField } from '../../../contract/registration';
import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/registration/en.json';
import es from '../../i18n/locales/registration/es.json';
import type { FieldErrorTexts } from './registerErrorMessages';

const useRegistrationTranslation = featureTranslation('registration', { en, es });

/** The server's English texts are the codes: each names one entry of REGISTRATION_ERRORS. */
const codeOf = new Map(Object.entries(REGISTRATION_ERRORS).map(([code, text]) => [text as string, code as RegistrationErrorCode]));

/** The register form's words for the server's field errors, in the reader's language. */
export function useRegistrationErrorTexts(): FieldErrorTexts {
  const { t } = useTranslation();
  const { t: translateError } = useRegistrationTranslation();
  const labels: Record<RegistrationField, string> = { email: t('auth.email'), password1: t('auth.password'), password2: t('auth.confirmPassword') };
  return {
    field: (name) => (name in labels ? labels[name as RegistrationField] : undefined),
    message: (text) => {
      const code = codeOf.get(text);
      return code ? translateError(`errors.${code}`) : text;
    },
  };
}
