import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { moviePage, PAGE_SIZE, SUMMARY_COLUMNS, type SummaryRow } from './tmdb-shapes';

/**
 * Films like another, scored in SQL:
 *   3 per shared genre + 4 for the same director
 *   + up to 2 for the same era (minus 0.2 per year apart)
 *   + up to 1 for a similar rating (minus 1/3 per rating point apart; none when either is unrated)
 * Candidates must share a genre or the director; ties go to the more popular film.
 * Returns null when the film does not exist.
 */
export async function similarFilms(db: Queryable, id: number, page: number): Promise<MoviePage | null> {
  const [film] = await db.query<{ id: number }>('select id from movies where id = $1', [id]);
  if (!film) return null;
  const rows = await db.query<SummaryRow & { total: number }>(
    `with film as (select genre_ids, director, release_year, vote_average, vote_count from movies where id = $1)
     select ${SUMMARY_COLUMNS}, count(*) over ()::integer as total
     from movies m, film f
     where m.id <> $1 and not m.adult
       and (m.genre_ids && f.genre_ids or m.director = f.director)
     order by
       3 * cardinality(array(select unnest(m.genre_ids) intersect select unnest(f.genre_ids)))
       + case when m.director = f.director then 4 else 0 end
       + coalesce(greatest(0, 2 - 0.2 * abs(m.release_year - f.release_year)), 0)
       + case when m.vote_count > 0 and f.vote_count > 0
           then greatest(0, 1 - abs(m.vote_average - f.vote_average) / 3) else 0 end desc,
       m.popularity desc, m.id
     limit ${PAGE_SIZE} offset $2`,
    [id, (page - 1) * PAGE_SIZE],
  );
  if (rows.length === 0 && page > 1) {
    const [count] = await db.query<{ total: number }>(
      `with film as (select genre_ids, director from movies where id = $1)
       select count(*)::integer as total from movies m, film f
       where m.id <> $1 and not m.adult and (m.genre_ids && f.genre_ids or m.director = f.director)`,
      [id],
    );
    return moviePage(page, [], count?.total ?? 0);
  }
  return moviePage(page, rows, rows[0]?.total ?? 0);
}
