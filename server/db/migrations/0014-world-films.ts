import type { Migration } from '../migrate';

/**
 * World cinema in the film world (issue 39): what the CMU Movie Summary Corpus tells of a film.
 *
 * - movies.production_countries: ISO 3166-1 codes, served as TMDB's production_countries and
 *   origin_country (the corpus has one list of countries); spoken_languages: ISO 639-1 codes.
 *   original_language (0003) holds the film's one language when the corpus lists one.
 * - movie_alternative_titles: every other title a film goes by (another source's spelling, an
 *   original-language title), served by /3/movie/{id}/alternative_titles in its order
 *   (position), and searched like movies.search_title: search_title is lower(unaccent(title)),
 *   written by the load, with the same trigram index.
 */
export const worldFilms: Migration = {
  id: '0014-world-films',
  sql: `
    alter table movies
      add column production_countries text[] not null default '{}',
      add column spoken_languages text[] not null default '{}';

    create table movie_alternative_titles (
      movie_id integer not null,
      position integer not null check (position >= 0),
      title text not null,
      search_title text not null,
      iso_3166_1 text not null default '',
      type text not null default ''
    );
    create unique index movie_alternative_titles_movie on movie_alternative_titles (movie_id, position);
    create index movie_alternative_titles_search_trgm on movie_alternative_titles using gin (search_title gin_trgm_ops);
  `,
};
