/** The languages and countries Discover filters by origin with, under MOVIE_DB_PREFIX (contract/apiPaths.ts). */
export const ORIGIN_LIST_PATHS = {
  languages: '/configuration/languages',
  countries: '/configuration/countries',
} as const;
