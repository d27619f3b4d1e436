import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/loadStatus/en.json';
import es from '../../i18n/locales/loadStatus/es.json';

/** The texts of what could not be loaded: they come with the pages that load something, not in the main translation. */
export const useLoadStatusTranslation = featureTranslation('loadStatus', { en, es });
