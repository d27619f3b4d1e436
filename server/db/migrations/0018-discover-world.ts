import type { Migration } from '../migrate';

/**
 * Discover by language, origin country and release country (issue 39), each index-served.
 *
 * - movies.release_countries: where the sources place a film's release, what `region` filters.
 *   Wikipedia's lists are of American releases, and vega's MPAA ratings are American ratings, so
 *   a film from either (wikipedia_href or mpaa_rating set) was released in the US; the CMU corpus
 *   dates a film by its first release without naming the country, which is taken to be the
 *   countries that made it (production_countries). Generated, so the catalogue load writes it
 *   without knowing of it.
 * - GIN indexes over both country lists and a btree over original_language: the filters find
 *   their films without reading the table.
 */
export const discoverWorld: Migration = {
  id: '0018-discover-world',
  sql: `
    alter table movies add column release_countries text[] not null generated always as (
      case when wikipedia_href is not null or mpaa_rating is not null
        then array_append(array_remove(production_countries, 'US'), 'US')
        else production_countries end
    ) stored;
    create index movies_production_countries on movies using gin (production_countries);
    create index movies_release_countries on movies using gin (release_countries);
    create index movies_original_language on movies (original_language) where original_language <> '';
  `,
};
