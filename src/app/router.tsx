import { lazy } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { Layout } from '../components/Layout';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { fallbackPage, pages } from './pages';

const LoginPage = lazy(pages.login.load);
const RegisterPage = lazy(pages.register.load);
const PopularPage = lazy(pages.popular.load);
const MoviesPage = lazy(pages.movies.load);
const MovieSearchPage = lazy(pages['movie-search'].load);
const ProfilePage = lazy(pages.profile.load);
const MovieDetailsPage = lazy(pages['movie-details'].load);
const GenrePage = lazy(pages.genre.load);

/**
 * Starts downloading the chunk of the page at `pathname` (unknown paths show the popular page),
 * so it arrives while the runtime config and the session check are still on the way instead of
 * after them. The lazy component later gets the same module from webpack's chunk cache.
 */
export function preloadPage(pathname: string): void {
  const page = Object.values(pages).find((candidate) => candidate.paths.some((pattern) => matchPath(pattern, pathname)));
  // A failed download shows up where the page renders (its lazy import retries and throws there).
  (page ?? pages[fallbackPage]).load().catch(() => undefined);
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
