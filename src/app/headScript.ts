import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '../../contract/language';
import { chosenTheme, firstKnownLanguage, LANGUAGE_QUERY, LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY, UI_LANGUAGES } from '../../contract/preferences';

interface HeadScriptNames {
  languages: readonly string[];
  query: string;
  cookie: string;
  cookieAttributes: string;
  languageKey: string;
  themeKey: string;
}

/**
 * Runs in the page's head, before the first paint (docs/ARCHITECTURE.md, "First paint"): puts
 * the colour scheme on <html>, where the prerendered CSS of both schemes looks for it, and, when
 * the reader's language is not the one the HTML was prerendered in, hides the page until the app
 * has rendered it in theirs. Only its arguments and the browser's globals: its source is the script.
 */
function applyPreferences(
  language: typeof firstKnownLanguage,
  theme: typeof chosenTheme,
  names: HeadScriptNames,
): void {
  const html = document.documentElement;
  // Anonymous callbacks only: a named inner function gets a helper call from tsx (esbuild's
  // keepNames), which the page does not have.
  const [themeChoice, storedLanguage, sessionLanguage] = (
    [
      ['sessionStorage', names.themeKey],
      ['localStorage', names.languageKey],
      ['sessionStorage', names.languageKey],
    ] as const
  ).map(([storage, key]) => {
    try {
      return window[storage].getItem(key);
    } catch {
      return null;
    }
  });
  html.setAttribute('data-theme', theme(themeChoice ?? null, window.matchMedia?.('(prefers-color-scheme: dark)').matches === true));
  const cookie = new RegExp(`(?:^|;\\s*)${names.cookie}=([^;]*)`).exec(document.cookie)?.[1];
  const queried = new URLSearchParams(location.search).get(names.query);
  // The URL's language is a choice, kept as the app's switch keeps one (src/i18n/i18n.ts): a link
  // followed before the app has run (the server's HTML has real ones) opens in it too.
  const queriedKnown = language([queried], names.languages, null);
  if (queriedKnown !== null) {
    document.cookie = `${names.cookie}=${queriedKnown}${names.cookieAttributes}${location.protocol === 'https:' ? '; Secure' : ''}`;
  }
  const wanted = language(
    [
      queried,
      cookie === undefined ? null : decodeURIComponent(cookie),
      storedLanguage,
      sessionLanguage,
      ...(navigator.languages ?? [navigator.language]),
    ],
    names.languages,
  );
  if (wanted !== html.lang) html.classList.add('language-pending');
}

declare global {
  interface Window {
    /** Set by the head script: stops holding clicks and hands over the controls clicked meanwhile, in order; removed once called. */
    releaseEarlyClicks?: () => HTMLElement[];
  }
}

/**
 * Holds clicks on the page's buttons, radio buttons and checkboxes from the first paint until the
 * app has taken the HTML over (src/app/ReplayEarlyClicks.tsx makes them then): a server-rendered
 * control has no handler before that, and a click on it would be lost (a radio button or checkbox
 * would even show a choice the app never heard of; a held click leaves it as it was). Links and
 * a form's submit button work without the app, so they are left to the browser. The pointer
 * shows that something is coming meanwhile.
 */
function holdEarlyClicks(): void {
  const held: HTMLElement[] = [];
  let holding = true;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button:not([type="submit"]), [role="button"]:not(a), input[type="radio"], input[type="checkbox"]') : null;
      if (!holding || !button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(button);
      document.documentElement.style.cursor = 'progress';
    },
    true,
  );
  window.releaseEarlyClicks = () => {
    holding = false;
    // Gone once called: whoever looks (a test, a second call) can tell the app has taken the page over.
    delete window.releaseEarlyClicks;
    document.documentElement.style.removeProperty('cursor');
    return held.splice(0);
  };
}

/**
 * The head script's source: applyPreferences called with contract/preferences.ts's rules and
 * names, then holdEarlyClicks. Read at build by webpack.config.ts (into index.html) and
 * scripts/prerender.mjs (its CSP hash), both under tsx: one transpiler, so one text.
 */
export function headScript(): string {
  const names: HeadScriptNames = {
    languages: UI_LANGUAGES,
    query: LANGUAGE_QUERY,
    cookie: LANGUAGE_COOKIE,
    cookieAttributes: LANGUAGE_COOKIE_ATTRIBUTES,
    languageKey: LANGUAGE_STORAGE_KEY,
    themeKey: THEME_STORAGE_KEY,
  };
  return `(${applyPreferences.toString()})(${firstKnownLanguage.toString()}, ${chosenTheme.toString()}, ${JSON.stringify(names)});(${holdEarlyClicks.toString()})();`;
}
