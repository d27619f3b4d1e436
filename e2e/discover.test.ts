import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

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

interface ShownFilm {
  title: string;
  year: number;
  rating: number;
}

/** The cards on screen as their title, the year and the rating they show. */
async function shownFilms(page: Page): Promise<ShownFilm[]> {
  await page.locator('main article').first().waitFor();
  return page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h2')?.textContent ?? '',
      year: Number(card.querySelector('h2 + div > span:first-child')?.textContent),
      rating: Number(card.querySelector('h2 + div [role="img"] > span')?.textContent?.replace(',', '.')),
    })),
  );
}

/**
 * Waits until the list answers the URL's filters (the count is in and The Godfather leads), and
 * checks that every film shown is one they ask for: from the 1970s, rated 8 or more, best first.
 */
async function godfatherFirst(page: Page, text: Text): Promise<{ count: string; films: ShownFilm[] }> {
  const count = page.locator('main').getByText(text.count);
  await count.waitFor();
  await page.waitForFunction(() => document.querySelector('main article h2')?.textContent === 'The Godfather');
  const films = await shownFilms(page);
  expect(films.length).toBeGreaterThan(1);
  for (const film of films) {
    expect(film.year).toBeGreaterThanOrEqual(1970);
    expect(film.year).toBeLessThanOrEqual(1979);
    expect(film.rating).toBeGreaterThanOrEqual(8);
  }
  const ratings = films.map((film) => film.rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  return { count: (await count.textContent()) ?? '', films };
}

/** Waits until the select labelled `label` shows exactly `value` (genre names arrive after the page). */
async function selectShows(page: Page, label: string, value: string): Promise<void> {
  await page
    .getByRole('combobox', { name: label, exact: true })
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor();
}

/** The controls show the filters of "Crime, 1970–1979, rating ≥ 8, sorted by rating (desc)". */
async function expectFiltersShown(page: Page, text: Text): Promise<void> {
  await selectShows(page, text.genres, text.crime);
  await selectShows(page, text.decade, text.seventies);
  await selectShows(page, text.rating, text.eightOrMore);
  await selectShows(page, text.sortBy, text.byRating);
  await selectShows(page, text.order, text.descending);
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
    // The server rendered the filters: they take a click once the app has taken the page over.
    await appTookOver(page);

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

    // Shared: the same URL in a new tab asks the same question and gets the same answer.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expectFiltersShown(shared, text);
    await expect(godfatherFirst(shared, text)).resolves.toEqual(filtered);

    // Back steps through the questions asked: without the sort, then without the rating.
    await page.goBack();
    await page.waitForURL((url) => url.search === '?lng=en&genres=80&from=1970&to=1979&rating=8');
    await selectShows(page, text.sortBy, 'Popularity');
  });

  it('shows the shared list with its filters in Spanish, dark, on a 360 px screen', async () => {
    const text = labels.es;
    context = await running.browser.newContext({ colorScheme: 'dark', locale: 'es-ES', viewport: { width: 360, height: 800 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movies?lng=es&genres=80&from=1970&to=1979&rating=8&sort=rating`);
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    // The heading is in the prerendered skeleton already; the body's theme attribute is the app's.
    await appTookOver(page);
    await expect(page.evaluate(() => document.body.getAttribute('data-theme'))).resolves.toBe('dark');
    await godfatherFirst(page, text);

    // Narrow screens get the films first: the panel is folded until asked for (the app folds it
    // once it knows the width; the server's HTML, rendered as wide, is folded by CSS until then).
    const panel = page.getByRole('button', { name: text.filters });
    await page.getByRole('button', { name: text.filters, expanded: false }).waitFor();
    await expect(page.getByRole('combobox', { name: text.genres, exact: true }).isVisible()).resolves.toBe(false);
    await panel.click();
    await expectFiltersShown(page, text);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  });
});
