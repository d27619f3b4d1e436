/** Your own lists' routes, as registered under API_PREFIX (contract/apiPaths.ts): a module apart from listPaths.ts, as the cards' list toggles on the first screen need none of them. */

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
