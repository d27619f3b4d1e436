/**
 * The catalogue's routes: the product's movie proxy under API_PREFIX, and the /3 routes the SPA
 * calls under MOVIE_DB_PREFIX (contract/apiPaths.ts). The proxy's paths are the product's own
 * (the Spanish popular list, trailing slashes, similar without one), /3's are TMDB's.
 */
export const TMDB_PROXY_PATHS = {
  popular: '/tmdb/populares/',
  movie: '/tmdb/movie/:id/',
  credits: '/tmdb/movie/:id/credits/',
  releaseDates: '/tmdb/movie/:id/release_dates/',
  similar: '/tmdb/movie/:id/similar',
  person: '/tmdb/person/:id/',
  personMovieCredits: '/tmdb/person/:id/movie_credits/',
} as const;

export const MOVIE_DB_PATHS = {
  searchMovie: '/search/movie',
  searchPerson: '/search/person',
  discoverMovie: '/discover/movie',
  movieGenres: '/genre/movie/list',
  languages: '/configuration/languages',
  countries: '/configuration/countries',
} as const;
