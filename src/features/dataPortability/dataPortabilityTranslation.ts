import { featureTranslation } from '../../i18n/featureTranslation';
import en from '../../i18n/locales/dataPortability/en.json';
import es from '../../i18n/locales/dataPortability/es.json';

/** The import and export section's texts, loaded with its chunk. */
export const useDataPortabilityTranslation = featureTranslation('dataPortability', { en, es });
