import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { registerAndLogin, serverAndBrowser } from './harness';
import { unzip, zipOf } from '../server/testing/zip';

jest.setTimeout(300_000);

const axeSource = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

const TEXTS = {
  en: { newList: 'New list', name: 'Name', save: 'Save', createLink: 'Create share link', link: 'Share link', title: 'Your data', choose: 'Choose a file to import', report: 'Import report', export: 'Export all my data', matched: 'Rows matched to a film: 29', unmatched: 'Rows not imported: 4', none: 'Rows not imported: 0' },
  es: { newList: 'Nueva lista', name: 'Nombre', save: 'Guardar', createLink: 'Crear enlace para compartir', link: 'Enlace para compartir', title: 'Tus datos', choose: 'Elegir un archivo para importar', report: 'Informe de la importación', export: 'Exportar todos mis datos', matched: 'Filas emparejadas con una película: 29', unmatched: 'Filas no importadas: 4', none: 'Filas no importadas: 0' },
} as const;

interface Film {
  id: number;
  title: string;
  year: number;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A Letterboxd export of 32 data rows: 29 name catalogue films, 3 name none, 1 line is broken. */
function letterboxdExport(films: Film[]): Record<string, string> {
  const row = (film: Film) => `${quoted(film.title)},${film.year},https://boxd.it/x${film.id}`;
  const diary = films.slice(0, 20).map((film, index) => `2024-05-01,${row(film)},${(index % 10) / 2 + 0.5},,,2024-0${1 + (index % 9)}-1${index % 10}`);
  return {
    'diary.csv': [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      ...diary,
      '2024-05-02,Zzyzx Unfilmed One,1999,,3,,,2024-05-02',
      '2024-05-02,Zzyzx Unfilmed Two,2001,,4,,,2024-05-02',
      '2024-05-02,Zzyzx Unfilmed Three,2003,,,,,2024-05-02',
      '2024-05-02,Broken "quote" line,2003,,,,,2024-05-02',
      '',
    ].join('\n'),
    'ratings.csv': ['Date,Name,Year,Letterboxd URI,Rating', ...films.slice(0, 5).map((film) => `2024-05-03,${row(film)},4`), ''].join('\n'),
    'watchlist.csv': ['Date,Name,Year,Letterboxd URI', ...films.slice(20, 24).map((film) => `2024-05-04,${row(film)}`), ''].join('\n'),
  };
}

/**
 * axe-core over the "Your data" section (this feature's screen), every rule it runs by default.
 * The rest of the profile belongs to the film log's own tests (e2e/accessibility.test.ts).
 */
async function violations(page: Page, lng: 'en' | 'es'): Promise<string[]> {
  await page.evaluate(axeSource);
  const section = page.getByRole('region', { name: TEXTS[lng].title, exact: true });
  const results = await section.evaluate((element) => (window as unknown as { axe: { run(context: Element): Promise<AxeResults> } }).axe.run(element));
  return results.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The log as the export's JSON holds it, without the times rows were made. */
function logOf(files: Record<string, string>) {
  const parse = (name: string) => JSON.parse(files[name] ?? 'null') as Record<string, unknown>[];
  const strip = (rows: Record<string, unknown>[]) => rows.map(({ created_at: _c, added_at: _a, ...rest }) => rest);
  return { diary: strip(parse('diary.json')), ratings: parse('ratings.json'), watchlist: strip(parse('watchlist.json')), lists: parse('lists.json') };
}

describe('a film log brought in, taken out and brought back (Chromium, 360 px)', () => {
  const started = serverAndBrowser();

  async function importOnProfile(page: Page, file: string, lng: 'en' | 'es'): Promise<void> {
    const { server } = started;
    await page.goto(`${server.baseUrl}/profile?lng=${lng}`);
    await page.locator('main h1').first().waitFor();
    // The server rendered the profile: its file chooser is disabled until the app has hydrated it.
    const chooser = page.getByLabel(TEXTS[lng].choose);
    await chooser.and(page.locator(':enabled')).waitFor({ state: 'attached' });
    await chooser.setInputFiles(file);
    await page.getByRole('region', { name: TEXTS[lng].report }).waitFor({ timeout: 120_000 });
  }

  async function exported(page: Page, lng: 'en' | 'es'): Promise<Buffer> {
    // The export button is the server's HTML until the app hydrates the section: the chooser beside it says when.
    await page.locator('input[type="file"][accept^=".zip"]:enabled').waitFor({ state: 'attached' });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: TEXTS[lng].export }).click()]);
    return fs.promises.readFile(await download.path());
  }

  it.each([
    { lng: 'en', colorScheme: 'light' },
    { lng: 'es', colorScheme: 'dark' },
  ] as const)('imports, makes and shares a list, exports, leaves and imports the export into a new account ($lng, $colorScheme)', async ({ lng, colorScheme }) => {
    const { server, browser } = started;
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'film-log-portability-'));
    const contexts: BrowserContext[] = [];
    try {
      const open = async () => {
        const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme, acceptDownloads: true });
        contexts.push(context);
        return context;
      };
      const first = await open();
      const credentials = await registerAndLogin(first, server.baseUrl);
      const films: Film[] = [];
      for (const page of [1, 2]) {
        const res = await first.request.get(`${server.baseUrl}/api/tmdb/populares/?page=${page}`);
        const body = (await res.json()) as { results: { id: number; title: string; release_date: string }[] };
        for (const film of body.results) {
          // One film per title, so that no row names two of the catalogue's films.
          const known = films.some((other) => other.title.toLowerCase() === film.title.toLowerCase());
          if (/^\d{4}/.test(film.release_date) && !known) films.push({ id: film.id, title: film.title, year: Number(film.release_date.slice(0, 4)) });
        }
      }
      expect(films.length).toBeGreaterThanOrEqual(24);
      const upload = path.join(dir, 'letterboxd-export.zip');
      await fs.promises.writeFile(upload, await zipOf(letterboxdExport(films)));

      const page = await first.newPage();
      await importOnProfile(page, upload, lng);
      const report = page.getByRole('region', { name: TEXTS[lng].report });
      await report.getByText(TEXTS[lng].matched).waitFor();
      await report.getByText(TEXTS[lng].unmatched).waitFor();
      expect(await report.getByRole('row').count()).toBe(5);
      expect(await violations(page, lng)).toEqual([]);

      const diary = (await (await first.request.get(`${server.baseUrl}/api/me/diary/?page=1`)).json()) as { total_results: number; results: { movie_id: number; rating: number | null }[] };
      expect(diary.total_results).toBe(20);
      const ratingOf = new Map(films.slice(0, 20).map((film, index) => [film.id, (index % 10) / 2 + 0.5]));
      for (const entry of diary.results) expect(entry.rating).toBe(ratingOf.get(entry.movie_id));
      await page.reload();
      await page.getByRole('link', { name: films[0]?.title ?? '' }).first().waitFor();

      // A list of one's own, shared read-only with a browser that is signed out.
      const listName = 'Shared from the import';
      await page.goto(`${server.baseUrl}/lists?lng=${lng}`);
      await page.getByRole('button', { name: TEXTS[lng].newList }).click();
      const form = page.getByRole('dialog', { name: TEXTS[lng].newList });
      await form.getByRole('textbox', { name: TEXTS[lng].name }).fill(listName);
      await form.getByRole('button', { name: TEXTS[lng].save }).click();
      // Created once the page lists it: asked for before, the API may not have it yet.
      await page.getByRole('link', { name: listName }).waitFor();
      const lists = (await (await first.request.get(`${server.baseUrl}/api/me/lists/`)).json()) as { results: { id: number; name: string }[] };
      const listId = lists.results.find((list) => list.name === listName)?.id;
      const added = await first.request.put(`${server.baseUrl}/api/me/lists/${listId}/movies/${films[0]?.id}/`, { headers: { origin: server.baseUrl } });
      expect(added.status()).toBe(204);
      await page.getByRole('link', { name: listName }).click();
      await page.getByRole('button', { name: TEXTS[lng].createLink }).click();
      const shareLink = await page.getByRole('textbox', { name: TEXTS[lng].link }).inputValue();
      const visitor = await (await open()).newPage();
      await visitor.goto(shareLink);
      await visitor.getByRole('heading', { level: 1, name: listName }).waitFor();
      await visitor.getByText(films[0]?.title ?? '', { exact: true }).first().waitFor();
      expect(await visitor.content()).not.toContain(credentials.email);

      await page.goto(`${server.baseUrl}/profile?lng=${lng}`);
      await page.locator('main h1').first().waitFor();
      const zip = await exported(page, lng);
      const before = logOf(await unzip(zip));
      expect(before.diary).toHaveLength(20);
      expect(before.lists).toEqual([expect.objectContaining({ name: listName })]);
      const exportFile = path.join(dir, 'movie-browser-export.zip');
      await fs.promises.writeFile(exportFile, zip);

      const deleted = await first.request.delete(`${server.baseUrl}/api/me/`, { headers: { origin: server.baseUrl }, data: { password: credentials.password } });
      expect(deleted.status()).toBe(204);

      const second = await open();
      await registerAndLogin(second, server.baseUrl);
      const again = await second.newPage();
      await importOnProfile(again, exportFile, lng);
      await again.getByRole('region', { name: TEXTS[lng].report }).getByText(TEXTS[lng].none).waitFor();
      expect(await violations(again, lng)).toEqual([]);
      expect(logOf(await unzip(await exported(again, lng)))).toEqual(before);
    } finally {
      for (const context of contexts) await context.close();
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
});
