import type { Migration } from '../migrate';

/**
 * Movie search in memory (server/catalogue/title-index.ts, issue 39): the titles' trigram and
 * prefix indexes were read by its statements alone, and every film written kept them up to
 * date. The people's (person search) stay.
 */
export const searchInMemory: Migration = {
  id: '0026-search-in-memory',
  sql: `drop index movies_search_title_trgm, movies_search_title_prefix, movie_alternative_titles_search_trgm;`,
};
