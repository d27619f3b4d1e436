import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appTookOver, asAndroidChrome, type Credentials, endedSessionCookies, freePort, launchBrowser, logIn, newCredentials, registerAndLogin, type RunningServer, SCRIPTS, serverAndBrowser, startServerAndBrowser, errorsOf, holdScripts } from './harness';
import { waitUntil } from './resilience/wait-until';

jest.setTimeout(120_000);

const publicDir = path.resolve(__dirname, '..', 'dist', 'public');
/** React has taken #root over (hydrated it or rendered into it). */
const appStarted = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the first screen, painted from HTML before any script runs', () => {
  const running = serverAndBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('shows /login with its form when JavaScript is off, and the fields take typing', async () => {
    context = await running.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await page.getByLabel('Email').fill('reader@example.com');
    await page.getByLabel('Password').fill('not-sent-anywhere');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('reader@example.com');
    await expect(page.getByRole('button', { name: 'Login' }).isVisible()).resolves.toBe(true);
    // Without the app the server takes the form (issue 63: server/routes/forms, e2e/no-javascript.test.ts).
    await expect(page.getByRole('button', { name: 'Login' }).isEnabled()).resolves.toBe(true);
    await expect(page.locator('form').getAttribute('action')).resolves.toBe('/login');
    await expect(page.getByRole('link', { name: 'Register' }).first().isVisible()).resolves.toBe(true);
    // And were it sent without its script, the form must not put the password in a URL.
    await expect(page.locator('form').getAttribute('method')).resolves.toBe('post');
  });

  it('keeps what was typed before the scripts ran, hydrates the same form without an error, and signs in with it', async () => {
    const credentials = newCredentials();
    const registering = await running.browser.newContext();
    await registerAndLogin(registering, running.server.baseUrl, credentials);
    await registering.close();

    context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    // Not until 'load': that waits for the held scripts.
    await page.goto(`${running.server.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.evaluate(() => {
      (window as unknown as { prerenderedForm: Element | null }).prerenderedForm = document.querySelector('form');
    });

    await release();
    await appStarted(page);
    // Hydrated, not painted anew: the form element the reader typed into is still the one on the page.
    await page.waitForFunction(() => Object.keys(document.querySelector('form') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await expect(page.evaluate(() => (window as unknown as { prerenderedForm: Element | null }).prerenderedForm === document.querySelector('form'))).resolves.toBe(true);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(credentials.email);
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe(credentials.password);

    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    expect(errors).toEqual([]);
  });

  it('paints in Spanish for a Spanish browser and in dark for a dark system, before any script', async () => {
    context = await running.browser.newContext({ locale: 'es-ES', colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Registrarse', level: 1 }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
    await expect(bodyBackground(page)).resolves.toBe('rgb(15, 20, 25)');
    await expect(page.getByRole('button', { name: 'Idioma' }).isVisible()).resolves.toBe(true);
  });

  it('hydrates /login for a dark reader without an error, and the theme toggle then works', async () => {
    context = await running.browser.newContext({ locale: 'es-ES', colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${running.server.baseUrl}/login`);
    await appStarted(page);
    const toggle = page.getByRole('button', { name: 'Cambiar al tema claro' });
    await toggle.waitFor();
    await expect(bodyBackground(page)).resolves.toBe('rgb(15, 20, 25)');

    await toggle.click();
    await page.getByRole('button', { name: 'Cambiar al tema oscuro' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe('light');
    await expect(bodyBackground(page)).resolves.toBe('rgb(245, 247, 250)');
    expect(errors).toEqual([]);
  });

  it('paints in the language the reader chose (its cookie) over the browser language', async () => {
    context = await running.browser.newContext({ locale: 'en-US', colorScheme: 'light' });
    await context.addCookies([{ name: 'i18next', value: 'es', url: running.server.baseUrl }]);
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
    await expect(bodyBackground(page)).resolves.toBe('rgb(245, 247, 250)');
  });

  it("keeps the URL's language for a link followed before any script has run", async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/login?lng=es`);
    await page.getByRole('link', { name: 'Registrarse' }).first().click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Registrarse', level: 1 }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('es');
  });

  it("renders a signed-in reader's page on the server: its films in the HTML before any script, hydrated without an error and without asking for them again", async () => {
    context = await running.browser.newContext({ locale: 'en-US', colorScheme: 'dark' });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}/popular`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Popular Movies', level: 1 }).waitFor();
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    await expect(page.getByRole('status', { name: 'Loading movies' }).count()).resolves.toBe(0);
    await expect(bodyBackground(page)).resolves.toBe('rgb(15, 20, 25)');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('article img');
      return image?.complete === true && image.naturalWidth > 0;
    });
    await page.evaluate(() => Object.assign(window, { serverCard: document.querySelector('article') }));
    await release();
    await appStarted(page);
    // Once the app has taken the page over, the theme button says what it does in the reader's (dark) theme.
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    // Hydrated: the server's card is the page's own, not drawn again.
    await expect(page.evaluate(() => document.contains((window as unknown as { serverCard: Element }).serverCard))).resolves.toBe(true);
    expect(asked.filter((url) => url.startsWith('/api/auth/user/') || url.startsWith('/api/tmdb/populares/?page=1'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    {
      what: "a film's page",
      url: '/movie/900000370',
      locale: 'es-ES',
      colorScheme: 'light',
      pagePoster: (page: Page) => page.getByRole('img', { name: 'Póster de The Godfather', exact: true }),
      data: '/api/tmdb/movie/900000370/',
    },
    {
      what: "a person's page",
      url: '/person/953144592',
      locale: 'en-US',
      colorScheme: 'dark',
      pagePoster: (page: Page) => page.getByRole('heading', { level: 3 }).first().locator('xpath=..').locator('li img').first(),
      data: '/api/tmdb/person/953144592/',
    },
    {
      what: "the films Discover's URL asks for",
      url: '/movies?genres=18&sort=rating',
      locale: 'es-ES',
      colorScheme: 'dark',
      pagePoster: (page: Page) => page.getByRole('article').first().getByRole('img').first(),
      data: '/3/discover/movie',
    },
    {
      what: 'a search its URL names',
      url: '/movieSearch?query=godfather',
      locale: 'en-US',
      colorScheme: 'light',
      pagePoster: (page: Page) => page.getByRole('article').first().getByRole('img').first(),
      data: '/3/search/',
    },
  ] as const)('renders $what on the server, posters included, and hydrates it without asking for its data again', async ({ url, locale, colorScheme, pagePoster, data }) => {
    context = await running.browser.newContext({ locale, colorScheme });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}${url}`, { waitUntil: 'commit' });
    const poster = pagePoster(page);
    await poster.waitFor();
    // Loads with the scripts held: decode() settles once the image is in, and fails for a broken one.
    await expect(poster.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth > 0))).resolves.toBe(true);
    await poster.evaluate((image) => Object.assign(window, { serverPoster: image }));
    await release();
    await appStarted(page);
    await expect(page.evaluate(() => document.contains((window as unknown as { serverPoster: Element }).serverPoster))).resolves.toBe(true);
    expect(asked.filter((path) => path.startsWith(data))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("leaves a click on a server-rendered button made before the scripts ran to the browser (nothing saved, nothing shown as done), and the button works once the app has taken over", async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const saved: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/me/favorites/900000370/') saved.push(request.url());
    });
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}/movie/900000370`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();
    // The page's own toggle comes before the similar films' cards.
    await page.getByRole('button', { name: 'Add to favorites' }).first().click();

    await release();
    await appTookOver(page);
    expect(saved).toEqual([]);
    await page.getByRole('button', { name: 'Add to favorites' }).first().click();
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
    expect(saved).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("keeps what was typed into a server-rendered field before the scripts ran, and shows no choice the app has not made: Discover filters by what it shows", async () => {
    context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await registerAndLogin(context, running.server.baseUrl);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}/movies`, { waitUntil: 'commit' });
    const fromYear = page.getByLabel('From year');
    await fromYear.click();
    await page.keyboard.type('1990');
    const anyGenre = page.getByRole('radio', { name: 'any selected genre' });
    await page.getByText('any selected genre').click();
    // What the field shows from here on, every millisecond or so (its id is the server's and the app's).
    await fromYear.evaluate((input: HTMLInputElement) => {
      const shown = new Set<string>();
      Object.assign(window, { fromYearShown: shown });
      const sample = () => {
        shown.add((document.getElementById(input.id) as HTMLInputElement | null)?.value ?? '(no field)');
        setTimeout(sample, 1);
      };
      sample();
    });

    await release();
    await page.waitForURL((url) => url.searchParams.get('from') === '1990');
    await appTookOver(page);
    // The URL changes first; the page renders it in a transition, which the field then shows.
    await waitUntil('the typed year in its field', async () => (await fromYear.inputValue()) === '1990');
    // The choice shown is the one the films are filtered by.
    await waitUntil('the choice shown as the URL has it', async () => (await anyGenre.isChecked()) === (new URL(page.url()).searchParams.get('match') === 'any'));
    // Not even for a moment did the typed year leave the field (it did while the app took it over after hydration).
    await expect(page.evaluate(() => [...(window as unknown as { fromYearShown: Set<string> }).fromYearShown])).resolves.toEqual(['1990']);
    expect(errors).toEqual([]);
  });

  it('loses no key typed into a form before and during hydration, with the CPU four times slower: an account form and a server-rendered page', async () => {
    context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const slowPage = async (url: string) => {
      const page = await context!.newPage();
      await (await context!.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(`${running.server.baseUrl}${url}`, { waitUntil: 'commit' });
      return { page, release, errors };
    };

    const login = await slowPage('/login');
    await login.page.getByLabel('Email').pressSequentially('reader@');
    await login.release();
    // Typing goes on, a key every 20 ms, while the scripts download, run and hydrate the form.
    await login.page.getByLabel('Email').pressSequentially('example.test', { delay: 20 });
    await login.page.getByLabel('Password').pressSequentially('a long passphrase', { delay: 20 });
    await appStarted(login.page);
    await expect(login.page.getByLabel('Email').inputValue()).resolves.toBe('reader@example.test');
    await expect(login.page.getByLabel('Password').inputValue()).resolves.toBe('a long passphrase');
    expect(login.errors).toEqual([]);

    await registerAndLogin(context, running.server.baseUrl);
    const discover = await slowPage('/movies');
    await discover.page.getByLabel('From year').pressSequentially('19');
    await discover.release();
    await discover.page.getByLabel('From year').pressSequentially('85', { delay: 20 });
    await discover.page.getByLabel('To year').pressSequentially('1999', { delay: 20 });
    await discover.page.waitForURL((url) => url.searchParams.get('from') === '1985' && url.searchParams.get('to') === '1999');
    await expect(discover.page.getByLabel('From year').inputValue()).resolves.toBe('1985');
    await expect(discover.page.getByLabel('To year').inputValue()).resolves.toBe('1999');
    expect(discover.errors).toEqual([]);
  });

  // One reader for the tests below: the server takes 10 registrations an hour from one address.
  let reader: Credentials | undefined;
  const signInReader = async (signedIn: BrowserContext) => {
    reader = reader ? await logIn(signedIn, running.server.baseUrl, reader) : await registerAndLogin(signedIn, running.server.baseUrl);
  };
  it.each([
    ['/popular, its cards and page controls', '/popular', 360, (page: Page) => page.getByRole('navigation', { name: /pagination/i }).waitFor()],
    ["a film's page, its facts, cast and similar films", '/movie/900000370', 360, (page: Page) => page.getByRole('heading', { name: 'Similar movies' }).waitFor()],
    // Wide: on a phone the app folds Discover's filters once it knows the screen's width, which the server draws only for a browser that says it is a phone's (below).
    ["Discover's films, filters and genre links", '/movies', 1024, (page: Page) => page.getByRole('list', { name: 'Genres' }).getByRole('link', { name: 'Drama' }).waitFor()],
  ])("brings the styles of a signed-in page in the HTML the server rendered: the app inserts none for %s, or the header", async (_page, url, width, rendered) => {
    context = await running.browser.newContext({ locale: 'en-US', viewport: { width, height: 740 } });
    await signInReader(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${running.server.baseUrl}${url}`);
    await rendered(page);
    // Once the app has hydrated the page and rendered what its answers change: what it inserts by then is what the HTML lacked.
    await appTookOver(page);
    await page.waitForTimeout(500);
    const missing = await page.evaluate(() => {
      // The HTML's style tags name the emotion ids they hold (emotion's server tags after its key); the app's own inserts name none.
      const fromHtml = new Set(
        Array.from(document.querySelectorAll('style[data-emotion]')).flatMap((tag) => (tag.getAttribute('data-emotion') ?? '').split(' ').slice(1)),
      );
      const ids = Array.from(document.querySelectorAll('header, header *, main, main *')).flatMap((element) =>
        Array.from(element.classList).flatMap((name) => (/^css-[a-z0-9]+/.test(name) ? [name.slice('css-'.length)] : [])),
      );
      return { checked: ids.length, missing: [...new Set(ids)].filter((id) => !fromHtml.has(id)) };
    });
    expect(missing.checked).toBeGreaterThan(20);
    expect(missing.missing).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("hydrates Discover as the server drew it for a phone, its filters folded, opens them at a tap, and keeps them folded on a phone held sideways", async () => {
    context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await signInReader(context);
    const page = await context.newPage();
    await asAndroidChrome(context, page);
    const errors = errorsOf(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}/movies`, { waitUntil: 'commit' });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await filters.waitFor();
    await expect(page.locator('#root').getAttribute('data-phone')).resolves.toBe('');
    await expect(page.getByLabel('From year').count()).resolves.toBe(0);
    await page.getByRole('article').first().waitFor();

    await release();
    await appTookOver(page);
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('false');
    await filters.tap();
    await page.getByLabel('From year').waitFor();
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(asked.filter((path) => path.startsWith('/3/discover/movie'))).toEqual([]);
    expect(errors).toEqual([]);

    // Held sideways, wider than a phone upright: the page keeps the folded panel it came with, and nothing moves.
    const sideways = await context.newPage();
    await sideways.setViewportSize({ width: 915, height: 412 });
    await asAndroidChrome(context, sideways);
    const sidewaysErrors = errorsOf(sideways);
    const releaseSideways = await holdScripts(sideways);
    await sideways.goto(`${running.server.baseUrl}/movies`, { waitUntil: 'commit' });
    const firstFilm = sideways.getByRole('article').first();
    await firstFilm.waitFor();
    const drawnAt = (await firstFilm.boundingBox())?.y;
    await releaseSideways();
    await appTookOver(sideways);
    await sideways.waitForTimeout(500);
    await expect(sideways.getByRole('button', { name: 'Filters', exact: true }).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(firstFilm.boundingBox().then((box) => box?.y)).resolves.toBe(drawnAt);
    expect(sidewaysErrors).toEqual([]);
  });

  it("makes no second copy of the theme's variables, which the server's HTML brings", async () => {
    context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 360, height: 740 } });
    await signInReader(context);
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${running.server.baseUrl}/popular`);
    await page.getByRole('navigation', { name: /pagination/i }).waitFor();
    const tags = await page.evaluate(() => {
      // The rules that define the primary colour: one per colour scheme.
      const primaryDefinitions = (sheets: CSSStyleSheet[]) =>
        sheets.flatMap((sheet) => Array.from(sheet.cssRules)).filter((rule) => rule instanceof CSSStyleRule && rule.style.getPropertyValue('--mui-palette-primary-main') !== '').length;
      const variables = document.querySelector<HTMLStyleElement>('style#theme-variables')?.sheet;
      return { inHtml: variables ? primaryDefinitions([variables]) : 0, inPage: primaryDefinitions(Array.from(document.styleSheets)) };
    });
    expect(tags.inHtml).toBe(2);
    expect(tags.inPage).toBe(tags.inHtml);
    expect(errors).toEqual([]);
  });

  it("renders every signed-in page on the server, one without data of its own too, in the reader's language", async () => {
    context = await running.browser.newContext({ locale: 'es-ES' });
    await signInReader(context);
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/movieSearch`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('progressbar', { name: 'Cargando...' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Idioma' }).isVisible()).resolves.toBe(true);
  });

  it('renders a shared list on the server for a visitor without a session, and hydrates it without asking for it again', async () => {
    const owner = await running.browser.newContext();
    await signInReader(owner);
    const call = async (method: 'post' | 'put', path: string, data?: unknown) => {
      const res = await owner.request[method](`${running.server.baseUrl}${path}`, { headers: { origin: running.server.baseUrl }, data });
      expect(res.ok()).toBe(true);
      return res.status() === 204 ? null : ((await res.json()) as { id: number; path: string });
    };
    const list = await call('post', '/api/me/lists/', { name: 'Domingos de lluvia' });
    await call('put', `/api/me/lists/${list?.id}/movies/900000370/`);
    const shared = await call('post', `/api/me/lists/${list?.id}/share/`);
    await owner.close();

    context = await running.browser.newContext({ locale: 'es-ES', colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    await page.goto(`${running.server.baseUrl}${shared?.path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Domingos de lluvia' }).waitFor();
    const film = page.getByRole('list', { name: 'Domingos de lluvia' }).getByText('The Godfather', { exact: true });
    await film.waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await expect(bodyBackground(page)).resolves.toBe('rgb(15, 20, 25)');
    await page.evaluate(() => Object.assign(window, { serverList: document.querySelector('main ul, main ol') }));
    await release();
    await appStarted(page);
    await appTookOver(page);
    await expect(page.evaluate(() => document.contains((window as unknown as { serverList: Element }).serverList))).resolves.toBe(true);
    expect(asked.filter((path) => path.startsWith('/api/shared-lists/') || path === '/api/auth/user/')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("renders the page for a reader back after the access cookie's minutes: the session is renewed on the way, before any script", async () => {
    context = await running.browser.newContext({ locale: 'es-ES' });
    await signInReader(context);
    const signedIn = await context.cookies();
    await context.clearCookies({ name: 'access' });
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/about?lng=es`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/about?lng=es');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('progressbar', { name: 'Cargando...' }).count()).resolves.toBe(0);
    const renewed = await context.cookies();
    const value = (cookies: typeof renewed, name: string) => cookies.find((cookie) => cookie.name === name)?.value;
    expect(value(renewed, 'access')).toBeTruthy();
    expect(value(renewed, 'refresh')).not.toBe(value(signedIn, 'refresh'));
  });

  it("paints the frame and its spinner when the reader's session does not answer, in the reader's language", async () => {
    context = await running.browser.newContext({ locale: 'es-ES' });
    await signInReader(context);
    await context.clearCookies();
    // Signed out elsewhere: the access cookie still verifies, but its session has ended. The app checks it itself.
    const ended = await endedSessionCookies(running.server.baseUrl, reader);
    await context.addCookies(Object.entries(ended).map(([name, value]) => ({ name, value, url: running.server.baseUrl })));
    const page = await context.newPage();
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto(`${running.server.baseUrl}/movieSearch`);
    await page.getByRole('progressbar', { name: 'Cargando...' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Idioma' }).isVisible()).resolves.toBe(true);
  });
});

/**
 * The static build on a host that knows nothing of the app (a CDN): a path gets its file, else
 * its .html, else index.html, and no headers of ours.
 */
async function staticHost(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const candidates = [pathname, `${pathname}.html`, '/index.html'].map((candidate) => path.join(publicDir, path.normalize(candidate)));
    void (async () => {
      for (const file of candidates) {
        if (!file.startsWith(publicDir)) continue;
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile()) continue;
        const type = file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
        response.writeHead(200, { 'content-type': type });
        response.end(await fs.readFile(file));
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the static build on a CDN', () => {
  let browser: Browser;
  let host: Awaited<ReturnType<typeof staticHost>>;
  beforeAll(async () => {
    [browser, host] = await Promise.all([launchBrowser(), staticHost()]);
  });
  afterAll(async () => {
    await browser.close();
    await host.close();
  });

  it('paints /login from its HTML file and hydrates it without an error', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const errors = errorsOf(page);
      await page.goto(`${host.url}/login`);
      await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
      await appStarted(page);
      await page.getByLabel('Email').fill('reader@example.com');
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('reader@example.com');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends a signed-out visitor's first visit to / nothing but the session check", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') || pathname.startsWith('/3/')) asked.push(pathname);
      });
      await page.goto(`${host.url}/`);
      await appStarted(page);
      // The landing page's data would be asked for at boot, beside the check, so it is never later than this.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/auth/user/')));
      expect(asked).toEqual(['/api/auth/user/']);
    } finally {
      await context.close();
    }
  });

  it('never shows a Spanish reader the English HTML: the page waits for the app to render in Spanish', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(`${host.url}/login`, { waitUntil: 'commit' });
      await page.locator('#root form').waitFor({ state: 'attached' });
      await expect(page.evaluate(() => getComputedStyle(document.getElementById('root') as Element).visibility)).resolves.toBe('hidden');
      await release();
      await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
      await expect(page.evaluate(() => getComputedStyle(document.getElementById('root') as Element).visibility)).resolves.toBe('visible');
    } finally {
      await context.close();
    }
  });
});

describe('the register form where password sign-up is off (PASSWORD_SIGNUP=false)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // A provider nobody answers at: the page only names it, and nothing here follows its link.
    const issuerPort = await freePort();
    ({ server, browser } = await startServerAndBrowser({
      PASSWORD_SIGNUP: 'false',
      OIDC_PROVIDERS: 'corp',
      OIDC_CORP_ISSUER: `http://localhost:${issuerPort}`,
      OIDC_CORP_CLIENT_ID: 'movie-browser-e2e',
      OIDC_CORP_CLIENT_SECRET: 'e2e-client-secret',
      OIDC_CORP_LABEL: 'Corp SSO',
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    { locale: 'en-US', title: 'Register', provider: 'Sign in with Corp SSO', note: 'Sign-up with a password is turned off here.', email: 'Email' },
    { locale: 'es-ES', title: 'Registrarse', provider: 'Iniciar sesión con Corp SSO', note: 'El registro con contraseña está desactivado aquí.', email: 'Correo electrónico' },
  ])('paints the providers alone before any script runs, as the app draws it, and hydrates that ($locale)', async ({ locale, title, provider, note, email }) => {
    const context = await browser.newContext({ locale });
    try {
      const page = await context.newPage();
      const errors = errorsOf(page);
      const release = await holdScripts(page);
      await page.goto(`${server.baseUrl}/register`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const painted = async () => {
        await expect(page.getByRole('link', { name: provider }).isVisible()).resolves.toBe(true);
        await expect(page.getByRole('note').textContent()).resolves.toBe(note);
        await expect(page.getByLabel(email).count()).resolves.toBe(0);
        await expect(page.locator('input[type="password"]').count()).resolves.toBe(0);
      };
      await painted();
      await page.evaluate(() => Object.assign(window, { serverLink: document.querySelector('main a[href*="/oidc/"]') }));

      await release();
      await appTookOver(page);
      await painted();
      // Hydrated, not drawn again: the link the server drew is the app's.
      await page.waitForFunction(() => Object.keys((window as unknown as { serverLink: Element }).serverLink).some((key) => key.startsWith('__reactFiber')));
      await expect(page.evaluate(() => document.contains((window as unknown as { serverLink: Element }).serverLink))).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a server without its server render (SPA_DIR at a copy of the public folder alone)', () => {
  let server: RunningServer;
  let browser: Browser;
  let spaCopy: string;
  beforeAll(async () => {
    spaCopy = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
    await fs.cp(publicDir, path.join(spaCopy, 'public'), { recursive: true });
    ({ server, browser } = await startServerAndBrowser({ SPA_DIR: path.join(spaCopy, 'public'), LOG_LEVEL: 'info' }));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fs.rm(spaCopy, { recursive: true, force: true });
  });

  it('says at start that pages are not rendered on the server, and why', () => {
    expect(server.output()).toContain('no server render beside the SPA');
  });

  it('waits for the session’s api_key: a search link shows its films, and no /3 request goes out without a key or is refused', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await registerAndLogin(context, server.baseUrl);
      const page = await context.newPage();
      const movieDb: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/3/')) movieDb.push(`${response.status()} ${url.pathname} key=${url.searchParams.get('api_key') ?? '(none)'}`);
      });
      await page.goto(`${server.baseUrl}/movieSearch?query=alien`);
      await page.getByRole('link', { name: /Alien 1979/ }).first().waitFor();
      await expect(page.getByText('The search failed.').count()).resolves.toBe(0);
      for (const url of ['/genre/28', '/movies']) {
        await page.goto(`${server.baseUrl}${url}`);
        await page.locator('main article').first().waitFor();
      }
      expect(movieDb.length).toBeGreaterThan(0);
      expect(movieDb.filter((line) => !line.startsWith('200 ') || line.endsWith('key=') || line.endsWith('key=(none)'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
