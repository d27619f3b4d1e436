import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/profile/en.json';
import es from '../../i18n/locales/profile/es.json';

/** The profile page's texts: they come with its chunk. The photo's alt text, which the header's avatar shares, stays in the main translation. */
export const useProfileTranslation = featureTranslation('profile', { en, es });
