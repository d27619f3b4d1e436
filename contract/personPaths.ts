/** People's routes: the movie proxy's under API_PREFIX, the people search under MOVIE_DB_PREFIX (contract/apiPaths.ts). */
export const PERSON_PROXY_PATHS = {
  person: '/tmdb/person/:id/',
  movieCredits: '/tmdb/person/:id/movie_credits/',
} as const;

export const PERSON_SEARCH_PATH = '/search/person';
