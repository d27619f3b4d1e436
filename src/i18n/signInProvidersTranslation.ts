import { featureTranslation } from './featureTranslation';
import en from './locales/signInProviders/en.json';
import es from './locales/signInProviders/es.json';

/** The sign-in providers' texts (login, register, Account Settings): they come with the chunks that show them, only where a provider is configured. */
export const useSignInProvidersTranslation = featureTranslation('signInProviders', { en, es });
