/**
 * The reader's language and colour scheme before the app renders, decided by one rule wherever
 * it is decided: the server choosing a page's prerendered language (server/routes/spa/shells.ts),
 * the app's own detection (src/i18n/i18n.ts, src/theme/themeSlice.ts) and the script in every
 * page's head, built from these functions (src/headScript) and hashed
 * for the CSP.
 */

/** The UI languages; the first is the fallback. */
export const UI_LANGUAGES = ['en', 'es'] as const;
/** The URL parameter that picks a language (`?lng=es`): i18next-browser-languagedetector's default, which the app's detector keeps. */
export const LANGUAGE_QUERY = 'lng';
/** Where that detector keeps the language it settled on: its default too. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** This session's choice of colour scheme (sessionStorage). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * The first of `candidates` (language tags, most wanted first: the URL's, the cookie's, the
 * stored one, then the browser's) whose language is one of `known`, else `fallback` (the first
 * of `known` unless given). Self-contained: the head script carries its source.
 */
export function firstKnownLanguage(candidates: ReadonlyArray<string | null | undefined>, known: readonly string[]): string;
export function firstKnownLanguage(candidates: ReadonlyArray<string | null | undefined>, known: readonly string[], fallback: null): string | null;
export function firstKnownLanguage(
  candidates: ReadonlyArray<string | null | undefined>,
  known: readonly string[],
  fallback: string | null = known[0] ?? 'en',
): string | null {
  for (const candidate of candidates) {
    const code = String(candidate ?? '')
      .toLowerCase()
      .split('-')[0];
    if (code !== undefined && known.includes(code)) return code;
  }
  return fallback;
}

/** The stored choice when it is one, else the system's preference. Self-contained, as above. */
export function chosenTheme(stored: string | null, systemPrefersDark: boolean): 'dark' | 'light' {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
