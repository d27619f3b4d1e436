import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import type { DiscoverIndex } from './discover-index';
import type { DiscoverFilters, DiscoverSort, DiscoverSortField } from './discover-query';
import { summaryRows } from './catalogue-queries';
import { moviePage, PAGE_SIZE } from './tmdb-shapes';

export interface DiscoverQuery {
  page: number;
  sortBy: DiscoverSort;
  includeAdult: boolean;
  filters: DiscoverFilters;
}

/**
 * Each sort's key, an unknown value written as null so that it sorts last both ways: no votes
 * (vote_count 0) is an unknown rating, a gross of 0 an unknown revenue. A film known by its year
 * only sorts as its "YYYY" date reads (first among its year ascending, last descending). Titles
 * sort by their reading keys (0021). The index reads each order once, from these.
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

/**
 * One page of /3/discover/movie on the catalogue: the films matching every filter, sorted,
 * ties by id (by popularity with a country filter: the films in its own languages first), tested in memory (discover-index.ts) and the page's films read by id.
 */
export async function discoverFilms(db: Queryable, index: DiscoverIndex, query: DiscoverQuery): Promise<MoviePage> {
  const { filters, sortBy, includeAdult } = query;
  // Filters are parsed in the schema's order, so equal filters have one key.
  const kept = await index.matching(JSON.stringify([includeAdult, filters]), filters, includeAdult);
  const orderBy = `${SORT_KEYS[sortBy.field](sortBy.direction)}, m.id`;
  const order = await index.order(`${sortBy.field}.${sortBy.direction}`, orderBy);
  // Among a country's films, the most popular are often co-productions in English; the films
  // in the country's own languages come first, as a reader of that country's cinema expects.
  const first = filters.with_origin_country && sortBy.field === 'popularity' && sortBy.direction === 'desc' ? index.filmsInOwnLanguage(filters.with_origin_country) : undefined;
  const ids = index.page(order, kept, (query.page - 1) * PAGE_SIZE, PAGE_SIZE, first);
  return moviePage(query.page, await summaryRows(db, ids), kept.total);
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
