import type { Migration } from '../migrate';

/**
 * Discover's filters in the order of release years, holding every column they test and every
 * sort key: a year range (Discover's decades, TMDB's primary_release_date bounds) is counted and
 * its matches sorted from this index alone, without the table. The films of a decade are
 * scattered over the table (it is in id order), so reading them from the table cost a page per
 * film: 30 ms for a decade of 100,000 films on PGlite, whose 16 MB of shared buffers hold a
 * tenth of it. An index-only read needs the table's visibility map, which the catalogue load's
 * vacuum sets (refreshCatalogueIndexes in server/catalogue/catalogue-store.ts).
 */
export const discoverByYear: Migration = {
  id: '0011-discover-by-year',
  sql: `
    create index movies_discover_by_year on movies (release_year) include (
      id, adult, genre_ids, runtime, popularity, vote_average, vote_count, release_date, title, original_title, revenue
    );
    -- The voted films, likewise: a rating or vote floor (top rated) is counted from the index.
    drop index movies_voted;
    create index movies_voted on movies (vote_count) include (id, adult, genre_ids, release_year, runtime, vote_average)
      where vote_count > 0;
  `,
};
