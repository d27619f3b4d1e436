import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { appTookOver, CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, registerAndLogin, type RunningServer, startServer } from './harness';

const built = path.resolve(__dirname, '..', 'dist');

/** Once the service worker has installed (its precache complete) and activated: its state then. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active?.state === 'activating') await new Promise((resolve) => active.addEventListener('statechange', resolve, { once: true }));
    return active?.state;
  });

/** Every URL in Cache Storage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const caches_ = await Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)] as const),
    );
    return Object.fromEntries(caches_);
  });

describe('the installable app', () => {
  // A copy of the build (the SPA and the server's renderer beside it), served by its own server: a test deploys a new version into it.
  let copy: string;
  let spaDir: string;
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    copy = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
    spaDir = path.join(copy, 'public');
    await Promise.all(['public', 'server-render'].map((dir) => fs.cp(path.join(built, dir), path.join(copy, dir), { recursive: true })));
    [server, browser] = await Promise.all([startServer({ SPA_DIR: spaDir }), launchBrowser()]);
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fs.rm(copy, { recursive: true, force: true });
  });

  test('Chromium finds it installable, with the manifest and names of the page language', async () => {
    // Chromium installs nothing from an incognito profile, which every newContext() is.
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, locale: 'en-US' });
    try {
      const page = await persistent.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await appTookOver(page);
      expect(await workerActive(page)).toBe('activated');
      const cdp = await persistent.newCDPSession(page);
      expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Movie Browser', short_name: 'Movies', display: 'standalone', start_url: '/' });

      await page.goto(`${server.baseUrl}/login?lng=es`);
      const spanish = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(spanish).toBe('/manifest.es.webmanifest');
      const answer = await page.request.get(`${server.baseUrl}${spanish}`);
      expect(await answer.json()).toMatchObject({ lang: 'es', name: 'Explorador de películas', short_name: 'Películas' });
      for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
        expect((await page.request.get(`${server.baseUrl}${icon}`)).headers()['content-type']).toBe('image/png');
      }
    } finally {
      await persistent.close();
      await fs.rm(profile, { recursive: true, force: true });
    }
  });

  test.each([
    ['en-US', 'light', "You're offline", 'Could not reach the server: you are offline.'],
    ['es-ES', 'dark', 'Sin conexión', 'No se pudo contactar con el servidor: estás sin conexión.'],
  ] as const)('offline (%s, %s), a reload shows the app and says so; nothing personal was kept', async (locale, colorScheme, offlineTitle, sessionText) => {
    context = await browser.newContext({ locale, colorScheme });
    await registerAndLogin(context, server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await appTookOver(page);
    expect(await workerActive(page)).toBe('activated');
    // Pages loaded from now on go through the worker: the popular films with their posters, a profile.
    await page.reload();
    await appTookOver(page);
    await page.locator('img[src*="/poster-"]').first().waitFor();
    await page.goto(`${server.baseUrl}/profile`);
    await appTookOver(page);

    const cached = await cachedUrls(page);
    const everyUrl = Object.values(cached).flat();
    expect(everyUrl.filter((url) => url.startsWith('/api/') || url.startsWith('/3/'))).toEqual([]);
    // No page either: a signed-in page is rendered with its reader's data. The shell is the build's offline page.
    expect(everyUrl.filter((url) => !/\.\w+$/.test(url))).toEqual([]);
    expect(everyUrl).toContain('/offline.html');
    // The worker saw the posters go by and kept them.
    expect(cached.posters?.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByText(offlineTitle, { exact: true }).waitFor();
    await page.getByText(sessionText).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
    expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);

    // Back online, its button tries again: the profile as it was.
    await context.setOffline(false);
    await Promise.all([page.waitForEvent('load'), page.getByRole('alert').filter({ has: page.getByText(offlineTitle, { exact: true }) }).getByRole('button').click()]);
    await appTookOver(page);
    expect(await page.locator('html').getAttribute('data-served-offline')).toBeNull();
    expect(await page.getByText(offlineTitle, { exact: true }).count()).toBe(0);
    expect(await page.getByText(sessionText).count()).toBe(0);
  });

  test("with the worker in charge of navigations, a reader back after the access cookie's minutes gets the page rendered by the server", async () => {
    context = await browser.newContext({ locale: 'en-US' });
    await registerAndLogin(context, server.baseUrl);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/profile`);
    await appTookOver(page);
    expect(await workerActive(page)).toBe('activated');
    await context.clearCookies({ name: 'access' });
    const response = await page.reload();
    expect(new URL(response?.url() ?? '').pathname).toBe('/profile');
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    // The server's render (its state in the page), with the session the redirect renewed.
    expect(await page.locator('#server-state').count()).toBe(1);
    expect((await context.cookies()).some((cookie) => cookie.name === 'access')).toBe(true);
  });

  test('a new version deployed while the page is open is offered, and taken only when asked', async () => {
    context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await appTookOver(page);
    expect(await workerActive(page)).toBe('activated');
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);

    // The next deploy: a different worker at the same URL (without the stale compressed copies).
    const worker = path.join(spaDir, 'sw.js');
    await fs.writeFile(worker, `${await fs.readFile(worker, 'utf8')}\n// the next build\n`);
    await Promise.all(['sw.js.br', 'sw.js.gz'].map((file) => fs.rm(path.join(spaDir, file), { force: true })));

    // A browser looks for a new worker on each page load.
    await page.reload();
    await appTookOver(page);
    await page.getByText('A new version is ready.').waitFor();
    // It waits: the page still runs on the version it loaded.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload to update' }).click()]);
    await appTookOver(page);
    expect(await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    })).toEqual({ waiting: false, controlled: true });
    expect(firstWorker).toBe(`${server.baseUrl}/sw.js`);
    expect(await page.getByText('A new version is ready.').count()).toBe(0);
  });
});
