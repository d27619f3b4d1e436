import type { Migration } from '../migrate';

/**
 * Discover filters and sorts in memory (server/catalogue/discover-index.ts, issue 39): the
 * indexes made for its statements (0007, 0011, 0018, 0021) are read by nothing now, and each
 * film written kept them up to date. About 74 MB of the 172 MB film-world database.
 * The films' other indexes (search, similar films, For you, popularity, the import's matching) stay.
 */
export const discoverInMemory: Migration = {
  id: '0025-discover-in-memory',
  sql: `
    drop index movies_popularity_asc, movies_rating_desc, movies_rating_asc, movies_votes_desc, movies_votes_asc,
      movies_released_desc, movies_released_asc, movies_revenue_desc, movies_revenue_asc,
      movies_title_sort_desc, movies_title_sort_asc, movies_original_title_sort_desc, movies_original_title_sort_asc,
      movies_voted, movies_discover_by_year, movies_original_language, movies_production_countries,
      movies_release_countries, movies_genre_ids;
  `,
};
