import type { Migration } from '../migrate';

/**
 * The film world's people and credits (server/catalogue/film-world.ts), and the film facts
 * only vega-datasets or Wikipedia hold.
 *
 * - movies.release_year: Wikipedia knows years only, so most films have no release_date; the
 *   year is its own column for year filters and date sorting, and the API writes a year-only
 *   date as "YYYY" rather than inventing a month and day.
 * - people.search_name: lower(unaccent(name)), written by every load like movies.search_title,
 *   for trigram and prefix search.
 * - movie_credits: a film's cast (billing order) and crew; movie_credits_billing serves
 *   "credits of a film in order", movie_credits_person "films of a person" (then joined to
 *   movies by id). No primary key or foreign keys: the table is written only by the catalogue
 *   load, which checks its file, and a unique index can be dropped and built again around that
 *   bulk load (catalogue-store.ts), which makes the first start seconds faster.
 */
export const filmWorld: Migration = {
  id: '0005-film-world',
  sql: `
    alter table movies
      add column release_year integer,
      add column mpaa_rating text,
      add column rotten_tomatoes_rating integer,
      add column wikipedia_href text;
    update movies set release_year = extract(year from release_date)::integer where release_date is not null;
    create index movies_release_year on movies (release_year, id);

    create table people (
      id integer primary key,
      name text not null,
      search_name text not null,
      known_for_department text not null,
      popularity double precision not null default 0
    );
    create index people_search_name_trgm on people using gin (search_name gin_trgm_ops);
    create index people_search_name_prefix on people (search_name text_pattern_ops);
    create index people_popularity on people (popularity desc, id);

    create table movie_credits (
      movie_id integer not null,
      kind text not null check (kind in ('cast', 'crew')),
      billing_order integer not null check (billing_order >= 0),
      person_id integer not null,
      department text not null,
      job text not null default '',
      character text not null default ''
    );
    create unique index movie_credits_billing on movie_credits (movie_id, kind, billing_order);
    create index movie_credits_person on movie_credits (person_id, movie_id);
  `,
};
