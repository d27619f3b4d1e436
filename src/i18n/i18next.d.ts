import type en from './locales/en.json';
import type apiReferenceEn from './locales/apiReference/en.json';
import type worldEn from './locales/world/en.json';

// Typed keys: t('a.missing.key') fails the type check instead of rendering the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; world: typeof worldEn; apiReference: typeof apiReferenceEn };
  }
}
