import { applyPreferences as runHeadScript } from './applyPreferences';

const html = document.documentElement;

/** Every page below was prerendered in English unless the test says otherwise. */
beforeEach(() => {
  html.lang = 'en';
});

afterEach(() => {
  html.removeAttribute('data-theme');
  html.classList.remove('language-pending');
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("the head script (contract/preferences.ts, built into every page's head)", () => {
  it('shows an English page at once to an English reader, in the light scheme without a choice', () => {
    runHeadScript();
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.classList.contains('language-pending')).toBe(false);
  });

  it("puts this session's colour scheme on the page before it paints", () => {
    window.sessionStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it.each([
    ['the URL', () => window.history.replaceState(null, '', '/login?lng=es')],
    ['the cookie', () => (document.cookie = 'i18next=es; Path=/')],
    ['the stored detection', () => window.localStorage.setItem('i18nextLng', 'es-ES')],
  ])('hides an English page from a reader whose language (by %s) is Spanish, until the app renders it', (_source, prefer) => {
    prefer();
    runHeadScript();
    expect(html.classList.contains('language-pending')).toBe(true);
  });

  it('shows a Spanish page at once to a Spanish reader, and takes the URL over the cookie', () => {
    html.lang = 'es';
    document.cookie = 'i18next=en; Path=/';
    window.history.replaceState(null, '', '/?lng=es');
    runHeadScript();
    expect(html.classList.contains('language-pending')).toBe(false);
  });

  it('passes over a language the app does not have to the next one it has', () => {
    html.lang = 'es';
    window.history.replaceState(null, '', '/?lng=fr');
    document.cookie = 'i18next=es; Path=/';
    runHeadScript();
    expect(html.classList.contains('language-pending')).toBe(false);
  });

  it("keeps the URL's language as the reader's choice, so a link followed before the app runs opens in it", () => {
    document.cookie = 'i18next=en; Path=/';
    window.history.replaceState(null, '', '/about?lng=es-MX');
    runHeadScript();
    expect(document.cookie).toContain('i18next=es');
    expect(document.cookie).not.toContain('i18next=en');
  });

  it('keeps the choice it had when the URL asks for a language the app does not have', () => {
    document.cookie = 'i18next=es; Path=/';
    window.history.replaceState(null, '', '/about?lng=fr');
    runHeadScript();
    expect(document.cookie).toContain('i18next=es');
  });
});
