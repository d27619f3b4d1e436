import { featureTranslation } from './featureTranslation';
import en from './locales/apiReference/en.json';
import es from './locales/apiReference/es.json';

/** The API reference page (/api-docs). */
export const useApiReferenceTranslation = featureTranslation('apiReference', { en, es });
