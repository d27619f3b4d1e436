import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { moviePage, PAGE_SIZE, SUMMARY_COLUMNS, type SummaryRow } from './tmdb-shapes';

/** Same-genre films within this many years of the film are candidates, whoever is in them. */
const ERA_YEARS = 3;
/** Only the film's leads (and its director) find films through their other credits. */
const LEADS = 8;

/** The film's own facts a candidate is scored against: parameters $2 to $6 of the statements below. */
interface FilmFacts {
  genre_mask: number;
  release_year: number | null;
  director: string | null;
  vote_average: number;
  vote_count: number;
}

/**
 * A candidate m's score but its rating term, in tenths (integers), with `sameDirector` and
 * `castShared` its links through the credits. Whole tenths add exactly, as the weights' decimal
 * sum did, and far cheaper on the thousands of same-era films. Shared genres are counted on the
 * genre bit masks (migration 0020): an array test per genre cost more than the rest of the statement.
 */
const tenths = (sameDirector: string, castShared: string) =>
  `case when ${sameDirector} or m.director = $4 then 40 else 0 end
     + 15 * least(${castShared}, 4)
     + 30 * bit_count((m.genre_mask & $2::integer)::bit(32))
     + coalesce(greatest(0, 20 - 2 * abs(m.release_year - $3::integer)), 0)`;

const RATING = `case when m.vote_count > 0 and $6::integer > 0 then greatest(0, 1 - abs(m.vote_average - $5::float8) / 3) else 0 end`;

const score = (sameDirector: string, castShared: string) => `(${tenths(sameDirector, castShared)})::float8 / 10 + ${RATING}`;

/** Films sharing a lead (the first LEADS billed) or a director with film $1, through movie_credits_person. */
const LINKED = `select c.movie_id as id,
    count(*) filter (where c.kind = 'cast' and own.kind = 'cast') as cast_shared,
    bool_or(c.kind = 'crew' and own.kind = 'crew' and c.job = 'Director' and own.job = 'Director') as same_director
  from movie_credits own join movie_credits c on c.person_id = own.person_id and c.movie_id <> $1
  where own.movie_id = $1 and (own.kind = 'crew' or own.billing_order < ${LEADS})
  group by c.movie_id`;

/** Films of the same era sharing a genre with film $1, read from movies_similar_era alone (migration 0020). */
const SAME_ERA = `from movies m
  where m.release_year between $3::integer - ${ERA_YEARS} and $3::integer + ${ERA_YEARS}
    and not m.adult and m.genre_mask & $2::integer <> 0 and m.id <> $1`;

/**
 * Films like another, scored in one SQL statement:
 *   4 for the same director + 1.5 per shared cast member (up to 4 of them)
 *   + 3 per shared genre
 *   + up to 2 for the same era (minus 0.2 per year apart)
 *   + up to 1 for a similar rating (minus 1/3 per rating point apart; none when either is unrated)
 * so sequels (same director, same leads, same genres) come first, then the director's other
 * films. Candidates are the films linked through the credits (LINKED) and the same-genre films
 * within ERA_YEARS of its year (SAME_ERA): the films of seven years are thousands, most of the
 * table's pages, so they are read from a narrow covering index and scored in integer arithmetic.
 * Only the page's 20 films are read in full. Ties go to the more popular film. Returns null
 * when the film does not exist.
 */
export async function similarFilms(db: Queryable, id: number, page: number): Promise<MoviePage | null> {
  const [film] = await db.query<FilmFacts>(
    'select genre_mask, release_year, director, vote_average, vote_count from movies where id = $1',
    [id],
  );
  if (!film) return null;
  const facts = [id, film.genre_mask, film.release_year, film.director, film.vote_average, film.vote_count];
  const rows = await db.query<SummaryRow & { total: number }>(
    `with shared as (${LINKED}),
     scored as (
       select m.id, m.popularity, ${score('s.same_director', 's.cast_shared')} as score
       from shared s join movies m on m.id = s.id
       where not m.adult
       union all
       select m.id, m.popularity, ${score('false', '0')} as score
       ${SAME_ERA} and not exists (select 1 from shared s where s.id = m.id)
     ),
     page as (
       select id, score, popularity, count(*) over ()::integer as total from scored
       order by score desc, popularity desc, id
       limit ${PAGE_SIZE} offset $7
     )
     select ${SUMMARY_COLUMNS}, p.total
     from page p join movies m on m.id = p.id
     order by p.score desc, p.popularity desc, p.id`,
    [...facts, (page - 1) * PAGE_SIZE],
  );
  if (rows.length === 0 && page > 1) return moviePage(page, [], await countSimilar(db, facts.slice(0, 3)));
  return moviePage(page, rows, rows[0]?.total ?? 0);
}

/** A page past the last candidate has no rows to carry the total, so it is counted on its own ($1 to $3 of the facts). */
async function countSimilar(db: Queryable, facts: readonly unknown[]): Promise<number> {
  const [count] = await db.query<{ total: number }>(
    `with shared as (${LINKED})
     select ((select count(*) from shared s join movies m on m.id = s.id where not m.adult)
       + (select count(*) ${SAME_ERA} and not exists (select 1 from shared s where s.id = m.id)))::integer as total`,
    [...facts],
  );
  return count?.total ?? 0;
}
