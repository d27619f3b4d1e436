import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

/** Playwright's combobox for an MUI select: pick `option` from the list it opens. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The movie database's answer to the next Discover request asking for all of `params`. */
function discoverAnswer(page: Page, params: Record<string, string>): Promise<{ results: Array<{ id: number; title: string }> }> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/3/discover/movie' && Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value);
    })
    .then((response) => response.json());
}

/** The films the cards link to, once they show `answer`'s films. */
async function shownIds(page: Page, answer: Promise<{ results: Array<{ id: number; title: string }> }>): Promise<number[]> {
  const { results } = await answer;
  const expected = results.map((film) => film.id);
  // The answer can come before the page has rendered its new URL (the loader asks as the URL
  // changes): until then the cards are the last question's, which may start with the same film.
  const shown = () =>
    page.locator('main article a[href^="/movie/"]').evaluateAll((links) => [...new Set(links.map((link) => Number((link.getAttribute('href') ?? '').split('/')[2])))]);
  for (const deadline = Date.now() + 10_000; JSON.stringify(await shown()) !== JSON.stringify(expected) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ids = await shown();
  expect(ids).toEqual(expected);
  return ids;
}

interface Details {
  title: string;
  original_language: string;
  production_countries: Array<{ iso_3166_1: string }>;
}

/** Every film shown was made in `country` in `language`, as the film's own record says. */
async function expectWorldFilms(context: BrowserContext, baseUrl: string, ids: number[], language: string, country: string): Promise<string[]> {
  expect(ids.length).toBeGreaterThan(0);
  const titles: string[] = [];
  for (const id of ids) {
    const film = (await (await context.request.get(`${baseUrl}/api/tmdb/movie/${id}/`)).json()) as Details;
    expect([film.title, film.original_language]).toEqual([film.title, language]);
    expect(film.production_countries.map((entry) => entry.iso_3166_1)).toContain(country);
    titles.push(film.title);
  }
  return titles;
}

/**
 * Issue 39's "done when" for Discover: on the built server, the filters panel offers the films'
 * original languages and countries, named in the UI's language, and finds world cinema by them.
 */
describe('Discover by language and country in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;

  afterEach(() => context?.close());

  it('finds Japanese films made in Japan in the 1950s, Rashomon among them, by the keyboard-reachable selects', async () => {
    context = await running.browser.newContext({ colorScheme: 'light', locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movies?lng=en`);
    await page.getByRole('heading', { level: 1, name: 'Movies' }).waitFor();
    await appTookOver(page);
    await page.locator('main article').first().waitFor();

    await choose(page, 'Original language', 'Japanese');
    await choose(page, 'Country of production', 'Japan');
    await choose(page, 'Decade', '1950s');
    // Title keeps the order, descending.
    const answer = discoverAnswer(page, { with_original_language: 'ja', with_origin_country: 'JP', sort_by: 'title.desc' });
    await choose(page, 'Sort by', 'Title');
    await page.waitForURL((url) => url.search === '?lng=en&language=ja&country=JP&from=1950&to=1959&sort=title');
    await page.getByRole('heading', { level: 2, name: 'Filters (3 on)' }).waitFor();
    await page.locator('main').getByText(/^[\d,]+ films?$/).waitFor();
    await expectWorldFilms(context, running.server.baseUrl, await shownIds(page, answer), 'ja', 'JP');

    // The same question reached by keyboard alone: the language select, opened with Enter, jumps by letter.
    await page.goto(`${running.server.baseUrl}/movies?lng=en&from=1950&to=1950&country=JP&sort=title&order=asc`);
    await appTookOver(page);
    const language = page.getByRole('combobox', { name: 'Original language', exact: true });
    await language.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Japanese', exact: true }).waitFor();
    const japanese1950 = discoverAnswer(page, { with_original_language: 'ja', with_origin_country: 'JP', sort_by: 'title.asc' });
    await page.keyboard.type('Japanese');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('language') === 'ja');
    const titles = await expectWorldFilms(context, running.server.baseUrl, await shownIds(page, japanese1950), 'ja', 'JP');
    expect(titles).toContain('Rashomon');
  });

  it('names the languages and countries in Spanish, dark, and finds Brazilian films in Portuguese', async () => {
    context = await running.browser.newContext({ colorScheme: 'dark', locale: 'es-ES', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movies?lng=es`);
    await page.getByRole('heading', { level: 1, name: 'Películas' }).waitFor();
    await appTookOver(page);
    await page.locator('main article').first().waitFor();

    await choose(page, 'Idioma original', 'Portugués');
    const answer = discoverAnswer(page, { with_original_language: 'pt', with_origin_country: 'BR' });
    await choose(page, 'País de producción', 'Brasil');
    await page.waitForURL((url) => url.search === '?lng=es&language=pt&country=BR');
    await page.locator('main').getByText(/^[\d.]+ películas?$/).waitFor();
    await expectWorldFilms(context, running.server.baseUrl, await shownIds(page, answer), 'pt', 'BR');
  });
});
