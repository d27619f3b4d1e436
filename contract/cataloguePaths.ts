/** The films' routes: the product's movie proxy under API_PREFIX (its own paths: the Spanish popular list, trailing slashes, similar without one), and TMDB's under MOVIE_DB_PREFIX. */
export const TMDB_PROXY_PATHS = {
  popular: '/tmdb/populares/',
  movie: '/tmdb/movie/:id/',
  credits: '/tmdb/movie/:id/credits/',
  similar: '/tmdb/movie/:id/similar',
} as const;

export const MOVIE_DB_PATHS = {
  searchMovie: '/search/movie',
  discoverMovie: '/discover/movie',
  movieGenres: '/genre/movie/list',
} as const;
