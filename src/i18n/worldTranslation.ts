import { featureTranslation } from './featureTranslation';
import en from './locales/world/en.json';
import es from './locales/world/es.json';

/** The film world's pages (person, people search, film facts). */
export const useWorldTranslation = featureTranslation('world', { en, es });
