import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import es from './locales/es.json';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

export const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

const detection: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  caches: ['localStorage'],
};

/**
 * A ready i18next instance with the bundled resources (no network, so it is ready
 * synchronously). `lng` skips detection, which tests use to pin a language.
 */
export function createI18n({ lng }: { lng?: Language } = {}): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = instance.resolvedLanguage ?? language;
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      lng,
      supportedLngs: [...supportedLanguages],
      fallbackLng: 'en',
      detection,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  return instance;
}
