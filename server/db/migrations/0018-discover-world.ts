import type { Migration } from '../migrate';

/** What Discover's filters test and its sorts read (0011's list and the origins). */
const DISCOVER_COLUMNS = `id, adult, genre_ids, runtime, popularity, vote_average, vote_count, release_date, title, original_title,
  revenue, original_language, production_countries, release_countries`;

/**
 * Discover by language, origin country and release country (issue 39).
 *
 * - movies.release_countries: where the sources place a film's release, what `region` filters.
 *   Wikipedia's lists are of American releases, and vega's MPAA ratings are American ratings, so
 *   a film from either (wikipedia_href or mpaa_rating set) was released in the US; the CMU corpus
 *   dates a film by its first release without naming the country, which is taken to be the
 *   countries that made it (production_countries). Generated, so the catalogue load writes it
 *   without knowing of it.
 * - A language's films are counted and sorted from movies_original_language alone, as a year
 *   range's are from 0011's index, which now holds the origins too (a decade of one country):
 *   read from the table, 1,600 Japanese films cost a page each, 70 ms on PGlite.
 * - A country alone goes through the GIN indexes (an array's elements have no btree order).
 */
export const discoverWorld: Migration = {
  id: '0018-discover-world',
  sql: `
    alter table movies add column release_countries text[] not null generated always as (
      case when wikipedia_href is not null or mpaa_rating is not null
        then array_append(array_remove(production_countries, 'US'), 'US')
        else production_countries end
    ) stored;
    drop index movies_discover_by_year;
    create index movies_discover_by_year on movies (release_year) include (${DISCOVER_COLUMNS});
    create index movies_original_language on movies (original_language) include (release_year, ${DISCOVER_COLUMNS})
      where original_language <> '';
    create index movies_production_countries on movies using gin (production_countries);
    create index movies_release_countries on movies using gin (release_countries);
  `,
};
