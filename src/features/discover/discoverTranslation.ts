import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/discover/en.json';
import es from '../../i18n/locales/discover/es.json';

/** Discover's texts (/movies): they download with its chunk. */
export const useDiscoverTranslation = featureTranslation('discover', { en, es });
