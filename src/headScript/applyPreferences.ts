import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '../../contract/language';
import { chosenTheme, firstKnownLanguage, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY, UI_LANGUAGES } from '../../contract/preferences';

/** This storage's value at `key`; null where storage is refused (a private window, a policy). */
function stored(storage: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

/**
 * Runs in the page's head, before the first paint (docs/ARCHITECTURE.md, "Theme at first
 * paint"): puts the colour scheme on <html>, where the prerendered CSS of both schemes looks for
 * it, and, when the reader's language is not the one the HTML was rendered in, hides the page
 * until the app has rendered it in theirs. By contract/preferences.ts's rules, as the server and
 * the app decide them.
 */
export function applyPreferences(): void {
  const html = document.documentElement;
  html.setAttribute('data-theme', chosenTheme(stored('sessionStorage', THEME_STORAGE_KEY), window.matchMedia?.('(prefers-color-scheme: dark)').matches === true));
  const cookie = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const queried = new URLSearchParams(location.search).get(LANGUAGE_QUERY);
  // The URL's language is a choice, kept as the app's switch keeps one (src/i18n/i18n.ts): a link
  // followed before the app has run (the server's HTML has real ones) opens in it too.
  const queriedKnown = firstKnownLanguage([queried], UI_LANGUAGES, null);
  if (queriedKnown !== null) {
    document.cookie = `${LANGUAGE_COOKIE}=${queriedKnown}${LANGUAGE_COOKIE_ATTRIBUTES}${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
  const wanted = firstKnownLanguage(
    [
      queried,
      cookie === undefined ? null : decodeURIComponent(cookie),
      stored('localStorage', LANGUAGE_STORAGE_KEY),
      stored('sessionStorage', LANGUAGE_STORAGE_KEY),
      ...(navigator.languages ?? [navigator.language]),
    ],
    UI_LANGUAGES,
  );
  if (wanted !== html.lang) html.classList.add('language-pending');
}
