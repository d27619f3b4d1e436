import { normaliseTitle } from '../../catalogue/world/titles';
import type { Queryable } from '../../db/database';
import type { FilmReference } from './import-rows';
import { giveTurns } from './turns';

/** Why no film was taken: none has the title, those that have it are from other years, or several fit equally. */
export type FilmMatch =
  | { movieId: number }
  | { reason: 'not_found' }
  | { reason: 'year_differs'; years: number[] }
  | { reason: 'ambiguous'; count: number };

interface Candidate {
  id: number;
  match_title: string;
  match_original_title: string | null;
  release_year: number | null;
}

/**
 * Films looked up per query: each query is a few index lookups per film (about 4 ms for 200 on
 * PGlite), and other people's requests wait for the one running (import-log.ts, CHUNK).
 */
const BATCH = 200;

/** One key per distinct way a file names a film, so a film rated, logged and listed is looked up once. */
export const filmKey = (film: FilmReference): string =>
  JSON.stringify([film.title, film.originalTitle, film.year, film.imdbId, film.tmdbId, film.movieId]);

/**
 * Finds the catalogue film each reference means, a batch of references in a few set-based
 * queries, giving the event loop a turn between batches; `onBatch` hears how many references
 * are done. Ids first, where they mean the same thing here: an IMDb id against the catalogue's
 * IMDb ids, a TMDB id against films imported from TMDB (whose ids are TMDB's), and our own id
 * (written by our export) only when that film has the row's title. Then the title, normalised
 * as the film world joins its sources (case, accents, punctuation, leading article; the
 * movies' match titles hold the same), and the year: the same year, else one year off
 * (festival and local release years differ), else a film whose year the catalogue does not know.
 */
export async function matchFilms(
  db: Queryable,
  films: readonly FilmReference[],
  onBatch: (done: number) => Promise<void> = async () => undefined,
): Promise<FilmMatch[]> {
  const matches: FilmMatch[] = [];
  const turn = giveTurns();
  for (let start = 0; start < films.length; start += BATCH) {
    const batch = films.slice(start, start + BATCH);
    const byId = await matchByIds(db, batch);
    const byTitle = await candidatesByTitle(db, batch.filter((_, index) => !byId[index]));
    for (const [index, film] of batch.entries()) matches.push(byId[index] ?? matchByTitle(film, byTitle));
    await onBatch(matches.length);
    await turn();
  }
  return matches;
}

const titleKeys = (film: FilmReference): string[] =>
  [...new Set([normaliseTitle(film.title), ...(film.originalTitle ? [normaliseTitle(film.originalTitle)] : [])])].filter((key) => key !== '');

const hasTitle = (candidate: Candidate, keys: readonly string[]) =>
  keys.includes(candidate.match_title) || (candidate.match_original_title !== null && keys.includes(candidate.match_original_title));

function matchByTitle(film: FilmReference, byTitle: ReadonlyMap<string, Candidate[]>): FilmMatch {
  const keys = titleKeys(film);
  const sameTitle = [...new Map(keys.flatMap((key) => byTitle.get(key) ?? []).map((candidate) => [candidate.id, candidate])).values()];
  if (sameTitle.length === 0) return { reason: 'not_found' };
  const { year } = film;
  const tiers =
    year === null
      ? [sameTitle]
      : [
          sameTitle.filter((candidate) => candidate.release_year === year),
          sameTitle.filter((candidate) => candidate.release_year !== null && Math.abs(candidate.release_year - year) === 1),
          sameTitle.filter((candidate) => candidate.release_year === null),
        ];
  const tier = tiers.find((candidates) => candidates.length > 0);
  if (!tier) return { reason: 'year_differs', years: [...new Set(sameTitle.map((candidate) => candidate.release_year ?? 0))].sort() };
  return tier.length === 1 && tier[0] ? { movieId: tier[0].id } : { reason: 'ambiguous', count: tier.length };
}

/** The films the batch's ids name, where an id settles it; undefined where the title must. */
async function matchByIds(db: Queryable, batch: readonly FilmReference[]): Promise<(FilmMatch | undefined)[]> {
  const ids = <T>(pick: (film: FilmReference) => T | null) => [...new Set(batch.map(pick).filter((id): id is T => id !== null))];
  const imdbIds = ids((film) => film.imdbId);
  const tmdbIds = ids((film) => film.tmdbId);
  const movieIds = ids((film) => film.movieId);
  const imdbRows =
    imdbIds.length === 0 ? [] : await db.query<{ id: number; imdb_id: string }>('select id, imdb_id from movies where imdb_id = any($1::text[])', [imdbIds]);
  const tmdbRows =
    tmdbIds.length === 0 ? [] : await db.query<{ id: number }>(`select id from movies where id = any($1::integer[]) and source = 'import'`, [tmdbIds]);
  const ownRows =
    movieIds.length === 0
      ? []
      : await db.query<Candidate>('select id, match_title, match_original_title, release_year from movies where id = any($1::integer[])', [movieIds]);

  const byImdb = new Map<string, number[]>();
  for (const row of imdbRows) byImdb.set(row.imdb_id, [...(byImdb.get(row.imdb_id) ?? []), row.id].slice(0, 2));
  const imported = new Set(tmdbRows.map((row) => row.id));
  const own = new Map(ownRows.map((row) => [row.id, row]));
  return batch.map((film) => {
    const sameImdb = film.imdbId ? byImdb.get(film.imdbId) : undefined;
    if (sameImdb?.length === 1 && sameImdb[0] !== undefined) return { movieId: sameImdb[0] };
    if (film.tmdbId && imported.has(film.tmdbId)) return { movieId: film.tmdbId };
    const ours = film.movieId ? own.get(film.movieId) : undefined;
    if (ours && hasTitle(ours, [normaliseTitle(film.title)])) return { movieId: ours.id };
    return undefined;
  });
}

/** Every film whose title or original title is one of the batch's, by match title. */
async function candidatesByTitle(db: Queryable, batch: readonly FilmReference[]): Promise<Map<string, Candidate[]>> {
  const keys = [...new Set(batch.flatMap(titleKeys))];
  const byTitle = new Map<string, Candidate[]>();
  if (keys.length === 0) return byTitle;
  const rows = await db.query<Candidate>(
    `select id, match_title, match_original_title, release_year from movies
     where match_title = any($1::text[]) or match_original_title = any($1::text[])`,
    [keys],
  );
  for (const row of rows) {
    for (const key of [row.match_title, row.match_original_title]) {
      if (key === null) continue;
      const films = byTitle.get(key);
      if (films) films.push(row);
      else byTitle.set(key, [row]);
    }
  }
  return byTitle;
}
