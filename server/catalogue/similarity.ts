import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { moviePage, PAGE_SIZE, SUMMARY_COLUMNS, type SummaryRow } from './tmdb-shapes';

/** Same-genre films within this many years of the film are candidates, whoever is in them. */
const ERA_YEARS = 3;
/** Only the film's leads (and its director) find films through their other credits. */
const LEADS = 8;

/**
 * Films like another, scored in one SQL statement:
 *   4 for the same director + 1.5 per shared cast member (up to 4 of them)
 *   + 3 per shared genre
 *   + up to 2 for the same era (minus 0.2 per year apart)
 *   + up to 1 for a similar rating (minus 1/3 per rating point apart; none when either is unrated)
 * so sequels (same director, same leads, same genres) come first, then the director's other
 * films. Candidates are the films sharing a lead (the first LEADS billed) or the director with
 * it (movie_credits_person) and the
 * same-genre films within ERA_YEARS of its year (movies_release_year): a few hundred rows to
 * score instead of every film sharing a genre, on narrow rows, the page's films read in full. Ties go to the more popular film.
 * Returns null when the film does not exist.
 */
export async function similarFilms(db: Queryable, id: number, page: number): Promise<MoviePage | null> {
  const [film] = await db.query<{ genre_ids: number[] }>('select genre_ids from movies where id = $1', [id]);
  if (!film) return null;
  const shared = sharedGenres(film.genre_ids.length);
  const score = (sameDirector: string, castShared: string) =>
    `case when ${sameDirector} or m.director = f.director then 4 else 0 end
       + 1.5 * least(${castShared}, 4)
       + 3 * ${shared}
       + coalesce(greatest(0, 2 - 0.2 * abs(m.release_year - f.release_year)), 0)
       + case when m.vote_count > 0 and f.vote_count > 0
           then greatest(0, 1 - abs(m.vote_average - f.vote_average) / 3) else 0 end`;
  // Candidates are scored on narrow rows; only the page's 20 films are read in full.
  const rows = await db.query<SummaryRow & { total: number }>(
    `with film as (select genre_ids, director, release_year, vote_average, vote_count from movies where id = $1),
     shared as (
       select c.movie_id as id,
         count(*) filter (where c.kind = 'cast' and own.kind = 'cast') as cast_shared,
         bool_or(c.kind = 'crew' and own.kind = 'crew' and c.job = 'Director' and own.job = 'Director') as same_director
       from movie_credits own join movie_credits c on c.person_id = own.person_id and c.movie_id <> $1
       where own.movie_id = $1 and (own.kind = 'crew' or own.billing_order < ${LEADS})
       group by c.movie_id
     ),
     scored as (
       select m.id, m.popularity, ${score('s.same_director', 's.cast_shared')} as score
       from shared s join movies m on m.id = s.id, film f
       where not m.adult
       union all
       select m.id, m.popularity, ${score('false', '0')} as score
       from movies m, film f
       where m.release_year between f.release_year - ${ERA_YEARS} and f.release_year + ${ERA_YEARS}
         and ${shared} > 0 and m.id <> $1 and not m.adult
         and not exists (select 1 from shared s where s.id = m.id)
     ),
     page as (
       select id, score, popularity, count(*) over ()::integer as total from scored
       order by score desc, popularity desc, id
       limit ${PAGE_SIZE} offset $2
     )
     select ${SUMMARY_COLUMNS}, p.total
     from page p join movies m on m.id = p.id
     order by p.score desc, p.popularity desc, p.id`,
    [id, (page - 1) * PAGE_SIZE],
  );
  if (rows.length === 0 && page > 1) return moviePage(page, [], await countSimilar(db, id, shared));
  return moviePage(page, rows, rows[0]?.total ?? 0);
}

/**
 * How many of the film's genres (f.genre_ids, `count` of them) a film m carries, as a plain expression:
 * a subquery per candidate (unnest … intersect) cost more than the rest of the statement, and
 * an expression the GIN index cannot serve keeps the planner on movies_release_year, which
 * narrows far better than "shares one of the common genres".
 */
function sharedGenres(count: number): string {
  if (count === 0) return '0';
  return `(${Array.from({ length: count }, (_, index) => `(f.genre_ids[${index + 1}] = any(m.genre_ids))::integer`).join(' + ')})`;
}

/** A page past the last candidate has no rows to carry the total, so it is counted on its own. */
async function countSimilar(db: Queryable, id: number, shared: string): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `with film as (select genre_ids, release_year from movies where id = $1)
     select count(*)::integer as total from movies c0 where not c0.adult and c0.id in (
       select c.movie_id from movie_credits own join movie_credits c on c.person_id = own.person_id
       where own.movie_id = $1 and (own.kind = 'crew' or own.billing_order < ${LEADS}) and c.movie_id <> $1
       union
       select m.id from movies m, film f
       where m.release_year between f.release_year - ${ERA_YEARS} and f.release_year + ${ERA_YEARS}
         and ${shared} > 0 and m.id <> $1)`,
    [id],
  );
  return count?.total ?? 0;
}
