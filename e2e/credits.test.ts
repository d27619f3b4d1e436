import type { BrowserContext, Page } from 'playwright-core';
import { registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

/** vega-datasets' films keep 900,000,000 + their position in that data set (docs/CATALOGUE.md). */
const CASABLANCA = 900_000_214;

/**
 * Issue 62: the catalogue's sources and licences are open to anyone, from the sign-in page on,
 * and a film's overview taken from Wikipedia is credited where it is shown.
 */
describe('credits and licences in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  afterEach(() => context?.close());

  it.each([
    ['en', 'dark', 'About and credits', 'About', "The lead paragraphs of the films' English Wikipedia articles", 'The CC BY-SA 4.0 licence'],
    ['es', 'light', 'Acerca de y créditos', 'Acerca de', 'Los párrafos iniciales de los artículos de las películas', 'La licencia CC BY-SA 4.0'],
  ] as const)('lets a visitor (%s, %s theme) go from /login to the about page and its credits', async (language, colorScheme, link, heading, credit, licence) => {
    context = await running.browser.newContext({ colorScheme, locale: language === 'en' ? 'en-US' : 'es-ES', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/login?lng=${language}`);
    await page.getByRole('link', { name: link }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(credit).waitFor();
    expect(await page.getByRole('link', { name: licence }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(await page.getByRole('link', { name: 'prust/wikipedia-movie-data' + (language === 'en' ? ' on GitHub' : ' en GitHub') }).getAttribute('href')).toBe(
      'https://github.com/prust/wikipedia-movie-data',
    );

    // Opened at its address too, as a visitor: the page, not the sign-in form.
    await page.goto(`${running.server.baseUrl}/about?lng=${language}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it("credits Wikipedia under a film's overview taken from it", async () => {
    context = await running.browser.newContext({ colorScheme: 'light', locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/movie/${CASABLANCA}?lng=en`);
    await page.getByRole('heading', { level: 1, name: 'Casablanca' }).waitFor();
    await page.getByText(/^Casablanca is a 1942 American romantic drama film directed by Michael Curtiz/).waitFor();
    const article = page.getByRole('link', { name: "Wikipedia's article on Casablanca" });
    expect(await article.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Casablanca_(film)');
    expect(await page.getByRole('link', { name: 'CC BY-SA 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(await page.getByRole('link', { name: 'Michael Curtiz' }).first().isVisible()).toBe(true);
  });
});
