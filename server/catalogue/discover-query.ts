/**
 * What Discover can be asked, as the catalogue reads it: /3/discover/movie's sort fields and
 * filters by their TMDB names, already parsed (movies/request-schemas.ts parses a request into
 * this shape, and its compiler check keeps the two the same).
 */

/** The sort fields of /3/discover/movie; TMDB spells the title sort both ways and release_date is primary_release_date's alias. */
export const DISCOVER_SORT_FIELDS = [
  'popularity',
  'vote_average',
  'vote_count',
  'primary_release_date',
  'release_date',
  'title',
  'original_title',
  'revenue',
] as const;

export type DiscoverSortField = (typeof DISCOVER_SORT_FIELDS)[number];

export interface DiscoverSort {
  field: DiscoverSortField;
  direction: 'asc' | 'desc';
}

/** Ids joined by TMDB's comma (all of) or pipe (any of). */
export interface IdFilter {
  ids: number[];
  match: 'all' | 'any';
}

/** The discover parameters that filter films, by their TMDB names. */
export const DISCOVER_FILTERS = [
  'with_genres',
  'without_genres',
  'primary_release_year',
  'primary_release_date.gte',
  'primary_release_date.lte',
  'release_date.gte',
  'release_date.lte',
  'vote_average.gte',
  'vote_average.lte',
  'vote_count.gte',
  'vote_count.lte',
  'with_runtime.gte',
  'with_runtime.lte',
  'with_cast',
  'with_crew',
  'with_people',
  'with_original_language',
  'with_origin_country',
  'region',
] as const;

export type DiscoverFilterName = (typeof DISCOVER_FILTERS)[number];

type IdFilterName = 'with_genres' | 'without_genres' | 'with_cast' | 'with_crew' | 'with_people';
/** ISO dates such as 1972-03-15. */
type DateFilterName = 'primary_release_date.gte' | 'primary_release_date.lte' | 'release_date.gte' | 'release_date.lte';
/** ISO codes, upper-case countries and lower-case languages, each once and sorted. */
type CodeFilterName = 'with_original_language' | 'with_origin_country' | 'region';
type NumberFilterName = Exclude<DiscoverFilterName, IdFilterName | DateFilterName | CodeFilterName>;

/** The filters a query sets; an absent one does not filter. */
export type DiscoverFilters = { [name in IdFilterName]?: IdFilter } & { [name in DateFilterName]?: string } & {
  [name in CodeFilterName]?: string[];
} & { [name in NumberFilterName]?: number };
