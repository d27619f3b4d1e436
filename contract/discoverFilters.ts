import * as z from 'zod/mini';

/**
 * Discover's filters as they live in /movies's URL query (readable names, so a shared link says
 * what it asks for) and as the movie database's /3/discover/movie parameters. The URL is input
 * like any other: a value that does not parse is ignored, never an error. The page and its
 * loader read the URL with them.
 */

/** /3/discover/movie's parameters in TMDB's own names (dates YYYY-MM-DD; ids comma = and, pipe = or). */
export interface DiscoverQuery {
  sort_by: string;
  page: number;
  with_genres?: string;
  'primary_release_date.gte'?: string;
  'primary_release_date.lte'?: string;
  'vote_average.gte'?: number;
  'vote_count.gte'?: number;
  'with_runtime.gte'?: number;
  'with_runtime.lte'?: number;
  with_people?: string;
  with_original_language?: string;
  with_origin_country?: string;
}

export const SORT_KEYS = ['popularity', 'rating', 'release', 'title', 'revenue'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const ORDERS = ['desc', 'asc'] as const;
export type Order = (typeof ORDERS)[number];

/** The filters that narrow the list, each of which the empty state may suggest removing. */
export const FILTER_KINDS = ['genres', 'years', 'rating', 'votes', 'runtime', 'people', 'language', 'country'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export interface DiscoverFilters {
  genres: number[];
  /** TMDB's with_genres: a comma asks for every genre, a pipe for any of them. */
  genreMatch: 'all' | 'any';
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
  minVotes?: number;
  runtimeMin?: number;
  runtimeMax?: number;
  /** Films with every one of these people, in the cast or the crew (TMDB's with_people). */
  people: number[];
  /** The film's original language, ISO 639-1 (TMDB's with_original_language). */
  language?: string;
  /** A country that made the film, ISO 3166-1 (TMDB's with_origin_country). */
  country?: string;
  sort: SortKey;
  order: Order;
}

export const defaultFilters: DiscoverFilters = { genres: [], genreMatch: 'all', people: [], sort: 'popularity', order: 'desc' };

/** The first films are from the 1870s; years far ahead are typos. */
export const YEAR_RANGE = { min: 1870, max: 2100 } as const;
/** Longer than any released film, which still leaves room for installations. */
export const RUNTIME_RANGE = { min: 0, max: 1000 } as const;

/** TMDB's ids are 32-bit integers. */
const MAX_ID = 2_147_483_647;

/** Digits as TMDB's parameters take them (no exponents, no signs), then within bounds. */
const number = (pattern: RegExp, ...checks: Array<z.core.$ZodCheck<number>>) =>
  z.pipe(z.string().check(z.regex(pattern)), z.coerce.number<string>().check(...checks));

const id = number(/^\d{1,10}$/, z.positive(), z.lte(MAX_ID));
const year = number(/^\d{4}$/, z.gte(YEAR_RANGE.min), z.lte(YEAR_RANGE.max));
const rating = number(/^\d{1,2}(\.\d)?$/, z.lte(10));
const votes = number(/^\d{1,9}$/);
const runtime = number(/^\d{1,4}$/, z.lte(RUNTIME_RANGE.max));
/** An ISO 639-1 or 3166-1 code, either case: the caller writes it as the standard does. */
const isoCode = z.string().check(z.regex(/^[a-zA-Z]{2}$/));

/** The URL's names for each filter field. */
const keys = {
  genres: 'genres',
  genreMatch: 'match',
  yearFrom: 'from',
  yearTo: 'to',
  minRating: 'rating',
  minVotes: 'votes',
  runtimeMin: 'runtimeMin',
  runtimeMax: 'runtimeMax',
  people: 'people',
  language: 'language',
  country: 'country',
  sort: 'sort',
  order: 'order',
} as const satisfies Record<keyof DiscoverFilters, string>;

function parsed<T>(schema: z.ZodMiniType<T>, text: string | null): T | undefined {
  if (text === null || text.trim() === '') return undefined;
  const result = schema.safeParse(text);
  return result.success ? result.data : undefined;
}

function ids(text: string | null): number[] {
  const found = (text ?? '').split(',').map((part) => parsed(id, part));
  return [...new Set(found.filter((value) => value !== undefined))];
}

/** The filters a URL query asks for; what is missing or does not parse takes its default. */
export function filtersFromSearch(search: URLSearchParams): DiscoverFilters {
  const sort = parsed(z.enum(SORT_KEYS), search.get(keys.sort));
  const order = parsed(z.enum(ORDERS), search.get(keys.order));
  return {
    genres: ids(search.get(keys.genres)),
    genreMatch: search.get(keys.genreMatch) === 'any' ? 'any' : 'all',
    yearFrom: parsed(year, search.get(keys.yearFrom)),
    yearTo: parsed(year, search.get(keys.yearTo)),
    minRating: parsed(rating, search.get(keys.minRating)),
    minVotes: parsed(votes, search.get(keys.minVotes)),
    runtimeMin: parsed(runtime, search.get(keys.runtimeMin)),
    runtimeMax: parsed(runtime, search.get(keys.runtimeMax)),
    people: ids(search.get(keys.people)),
    language: parsed(isoCode, search.get(keys.language))?.toLowerCase(),
    country: parsed(isoCode, search.get(keys.country))?.toUpperCase(),
    sort: sort ?? defaultFilters.sort,
    order: order ?? defaultFilters.order,
  };
}

function urlValue(field: keyof DiscoverFilters, filters: DiscoverFilters): string | undefined {
  const value = filters[field];
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  if (value === undefined || value === defaultFilters[field]) return undefined;
  return String(value);
}

/**
 * `search` with the filters written over Discover's own keys (others, such as lng, stay), the
 * defaults left out so the plain /movies stays plain, and back to page 1: a new question's
 * answer starts at its beginning.
 */
export function searchWithFilters(search: URLSearchParams, filters: DiscoverFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  for (const field of Object.keys(keys) as Array<keyof DiscoverFilters>) {
    const value = urlValue(field, filters);
    if (value === undefined) next.delete(keys[field]);
    else next.set(keys[field], value);
  }
  return next;
}

/** Which of the narrowing filters are set. */
export function activeFilters(filters: DiscoverFilters): FilterKind[] {
  const active: Record<FilterKind, boolean> = {
    genres: filters.genres.length > 0,
    years: filters.yearFrom !== undefined || filters.yearTo !== undefined,
    rating: filters.minRating !== undefined,
    votes: filters.minVotes !== undefined,
    runtime: filters.runtimeMin !== undefined || filters.runtimeMax !== undefined,
    people: filters.people.length > 0,
    language: filters.language !== undefined,
    country: filters.country !== undefined,
  };
  return FILTER_KINDS.filter((kind) => active[kind]);
}

/** The same filters with one of them cleared. */
export function withoutFilter(filters: DiscoverFilters, kind: FilterKind): DiscoverFilters {
  switch (kind) {
    case 'genres':
      return { ...filters, genres: [], genreMatch: 'all' };
    case 'years':
      return { ...filters, yearFrom: undefined, yearTo: undefined };
    case 'rating':
      return { ...filters, minRating: undefined };
    case 'votes':
      return { ...filters, minVotes: undefined };
    case 'runtime':
      return { ...filters, runtimeMin: undefined, runtimeMax: undefined };
    case 'people':
      return { ...filters, people: [] };
    case 'language':
      return { ...filters, language: undefined };
    case 'country':
      return { ...filters, country: undefined };
  }
}

const sortFields: Record<SortKey, string> = {
  popularity: 'popularity',
  rating: 'vote_average',
  release: 'primary_release_date',
  title: 'title',
  revenue: 'revenue',
};

/** The /3/discover/movie parameters that ask for `filters`' films, page `page`. */
export function discoverQuery(filters: DiscoverFilters, page: number): DiscoverQuery {
  const query: DiscoverQuery = { sort_by: `${sortFields[filters.sort]}.${filters.order}`, page };
  if (filters.genres.length > 0) query.with_genres = filters.genres.join(filters.genreMatch === 'all' ? ',' : '|');
  if (filters.yearFrom !== undefined) query['primary_release_date.gte'] = `${filters.yearFrom}-01-01`;
  if (filters.yearTo !== undefined) query['primary_release_date.lte'] = `${filters.yearTo}-12-31`;
  if (filters.minRating !== undefined) query['vote_average.gte'] = filters.minRating;
  if (filters.minVotes !== undefined) query['vote_count.gte'] = filters.minVotes;
  if (filters.runtimeMin !== undefined) query['with_runtime.gte'] = filters.runtimeMin;
  if (filters.runtimeMax !== undefined) query['with_runtime.lte'] = filters.runtimeMax;
  if (filters.people.length > 0) query.with_people = filters.people.join(',');
  if (filters.language !== undefined) query.with_original_language = filters.language;
  if (filters.country !== undefined) query.with_origin_country = filters.country;
  return query;
}
