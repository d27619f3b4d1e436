/** Your three lists' routes under API_PREFIX (contract/apiPaths.ts); an entry is the list's path, then the id and a slash. */
export const PERSONAL_LIST_PATHS = {
  favorites: '/me/favorites/',
  watchlist: '/me/watchlist/',
  favoriteActors: '/me/favorite-actors/',
} as const;
export const LIST_IDS_PATH = '/me/list-ids/';
