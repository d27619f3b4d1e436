/** The film log's routes, as registered under API_PREFIX (contract/apiPaths.ts). */

/** A film's state, the Diary and its entries, ratings, the stats, and leaving for good (DELETE on the account). */
export const FILM_LOG_PATHS = {
  film: '/me/films/:movieId/',
  diary: '/me/diary/',
  diaryEntry: '/me/diary/:entryId/',
  rating: '/me/ratings/:movieId/',
  stats: '/me/stats/',
  account: '/me/',
} as const;
