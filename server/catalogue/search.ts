import type { MoviePage } from '../../contract/movies';
import type { Database, Queryable } from '../db/database';
import { moviePage, PAGE_SIZE, SUMMARY_COLUMNS, type SummaryRow } from './tmdb-shapes';

interface SearchQuery {
  query: string;
  page: number;
  includeAdult: boolean;
  /** Both year and primary_release_year filter the one release year the catalogue holds. */
  year?: number | undefined;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Ranked title search on the normalised titles (lower(unaccent(title)), a film's own and its
 * alternative ones, each film ranked by its best): an exact title first,
 * then titles starting with the query, then titles with a word starting with it, then titles
 * containing it, then fuzzy (trigram word similarity) matches, so "godfater" still finds The
 * Godfather. The fuzzy matches join only a search whose other tiers find fewer films than a
 * page: the fuzzy test reads most of the trigram index (13 of 15 ms of "godfather" at 92,158
 * films), and after a page of real matches ("love" has 1,700) its guesses help nobody. Whether
 * they join depends on the query alone, never on the page asked for, so every page of one
 * search counts the same total. Every candidate test is served by the trigram GIN index.
 */
export async function searchFilms(db: Database, search: SearchQuery): Promise<MoviePage> {
  // The planner prices trigram operators as cheap and scans a small table row by row, which
  // costs several times the index lookup; the index is always the better plan for search.
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off');
    return rankedSearch(tx, search);
  });
}

/** lower(unaccent(text)) when the text is plain ASCII, which unaccent() leaves as it is; null otherwise. */
export function asciiSearchText(text: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : null;
}

/** The same normalisation as the stored search_title; plain ASCII needs no database round trip. */
export async function normaliseQuery(db: Queryable, query: string): Promise<string> {
  const trimmed = query.trim();
  const ascii = asciiSearchText(trimmed);
  if (ascii !== null) return ascii;
  const [row] = await db.query<{ q: string }>('select lower(unaccent($1::text)) as q', [trimmed]);
  return row?.q ?? '';
}

/**
 * The CTE `titles`: every title of a film that matches, given the numbers of the parameters
 * holding the query, its infix pattern, include-adult and the year: its own and its alternative
 * titles (another source's spelling, an original-language title), each test served by a trigram
 * index. The fuzzy test runs only when the others match fewer films than a page: the condition
 * is a one-time filter, so PostgreSQL never opens the index for it otherwise. A film matching by
 * two titles is listed twice here and ranked by the better one.
 */
const matchingTitles = (q: string, infix: string, adult: string, year: string): string => {
  const titles = (test: (column: string) => string) => `
    select m.id, m.search_title, m.popularity from movies m
    where ${test('m.search_title')} and (${adult} or not m.adult) and (${year}::integer is null or m.release_year = ${year})
    union all
    select m.id, a.search_title, m.popularity from movie_alternative_titles a join movies m on m.id = a.movie_id
    where ${test('a.search_title')} and (${adult} or not m.adult) and (${year}::integer is null or m.release_year = ${year})`;
  return `plain as materialized (${titles((column) => `${column} like ${infix} escape '\\'`)}),
    plain_films as materialized (select count(distinct id) as n from plain),
    titles as (
      select * from plain
      union all (${titles((column) => `(select n from plain_films) < ${PAGE_SIZE} and ${column} %> ${q}`)})
    )`;
};

async function rankedSearch(db: Queryable, search: SearchQuery): Promise<MoviePage> {
  const q = await normaliseQuery(db, search.query);
  if (q === '') return moviePage(search.page, [], 0);
  const like = escapeLike(q);
  const offset = (search.page - 1) * PAGE_SIZE;
  // The similarities cost a few microseconds a row; a short word ("love") matches hundreds of
  // titles, so they are computed only in the tiers that can reach the page (tiers come first).
  const rows = await db.query<SummaryRow & { total: number }>(
    `with ${matchingTitles('$1', '$3', '$4', '$5')},
     hits as materialized (
       select distinct on (t.id) t.id, t.search_title, t.popularity,
         case when t.search_title = $1 then 0
              when t.search_title like $2 escape '\\' then 1
              when t.search_title like $6 escape '\\' then 2
              when t.search_title like $3 escape '\\' then 3
              else 4 end as tier
       from titles t
       order by t.id, tier, t.search_title
     ), reach as (
       select tier, sum(count(*)) over (order by tier) as reach from hits group by tier
     ), ranked as (
       select h.id, h.tier, h.popularity,
         word_similarity($1, h.search_title) as word_score, similarity($1, h.search_title) as score
       from hits h
       where h.tier <= coalesce((select min(tier) from reach where reach >= $7 + ${PAGE_SIZE}), 4)
       order by h.tier, word_score desc, score desc, h.popularity desc, h.id
       limit ${PAGE_SIZE} offset $7
     )
     select ${SUMMARY_COLUMNS}, (select count(*) from hits)::integer as total
     from ranked r join movies m on m.id = r.id
     order by r.tier, r.word_score desc, r.score desc, r.popularity desc, r.id`,
    [q, `${like}%`, `%${like}%`, search.includeAdult, search.year ?? null, `% ${like}%`, offset],
  );
  return moviePage(search.page, rows, rows[0]?.total ?? (await countMatches(db, q, like, search)));
}

/** A page past the last match has no rows to carry the total, so it is counted on its own. */
async function countMatches(db: Queryable, q: string, like: string, search: SearchQuery): Promise<number> {
  if (search.page === 1) return 0;
  const [row] = await db.query<{ total: number }>(
    `with ${matchingTitles('$1', '$2', '$3', '$4')} select count(distinct t.id)::integer as total from titles t`,
    [q, `%${like}%`, search.includeAdult, search.year ?? null],
  );
  return row?.total ?? 0;
}
