import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

/** The labels each run reads, so one journey covers both languages. */
const labels = {
  en: {
    popular: 'Popular Movies',
    next: 'Next',
    previous: 'Previous',
    pageOf: (page: number) => new RegExp(`^Page ${page} of \\d+$`),
    search: 'Search',
    placeholder: 'Enter your search',
    resultsFor: (query: string) => `Results for “${query}”`,
    director: 'Director:',
    similar: 'Similar movies',
    genres: 'Genres',
  },
  es: {
    popular: 'Películas populares',
    next: 'Siguiente',
    previous: 'Anterior',
    pageOf: (page: number) => new RegExp(`^Página ${page} de \\d+$`),
    search: 'Buscar',
    placeholder: 'Introduce tu búsqueda',
    resultsFor: (query: string) => `Resultados para «${query}»`,
    director: 'Director:',
    similar: 'Películas similares',
    genres: 'Géneros',
  },
};

describe('browsing the embedded catalogue in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  afterEach(() => context?.close());

  /** A signed-in person's browser, in the language, scheme and width given, with a page open at `path`. */
  async function signedInAt(path: string, options: BrowserContextOptions = { locale: 'en-US' }): Promise<void> {
    context = await running.browser.newContext(options);
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}${path}`);
  }

  const journeys = [
    { language: 'en', colorScheme: 'light', width: 1280 },
    { language: 'es', colorScheme: 'dark', width: 360 },
  ] as const;

  type Journey = { language: 'en' | 'es'; colorScheme: 'light' | 'dark'; width: number };
  const journeyOptions = ({ language, colorScheme, width }: Journey): BrowserContextOptions => ({
    colorScheme,
    locale: language === 'en' ? 'en-US' : 'es-ES',
    viewport: { width, height: 900 },
  });

  it.each(journeys)('pages popular, searches, opens The Godfather and follows a genre ($language, $colorScheme, $width px)', async ({
    language,
    colorScheme,
    width,
  }) => {
    const text = labels[language];
    await signedInAt(`/?lng=${language}`, journeyOptions({ language, colorScheme, width }));

    await page.getByRole('heading', { level: 1, name: text.popular }).waitFor();
    // The heading is in the prerendered skeleton already: the theme attribute comes with the app.
    await appTookOver(page);
    await expect(page.evaluate(() => document.body.getAttribute('data-theme'))).resolves.toBe(colorScheme);
    const pagination = page.getByRole('navigation', { name: language === 'en' ? 'Pagination' : 'Paginación' });
    await pagination.getByText(text.pageOf(1)).waitFor();
    // The first screenful of cards renders first and the rest right after it.
    await page.locator('main article').nth(19).waitFor();
    await expect(page.locator('main article').count()).resolves.toBe(20);
    const firstTitle = await page.locator('main article h2').first().textContent();
    // The pages' buttons are React's once what is under the first screenful has hydrated, after its chunks came.
    await page.waitForLoadState('networkidle');

    await pagination.getByRole('button', { name: text.next }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await pagination.getByText(text.pageOf(2)).waitFor();
    await page.waitForFunction((title) => document.querySelector('main article h2')?.textContent !== title, firstTitle);
    await page.goBack();
    await pagination.getByText(text.pageOf(1)).waitFor();
    await expect(pagination.getByRole('button', { name: text.previous }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: text.search, exact: true }).click();
    // Typed as a reader types, into whatever has focus: until the field's chunk is here a plain
    // input stands in for it, and fill() would write into that one after it made way for the field.
    await page.keyboard.type('godfather');
    await expect(page.getByPlaceholder(text.placeholder).inputValue()).resolves.toBe('godfather');
    await page.waitForURL((url) => url.pathname === '/movieSearch');
    const result = page.getByRole('link', { name: /The Godfather 1972/ });
    await result.waitFor();
    // The URL names the search: a reload (or a link) shows the same results.
    expect(new URL(page.url()).searchParams.get('query')).toBe('godfather');
    await page.reload();
    await page.getByText(text.resultsFor('godfather')).waitFor();
    await result.click();
    await page.waitForURL(/\/movie\/\d+$/);

    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();
    await page.getByText(text.director).waitFor();
    await page.getByRole('link', { name: 'Francis Ford Coppola', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: text.similar }).waitFor();
    const partII = page.getByRole('link', { name: /The Godfather Part II 1974/ });
    await partII.waitFor();

    // Part III, like the first two, has genres (from Wikipedia): its first one leads to a genre page.
    await page.getByRole('link', { name: /The Godfather Part III 1990/ }).click();
    await page.getByRole('heading', { level: 1, name: 'The Godfather Part III' }).waitFor();
    const genreLink = page.getByRole('list', { name: text.genres }).getByRole('link').first();
    const genreName = (await genreLink.textContent()) ?? '';
    await genreLink.click();
    await page.waitForURL(/\/genre\/\d+$/);
    await page.getByRole('heading', { level: 1, name: genreName, exact: true }).waitFor();
    await page.locator('main article').first().waitFor();
  });

  it('asks to stay when the page is closed while a favorite is being saved, and keeps the favorite', async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me/favorites/*/', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${running.server.baseUrl}/movie/900000370`);
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();
    // The page's own toggles come before the similar films' cards.
    const add = page.getByRole('button', { name: 'Add to favorites' }).first();
    await expect(add.getAttribute('aria-disabled')).resolves.not.toBe('true');
    await add.click();
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    const saved = page.waitForResponse((response) => response.url().includes('/api/me/favorites/') && response.request().method() === 'PUT');
    release();
    expect((await saved).status()).toBe(204);
    // The answer reaches the network before the page has read it: once it has, leaving is free.
    await page.waitForFunction(() => window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
    let dialogs = 0;
    page.on('dialog', (another) => {
      dialogs++;
      void another.accept();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
    expect(dialogs).toBe(0);
  });

  /** Two frames: whatever the last event changed is on screen. */
  const painted = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  it.each(journeys)('keeps the results of the search shown when Escape empties the field: its heading, people, films and page ($language, $colorScheme, $width px)', async ({
    language,
    colorScheme,
    width,
  }) => {
    const text = labels[language];
    await signedInAt(`/?lng=${language}`, journeyOptions({ language, colorScheme, width }));
    await appTookOver(page);
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await page.keyboard.type('alien');
    await page.waitForURL((url) => url.pathname === '/movieSearch');
    // Pressed as soon as the results page shows, its films perhaps still on their way.
    await page.getByText(text.resultsFor('alien')).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder(text.placeholder).inputValue()).resolves.toBe('');
    // Its films and its people come in answers of their own.
    await page.locator('main article').nth(19).waitFor();
    await page.locator('main a[href^="/person/"]').first().waitFor();
    await painted();
    // What the page shows is the search the URL names, whole: heading, people, films, page.
    const shown = () =>
      page.evaluate(() => ({
        heading: document.querySelector('main h1')?.textContent,
        people: [...document.querySelectorAll('main a[href^="/person/"]')].map((link) => link.textContent),
        films: [...document.querySelectorAll('main article h2')].map((title) => title.textContent),
        pages: document.querySelector('main nav [aria-current="page"]')?.textContent,
      }));
    const after = await shown();
    expect(after.films).toHaveLength(20);
    expect(after.films[0]).toBe('Alien');
    expect(after.people.length).toBeGreaterThan(0);
    expect(after.pages).toMatch(text.pageOf(1));
    await expect(page.getByText(text.resultsFor('alien')).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('query')).toBe('alien');
    // And it stays so: nothing is on its way.
    await painted();
    await expect(shown()).resolves.toEqual(after);

    // The next text typed is a new search, as from an empty field.
    await page.keyboard.type('godfather');
    await page.waitForURL((url) => url.searchParams.get('query') === 'godfather');
    await page.getByRole('link', { name: /The Godfather 1972/ }).waitFor();
  });

  it.each([
    { what: 'popular films', from: '/popular?page=9999', to: '/popular?page=500', pageOf: 'Page 500 of 500' },
    { what: 'a genre', from: '/genre/18?page=777', to: '/genre/18?page=500', pageOf: 'Page 500 of 500' },
    { what: 'Discover', from: '/movies?genres=18&page=100000', to: '/movies?genres=18&page=500', pageOf: 'Page 500 of 500' },
    { what: 'a search past its last page', from: '/movieSearch?query=alien&page=50', to: '/movieSearch?query=alien&page=5', pageOf: 'Page 5 of 5' },
    { what: 'a search past the last page any list has', from: '/movieSearch?query=alien&page=9999', to: '/movieSearch?query=alien&page=5', pageOf: 'Page 5 of 5' },
  ])('shows the last page of $what for a page past it in the URL, and says so in the URL', async ({ from, to, pageOf }) => {
    await signedInAt(from);
    await page.waitForURL((url) => url.pathname + url.search === to);
    await page.getByText(pageOf).waitFor();
    await page.locator('main article').first().waitFor();
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
    await expect(page.getByText('No movies found.').count()).resolves.toBe(0);
    // In place: Back leaves the list rather than returning to the page that does not exist.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
});
