import { paths } from '../config/paths';

/**
 * The lazily loaded pages, one chunk each, so a first visit downloads only the page it lands on.
 * Each key is the page's webpackChunkName: the build writes which files every page needs
 * (scripts/page-preloads.mjs) and the server announces them with the HTML of the page's paths.
 */
export const pages = {
  login: { paths: [paths.login], load: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage') },
  register: { paths: [paths.register], load: () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage') },
  popular: { paths: [paths.home, paths.popular], load: () => import(/* webpackChunkName: "popular" */ '../features/home/PopularPage') },
  movies: { paths: [paths.movies], load: () => import(/* webpackChunkName: "movies" */ '../features/movies/MoviesPage') },
  'movie-search': {
    paths: [paths.movieSearch],
    load: () => import(/* webpackChunkName: "movie-search" */ '../features/search/MovieSearchPage'),
  },
  profile: { paths: [paths.profile], load: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage') },
  'movie-details': {
    paths: [paths.movie],
    load: () => import(/* webpackChunkName: "movie-details" */ '../features/movie/MovieDetailsPage'),
  },
  genre: { paths: [paths.genre], load: () => import(/* webpackChunkName: "genre" */ '../features/genre/GenrePage') },
} as const;

export type PageName = keyof typeof pages;

/** What an unknown path shows (the router's catch-all). */
export const fallbackPage: PageName = 'popular';
