import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '../../contract/language';
import { UI_LANGUAGES } from '../../contract/preferences';
import en from './locales/en.json';
import es from './locales/es.json';

export const supportedLanguages = UI_LANGUAGES;
export type Language = (typeof supportedLanguages)[number];

export const resources = {
  en: { translation: en },
  es: { translation: es },
} as const;

const detection: DetectorOptions = {
  // The order the head script passes firstKnownLanguage its candidates in (src/headScript/applyPreferences.ts;
  // its tests hold it), with contract/preferences.ts's names, which are this detector's defaults.
  // Not the <html lang>: that is the language the page was prerendered in, which i18next would
  // take over a browser's 'es-ES' (an exact match wins over a language part).
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator'],
  caches: ['localStorage'],
  lookupCookie: LANGUAGE_COOKIE,
};

/**
 * The reader's own choice of language, kept where the server sees it too: it sends the
 * prerendered first screen in that language (docs/ARCHITECTURE.md, "First paint"). Only a
 * choice is kept; a detected language is already what the server detects from Accept-Language.
 */
export function chooseLanguage(i18n: I18n, language: Language): Promise<unknown> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}${LANGUAGE_COOKIE_ATTRIBUTES}${secure}`;
  return i18n.changeLanguage(language);
}

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
