/**
 * The cookie the SPA keeps the reader's language in (i18next's detector writes it). The server
 * reads it to send the prerendered first screen in that language (docs/ARCHITECTURE.md, "First paint").
 */
export const LANGUAGE_COOKIE = 'i18next';
/** How long and where the cookie keeps a choice (a year, every path); `; Secure` is added on https. */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; Max-Age=${60 * 60 * 24 * 365}; Path=/; SameSite=Lax`;

/**
 * Each UI language as TMDB's `language` parameter, which the SPA sends with every catalogue
 * request; the first is the default. The server asks the same when it fills a first screen's
 * posters, so they are the ones the page then shows.
 */
export const API_LANGUAGES = { en: 'en-US', es: 'es-ES' } as const;
export const DEFAULT_API_LANGUAGE = API_LANGUAGES.en;

/** Search and discover always ask the movie database in English (docs/PRODUCT.md §12.1). */
export const MOVIE_DB_LANGUAGE = 'en-US';

export const apiLanguageOf = (uiLanguage: string | undefined): string =>
  (API_LANGUAGES as Partial<Record<string, string>>)[uiLanguage ?? ''] ?? DEFAULT_API_LANGUAGE;
