/**
 * The files `npm run bench:import` uploads, generated from the committed film world so that
 * their titles and years are the catalogue's own (and 5% are titles it does not have, as a
 * real export holds TV, shorts and films the catalogue lacks). Deterministic: one seed, the
 * same bytes every run, so runs compare.
 */
import { type FilmWorld, parseFilmWorld, readFilmWorldFile } from '../../server/catalogue/film-world';
import { normaliseTitle } from '../../server/catalogue/world/titles';
import { csvText, type CsvCell } from '../../server/filmLog/export/csv-cells';
import { IMPORT_LIMITS } from '../../server/filmLog/import/limits';
import { zipOf } from '../../server/testing/zip';
import { MAX_DIARY_ENTRIES_PER_USER, MAX_MOVIES_PER_LIST, NOTE_MAX_LENGTH } from '../../contract/filmLog';

interface Film {
  title: string;
  year: number;
  uri: string;
  /** Not in the catalogue: the row is reported as unmatched. */
  fake: boolean;
}

/**
 * A heavy Letterboxd member's export, 200,000 rows over its files. The diary's first viewings
 * are films of watched.csv and its rewatches repeat them; watched.csv's films that the diary
 * lacks become viewings too, so diary and watched-only films together stay under the
 * 50,000-entry diary cap (40,000 + 5,700 matched). Lists: ten of 5,000 films (the cap), twenty
 * of 1,500, the rest small.
 */
export const EXPORT_PLAN = {
  diaryFirstViewings: 28_000,
  diaryRewatches: 12_000,
  watched: 34_000,
  ratings: 25_000,
  watchlist: 3_500,
  likes: 6_000,
  lists: [...Array<number>(10).fill(MAX_MOVIES_PER_LIST), ...Array<number>(20).fill(1_500), ...Array<number>(10).fill(384), ...Array<number>(20).fill(383)],
} as const;
const FAKE_SHARE = 0.05;

/** The diary-shaped single CSV (Letterboxd's reviews.csv columns) of about this many bytes, under the 20 MiB upload cap. */
export const LARGE_CSV_BYTES = 20_000_000;

/** mulberry32: small, seeded, good enough to spread rows. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BASE62 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const boxdUri = (n: number) => {
  let code = '';
  for (let rest = n + 3844; rest > 0; rest = Math.floor(rest / 62)) code = BASE62[rest % 62] + code;
  return `https://boxd.it/${code}`;
};

const TITLE_WORDS = ['Harbour', 'Lantern', 'Orchard', 'Velvet', 'Meridian', 'Cobalt', 'Tundra', 'Juniper', 'Sparrow', 'Quarry', 'Pendulum',
  'Marigold', 'Basalt', 'Comet', 'Fathom', 'Gossamer', 'Hinterland', 'Isthmus', 'Kestrel', 'Larkspur', 'Monsoon', 'Nocturne', 'Obsidian'];
const REVIEW_WORDS = ['the', 'film', 'a', 'quiet', 'score', 'frame', 'ending', 'light', 'performance', 'of', 'and', 'rewatch', 'scene',
  'camera', 'slow', 'cut', 'city', 'night', 'music', 'long', 'take', 'best', 'year', 'story', 'is', 'still', 'heart', 'colour', 'cast'];

/** Made-up titles the catalogue does not have (checked by the title as the matcher normalises it). */
function fakeFilms(count: number, known: Set<string>, next: () => number): Film[] {
  const films: Film[] = [];
  const taken = new Set(known);
  const word = () => TITLE_WORDS[Math.floor(next() * TITLE_WORDS.length)] ?? 'Harbour';
  while (films.length < count) {
    const title = next() < 0.5 ? `The ${word()} ${word()}` : `${word()} of the ${word()} ${films.length}`;
    if (taken.has(normaliseTitle(title))) continue;
    taken.add(normaliseTitle(title));
    films.push({ title, year: 1930 + Math.floor(next() * 95), uri: boxdUri(1_000_000 + films.length), fake: true });
  }
  return films;
}

let filmWorld: Promise<FilmWorld> | undefined;
/** Parsed once for all the files (about a second and 100 MB each time). */
const readFilmWorld = () => (filmWorld ??= readFilmWorldFile().then((file) => parseFilmWorld(file.compressed)));

/** The catalogue's films, most popular first (a heavy watcher has seen those first), and fakes to mix in. */
async function filmPools(next: () => number): Promise<{ real: Film[]; fakes: Film[] }> {
  const world = await readFilmWorld();
  // Weighted random order (Efraimidis-Spirakis): popular films early, not strictly by rank.
  const ordered = world.films
    .map((row) => ({ row, key: Math.log(next()) / (row[15] + 1) }))
    .sort((a, b) => b.key - a.key)
    .map(({ row }): Film => ({ title: row[1], year: row[3] ?? 2000, uri: boxdUri(row[0] - 900_000_000), fake: false }));
  const fakes = fakeFilms(Math.ceil(ordered.length * FAKE_SHARE * 2), new Set(world.films.map((row) => normaliseTitle(row[1]))), next);
  return { real: ordered, fakes };
}

/** `count` distinct films from `pool` with FAKE_SHARE of them made up, in the pool's order. */
function withFakes(pool: readonly Film[], fakes: Film[], count: number, next: () => number): Film[] {
  const films = new Set<Film>();
  let real = 0;
  while (films.size < count) {
    const fake = next() < FAKE_SHARE ? fakes[Math.floor(next() * fakes.length)] : undefined;
    if (fake && !films.has(fake)) films.add(fake);
    else if (real < pool.length) films.add(pool[real++] as Film);
    else throw new Error(`the catalogue has too few films for ${count} distinct rows`);
  }
  return [...films];
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)] as T;
function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2012, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const randomDay = (next: () => number) => FIRST_DAY + Math.floor(next() * ((LAST_DAY - FIRST_DAY) / DAY_MS)) * DAY_MS;
/** Half stars, most between 3 and 4.5, as people rate. */
const rating = (next: () => number) => Math.min(5, Math.max(0.5, Math.round((3.5 + (next() + next() + next() - 1.5) * 1.6) * 2) / 2));
const filmCells = (film: Film): CsvCell[] => [film.title, film.year, film.uri];

function diaryCsv(watched: readonly Film[], next: () => number): string {
  const firsts = watched.slice(0, EXPORT_PLAN.diaryFirstViewings).map((film) => ({ film, rewatch: false }));
  // Rewatches lean to the films seen first (the pool's popular end).
  const rewatches = Array.from({ length: EXPORT_PLAN.diaryRewatches }, () => ({
    film: firsts[Math.floor(next() ** 2 * firsts.length)]?.film as Film,
    rewatch: true,
  }));
  const viewings = [...firsts, ...rewatches].map((viewing) => ({ ...viewing, watched: randomDay(next) })).sort((a, b) => a.watched - b.watched);
  return csvText(
    ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
    viewings.map(({ film, rewatch, watched }) => [
      day(watched + Math.floor(next() * 3) * DAY_MS), ...filmCells(film), next() < 0.8 ? rating(next) : '',
      rewatch ? 'Yes' : '', next() < 0.1 ? pick(['cinema', 'rewatch, 35mm', 'festival', 'streaming'], next) : '', day(watched),
    ]),
  );
}

const datedCsv = (films: readonly Film[], next: () => number, extra?: () => CsvCell) =>
  csvText(['Date', 'Name', 'Year', 'Letterboxd URI', ...(extra ? ['Rating'] : [])],
    films.map((film) => [day(randomDay(next)), ...filmCells(film), ...(extra ? [extra()] : [])]));

function listCsv(index: number, films: readonly Film[]): string {
  const meta = csvText(['Date', 'Name', 'Tags', 'URL', 'Description'], [[day(FIRST_DAY + index * 30 * DAY_MS), `Ranked ${index + 1}`, '', boxdUri(2_000_000 + index), `Bench list ${index + 1}`]]);
  const entries = csvText(['Position', 'Name', 'Year', 'URL', 'Description'], films.map((film, position) => [position + 1, ...filmCells(film), '']));
  return `Letterboxd list export v7\n${meta}\n${entries}`;
}

export interface LetterboxdExport {
  zip: Buffer;
  /** Data rows per file, in the order the ZIP holds them. */
  rows: Record<string, number>;
}

/** The 200,000-row export as a ZIP laid out as Letterboxd's (profile.csv too, which the import skips). */
export async function letterboxdExport(): Promise<LetterboxdExport> {
  const next = random(38);
  const { real, fakes } = await filmPools(next);
  const watched = withFakes(real, fakes, EXPORT_PLAN.watched, next);
  const seen = new Set(watched);
  const unwatched = real.filter((film) => !seen.has(film));
  const files: Record<string, string> = {
    'profile.csv': 'Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films\n2012-01-01,bench,,,,,,,,\n',
    'diary.csv': diaryCsv(watched, next),
    'watched.csv': datedCsv(watched, next),
    'ratings.csv': datedCsv(shuffled(watched, next).slice(0, EXPORT_PLAN.ratings), next, () => rating(next)),
    'watchlist.csv': datedCsv(withFakes(unwatched, fakes, EXPORT_PLAN.watchlist, next), next),
    'likes/films.csv': datedCsv(shuffled(watched, next).slice(0, EXPORT_PLAN.likes), next),
  };
  EXPORT_PLAN.lists.forEach((size, index) => {
    files[`lists/ranked-${index + 1}.csv`] = listCsv(index, withFakes(shuffled(real, next), fakes, size, next));
  });
  const rows = Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'profile.csv').map(([name, text]) => [name, dataRows(name, text)]));
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  if (total !== IMPORT_LIMITS.rows) throw new Error(`the export holds ${total} rows, not ${IMPORT_LIMITS.rows}`);
  return { zip: await zipOf(files), rows };
}

/** Lines after the header (a list's after its films' header); no cell of ours holds a line break. */
function dataRows(name: string, text: string): number {
  const lines = text.trimEnd().split('\n');
  return name.startsWith('lists/') ? lines.length - 1 - lines.findIndex((line) => line.startsWith('Position,')) : lines.length - 1;
}

function review(next: () => number): string {
  const length = 240 + Math.floor(next() * (NOTE_MAX_LENGTH - 250));
  let text = 'Seen again';
  while (text.length < length) text += `${next() < 0.08 ? ',' : ''} ${pick(REVIEW_WORDS, next)}`;
  return `${text.slice(0, length - 1)}.`;
}

/**
 * One person's diary with a review on every viewing (Letterboxd's reviews.csv columns, which
 * the import reads as a diary), about LARGE_CSV_BYTES: under the upload cap and, at about
 * 47,000 rows, under the diary cap, so the whole file is imported.
 */
export async function largeDiaryCsv(seed: number): Promise<{ csv: Buffer; rows: number }> {
  const next = random(seed);
  const { real, fakes } = await filmPools(next);
  const header = ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'];
  const rows: CsvCell[][] = [];
  let bytes = header.join(',').length + 1;
  const films = withFakes(real, fakes, real.length, next);
  while (bytes < LARGE_CSV_BYTES - 1_000) {
    const watched = randomDay(next);
    const film = films[rows.length % films.length] as Film;
    const row = [day(watched), ...filmCells(film), rating(next), rows.length >= films.length ? 'Yes' : '', review(next), '', day(watched)];
    rows.push(row);
    bytes += Buffer.byteLength(csvText([], [row]));
  }
  if (rows.length >= MAX_DIARY_ENTRIES_PER_USER) throw new Error(`${rows.length} rows would pass the diary cap`);
  return { csv: Buffer.from(csvText(header, rows)), rows: rows.length };
}
