import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/installedApp/en.json';
import es from '../../i18n/locales/installedApp/es.json';

/** The offline state's and the update message's texts (the build's web app manifests take their names from here too). */
export const useInstalledAppTranslation = featureTranslation('installedApp', { en, es });
