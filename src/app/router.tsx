import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { Layout } from './Layout';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { loadedPage, loadPage, type PageModule } from './pageChunks';
import type { PageName } from './pages';

/**
 * React.lazy suspends on a page's first render even when its chunk has already arrived, and
 * React then holds the page back until its fallback has shown for 300 ms. For a page whose
 * chunk is here (preloadPage fetched it at boot) lazy gets a thenable that is already settled,
 * which it reads at once; any other page waits for its chunk as usual.
 */
function lazyPage(name: PageName) {
  return lazy(() => {
    const loaded = loadedPage(name);
    return loaded ? settled(loaded) : loadPage(name);
  });
}

/** A thenable that calls back at once: React.lazy types it as a Promise but only calls `then`. */
const settled = (module: PageModule) =>
  ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;

const LoginPage = lazyPage('login');
const RegisterPage = lazyPage('register');
const PopularPage = lazyPage('popular');
const MoviesPage = lazyPage('movies');
const MovieSearchPage = lazyPage('movie-search');
const ProfilePage = lazyPage('profile');
const MovieDetailsPage = lazyPage('movie-details');
const GenrePage = lazyPage('genre');

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

/** The element `routes` (the app's by default) give for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}
