import type { Migration } from '../migrate';

/**
 * Profile photos and the three private lists. Photo versions come from one sequence shared by
 * every user, so a versioned URL (/api/me/photo/<version>.webp) names one image on the whole
 * server: a browser shared by two accounts never shows one the other's cached photo.
 * List entries keep movie and person ids without a foreign key: with the TMDB upstream the
 * films are not in the movies table; reads resolve them and leave out what is gone.
 * `position` orders entries newest first without relying on clock resolution.
 */
export const profile: Migration = {
  id: '0004-profile',
  sql: `
    create sequence profile_photo_versions as integer;
    create table profile_photos (
      user_id bigint primary key references users (id) on delete cascade,
      version integer not null unique,
      image bytea not null,
      updated_at timestamptz not null default now()
    );

    create table movie_list_entries (
      user_id bigint not null references users (id) on delete cascade,
      list text not null check (list in ('favorites', 'watchlist')),
      movie_id integer not null check (movie_id > 0),
      position bigint generated always as identity,
      added_at timestamptz not null default now(),
      primary key (user_id, list, movie_id)
    );
    create index movie_list_entries_newest on movie_list_entries (user_id, list, position desc);

    create table favorite_actors (
      user_id bigint not null references users (id) on delete cascade,
      person_id integer not null check (person_id > 0),
      position bigint generated always as identity,
      added_at timestamptz not null default now(),
      primary key (user_id, person_id)
    );
    create index favorite_actors_newest on favorite_actors (user_id, position desc);
  `,
};
