import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/about/en.json';
import es from '../../i18n/locales/about/es.json';

/** The about page's texts: the sources and their credits download with its chunk, not with the pages that name people. */
export const useAboutTranslation = featureTranslation('about', { en, es });
