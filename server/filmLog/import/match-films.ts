import { normaliseQuery } from '../../catalogue/search';
import { normaliseTitle } from '../../catalogue/world/titles';
import type { Queryable } from '../../db/database';
import type { FilmReference } from './import-rows';

/** Why no film was taken: none has the title, those that have it are from other years, or several fit equally. */
export type FilmMatch =
  | { movieId: number }
  | { reason: 'not_found' }
  | { reason: 'year_differs'; years: number[] }
  | { reason: 'ambiguous'; count: number };

interface Candidate {
  id: number;
  title: string;
  original_title: string;
  release_year: number | null;
}

const CANDIDATE_COLUMNS = 'id, title, original_title, release_year';
/** More films than this sharing a title's trigrams is not a title anyone types. */
const CANDIDATE_LIMIT = 200;

/** One key per distinct way a file names a film, so a film rated, logged and listed is looked up once. */
export const filmKey = (film: FilmReference): string =>
  JSON.stringify([film.title, film.originalTitle, film.year, film.imdbId, film.tmdbId, film.movieId]);

/**
 * Finds the catalogue film a row means. Ids first, where they mean the same thing here: an
 * IMDb id against the catalogue's IMDb ids, a TMDB id against films imported from TMDB (whose
 * ids are TMDB's), and our own id (written by our export) only when that film has the row's
 * title. Then the title, normalised as the film world joins its sources (case, accents,
 * punctuation, leading article), and the year: the same year, else one year off (festival
 * and local release years differ), else a film whose year the catalogue does not know.
 */
export async function matchFilm(db: Queryable, film: FilmReference): Promise<FilmMatch> {
  const byId = await matchById(db, film);
  if (byId) return byId;
  const titles = new Set([normaliseTitle(film.title), ...(film.originalTitle ? [normaliseTitle(film.originalTitle)] : [])]);
  const sameTitle = (await candidates(db, [film.title, film.originalTitle])).filter(
    (candidate) => titles.has(normaliseTitle(candidate.title)) || titles.has(normaliseTitle(candidate.original_title)),
  );
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
  const tier = tiers.find((films) => films.length > 0);
  if (!tier) return { reason: 'year_differs', years: [...new Set(sameTitle.map((candidate) => candidate.release_year ?? 0))].sort() };
  return tier.length === 1 && tier[0] ? { movieId: tier[0].id } : { reason: 'ambiguous', count: tier.length };
}

async function matchById(db: Queryable, film: FilmReference): Promise<FilmMatch | null> {
  if (film.imdbId) {
    const rows = await db.query<{ id: number }>('select id from movies where imdb_id = $1 limit 2', [film.imdbId]);
    if (rows.length === 1 && rows[0]) return { movieId: rows[0].id };
  }
  if (film.tmdbId) {
    const [row] = await db.query<{ id: number }>(`select id from movies where id = $1 and source = 'import'`, [film.tmdbId]);
    if (row) return { movieId: row.id };
  }
  if (film.movieId) {
    const [row] = await db.query<Candidate>(`select ${CANDIDATE_COLUMNS} from movies where id = $1`, [film.movieId]);
    const title = normaliseTitle(film.title);
    if (row && (normaliseTitle(row.title) === title || normaliseTitle(row.original_title) === title)) return { movieId: row.id };
  }
  return null;
}

/** Films whose stored search title is close to one of the titles, through the trigram index. */
async function candidates(db: Queryable, titles: (string | null)[]): Promise<Candidate[]> {
  const found = new Map<number, Candidate>();
  for (const title of new Set(titles)) {
    if (!title) continue;
    const q = await normaliseQuery(db, title);
    const rows = await db.query<Candidate>(
      `select ${CANDIDATE_COLUMNS} from movies where search_title = $1 or search_title % $1
       order by similarity(search_title, $1) desc, id limit ${CANDIDATE_LIMIT}`,
      [q],
    );
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}
