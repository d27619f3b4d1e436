import type { Migration } from '../migrate';

/**
 * Freebase ids in the database (issue 40): movies.freebase_mid, the id the CMU corpus gives a
 * film of the film world, served as TMDB's freebase_mid by /3/movie/{id}/external_ids and
 * looked up by /3/find. They were read from the film world file on the first request needing
 * one (353 ms, 3 MB kept per process). The catalogue load writes them like the other film
 * fields; the version key is removed so that a database already holding the current film world
 * loads it once more and fills the new column. /find by IMDb id read every film without an index.
 */
export const freebaseIds: Migration = {
  id: '0020-freebase-ids',
  sql: `
    alter table movies add column freebase_mid text;
    create index movies_freebase_mid on movies (freebase_mid) where freebase_mid is not null;
    create index movies_imdb_id on movies (imdb_id) where imdb_id is not null;
    delete from app_settings where key = 'catalogue.film-world';
  `,
};
