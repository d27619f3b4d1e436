import type { Migration } from '../migrate';

/** What Discover's filters test and its sorts read: 0018's list, the titles by their sort keys. */
const DISCOVER_COLUMNS = `id, adult, genre_ids, runtime, popularity, vote_average, vote_count, release_date, title_sort,
  original_title_sort, revenue, original_language, production_countries, release_countries`;

/**
 * Discover sorts titles the way people read them (issue 42): "$30,000", "'68" and "The Zoo" no
 * longer open the A list ahead of "Abc". The keys (server/catalogue/title-sort.ts) are written by
 * every load and import; the films already stored get theirs from fillTitleSortKeys at start.
 * Computed in the server, not as generated columns: PGlite's translate() and normalize() cost
 * 10 to 20 µs a title, 5 s more for a load of the film world. The keys replace the titles in
 * 0007's sort indexes and in 0018's covering indexes.
 */
export const titleSort: Migration = {
  id: '0021-title-sort',
  sql: `
    alter table movies add column title_sort text, add column original_title_sort text;
    drop index movies_title_desc, movies_title_asc, movies_original_title_desc, movies_original_title_asc;
    create index movies_title_sort_desc on movies (title_sort desc, id);
    create index movies_title_sort_asc on movies (title_sort, id);
    create index movies_original_title_sort_desc on movies (original_title_sort desc, id);
    create index movies_original_title_sort_asc on movies (original_title_sort, id);
    drop index movies_discover_by_year, movies_original_language;
    create index movies_discover_by_year on movies (release_year) include (${DISCOVER_COLUMNS});
    create index movies_original_language on movies (original_language) include (release_year, ${DISCOVER_COLUMNS})
      where original_language <> '';
  `,
};
