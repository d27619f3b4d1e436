import type { Browser, BrowserContext, Page } from 'playwright-core';
import { violations } from './axe';
import { appTookOver, registerAndLogin, type RunningServer, startServerAndBrowser } from './harness';

jest.setTimeout(300_000);

/** Drama in the embedded catalogue's TMDB genre ids. */
const genreId = 18;

interface Check {
  name: string;
  /** Opens the page and waits until its content (not a skeleton) is on screen. */
  open(page: Page, baseUrl: string, lng: string): Promise<void>;
}

/**
 * Routes checked at once. A check mostly waits (for the network to go idle, for axe's frames), so
 * three overlap well even on two cores: the file took 3.6 minutes one route at a time.
 */
const CONCURRENT_CHECKS = 3;

/** Runs `check` on every item, at most `limit` at a time. */
async function eachConcurrently<T>(items: readonly T[], limit: number, check: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Opens `url` and waits until its colours have settled. `fileInputs`, when given, is how many file
 * inputs the page has: the app enables each once its part of the page has hydrated, which may be
 * after the shell (or comes with a lazy chunk), and its button then fades from its disabled colours
 * for a quarter of a second, which axe would measure.
 */
async function visit(page: Page, url: string, fileInputs = 0): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  // A page in a background tab may take a while to start its scripts (/login, /register wait for a frame).
  await appTookOver(page);
  await page.waitForFunction((count) => {
    const inputs = [...document.querySelectorAll<HTMLInputElement>('main input[type="file"]')];
    return inputs.length === count && inputs.every((input) => !input.disabled);
  }, fileInputs);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}

const at = (route: string): Check => ({
  name: route,
  open: (page, baseUrl, lng) => visit(page, `${baseUrl}${route}${route.includes('?') ? '&' : '?'}lng=${lng}`),
});

const guestChecks: Check[] = [at('/login'), at('/register')];

function signedInChecks(movieId: number, personId: number): Check[] {
  return [
    at('/'),
    at('/popular'),
    at('/movies'),
    {
      name: '/movieSearch (after a search)',
      async open(page, baseUrl, lng) {
        await visit(page, `${baseUrl}/popular?lng=${lng}`);
        await page.getByRole('button', { name: lng === 'en' ? 'Search' : 'Buscar', exact: true }).click();
        // Typed into whatever has focus, as in browsing.test.ts: a stand-in input takes the keys
        // until the field's chunk arrives, and fill() could write into it after it made way.
        await page.keyboard.type('godfather');
        // Each key may start a search of its own: the last one's, not an earlier prefix's.
        await page.waitForURL((url) => url.pathname === '/movieSearch' && url.searchParams.get('query') === 'godfather');
        // Its results, not the popular page's nor a prefix's: the page being left stays, inert
        // (without a main landmark to axe), until the next one renders.
        await page.locator('main:not([inert])').getByRole('link', { name: /The Godfather 1972/ }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => document.querySelector('main[inert]') === null);
      },
    },
    {
      name: '/profile',
      // The photo's and the import's.
      open: (page, baseUrl, lng) => visit(page, `${baseUrl}/profile?lng=${lng}`, 2),
    },
    at('/lists'),
    at(`/movie/${movieId}`),
    at(`/genre/${genreId}`),
    at(`/person/${personId}`),
    at('/about'),
  ];
}

describe('accessibility of every route (axe-core in Chromium)', () => {
  let server: RunningServer;
  let browser: Browser;
  let guest: BrowserContext;
  let member: BrowserContext;
  let movieId: number;
  let personId: number;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    guest = await browser.newContext();
    member = await browser.newContext();
    await registerAndLogin(member, server.baseUrl);
    const popular = await member.request.get(`${server.baseUrl}/api/tmdb/populares/?page=1`);
    const body = (await popular.json()) as { results: Array<{ id: number }> };
    movieId = body.results[0]?.id ?? 0;
    // Someone from the cast of the first popular film that has one.
    for (const { id } of body.results) {
      const credits = await member.request.get(`${server.baseUrl}/api/tmdb/movie/${id}/credits/`);
      const cast = ((await credits.json()) as { cast: Array<{ id: number }> }).cast;
      personId = cast[0]?.id ?? 0;
      if (personId) break;
    }
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const variants = [
    { colorScheme: 'light', lng: 'en' },
    { colorScheme: 'dark', lng: 'en' },
    { colorScheme: 'light', lng: 'es' },
    { colorScheme: 'dark', lng: 'es' },
  ] as const;

  it.each(variants)('has no violations on any route ($colorScheme theme, $lng)', async ({ colorScheme, lng }) => {
    const found: string[] = [];
    const checks: Array<[BrowserContext, Check]> = [
      ...guestChecks.map((check): [BrowserContext, Check] => [guest, check]),
      ...signedInChecks(movieId, personId).map((check): [BrowserContext, Check] => [member, check]),
    ];
    await eachConcurrently(checks, CONCURRENT_CHECKS, async ([context, check]) => {
      const page = await context.newPage();
      try {
        await page.emulateMedia({ colorScheme });
        await check.open(page, server.baseUrl, lng);
        await expect(page.evaluate(() => document.body.getAttribute('data-theme'))).resolves.toBe(colorScheme);
        found.push(...(await violations(page)).map((line) => `${check.name}: ${line}`));
      } finally {
        await page.close();
      }
    });
    expect(found.sort()).toEqual([]);
  });
});
