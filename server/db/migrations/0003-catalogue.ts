import type { Migration } from '../migrate';

/**
 * The movie catalogue: embedded films (ids from 900,000,001) and imported TMDB films (their
 * own ids). search_title holds lower(unaccent(title)), written by every load and import,
 * because unaccent() is not IMMUTABLE and so cannot back an expression index.
 */
export const catalogue: Migration = {
  id: '0003-catalogue',
  sql: `
    create table movies (
      id integer primary key,
      source text not null check (source in ('embedded', 'import')),
      title text not null,
      original_title text not null,
      original_language text not null default '',
      overview text not null default '',
      tagline text not null default '',
      release_date date,
      runtime integer,
      adult boolean not null default false,
      popularity double precision not null default 0,
      vote_average double precision not null default 0,
      vote_count integer not null default 0,
      poster_path text,
      backdrop_path text,
      budget bigint not null default 0,
      revenue bigint not null default 0,
      status text not null default 'Released',
      imdb_id text,
      homepage text not null default '',
      genre_ids integer[] not null default '{}',
      director text,
      "cast" jsonb not null default '[]',
      crew jsonb not null default '[]',
      search_title text not null
    );
    create index movies_search_title_trgm on movies using gin (search_title gin_trgm_ops);
    create index movies_search_title_prefix on movies (search_title text_pattern_ops);
    create index movies_popularity on movies (popularity desc, id);
    create index movies_genre_ids on movies using gin (genre_ids);
  `,
};
