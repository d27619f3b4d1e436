import { lazy } from 'react';
import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import { Layout } from '../components/Layout';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { fallbackPage, type PageName, pages } from './pages';

type PageModule = Awaited<ReturnType<(typeof pages)[PageName]['load']>>;

/** Pages whose chunk has arrived. */
const loadedPages = new Map<PageName, PageModule>();

const loadPage = (name: PageName): Promise<PageModule> =>
  pages[name].load().then((module: PageModule) => {
    loadedPages.set(name, module);
    return module;
  });

/**
 * React.lazy suspends on a page's first render even when its chunk has already arrived, and
 * React then holds the page back until its fallback has shown for 300 ms. For a page whose
 * chunk is here (preloadPage fetched it at boot) lazy gets a thenable that is already settled,
 * which it reads at once; any other page waits for its chunk as usual.
 */
function lazyPage(name: PageName) {
  return lazy(() => {
    const loaded = loadedPages.get(name);
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

/**
 * Starts downloading the chunk of the page at `pathname` (unknown paths show the popular page),
 * so it arrives while the runtime config and the session check are still on the way instead of
 * after them.
 */
export function preloadPage(pathname: string): void {
  const name = (Object.keys(pages) as PageName[]).find((candidate) => pages[candidate].paths.some((pattern) => matchPath(pattern, pathname)));
  // A failed download shows up where the page renders (its lazy import retries and throws there).
  loadPage(name ?? fallbackPage).catch(() => undefined);
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
