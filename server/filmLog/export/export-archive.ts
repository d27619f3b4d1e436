import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import type { ExportDiary, ExportFavoriteActors, ExportLists, ExportMovieList, ExportRatings } from '../../../contract/filmLog';
import { readLog, type PersonLog } from '../read-log';
import { csvText, type CsvCell } from './csv-cells';

/** A film as the export names it; title and year are null when the catalogue no longer has it. */
interface NamedFilm {
  movie_id: number;
  title: string | null;
  year: number | null;
  /** Set for films imported from TMDB, whose ids are TMDB's. */
  tmdbId: number | null;
  imdbId: string | null;
}

/**
 * Letterboxd's import reads tmdbID and imdbID; "Movie Browser ID" is ours, which our import
 * trusts only for a film of the same title. Letterboxd ignores columns it does not know.
 */
const ID_COLUMNS = ['tmdbID', 'imdbID', 'Movie Browser ID'] as const;
const LIST_BANNER = 'Letterboxd list export v7';

export const exportFileName = (today: string): string => `movie-browser-export-${today}.zip`;

/** The person's data as a ZIP stream (docs/PRODUCT.md, "Import and export"), or null when the user is gone. */
export async function exportArchive(app: FastifyInstance, userId: number, today: string): Promise<NodeJS.ReadableStream | null> {
  const log = await app.db.transaction((tx) => readLog(tx, userId));
  if (!log) return null;
  const films = await namedFilms(app, filmIds(log));
  const film = (movieId: number): NamedFilm => films.get(movieId) ?? { movie_id: movieId, title: null, year: null, tmdbId: null, imdbId: null };
  const zip = new yazl.ZipFile();
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name);
  const json = (name: string, value: unknown) => add(name, `${JSON.stringify(value, null, 2)}\n`);

  json('account.json', log.account);
  const photoVersion = await app.photosRepository.currentVersion(userId);
  const photo = photoVersion === null ? null : await app.photosRepository.read(userId, photoVersion);
  if (photo) zip.addBuffer(photo, 'profile-photo.webp');
  json('favorites.json', log.favorites.map((entry) => ({ ...jsonFilm(film(entry.movie_id)), added_at: entry.added_at })) satisfies ExportMovieList);
  json('watchlist.json', log.watchlist.map((entry) => ({ ...jsonFilm(film(entry.movie_id)), added_at: entry.added_at })) satisfies ExportMovieList);
  json('favorite-actors.json', (await namedPeople(app, log.favorite_actors)) satisfies ExportFavoriteActors);
  json('diary.json', log.diary.map((entry) => ({ ...jsonFilm(film(entry.movie_id)), watched_on: entry.watched_on, rating: entry.rating, note: entry.note, created_at: entry.created_at })) satisfies ExportDiary);
  json('ratings.json', log.ratings.map((entry) => ({ ...jsonFilm(film(entry.movie_id)), rating: entry.rating })) satisfies ExportRatings);
  json('lists.json', log.lists.map((list) => ({ name: list.name, description: list.description, movies: list.movie_ids.map((id) => jsonFilm(film(id))) })) satisfies ExportLists);

  for (const [name, text] of letterboxdFiles(log, film, today)) add(name, text);
  zip.end();
  return zip.outputStream;
}

const jsonFilm = ({ movie_id, title, year }: NamedFilm) => ({ movie_id, title, year });
const filmCells = (film: NamedFilm): CsvCell[] => [film.title, film.year];
const idCells = (film: NamedFilm): CsvCell[] => [film.tmdbId, film.imdbId, film.movie_id];
const day = (timestamp: string) => timestamp.slice(0, 10);

/** Letterboxd's CSVs, with the ids after its own columns. */
function letterboxdFiles(log: PersonLog, film: (id: number) => NamedFilm, today: string): Map<string, string> {
  const files = new Map<string, string>();
  const seen = new Set<number>();
  const diary = log.diary.map((entry) => {
    const named = film(entry.movie_id);
    const rewatch = seen.has(entry.movie_id) ? 'Yes' : '';
    seen.add(entry.movie_id);
    return [day(entry.created_at), ...filmCells(named), '', entry.rating, rewatch, '', entry.watched_on, entry.note, ...idCells(named)];
  });
  files.set('diary.csv', csvText(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date', 'Review', ...ID_COLUMNS], diary));
  files.set(
    'ratings.csv',
    csvText(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', ...ID_COLUMNS], log.ratings.map((entry) => [day(entry.updated_at), ...filmCells(film(entry.movie_id)), '', entry.rating, ...idCells(film(entry.movie_id))])),
  );
  const firstViewing = new Map<number, string>();
  for (const entry of log.diary) if (!firstViewing.has(entry.movie_id)) firstViewing.set(entry.movie_id, entry.watched_on);
  const plain = ['Date', 'Name', 'Year', 'Letterboxd URI', ...ID_COLUMNS];
  files.set('watched.csv', csvText(plain, [...firstViewing].map(([id, date]) => [date, ...filmCells(film(id)), '', ...idCells(film(id))])));
  const movieList = (entries: PersonLog['watchlist']) => csvText(plain, entries.map((entry) => [day(entry.added_at), ...filmCells(film(entry.movie_id)), '', ...idCells(film(entry.movie_id))]));
  files.set('watchlist.csv', movieList(log.watchlist));
  // Letterboxd's likes are our favorites.
  files.set('likes/films.csv', movieList(log.favorites));
  const names = new Set<string>();
  for (const list of log.lists) {
    const head = csvText(['Date', 'Name', 'Tags', 'URL', 'Description'], [[today, list.name, '', '', list.description]]);
    const rows = list.movie_ids.map((id, index) => [index + 1, ...filmCells(film(id)), '', '', ...idCells(film(id))]);
    const body = csvText(['Position', 'Name', 'Year', 'URL', 'Description', ...ID_COLUMNS], rows);
    files.set(`lists/${uniqueSlug(list.name, names)}.csv`, `${LIST_BANNER}\n${head}\n${body}`);
  }
  return files;
}

/** A file name from a list name: letters and digits, one per list. */
function uniqueSlug(name: string, taken: Set<string>): string {
  const base = name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'list';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function filmIds(log: PersonLog): number[] {
  return [
    ...new Set([
      ...log.favorites.map((entry) => entry.movie_id),
      ...log.watchlist.map((entry) => entry.movie_id),
      ...log.diary.map((entry) => entry.movie_id),
      ...log.ratings.map((entry) => entry.movie_id),
      ...log.lists.flatMap((list) => list.movie_ids),
    ]),
  ];
}

/**
 * Titles and years from the catalogue; films it does not hold (the TMDB upstream serves them)
 * are named by the movie source, whose ids are TMDB's.
 */
async function namedFilms(app: FastifyInstance, ids: number[]): Promise<Map<number, NamedFilm>> {
  const rows = await app.db.query<{ id: number; title: string; year: number | null; source: string; imdb_id: string | null }>(
    'select id, title, release_year as year, source, imdb_id from movies where id = any($1::integer[])',
    [ids],
  );
  const films = new Map(
    rows.map((row) => [row.id, { movie_id: row.id, title: row.title, year: row.year, tmdbId: row.source === 'import' ? row.id : null, imdbId: row.imdb_id }]),
  );
  const missing = ids.filter((id) => !films.has(id));
  if (missing.length > 0) {
    for (const summary of await app.movieSource.summaries(missing)) {
      const year = Number.parseInt(summary.release_date.slice(0, 4), 10);
      films.set(summary.id, { movie_id: summary.id, title: summary.title, year: Number.isNaN(year) ? null : year, tmdbId: summary.id, imdbId: null });
    }
  }
  return films;
}

async function namedPeople(app: FastifyInstance, actors: PersonLog['favorite_actors']): Promise<ExportFavoriteActors> {
  const rows = await app.db.query<{ id: number; name: string }>('select id, name from people where id = any($1::integer[])', [actors.map((actor) => actor.person_id)]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return actors.map((actor) => ({ person_id: actor.person_id, name: names.get(actor.person_id) ?? null, added_at: actor.added_at }));
}
