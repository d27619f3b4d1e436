import type { Migration } from '../migrate';

/**
 * The orders /3/discover/movie sorts by (server/catalogue/discover.ts), each an index so a page
 * of the whole catalogue reads 20 rows in order instead of sorting every film. An unknown value
 * is null in the key so that it sorts last both ways; a nulls-last key needs one index per
 * direction. Ties go by id ascending in every order. popularity desc is movies_popularity (0003).
 */
export const discover: Migration = {
  id: '0007-discover',
  sql: `
    create index movies_popularity_asc on movies (popularity, id);
    create index movies_rating_desc on movies ((case when vote_count > 0 then vote_average end) desc nulls last, id);
    create index movies_rating_asc on movies ((case when vote_count > 0 then vote_average end), id);
    create index movies_votes_desc on movies ((nullif(vote_count, 0)) desc nulls last, id);
    create index movies_votes_asc on movies ((nullif(vote_count, 0)), id);
    create index movies_released_desc on movies (release_year desc nulls last, release_date desc nulls last, id);
    create index movies_released_asc on movies (release_year, release_date nulls first, id);
    create index movies_title_desc on movies (title desc, id);
    create index movies_title_asc on movies (title, id);
    create index movies_original_title_desc on movies (original_title desc, id);
    create index movies_original_title_asc on movies (original_title, id);
    create index movies_revenue_desc on movies ((nullif(revenue, 0)) desc nulls last, id);
    create index movies_revenue_asc on movies ((nullif(revenue, 0)), id);
  `,
};
