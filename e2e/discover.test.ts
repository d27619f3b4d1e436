import type { BrowserContext, Page } from 'playwright-core';
import { registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

/** The labels each run reads, so one journey covers both languages. */
const labels = {
  en: {
    title: 'Movies',
    filters: 'Filters (3 on)',
    genres: 'Genres',
    crime: 'Crime',
    decade: 'Decade',
    seventies: '1970s',
    rating: 'Minimum rating',
    eightOrMore: '8 or more',
    sortBy: 'Sort by',
    byRating: 'Rating',
    order: 'Order',
    descending: 'Descending',
    count: /^[\d,]+ films?$/,
  },
  es: {
    title: 'Películas',
    filters: 'Filtros (3 activos)',
    genres: 'Géneros',
    crime: 'Crimen',
    decade: 'Década',
    seventies: 'Años 1970',
    rating: 'Nota mínima',
    eightOrMore: '8 o más',
    sortBy: 'Ordenar por',
    byRating: 'Nota',
    order: 'Orden',
    descending: 'Descendente',
    count: /^[\d.]+ películas?$/,
  },
};

type Text = (typeof labels)[keyof typeof labels];

/** Playwright's combobox for an MUI select: pick `option` from the list it opens. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function shownTitles(page: Page): Promise<string[]> {
  await page.locator('main article').first().waitFor();
  return page.locator('main article h2').allTextContents();
}

/** Waits until the list answers the URL's filters: the count is in and The Godfather leads. */
async function godfatherFirst(page: Page, text: Text): Promise<{ count: string; titles: string[] }> {
  const count = page.locator('main').getByText(text.count);
  await count.waitFor();
  await page.waitForFunction(() => document.querySelector('main article h2')?.textContent === 'The Godfather');
  return { count: (await count.textContent()) ?? '', titles: await shownTitles(page) };
}

/** The controls show the filters of "Crime, 1970–1979, rating ≥ 8, sorted by rating (desc)". */
async function expectFiltersShown(page: Page, text: Text): Promise<void> {
  const combobox = (name: string) => page.getByRole('combobox', { name, exact: true });
  await expect(combobox(text.genres).textContent()).resolves.toBe(text.crime);
  await expect(combobox(text.decade).textContent()).resolves.toBe(text.seventies);
  await expect(combobox(text.rating).textContent()).resolves.toBe(text.eightOrMore);
  await expect(combobox(text.sortBy).textContent()).resolves.toBe(text.byRating);
  await expect(combobox(text.order).textContent()).resolves.toBe(text.descending);
}

/**
 * Issue 12's "done when", on the built server with no TMDB key: Discover filtered to Crime,
 * 1970–1979, rating ≥ 8, sorted by rating, shows The Godfather first, and the page's URL opened
 * in a new tab shows the same list; then the same link in Spanish, dark, on a 360 px screen.
 */
describe('Discover in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;

  afterEach(() => context?.close());

  it('filters to Crime, the 1970s, rating 8 or more by rating, shows The Godfather first, and shares the list by URL', async () => {
    const text = labels.en;
    context = await running.browser.newContext({ colorScheme: 'light', locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movies?lng=en`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.locator('main article').first().waitFor();

    await page.getByRole('combobox', { name: text.genres, exact: true }).click();
    await page.getByRole('option', { name: text.crime, exact: true }).click();
    await page.keyboard.press('Escape');
    await choose(page, text.decade, text.seventies);
    await choose(page, text.rating, text.eightOrMore);
    await choose(page, text.sortBy, text.byRating);
    await page.waitForURL((url) => url.search === '?lng=en&genres=80&from=1970&to=1979&rating=8&sort=rating');
    await page.getByRole('heading', { level: 2, name: text.filters }).waitFor();
    await expectFiltersShown(page, text);
    const filtered = await godfatherFirst(page, text);
    expect(filtered.titles.length).toBeGreaterThan(1);

    // Shared: the same URL in a new tab asks the same question and gets the same answer.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expectFiltersShown(shared, text);
    await expect(godfatherFirst(shared, text)).resolves.toEqual(filtered);

    // Back steps through the questions asked: without the sort, then without the rating.
    await page.goBack();
    await page.waitForURL((url) => url.search === '?lng=en&genres=80&from=1970&to=1979&rating=8');
    await expect(page.getByRole('combobox', { name: text.sortBy, exact: true }).textContent()).resolves.toBe('Popularity');
  });

  it('shows the shared list with its filters in Spanish, dark, on a 360 px screen', async () => {
    const text = labels.es;
    context = await running.browser.newContext({ colorScheme: 'dark', locale: 'es-ES', viewport: { width: 360, height: 800 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movies?lng=es&genres=80&from=1970&to=1979&rating=8&sort=rating`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await expect(page.evaluate(() => document.body.getAttribute('data-theme'))).resolves.toBe('dark');
    const filtered = await godfatherFirst(page, text);
    expect(filtered.titles.length).toBeGreaterThan(1);

    // Narrow screens get the films first: the panel is folded until asked for.
    const panel = page.getByRole('button', { name: text.filters });
    await expect(panel.getAttribute('aria-expanded')).resolves.toBe('false');
    await panel.click();
    await expectFiltersShown(page, text);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  });
});
