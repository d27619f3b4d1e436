import type en from './locales/en.json';
import type discoverEn from './locales/discover/en.json';
import type dataPortabilityEn from './locales/dataPortability/en.json';
import type filmLogEn from './locales/filmLog/en.json';
import type forYouEn from './locales/forYou/en.json';
import type apiReferenceEn from './locales/apiReference/en.json';
import type worldEn from './locales/world/en.json';
import type aboutEn from './locales/about/en.json';
import type loadStatusEn from './locales/loadStatus/en.json';
import type profileEn from './locales/profile/en.json';
import type installedAppEn from './locales/installedApp/en.json';
import type signInProvidersEn from './locales/signInProviders/en.json';
import type accountFormsEn from './locales/accountForms/en.json';
// Its English is made from contract/errors.ts (src/api/serverErrors): Spanish has the same keys.
import type serverErrorsEs from './locales/serverErrors/es.json';

// Typed keys: t('a.missing.key') fails the type check instead of rendering the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      world: typeof worldEn;
      about: typeof aboutEn;
      discover: typeof discoverEn;
      filmLog: typeof filmLogEn;
      forYou: typeof forYouEn;
      dataPortability: typeof dataPortabilityEn;
      apiReference: typeof apiReferenceEn;
      loadStatus: typeof loadStatusEn;
      profile: typeof profileEn;
      installedApp: typeof installedAppEn;
      signInProviders: typeof signInProvidersEn;
      accountForms: typeof accountFormsEn;
      serverErrors: typeof serverErrorsEs;
    };
  }
}
