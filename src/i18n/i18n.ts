import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '../../contract/language';
import en from './locales/en.json';
import es from './locales/es.json';

export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

export const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

const detection: DetectorOptions = {
  // Not the <html lang>: that is the language the page was prerendered in, which i18next would
  // take over a browser's 'es-ES' (an exact match wins over a language part).
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator'],
  lookupQuerystring: 'lng',
  // The cookie tells the server which language's prerendered HTML to send (docs/ARCHITECTURE.md, "First paint").
  caches: ['localStorage', 'cookie'],
  lookupCookie: LANGUAGE_COOKIE,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

/**
 * A ready i18next instance with the bundled resources (no network, so it is ready
 * synchronously). `lng` skips detection, which tests use to pin a language.
 */
export function createI18n({ lng }: { lng?: Language } = {}): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    // Prerendering at build time has no document: the HTML it writes carries the lang itself.
    if (typeof document !== 'undefined') document.documentElement.lang = instance.resolvedLanguage ?? language;
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
