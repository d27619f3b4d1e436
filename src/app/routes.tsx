import { type ComponentType, lazy, useState } from 'react';
import { matchPath, type Params, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths';
import { PageLoadFailed } from '../components/PageLoadFailed';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { Layout } from './Layout';
import type { AppDispatch } from './store';

/** Where a page is being opened: what its loader reads. */
export interface Landing {
  params: Params;
  search: URLSearchParams;
  /** TMDB's language parameter for the UI language. */
  language: string;
}

/**
 * A page's module, as the data router's lazy routes have it: its component, and its loader,
 * which asks the store for what the page reads first (RTK Query's cache then serves the page's
 * own hooks). The server runs the loader before it renders the page, the client before it shows
 * a page it navigates to.
 */
export interface PageModule {
  default: ComponentType;
  loader?: (dispatch: AppDispatch, landing: Landing) => void | Promise<void>;
}

/** `guest`: signed-out visitors only; `user`: signed-in users only; `open`: anyone (a shared list). */
type Access = 'guest' | 'user' | 'open';

export interface PageRoute {
  /** The page's webpackChunkName: the build lists each page's scripts under it (scripts/page-scripts.mjs). */
  id: string;
  paths: readonly string[];
  access: Access;
  /** The page's chunk: each page downloads only when it is opened. */
  lazy: () => Promise<PageModule>;
}

/**
 * The one list of pages: the client's router, the server's renderer, the build's prerender and
 * preload manifest all read it. Adding a page is one entry here plus its module.
 */
export const pageRoutes: readonly PageRoute[] = [
  { id: 'login', paths: [paths.login], access: 'guest', lazy: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage') },
  { id: 'register', paths: [paths.register], access: 'guest', lazy: () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage') },
  { id: 'popular', paths: [paths.home, paths.popular], access: 'user', lazy: () => import(/* webpackChunkName: "popular" */ '../features/home/PopularPage') },
  { id: 'movies', paths: [paths.movies], access: 'user', lazy: () => import(/* webpackChunkName: "movies" */ '../features/discover/DiscoverPage') },
  {
    id: 'movie-search',
    paths: [paths.movieSearch],
    access: 'user',
    lazy: () => import(/* webpackChunkName: "movie-search" */ '../features/search/MovieSearchPage'),
  },
  { id: 'profile', paths: [paths.profile], access: 'user', lazy: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage') },
  {
    id: 'movie-details',
    paths: [paths.movie],
    access: 'user',
    lazy: () => import(/* webpackChunkName: "movie-details" */ '../features/movie/MovieDetailsPage'),
  },
  { id: 'genre', paths: [paths.genre], access: 'user', lazy: () => import(/* webpackChunkName: "genre" */ '../features/genre/GenrePage') },
  { id: 'person', paths: [paths.person], access: 'user', lazy: () => import(/* webpackChunkName: "person" */ '../features/person/PersonPage') },
  // Open to visitors: the sources' licences ask for credits anyone can read (linked from /login and /register too).
  { id: 'about', paths: [paths.about], access: 'open', lazy: () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage') },
  { id: 'lists', paths: [paths.lists], access: 'user', lazy: () => import(/* webpackChunkName: "lists" */ '../features/userLists/ListsPage') },
  { id: 'list', paths: [paths.list], access: 'user', lazy: () => import(/* webpackChunkName: "list" */ '../features/userLists/ListPage') },
  {
    id: 'shared-list',
    paths: [paths.sharedList],
    access: 'open',
    lazy: () => import(/* webpackChunkName: "shared-list" */ '../features/userLists/SharedListPage'),
  },
  {
    id: 'api-reference',
    paths: [paths.apiReference],
    access: 'user',
    lazy: () => import(/* webpackChunkName: "api-reference" */ '../features/apiReference/ApiReferencePage'),
  },
];

/** What an unknown path shows (the router's catch-all): the popular page. */
export const fallbackRoute = pageRoutes.find(({ id }) => id === 'popular')!;

/** Each page's module once asked for: a page is loaded once, and shown at once when it is here. */
const modules = new Map<PageRoute, Promise<PageModule>>();
const loaded = new Map<PageRoute, PageModule>();

/**
 * The page's module, downloading it on the first call. A chunk that does not arrive gives
 * PageLoadFailed in the page's place (until a reload), not an error that takes the app down.
 */
export function loadRoute(route: PageRoute): Promise<PageModule> {
  let module = modules.get(route);
  if (!module) {
    module = route.lazy().then(
      (page) => {
        loaded.set(route, page);
        return page;
      },
      (): PageModule => ({ default: PageLoadFailed }),
    );
    modules.set(route, module);
  }
  return module;
}

/** Each page as a lazy component, for a page rendered before its module is here. */
const lazyPages = new Map(pageRoutes.map((route) => [route, lazy(() => loadRoute(route))]));

/**
 * The page: at once when its module is here (the boot, the server and a navigation load it
 * first), else through React.lazy, which suspends until it arrives. Chosen once per mount: a
 * page whose component changed type would mount again and lose what was typed into it.
 */
function RoutePage({ route }: { route: PageRoute }) {
  const [Page] = useState<ComponentType>(() => loaded.get(route)?.default ?? lazyPages.get(route)!);
  return <Page />;
}

const routesOf = (access: Access): RouteObject[] =>
  pageRoutes
    .filter((route) => route.access === access)
    .flatMap((route) => route.paths.map((path) => ({ path, element: <RoutePage key={route.id} route={route} /> })));

/** The page's place in the frame: the guards decide who sees which page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...routesOf('open'),
      { element: <GuestOnly />, children: routesOf('guest') },
      { element: <RequireAuth />, children: [...routesOf('user'), { path: '*', element: <RoutePage key={fallbackRoute.id} route={fallbackRoute} /> }] },
    ],
  },
];

/** The page `pathname` shows (the popular page for an unknown path), with the path's parameters. */
export function routeAt(pathname: string): { route: PageRoute; params: Params } {
  for (const route of pageRoutes) {
    for (const pattern of route.paths) {
      const match = matchPath(pattern, pathname);
      if (match) return { route, params: match.params };
    }
  }
  return { route: fallbackRoute, params: {} };
}

/**
 * Loads the page at this location and runs its loader: settles once the module is here and the
 * loader has asked for everything (the server then waits for the answers, the client shows the
 * page, which shows its own progress until they come).
 */
export async function loadPage(dispatch: AppDispatch, { pathname, search }: { pathname: string; search: string }, language: string): Promise<void> {
  const { route, params } = routeAt(pathname);
  const { loader } = await loadRoute(route);
  await loader?.(dispatch, { params, search: new URLSearchParams(search), language });
}

/** The element `routes` (the app's by default) give for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}
