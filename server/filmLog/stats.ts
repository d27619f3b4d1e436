import { RATING_VALUES, type Stats } from '../../contract/filmLog';
import type { MovieSummary } from '../../contract/movies';
import type { Queryable } from '../db/database';

/** [key, how often it occurs], sorted by key. */
function tally(keys: Iterable<number>): Array<[key: number, count: number]> {
  const counts = new Map<number, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b);
}

/** The release decade from TMDB's 'YYYY-MM-DD' (empty when unknown). */
function decadeOf(releaseDate: string): number | null {
  const year = Number.parseInt(releaseDate.slice(0, 4), 10);
  return Number.isFinite(year) && year > 0 ? Math.floor(year / 10) * 10 : null;
}

/**
 * The stats panel for `year` (contract/filmLog.ts, StatsSchema): counting is SQL's, while
 * decades and genres come from the catalogue's cards (`summaries`, so the TMDB upstream works
 * too). A film the catalogue lacks counts as watched but in no decade or genre.
 */
export async function filmStats(
  db: Queryable,
  summaries: (ids: readonly number[]) => Promise<MovieSummary[]>,
  userId: number,
  year: number,
): Promise<Stats> {
  const inYear = 'user_id = $1 and watched_on >= make_date($2, 1, 1) and watched_on < make_date($2 + 1, 1, 1)';
  const [months, yearFilms, totals, ratings] = await Promise.all([
    db.query<{ month: number; count: number }>(
      `select extract(month from watched_on)::int as month, count(*)::int as count from diary_entries where ${inYear} group by 1`,
      [userId, year],
    ),
    db.query<{ movie_id: number }>(`select distinct movie_id from diary_entries where ${inYear}`, [userId, year]),
    db.query<{ total: number }>('select count(distinct movie_id)::int as total from diary_entries where user_id = $1', [userId]),
    db.query<{ rating: number; count: number }>(
      'select rating::float8 as rating, count(*)::int as count from movie_ratings where user_id = $1 group by 1',
      [userId],
    ),
  ]);
  const films = await summaries(yearFilms.map((row) => row.movie_id));
  const perMonth = new Map(months.map((row) => [row.month, row.count]));
  const perRating = new Map(ratings.map((row) => [row.rating, row.count]));
  return {
    year,
    films_this_year: yearFilms.length,
    total_films: totals[0]?.total ?? 0,
    by_month: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, count: perMonth.get(index + 1) ?? 0 })),
    by_decade: tally(films.map((film) => decadeOf(film.release_date)).filter((decade) => decade !== null)).map(([decade, count]) => ({ decade, count })),
    by_genre: tally(films.flatMap((film) => [...new Set(film.genre_ids)])).map(([genre_id, count]) => ({ genre_id, count })),
    rating_histogram: RATING_VALUES.map((rating) => ({ rating, count: perRating.get(rating) ?? 0 })),
  };
}
