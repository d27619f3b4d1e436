/**
 * The SPA's pages, each path once: the SPA's routes and links (src/config/paths.ts) and the
 * server's redirects, account forms and share links name them from here.
 */
export const PAGE_PATHS = {
  home: '/',
  popular: '/popular',
  movies: '/movies',
  movieSearch: '/movieSearch',
  profile: '/profile',
  movie: '/movie/:id',
  genre: '/genre/:genreId',
  person: '/person/:id',
  about: '/about',
  lists: '/lists',
  list: '/lists/:listId',
  sharedList: '/shared/:token',
  apiReference: '/api-docs',
  login: '/login',
  register: '/register',
} as const;

/** The SPA's runtime configuration, a file at the site's root: the server writes it from the build's and its own settings. */
export const RUNTIME_CONFIG_PATH = '/config.json';
