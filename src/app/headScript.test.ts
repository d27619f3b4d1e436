import { headScript } from './headScript';

/** Runs the head script as a page's head would, on this document. */
const runHeadScript = () => new Function(headScript())();

const html = document.documentElement;

/** Every page below was prerendered in English unless the test says otherwise. */
beforeEach(() => {
  html.lang = 'en';
});

afterEach(() => {
  window.releaseEarlyClicks?.();
  html.removeAttribute('data-theme');
  html.classList.remove('language-pending');
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; Max-Age=0; Path=/';
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the head script (contract/preferences.ts, written into every page at build)', () => {
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

describe('the head script holding clicks until the app has taken the page over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** A button on the page, and how many clicks reached its own handler. */
  function pageButton(html: string): { button: HTMLElement; handled: () => number } {
    document.body.innerHTML = html;
    const button = document.body.querySelector<HTMLElement>('[data-testid="target"]')!;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    return { button, handled: () => clicks };
  }

  it('keeps a click on a button from the page, then hands the button over once, with the pointer back to normal', () => {
    runHeadScript();
    const { button, handled } = pageButton('<button type="button" data-testid="target"><svg><path /></svg></button>');
    button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(handled()).toBe(0);
    expect(html.style.cursor).toBe('progress');

    expect(window.releaseEarlyClicks?.()).toEqual([button]);
    expect(html.style.cursor).toBe('');
    button.click();
    expect(handled()).toBe(1);
    expect(window.releaseEarlyClicks).toBeUndefined();
  });

  it('keeps a checkbox as it was when its click is held, and the click made later checks it', () => {
    runHeadScript();
    const { button: checkbox, handled } = pageButton('<label>Seen <input type="checkbox" data-testid="target"></label>');
    checkbox.closest('label')!.click();
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(handled()).toBe(0);

    const [held] = window.releaseEarlyClicks?.() ?? [];
    held?.click();
    expect((checkbox as HTMLInputElement).checked).toBe(true);
    expect(handled()).toBe(1);
  });

  it.each([
    ['a link', '<a href="#film" data-testid="target">Film</a>'],
    ["a form's submit button", '<form><button type="submit" data-testid="target">Login</button></form>'],
  ])('leaves %s to the browser, which follows it without the app', (_what, markup) => {
    runHeadScript();
    const { button, handled } = pageButton(markup);
    button.addEventListener('submit', (event) => event.preventDefault());
    button.click();
    expect(handled()).toBe(1);
    expect(window.releaseEarlyClicks?.()).toEqual([]);
  });
});
