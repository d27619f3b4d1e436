import { lazy } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { Layout } from '../components/Layout';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';

// One chunk per page: a first visit downloads only the page it lands on.
const loadLogin = () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage');
const loadRegister = () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage');
const loadPopular = () => import(/* webpackChunkName: "popular" */ '../features/home/PopularPage');
const loadMovies = () => import(/* webpackChunkName: "movies" */ '../features/movies/MoviesPage');
const loadMovieSearch = () => import(/* webpackChunkName: "movie-search" */ '../features/movieSearch/MovieSearchPage');
const loadProfile = () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage');
const loadMovieDetails = () => import(/* webpackChunkName: "movie-details" */ '../features/movie/MovieDetailsPage');
const loadGenre = () => import(/* webpackChunkName: "genre" */ '../features/genre/GenrePage');

const LoginPage = lazy(loadLogin);
const RegisterPage = lazy(loadRegister);
const PopularPage = lazy(loadPopular);
const MoviesPage = lazy(loadMovies);
const MovieSearchPage = lazy(loadMovieSearch);
const ProfilePage = lazy(loadProfile);
const MovieDetailsPage = lazy(loadMovieDetails);
const GenrePage = lazy(loadGenre);

const pageLoaders: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
  [paths.login, loadLogin],
  [paths.register, loadRegister],
  [paths.home, loadPopular],
  [paths.popular, loadPopular],
  [paths.movies, loadMovies],
  [paths.movieSearch, loadMovieSearch],
  [paths.profile, loadProfile],
  [paths.movie, loadMovieDetails],
  [paths.genre, loadGenre],
];

/**
 * Starts downloading the chunk of the page at `pathname` (unknown paths show the popular page),
 * so it arrives while the runtime config and the session check are still on the way instead of
 * after them. The lazy component later gets the same module from webpack's chunk cache.
 */
export function preloadPage(pathname: string): void {
  const load = pageLoaders.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? loadPopular;
  // A failed download shows up where the page renders (its lazy import retries and throws there).
  load().catch(() => undefined);
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <PopularPage /> },
          { path: paths.popular, element: <PopularPage /> },
          { path: paths.movies, element: <MoviesPage /> },
          { path: paths.movieSearch, element: <MovieSearchPage /> },
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.movie, element: <MovieDetailsPage /> },
          { path: paths.genre, element: <GenrePage /> },
          { path: '*', element: <PopularPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
