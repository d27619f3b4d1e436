import type { Migration } from '../migrate';

/**
 * The film ids an earlier film world served that are now another film's (issue 62: Seven
 * Samurai's corpus id is the film joined with vega's "Shichinin no samurai"): /3/movie/{id}
 * answers a former id with its film. Written by every catalogue load; the stored fingerprint
 * is forgotten so that the next start loads the film world and fills the table.
 */
export const formerFilmIds: Migration = {
  id: '0029-former-film-ids',
  sql: `create table movie_former_ids (
    former_id integer primary key,
    movie_id integer not null
  );
  delete from app_settings where key = 'catalogue.film-world';`,
};
