import { paths } from '../config/paths';

/**
 * The one list of pages: the router, the boot-time chunk preload, the landing data prefetch and
 * the build's preload manifest all read it. Each page is its own lazily loaded chunk, so a first
 * visit downloads only the page it lands on. Each key is the page's webpackChunkName: the build
 * writes which files every page needs (scripts/page-preloads.mjs) and the server announces them
 * with the HTML of the page's paths. `guest` pages are for signed-out visitors only, `open` pages
 * for anyone (a shared list), the others for signed-in users. A `skeleton` page's module exports
 * `Skeleton`, its first screen before any answer: shown while the session is checked, and the
 * build prerenders it as the page's first HTML (src/app/shells.ts). `posters` names what our server
 * fills into that skeleton's poster slots (server/routes/spa/first-screen-posters.ts): the film's
 * poster, the posters of the popular page the URL asks for, a person's newest films', or those
 * of the films Discover's URL asks for.
 */
export const pages = {
  login: { paths: [paths.login], guest: true, load: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage') },
  register: { paths: [paths.register], guest: true, load: () => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage') },
  popular: { paths: [paths.home, paths.popular], guest: false, skeleton: true, posters: 'popular', load: () => import(/* webpackChunkName: "popular" */ '../features/home/PopularPage') },
  movies: { paths: [paths.movies], guest: false, skeleton: true, posters: 'discover', load: () => import(/* webpackChunkName: "movies" */ '../features/discover/DiscoverPage') },
  'movie-search': {
    paths: [paths.movieSearch],
    guest: false,
    load: () => import(/* webpackChunkName: "movie-search" */ '../features/search/MovieSearchPage'),
  },
  profile: { paths: [paths.profile], guest: false, skeleton: true, load: () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfilePage') },
  'movie-details': {
    paths: [paths.movie],
    guest: false,
    skeleton: true,
    posters: 'film',
    load: () => import(/* webpackChunkName: "movie-details" */ '../features/movie/MovieDetailsPage'),
  },
  genre: { paths: [paths.genre], guest: false, load: () => import(/* webpackChunkName: "genre" */ '../features/genre/GenrePage') },
  person: { paths: [paths.person], guest: false, skeleton: true, posters: 'person', load: () => import(/* webpackChunkName: "person" */ '../features/person/PersonPage') },
  about: { paths: [paths.about], guest: false, load: () => import(/* webpackChunkName: "about" */ '../features/about/AboutPage') },
  lists: { paths: [paths.lists], guest: false, load: () => import(/* webpackChunkName: "lists" */ '../features/userLists/ListsPage') },
  list: { paths: [paths.list], guest: false, load: () => import(/* webpackChunkName: "list" */ '../features/userLists/ListPage') },
  'shared-list': {
    paths: [paths.sharedList],
    guest: false,
    open: true,
    load: () => import(/* webpackChunkName: "shared-list" */ '../features/userLists/SharedListPage'),
  },
  'api-reference': {
    paths: [paths.apiReference],
    guest: false,
    load: () => import(/* webpackChunkName: "api-reference" */ '../features/apiReference/ApiReferencePage'),
  },
} as const;

export type PageName = keyof typeof pages;

export type SkeletonPage = { [Name in PageName]: (typeof pages)[Name] extends { skeleton: true } ? Name : never }[PageName];

export const hasSkeleton = (name: PageName): name is SkeletonPage => 'skeleton' in pages[name];

/** What an unknown path shows (the router's catch-all). */
export const fallbackPage: PageName = 'popular';
