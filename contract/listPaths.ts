/** The lists' routes, as registered under API_PREFIX (contract/apiPaths.ts). */

/** Your three lists, each a page of its entries; one entry is the list's path, then the film's or person's id and a slash. */
export const PERSONAL_LIST_PATHS = {
  favorites: '/me/favorites/',
  watchlist: '/me/watchlist/',
  favoriteActors: '/me/favorite-actors/',
} as const;

/** Every id on the three lists at once, for the toggles on cards. */
export const LIST_IDS_PATH = '/me/list-ids/';

/** Your own lists (a list, its films and their order, its share link) and a shared one, read by anyone. */
export const USER_LIST_PATHS = {
  lists: '/me/lists/',
  order: '/me/lists/order/',
  list: '/me/lists/:listId/',
  movieOrder: '/me/lists/:listId/movies/order/',
  movie: '/me/lists/:listId/movies/:movieId/',
  share: '/me/lists/:listId/share/',
  shared: '/shared-lists/:token/',
} as const;

/** "For you": films picked from your three lists, refetched when one of them changes. */
export const FOR_YOU_PATH = '/me/for-you/';
