import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, newCredentials, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

/**
 * Issue 11's "done when", on the built server with no TMDB key: a new user finds The Godfather,
 * meets its cast, follows Al Pacino to his films by year, keeps him as a favorite actor and
 * finds him on the profile.
 */
describe('the film world in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  afterEach(() => context?.close());

  it('goes from The Godfather to Al Pacino, his films by year, and back to the profile with him as a favorite actor', async () => {
    context = await running.browser.newContext({ colorScheme: 'light', locale: 'en-US', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();

    const { email, password } = newCredentials();
    await page.goto(`${running.server.baseUrl}/register?lng=en`);
    // The app's form, not the plain one the server answers (server/routes/forms): its messages are the app's.
    await appTookOver(page);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Enter your search').fill('the godfather');
    await page.waitForURL((url) => url.pathname === '/movieSearch');
    await page.getByRole('link', { name: /The Godfather 1972/ }).first().click();
    await page.waitForURL(/\/movie\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();

    const cast = page.getByRole('list', { name: 'Cast' });
    await cast.getByRole('link', { name: 'Marlon Brando', exact: true }).waitFor();
    await cast.getByRole('link', { name: 'Al Pacino', exact: true }).click();
    await page.waitForURL(/\/person\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Al Pacino' }).waitFor();

    await page.getByRole('heading', { level: 2, name: 'Filmography' }).waitFor();
    const yearHeadings = page.locator('main h3');
    await yearHeadings.first().waitFor();
    const years = (await yearHeadings.allTextContents()).filter((text) => /^\d{4}$/.test(text)).map(Number);
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // The film we came from is among his films, under its year: "Show more" until it is shown.
    const godfather = page.getByRole('link', { name: /The Godfather$/ });
    const showMore = page.getByRole('button', { name: 'Show more films' });
    while (!(await godfather.isVisible()) && (await showMore.isVisible())) await showMore.click();
    await godfather.waitFor();
    await page.getByRole('heading', { level: 3, name: '1972' }).waitFor();

    const toggle = page.getByRole('button', { name: 'Add Al Pacino to favorite actors' });
    await page.waitForFunction(() => document.querySelector('[aria-label="Add Al Pacino to favorite actors"]')?.getAttribute('aria-disabled') === 'false');
    await toggle.click();
    await page.getByRole('button', { name: 'Remove Al Pacino from favorite actors' }).waitFor();

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/profile');
    const actors = page.getByRole('region', { name: 'Favorite Actors' });
    await actors.getByRole('link', { name: 'Al Pacino' }).click();
    await page.waitForURL(/\/person\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Al Pacino' }).waitFor();
  });
});
