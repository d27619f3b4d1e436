import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, registerAndLogin, type RunningServer, startServer } from './harness';

jest.setTimeout(180_000);

const rootDir = path.resolve(__dirname, '..');
const film = { id: 4242, title: 'The Profile Test Film', release_date: '2001-05-04', vote_average: 7.1 };
const actor = { id: 90_001, name: 'Ada Stagewright' };

/** A TMDB movie-details record with credits: the embedded catalogue has no cast to favorite. */
const importRecord = {
  ...film,
  overview: 'A film imported for the profile test.',
  genres: [{ id: 18 }],
  credits: {
    cast: [{ id: actor.id, name: actor.name, character: 'The Lead', order: 0, credit_id: 'e2e-credit-1' }],
    crew: [{ id: 90_002, name: 'Dee Rector', job: 'Director', department: 'Directing', credit_id: 'e2e-credit-2' }],
  },
};

/** `npm run catalogue:import -- FILE` against a data directory, before any server opens it. */
async function importFilm(dataDir: string): Promise<void> {
  const file = path.join(dataDir, '..', `${path.basename(dataDir)}-films.json`);
  await fs.writeFile(file, JSON.stringify([importRecord]));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import-catalogue.ts', file], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  await fs.rm(file, { force: true });
  if (code !== 0) throw new Error(`catalogue:import exited with ${code}:\n${output}`);
}

describe('the profile in a real browser', () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-e2e-profile-'));
    // One after the other: were the import to fail under Promise.all, a launched browser would be lost, unclosed.
    browser = await launchBrowser();
    await importFilm(dataDir);
    server = await startServer({ DATA_DIR: dataDir });
    context = await browser.newContext({ colorScheme: 'light', locale: 'en-US' });
    await registerAndLogin(context, server.baseUrl);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const region = (name: string) => page.getByRole('region', { name });
  const waitUntilLoaded = async (image: Locator) =>
    page.waitForFunction((element) => (element as HTMLImageElement | null)?.naturalWidth !== 0, await image.elementHandle());
  /** The details page's own toggles come before the similar films' cards. */
  const filmToggle = (name: string) => page.getByRole('button', { name, exact: true }).first();

  /** Pins the element first: the locator's name no longer matches once the press flips it. */
  async function press(button: Locator, pressedAfter: boolean): Promise<void> {
    const element = await button.elementHandle();
    await page.waitForFunction((target) => target?.getAttribute('aria-disabled') === 'false', element);
    await element?.click();
    await page.waitForFunction(([target, pressed]) => target?.getAttribute('aria-pressed') === pressed, [element, String(pressedAfter)] as const);
  }

  async function openProfile(): Promise<void> {
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    await page.getByText('Account settings are coming soon.').waitFor();
  }

  it('uploads a photo that the profile and the header show, also after a reload', async () => {
    await openProfile();
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/actualizar-foto-de-perfil/'));
    // The server rendered the profile: the photo's chooser is disabled until the app has hydrated it.
    const chooser = page.getByLabel('Upload New Photo');
    await chooser.and(page.locator(':enabled')).waitFor({ state: 'attached' });
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const response = await answered;
    expect(response.status()).toBe(200);
    const { profile_picture: picture } = (await response.json()) as { profile_picture: string };
    await page.getByText('Profile picture updated successfully').waitFor();

    const pictures = page.getByRole('img', { name: 'Profile picture' });
    await pictures.nth(1).waitFor();
    await expect(pictures.count()).resolves.toBe(2);
    for (const image of await pictures.all()) {
      await waitUntilLoaded(image);
      await expect(image.getAttribute('src')).resolves.toContain(new URL(picture, server.baseUrl).pathname);
    }

    await page.reload();
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    const afterReload = page.getByRole('img', { name: 'Profile picture' });
    await afterReload.nth(1).waitFor();
    for (const image of await afterReload.all()) await waitUntilLoaded(image);
  });

  it.each([
    { list: 'Favorite Movies', add: 'Add to favorites', remove: 'Remove from favorites', empty: 'You have no favorite movies yet.', removeHere: `Remove ${film.title} from favorites` },
    { list: 'Watchlist', add: 'Add to watchlist', remove: 'Remove from watchlist', empty: 'Your watchlist is empty.', removeHere: `Remove ${film.title} from watchlist` },
  ])('adds a film to $list from its page, finds it on the profile and removes it', async ({ list, add, remove, empty, removeHere }) => {
    await page.goto(`${server.baseUrl}/movie/${film.id}`);
    await page.getByRole('heading', { name: film.title, level: 1 }).waitFor();
    await press(filmToggle(add), true);
    await filmToggle(remove).waitFor();

    await openProfile();
    const section = region(list);
    const link = section.getByRole('link', { name: film.title });
    await expect(link.getAttribute('href')).resolves.toBe(`/movie/${film.id}`);

    await section.getByRole('button', { name: removeHere }).click();
    await link.waitFor({ state: 'detached' });
    await page.reload();
    await region(list).getByText(empty).waitFor();

    await page.goto(`${server.baseUrl}/movie/${film.id}`);
    await expect(filmToggle(add).getAttribute('aria-pressed')).resolves.toBe('false');
  });

  it('adds an actor from the cast list, finds them on the profile and removes them', async () => {
    await page.goto(`${server.baseUrl}/movie/${film.id}`);
    await press(page.getByRole('button', { name: `Add ${actor.name} to favorite actors` }), true);

    await openProfile();
    const actors = region('Favorite Actors');
    await actors.getByText(actor.name).waitFor();
    await actors.getByRole('button', { name: `Remove ${actor.name} from favorite actors` }).click();
    await actors.getByText('You have no favorite actors yet.').waitFor();
    await page.reload();
    await region('Favorite Actors').getByText('You have no favorite actors yet.').waitFor();
  });
});
