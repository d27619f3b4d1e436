import path from 'node:path';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';
import { waitUntil } from './resilience/wait-until';

jest.setTimeout(180_000);

const publicDir = path.resolve(__dirname, '..', 'dist', 'public');

/**
 * Issue 42: what a reader meets when a chunk or an answer is slow. Each slow request is held
 * by route interception until the test releases it, so "slow" lasts exactly as long as the
 * test needs, whatever the machine's speed.
 */
async function hold(page: Page, url: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return {
    /** Resolves once a request has been held. */
    arrived: () => waitUntil(`a request for ${url}`, async () => held.length > 0),
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const chunk = (name: string) => new RegExp(`/assets/${name}\\.[0-9a-f]+\\.js$`);

describe('slow chunks and answers', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  afterEach(() => context?.close());

  /**
   * The profile's HTML the frame, as a static host (a CDN) sends every path: the app then checks
   * the session itself, where this server would have rendered the page with it.
   */
  const profileServedAsFrame = () => page.route((url) => url.pathname === '/profile', (route) => route.fulfill({ path: path.join(publicDir, 'index.html') }));

  async function signedInAt(path: string, language: 'en' | 'es' = 'en') {
    context = await running.browser.newContext({ locale: language === 'en' ? 'en-US' : 'es-ES', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  }

  async function popularShown() {
    await page.getByRole('heading', { level: 1, name: 'Popular Movies' }).waitFor();
    await appTookOver(page);
    await page.locator('main article').nth(19).waitFor();
  }

  it('keeps every key typed after the click that opens the search, while the field’s chunk downloads (1)', async () => {
    await signedInAt('/');
    await popularShown();
    const field = await hold(page, chunk('search-field'));

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.type('godfather');
    await field.arrived();
    await expect(page.getByPlaceholder('Enter your search').inputValue()).resolves.toBe('godfather');

    await field.release();
    await page.waitForURL((url) => url.pathname === '/movieSearch');
    await page.getByRole('searchbox', { name: 'Search movies' }).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search movies' }).inputValue()).resolves.toBe('godfather');
    await page.getByRole('link', { name: /The Godfather 1972/ }).waitFor();
    await page.keyboard.type(' part ii');
    await expect(page.getByRole('searchbox', { name: 'Search movies' }).inputValue()).resolves.toBe('godfather part ii');
  });

  it('asks for the results page once while it loads, however long the reader types on: Back then leaves the results', async () => {
    await signedInAt('/');
    await popularShown();
    const results = await hold(page, chunk('movie-search'));

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByPlaceholder('Enter your search').waitFor();
    await page.keyboard.type('god');
    await results.arrived();
    // Past the search's pause again, with the results page still on its way.
    await page.keyboard.type('father');
    await page.waitForTimeout(600);
    await results.release();
    // The results page, not the popular one it leaves (where The Godfather may be listed too).
    await page.waitForURL((url) => url.pathname === '/movieSearch' && url.searchParams.get('query') === 'godfather');
    await page.getByText('Results for “godfather”').waitFor();
    await page.getByRole('link', { name: /The Godfather 1972/ }).waitFor();

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Popular Movies' }).waitFor();
  });

  it('searches for what is typed as the search toggle leaves Discover for Popular, however late the two chunks come', async () => {
    await signedInAt('/movies');
    await page.getByRole('heading', { level: 1, name: 'Movies' }).waitFor();
    await appTookOver(page);
    const popular = await hold(page, chunk('popular'));
    const field = await hold(page, chunk('search-field'));

    // The toggle goes to /popular (docs/PRODUCT.md §3.2), whose page is still on its way as the keys come.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.type('godfather');
    await Promise.all([popular.arrived(), field.arrived()]);
    await expect(page.getByPlaceholder('Enter your search').inputValue()).resolves.toBe('godfather');
    // The router changes the URL once the page is there.
    expect(new URL(page.url()).pathname).toBe('/movies');

    await popular.release();
    await field.release();
    await page.waitForURL((url) => url.pathname === '/movieSearch' && url.searchParams.get('query') === 'godfather');
    await page.getByRole('link', { name: /The Godfather 1972/ }).waitFor();
  });

  it('types nothing into the login form being left for Register, shows progress, then an untouched register form (2)', async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/login?lng=en`);
    await appTookOver(page);
    const register = await hold(page, chunk('register'));
    const loginEmail = page.getByRole('textbox', { name: 'Email' });

    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await page.keyboard.type('someone@example.com');
    await register.arrived();
    await page.getByRole('progressbar', { name: 'Loading...' }).waitFor();
    await expect(loginEmail.inputValue()).resolves.toBe('');
    await expect(page.getByRole('main').getAttribute('inert')).resolves.toBe('');
    // Not even a click gets through to the page being left.
    await expect(loginEmail.click({ timeout: 1000 })).rejects.toThrow();

    await register.release();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await expect(page.getByRole('main').getAttribute('inert')).resolves.toBeNull();
    const registerEmail = page.getByRole('textbox', { name: 'Email' });
    await expect(registerEmail.inputValue()).resolves.toBe('');
    await expect(page.getByText('Enter your email').count()).resolves.toBe(0);
    await registerEmail.fill('someone@example.com');
    await expect(registerEmail.inputValue()).resolves.toBe('someone@example.com');
  });

  it("shows progress while a film's chunk downloads, then its skeleton while its details are slow (2)", async () => {
    await signedInAt('/');
    await popularShown();
    const details = await hold(page, /\/api\/tmdb\/movie\/\d+\/(\?.*)?$/);
    const pageChunk = await hold(page, chunk('movie-details'));

    await page.locator('main article a').first().click();
    await pageChunk.arrived();
    await page.getByRole('progressbar', { name: 'Loading...' }).waitFor();
    await expect(page.getByRole('main').getAttribute('inert')).resolves.toBe('');

    await pageChunk.release();
    await details.arrived();
    await page.getByRole('status', { name: 'Loading movie details' }).waitFor();
    await expect(page.getByRole('progressbar', { name: 'Loading...' }).count()).resolves.toBe(0);

    await details.release();
    await page.locator('main h1').waitFor();
    await expect(page.getByRole('status', { name: 'Loading movie details' }).count()).resolves.toBe(0);
  });

  it.each([
    [500, 'The server is busy.'],
    [403, 'You do not have permission to perform this action.'],
  ])("shows the server's detail text of a %i on the session check and keeps the session (3)", async (status, detail) => {
    await signedInAt('/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await page.route('**/api/auth/user/', (route) => route.fulfill({ status, json: { detail } }));
    await profileServedAsFrame();

    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: detail });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    await page.unroute('**/api/auth/user/');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('says in Spanish that the session could not be checked when the check fails without a text (3, issue 61)', async () => {
    await signedInAt('/profile', 'es');
    await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
    await page.route('**/api/auth/user/', (route) => route.fulfill({ status: 502, body: '' }));
    await profileServedAsFrame();
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'No se pudo comprobar tu sesión. Vuelve a intentarlo.' }).getByRole('button', { name: 'Reintentar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('opens the next page and a film at the top, and Back returns to where the reader was (6)', async () => {
    await signedInAt('/');
    await popularShown();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });

    const secondPage = await hold(page, /\/api\/tmdb\/populares\/\?(.*&)?page=2(&|$)/);
    await pagination.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(500);
    await pagination.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await secondPage.release();
    await pagination.getByText(/^Page 2 of \d+$/).waitFor();
    await page.locator('main article').nth(19).waitFor();
    expect(await scrollY()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 700));
    await waitUntil('the scroll', async () => (await scrollY()) === 700);
    const film = page.locator('main article a').nth(12);
    const details = await hold(page, /\/api\/tmdb\/movie\/\d+\/(\?.*)?$/);
    await film.click();
    await page.waitForURL(/\/movie\/\d+$/);
    await details.arrived();
    await page.getByRole('status', { name: 'Loading movie details' }).waitFor();
    expect(await scrollY()).toBe(0);
    await details.release();
    await page.locator('main h1', { hasNotText: 'Popular Movies' }).waitFor();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await pagination.getByText(/^Page 2 of \d+$/).waitFor();
    await waitUntil('the position before the film', async () => (await scrollY()) === 700);
  });

  it("says so when a page's code does not arrive, in the reader's language, and a reload brings the page", async () => {
    await signedInAt('/', 'es');
    await page.getByRole('heading', { level: 1, name: 'Películas populares' }).waitFor();
    await appTookOver(page);
    await page.route(chunk('about'), (route) => route.abort('internetdisconnected'));

    await page.getByRole('link', { name: 'Acerca de y créditos' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta página. Comprueba tu conexión y vuelve a cargarla.' });
    await failed.waitFor();
    // The header stays, and with it the way to any other page.
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);

    await page.unroute(chunk('about'));
    await failed.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Películas populares' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    await expect(failed.count()).resolves.toBe(0);
  });
});
