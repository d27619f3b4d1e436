import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import type { DiscoverFilters, DiscoverSort, DiscoverSortField, IdFilter } from '../movies/request-schemas';
import { moviePage, PAGE_SIZE, SUMMARY_COLUMNS, type SummaryRow } from './tmdb-shapes';

export interface DiscoverQuery {
  page: number;
  sortBy: DiscoverSort;
  includeAdult: boolean;
  filters: DiscoverFilters;
}

/**
 * Each sort's key, an unknown value written as null so that it sorts last both ways: no votes
 * (vote_count 0) is an unknown rating, a gross of 0 an unknown revenue. A film known by its year
 * only sorts as its "YYYY" date reads (first among its year ascending, last descending).
 * Migration 0007 indexes exactly these expressions; titles sort by their reading keys (0021).
 */
const RATING = '(case when m.vote_count > 0 then m.vote_average end)';
const SORT_KEYS: Record<DiscoverSortField, (direction: 'asc' | 'desc') => string> = {
  popularity: (d) => `m.popularity ${d}`,
  vote_average: (d) => `${RATING} ${d} nulls last`,
  vote_count: (d) => `nullif(m.vote_count, 0) ${d} nulls last`,
  primary_release_date: (d) => releaseDate(d),
  release_date: (d) => releaseDate(d),
  title: (d) => `m.title_sort ${d}`,
  original_title: (d) => `m.original_title_sort ${d}`,
  revenue: (d) => `nullif(m.revenue, 0) ${d} nulls last`,
};

function releaseDate(direction: 'asc' | 'desc'): string {
  return `m.release_year ${direction} nulls last, m.release_date ${direction} nulls ${direction === 'asc' ? 'first' : 'last'}`;
}

/** Collects the query's values as $n placeholders: every value reaches SQL as a parameter. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Films crediting the people: all of them (TMDB's comma) or any (its pipe); `kinds` cast, crew or both. */
function creditedPeople(params: Parameters, filter: IdFilter, kinds: readonly string[]): string {
  const need = filter.match === 'all' ? filter.ids.length : 1;
  return `m.id in (select c.movie_id from movie_credits c
    where c.person_id = any(${params.add(filter.ids)}::integer[]) and c.kind = any(${params.add(kinds)}::text[])
    group by c.movie_id having count(distinct c.person_id) >= ${params.add(need)})`;
}

/**
 * A release date bound. A film known by its year only matches when its year overlaps the range:
 * it may have come out on any day of that year, so it is neither invented in nor left out. The
 * year bound is implied by the date's; written out, it lets the release_year index find the films.
 * A bound on a year's first or last day (a decade, Discover's year range) is the year bound
 * alone: the date test would add nothing, and the planner, counting it as a separate filter,
 * underestimated the matches tenfold and walked a sort index through the whole catalogue.
 */
function dateFrom(params: Parameters, date: string): string {
  const year = `m.release_year >= ${params.add(Number(date.slice(0, 4)))}`;
  if (date.endsWith('-01-01')) return year;
  return `${year} and coalesce(m.release_date, make_date(m.release_year, 12, 31)) >= ${params.add(date)}::date`;
}
function dateUntil(params: Parameters, date: string): string {
  const year = `m.release_year <= ${params.add(Number(date.slice(0, 4)))}`;
  if (date.endsWith('-12-31')) return year;
  return `${year} and coalesce(m.release_date, make_date(m.release_year, 1, 1)) <= ${params.add(date)}::date`;
}

function conditions(params: Parameters, query: Pick<DiscoverQuery, 'includeAdult' | 'filters'>): string[] {
  const f = query.filters;
  const where: string[] = [];
  if (!query.includeAdult) where.push('not m.adult');
  if (f.with_genres) {
    where.push(`m.genre_ids ${f.with_genres.match === 'all' ? '@>' : '&&'} ${params.add(f.with_genres.ids)}::integer[]`);
  }
  if (f.without_genres) where.push(`not (m.genre_ids && ${params.add(f.without_genres.ids)}::integer[])`);
  if (f.primary_release_year !== undefined) where.push(`m.release_year = ${params.add(f.primary_release_year)}`);
  for (const from of [f['primary_release_date.gte'], f['release_date.gte']]) if (from) where.push(dateFrom(params, from));
  for (const until of [f['primary_release_date.lte'], f['release_date.lte']]) if (until) where.push(dateUntil(params, until));
  // An unknown rating (null in the key) is neither above nor below a bound. Written as the
  // rating sort's key, a bound is where that sort's index (0007) starts or stops reading.
  if (f['vote_average.gte'] !== undefined) where.push(`${RATING} >= ${params.add(f['vote_average.gte'])}`);
  if (f['vote_average.lte'] !== undefined) where.push(`${RATING} <= ${params.add(f['vote_average.lte'])}`);
  const minVotes = f['vote_count.gte'];
  // "vote_count > 0" is implied; written out, it lets the index of voted films (0007) find them.
  if (minVotes !== undefined) where.push(`${minVotes > 0 ? 'm.vote_count > 0 and ' : ''}m.vote_count >= ${params.add(minVotes)}`);
  if (f['vote_count.lte'] !== undefined) where.push(`m.vote_count <= ${params.add(f['vote_count.lte'])}`);
  if (f['with_runtime.gte'] !== undefined) where.push(`m.runtime >= ${params.add(f['with_runtime.gte'])}`);
  if (f['with_runtime.lte'] !== undefined) where.push(`m.runtime <= ${params.add(f['with_runtime.lte'])}`);
  if (f.with_cast) where.push(creditedPeople(params, f.with_cast, ['cast']));
  if (f.with_crew) where.push(creditedPeople(params, f.with_crew, ['crew']));
  if (f.with_people) where.push(creditedPeople(params, f.with_people, ['cast', 'crew']));
  if (f.with_original_language) where.push(`m.original_language = any(${params.add(f.with_original_language)}::text[])`);
  // Migration 0018 indexes both lists and says where the release countries come from.
  if (f.with_origin_country) where.push(`m.production_countries && ${params.add(f.with_origin_country)}::text[]`);
  if (f.region) where.push(`m.release_countries && ${params.add(f.region)}::text[]`);
  return where;
}

/**
 * Up to this many matches are sorted in memory. A sort's index read in order finds a page fast
 * when matches are everywhere in it, but the planner assumes they are spread evenly: when a
 * filter's few matches all sit at one end of the order (old films by popularity, a genre by
 * title), it read 70,000 rows of 100,000 to fill one page. Sorting a few thousand matches found
 * through the filters' own indexes costs a few milliseconds whatever their order.
 */
const SORTED_IN_MEMORY_MAX = 5000;
/** What SORT_KEYS read. */
const SORT_COLUMNS = 'm.id, m.popularity, m.vote_average, m.vote_count, m.release_year, m.release_date, m.title_sort, m.original_title_sort, m.revenue';

/**
 * One page of /3/discover/movie on the catalogue: the films matching every filter, sorted,
 * ties by id. `countMatches` gives the total, which depends on the filters only, so a caller
 * can keep it across sorts and pages; it is asked first, because it decides the plan.
 */
export async function discoverFilms(
  db: Queryable,
  query: DiscoverQuery,
  countMatches: () => Promise<number> = () => discoverCount(db, query),
): Promise<MoviePage> {
  const total = await countMatches();
  const params = new Parameters();
  const where = conditions(params, query);
  const filter = where.length === 0 ? '' : `where ${where.join(' and ')}`;
  const order = `${SORT_KEYS[query.sortBy.field](query.sortBy.direction)}, m.id`;
  const offset = params.add((query.page - 1) * PAGE_SIZE);
  const rows = await db.query<SummaryRow>(
    total <= SORTED_IN_MEMORY_MAX
      ? // materialized: the planner may not fold the filter back into a walk of the sort's index.
        // Only the sort keys, which 0011's index holds: the page's 20 films are read by id.
        `with matches as materialized (select ${SORT_COLUMNS} from movies m ${filter}),
           page as (select m.id from matches m order by ${order} limit ${PAGE_SIZE} offset ${offset})
         select ${SUMMARY_COLUMNS} from movies m where m.id in (select id from page) order by ${order}`
      : `select ${SUMMARY_COLUMNS} from movies m ${filter} order by ${order} limit ${PAGE_SIZE} offset ${offset}`,
    params.values,
  );
  return moviePage(query.page, rows, total);
}

/** How many films match the query's filters. */
export async function discoverCount(db: Queryable, query: Omit<DiscoverQuery, 'page' | 'sortBy'>): Promise<number> {
  const params = new Parameters();
  const where = conditions(params, query);
  const [row] = await db.query<{ total: number }>(
    `select count(*)::integer as total from movies m ${where.length === 0 ? '' : `where ${where.join(' and ')}`}`,
    params.values,
  );
  return row?.total ?? 0;
}

/**
 * TMDB's top rated: by rating, among films with at least this many votes (IMDB votes here), so
 * that a handful of enthusiastic votes cannot top the list.
 */
export const TOP_RATED_MIN_VOTES = 1000;

/** The query top rated runs: TMDB's top rated is a discover query with a vote floor. */
export const topRatedQuery = (page: number): DiscoverQuery => ({
  page,
  sortBy: { field: 'vote_average', direction: 'desc' },
  includeAdult: false,
  filters: { 'vote_count.gte': TOP_RATED_MIN_VOTES },
});
