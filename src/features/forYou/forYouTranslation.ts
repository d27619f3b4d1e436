import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/forYou/en.json';
import es from '../../i18n/locales/forYou/es.json';

/** The "For you" row's texts: they come with the home page's chunk, not with every first visit. */
export const useForYouTranslation = featureTranslation('forYou', { en, es });
