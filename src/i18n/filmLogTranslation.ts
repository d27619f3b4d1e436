import { featureTranslation } from './featureTranslation';
import en from './locales/filmLog/en.json';
import es from './locales/filmLog/es.json';

/** The film log's screens (film controls, Diary, stats, lists, account deletion). */
export const useFilmLogTranslation = featureTranslation('filmLog', { en, es });
