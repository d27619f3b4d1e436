import type { PersonCastCredit, PersonCrewCredit, PersonDetails, PersonMovieCredits, PersonSearchPage, PersonSearchResult } from '../../contract/people';
import type { Database, Queryable } from '../db/database';
import { CURRENT_PERSON_ID } from './former-people';
import { escapeLike, normaliseQuery } from './search';
import { PAGE_SIZE, SUMMARY_COLUMNS, summaryFromRow, type SummaryRow } from './tmdb-shapes';

export interface PersonRow {
  id: number;
  name: string;
  known_for_department: string;
  popularity: number;
}

/**
 * A person as TMDB details them. The catalogue knows the name, department and popularity only:
 * biography, dates, gender and photo stay empty or unknown rather than invented.
 */
function detailsFromRow(row: PersonRow): PersonDetails {
  return {
    adult: false,
    also_known_as: [],
    biography: '',
    birthday: null,
    deathday: null,
    gender: 0,
    homepage: null,
    id: row.id,
    imdb_id: null,
    known_for_department: row.known_for_department,
    name: row.name,
    place_of_birth: null,
    popularity: row.popularity,
    profile_path: null,
  };
}

/** The person an id names, a former one (former-people.ts) included: its answer carries the current id. */
export async function personDetails(db: Queryable, id: number): Promise<PersonDetails | null> {
  const [row] = await db.query<PersonRow>(`select id, name, known_for_department, popularity from people where id = ${CURRENT_PERSON_ID}`, [id]);
  return row ? detailsFromRow(row) : null;
}

type CreditFilmRow = SummaryRow & {
  kind: 'cast' | 'crew';
  billing_order: number;
  department: string;
  job: string;
  character: string;
};

/**
 * A person's films, cast and crew, newest first (TMDB leaves the order open; the SPA groups
 * them by year). credit_id is the one filmCredits gives the same credit. Null for an unknown id;
 * a former id answers with the person it names now, under the current id.
 */
export async function personMovieCredits(db: Queryable, asked: number): Promise<PersonMovieCredits | null> {
  const [person] = await db.query<{ id: number }>(`select id from people where id = ${CURRENT_PERSON_ID}`, [asked]);
  if (!person) return null;
  const { id } = person;
  const rows = await db.query<CreditFilmRow>(
    `select ${SUMMARY_COLUMNS}, c.kind, c.billing_order, c.department, c.job, c.character
     from movie_credits c join movies m on m.id = c.movie_id
     where c.person_id = $1
     order by m.release_year desc nulls last, m.release_date desc nulls last, m.id, c.kind, c.billing_order`,
    [id],
  );
  const cast: PersonCastCredit[] = [];
  const crew: PersonCrewCredit[] = [];
  for (const row of rows) {
    const credit_id = `${row.id}-${row.kind}-${row.billing_order}`;
    if (row.kind === 'cast') cast.push({ ...summaryFromRow(row), character: row.character, credit_id, order: row.billing_order });
    else crew.push({ ...summaryFromRow(row), credit_id, department: row.department, job: row.job });
  }
  return { id, cast, crew };
}

/** How many films a search hit lists as known for, as TMDB does. */
const KNOWN_FOR = 3;

interface PersonSearch {
  query: string;
  page: number;
  includeAdult: boolean;
}

/**
 * Ranked name search, the movie search's ranking on people.search_name: the exact name, then
 * names holding it as whole words ("brando" finds Marlon Brando before Brandon Lee), then
 * names starting with the query, then a word starting with it, then containing it, then fuzzy
 * (trigram) matches, so "al pacnio" finds Al Pacino; popularity breaks ties. Each hit carries
 * its most popular films as known_for, fetched for the page's people in the same statement.
 */
export async function searchPeople(db: Database, search: PersonSearch): Promise<PersonSearchPage> {
  // As for films: the trigram index always beats the row-by-row scan the planner would pick.
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off');
    return rankedPeople(tx, search);
  });
}

type HitRow = PersonRow & { total: number; known_for: SummaryRow[] | null };

async function rankedPeople(db: Queryable, search: PersonSearch): Promise<PersonSearchPage> {
  const q = await normaliseQuery(db, search.query);
  if (q === '') return { page: search.page, results: [], total_pages: 0, total_results: 0 };
  const like = escapeLike(q);
  const rows = await db.query<HitRow>(
    `with hits as (
       select p.id, p.name, p.known_for_department, p.popularity, count(*) over ()::integer as total,
         case when p.search_name = $1 then 0
              when ' ' || p.search_name || ' ' like $7 escape '\\' then 1
              when p.search_name like $2 escape '\\' then 2
              when p.search_name like $4 escape '\\' then 3
              when p.search_name like $3 escape '\\' then 4
              else 5 end as rank,
         word_similarity($1, p.search_name) as word_score, similarity($1, p.search_name) as score
       from people p
       where p.search_name like $3 escape '\\' or p.search_name %> $1
       order by rank, word_score desc, score desc, p.popularity desc, p.id
       limit ${PAGE_SIZE} offset $5
     )
     select h.id, h.name, h.known_for_department, h.popularity, h.total,
       ${KNOWN_FOR_COLUMN('$6')}
     from hits h
     order by h.rank, h.word_score desc, h.score desc, h.popularity desc, h.id`,
    [q, `${like}%`, `%${like}%`, `% ${like}%`, (search.page - 1) * PAGE_SIZE, search.includeAdult, `% ${like} %`],
  );
  const total = rows[0]?.total ?? (search.page === 1 ? 0 : await countPeople(db, q, like));
  return {
    page: search.page,
    results: rows.map(personListEntry),
    total_pages: Math.ceil(total / PAGE_SIZE),
    total_results: total,
  };
}

/** A person as TMDB's person lists (search, popular, trending) give them, with the films they are known for. */
export function personListEntry(row: PersonRow & { known_for: SummaryRow[] | null }): PersonSearchResult {
  return {
    adult: false,
    gender: 0,
    id: row.id,
    known_for_department: row.known_for_department,
    name: row.name,
    original_name: row.name,
    popularity: row.popularity,
    profile_path: null,
    known_for: (row.known_for ?? []).map((film) => ({ ...summaryFromRow(film), media_type: 'movie' as const })),
  };
}

/** The known_for column of a person list's statement, for the person `h` (its films, most popular first). */
export const KNOWN_FOR_COLUMN = (includeAdult: string) => `(select json_agg(f) from (
          select ${SUMMARY_COLUMNS} from movie_credits c join movies m on m.id = c.movie_id
          where c.person_id = h.id and (${includeAdult} or not m.adult)
          group by m.id order by m.popularity desc, m.id limit ${KNOWN_FOR}) f) as known_for`;

/** A page past the last hit has no rows to carry the total, so it is counted on its own. */
async function countPeople(db: Queryable, q: string, like: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::integer as total from people p where p.search_name like $2 escape '\\' or p.search_name %> $1`,
    [q, `%${like}%`],
  );
  return row?.total ?? 0;
}
