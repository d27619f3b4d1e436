import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Landing } from '../config/landing';
import { paths } from '../config/paths';
import { LoadingFallback } from '../components/LoadingFallback';
import { PageLoadFailed } from '../components/PageLoadFailed';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { hasSignedInHint } from '../features/auth/signedInHint';
import { apiLanguage } from '../entities/catalogue/useApiLanguage';
import { movieDbApi } from '../api/movieDbApi';
import { productApi } from '../api/productApi';
import { Layout } from './Layout';
import type { AppDispatch, AppStore } from './store';

/**
 * A page's module: its component, and its loader, which asks the store for what the page reads
 * first (RTK Query's cache then serves the page's own hooks). The route's loader runs it: on the
 * server before the page renders, in the browser before a page it navigates to shows.
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
  { id: 'popular', paths: [paths.home, paths.popular], access: 'user', lazy: () => import(/* webpackChunkName: "popular" */ '../pages/home/PopularPage') },
  { id: 'movies', paths: [paths.movies], access: 'user', lazy: () => import(/* webpackChunkName: "movies" */ '../features/discover/DiscoverPage') },
  {
    id: 'movie-search',
    paths: [paths.movieSearch],
    access: 'user',
    lazy: () => import(/* webpackChunkName: "movie-search" */ '../features/search/MovieSearchPage'),
  },
  { id: 'profile', paths: [paths.profile], access: 'user', lazy: () => import(/* webpackChunkName: "profile" */ '../pages/profile/ProfilePage') },
  {
    id: 'movie-details',
    paths: [paths.movie],
    access: 'user',
    lazy: () => import(/* webpackChunkName: "movie-details" */ '../pages/movie/MovieDetailsPage'),
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

/** What an unknown path shows (the catch-all route): the popular page. */
export const fallbackRoute = pageRoutes.find(({ id }) => id === 'popular')!;

/** What a query the loaders waited for ended as: RTK Query's result of an awaited query. */
export interface SettledQuery {
  isError: boolean;
  data?: unknown;
}

export interface RouteContext {
  store: AppStore;
  i18n: I18n;
  /**
   * Given, the route's loader also waits for every query the store has running once the page's
   * loader is done (RTK Query's server-side rendering guide) and hands their results here: the
   * server renders with every answer in, and keeps a visitor's page by them.
   */
  settled?: (queries: SettledQuery[]) => void;
}

/**
 * The route of one of a page's paths: its module loads with the route (`lazy`), its loader runs
 * the page's, a signed-in page's only for a signed-in reader (a visitor's way leads to the
 * sign-in form, whatever the link said). Loaders return no data: the store holds the answers.
 * On the server they wait for every answer; in the browser a navigation waits for the page's code.
 */
function pageRoute(page: PageRoute, path: string | undefined, { store, i18n, settled }: RouteContext): RouteObject {
  return {
    path,
    HydrateFallback: LoadingFallback,
    // A chunk that does not arrive: the page's place says so (until a reload), the frame stays.
    ErrorBoundary: PageLoadFailed,
    async lazy() {
      const { default: Component, loader } = await page.lazy();
      // None for a page without one: the router then renders it at once, with no data to wait for.
      if (!loader && !settled) return { Component };
      return {
        Component,
        async loader({ params, request }) {
          // The server has checked the session already; the browser asks only with the hint, as
          // the session check does, and a visitor's page asks for its own answers as it renders.
          const asks = settled ? page.access !== 'user' || store.getState().session.isAuthenticated : hasSignedInHint();
          const asked = loader && asks ? loader(store.dispatch, { params, search: new URL(request.url).searchParams, language: apiLanguage(i18n) }) : undefined;
          // In the browser the page shows once its code is here, with its own progress (skeletons)
          // until the answers come, as RTK Query's cache dedupes them with the page's own hooks.
          if (!settled) return null;
          await asked;
          const running = [...store.dispatch(productApi.util.getRunningQueriesThunk()), ...store.dispatch(movieDbApi.util.getRunningQueriesThunk())];
          settled(await Promise.all(running));
          return null;
        },
      };
    },
  };
}

const routesOf = (access: Access, context: RouteContext): RouteObject[] =>
  pageRoutes.filter((page) => page.access === access).flatMap((page) => page.paths.map((path) => pageRoute(page, path, context)));

/**
 * The app's routes for one store (the browser's, or one request's on the server): the frame, the
 * guards that decide who sees which page, and the pages.
 */
export function appRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        ...routesOf('open', context),
        { element: <GuestOnly />, children: routesOf('guest', context) },
        { element: <RequireAuth />, children: [...routesOf('user', context), pageRoute(fallbackRoute, '*', context)] },
      ],
    },
  ];
}

/**
 * Loads the modules of the routes at `location` into them, as React Router's server-rendering
 * example does before hydrating: the router then starts with the page, as the server rendered it.
 */
export async function loadRoutesAt(routes: RouteObject[], location: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter(({ route }) => route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      // A module that does not arrive stays the router's to ask for again, and to show PageLoadFailed for.
      const module = typeof route.lazy === 'function' ? await route.lazy().catch(() => null) : null;
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
