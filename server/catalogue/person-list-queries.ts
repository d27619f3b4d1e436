import type { PersonSearchPage } from '../../contract/people';
import type { Queryable } from '../db/database';
import { KNOWN_FOR_COLUMN, personListEntry, type PersonRow } from './people-queries';
import { PAGE_SIZE, type SummaryRow } from './tmdb-shapes';

/** TMDB serves no page past 500. */
const MAX_PAGES = 500;

type ListRow = PersonRow & { known_for: SummaryRow[] | null };

function peoplePage(page: number, rows: readonly ListRow[], total: number): PersonSearchPage {
  const totalResults = Math.min(total, MAX_PAGES * PAGE_SIZE);
  return { page, results: rows.map(personListEntry), total_pages: Math.ceil(totalResults / PAGE_SIZE), total_results: totalResults };
}

export async function peopleCount(db: Queryable): Promise<number> {
  const [count] = await db.query<{ total: number }>('select count(*)::integer as total from people');
  return count?.total ?? 0;
}

/**
 * /3/person/popular: people by the catalogue's popularity (their films'), ties by id, with what
 * they are known for. `total` counts them (the caller keeps the count: it is the same for every page).
 */
export async function popularPeople(db: Queryable, page: number, total: () => Promise<number>): Promise<PersonSearchPage> {
  const rows = await db.query<ListRow>(
    `with h as (select id, name, known_for_department, popularity from people order by popularity desc, id limit ${PAGE_SIZE} offset $1)
     select h.id, h.name, h.known_for_department, h.popularity, ${KNOWN_FOR_COLUMN('false')}
     from h order by h.popularity desc, h.id`,
    [(page - 1) * PAGE_SIZE],
  );
  return peoplePage(page, rows, await total());
}

/**
 * /3/trending/person/{day|week}: the people in the films this server's people were active on in
 * the window (popularity_activity, as the last popularity refresh counted it), by the sum of
 * those films' activity points, ties by id; then everyone else as /3/person/popular orders them,
 * so the list is never empty. `total` counts all people (the caller keeps the count).
 */
export async function trendingPeople(db: Queryable, window: 'day' | 'week', page: number, total: () => Promise<number>): Promise<PersonSearchPage> {
  const column = window === 'day' ? 'day' : 'week';
  const start = (page - 1) * PAGE_SIZE;
  const points = `select c.person_id, sum(a.${column}) as points
    from popularity_activity a join movie_credits c on c.movie_id = a.movie_id
    where a.${column} > 0 group by c.person_id`;
  const [active] = await db.query<{ count: number }>(`select count(*)::integer as count from (${points}) pt`);
  const activeCount = active?.count ?? 0;
  const rows: ListRow[] = [];
  if (start < activeCount) {
    rows.push(
      ...(await db.query<ListRow>(
        `with points as (${points}),
         h as (
           select p.id, p.name, p.known_for_department, p.popularity, pt.points
           from points pt join people p on p.id = pt.person_id
           order by pt.points desc, p.id limit ${PAGE_SIZE} offset $1
         )
         select h.id, h.name, h.known_for_department, h.popularity, ${KNOWN_FOR_COLUMN('false')}
         from h order by h.points desc, h.id`,
        [start],
      )),
    );
  }
  if (rows.length < PAGE_SIZE) {
    rows.push(
      ...(await db.query<ListRow>(
        `with points as (${points}),
         h as (
           select id, name, known_for_department, popularity from people p
           where not exists (select 1 from points pt where pt.person_id = p.id)
           order by popularity desc, id limit ${PAGE_SIZE - rows.length} offset $1
         )
         select h.id, h.name, h.known_for_department, h.popularity, ${KNOWN_FOR_COLUMN('false')}
         from h order by h.popularity desc, h.id`,
        [Math.max(0, start - activeCount)],
      )),
    );
  }
  return peoplePage(page, rows, await total());
}
