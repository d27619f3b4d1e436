import type { Migration } from '../migrate';

/**
 * The film log (issue 13): viewings, current ratings, the person's own lists and import jobs.
 * Every row hangs off users with ON DELETE CASCADE, so deleting an account is one statement.
 * Movie ids carry no foreign key, as in 0004: with the TMDB upstream the films are not in the
 * movies table; reads resolve them and answer `movie: null` for what is gone.
 * Ratings are half stars, stored as numeric(2,1) so 3.5 stays exactly 3.5.
 * `share_token` is null while a list is private; unique, so a token names one list.
 * List and entry positions are dense-ish integers rewritten on reorder; appends take max + 1.
 */
export const filmLog: Migration = {
  id: '0009-film-log',
  sql: `
    create table diary_entries (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      movie_id integer not null check (movie_id > 0),
      watched_on date not null,
      rating numeric(2, 1) check (rating between 0.5 and 5 and rating * 2 = trunc(rating * 2)),
      note text check (char_length(note) between 1 and 500),
      created_at timestamptz not null default now()
    );
    create index diary_entries_newest on diary_entries (user_id, watched_on desc, id desc);
    create index diary_entries_movie on diary_entries (user_id, movie_id);

    create table movie_ratings (
      user_id bigint not null references users (id) on delete cascade,
      movie_id integer not null check (movie_id > 0),
      rating numeric(2, 1) not null check (rating between 0.5 and 5 and rating * 2 = trunc(rating * 2)),
      updated_at timestamptz not null default now(),
      primary key (user_id, movie_id)
    );

    create table user_lists (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 1000),
      position integer not null,
      share_token text unique check (share_token ~ '^[A-Za-z0-9_-]{43}$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index user_lists_order on user_lists (user_id, position, id);

    create table user_list_entries (
      list_id bigint not null references user_lists (id) on delete cascade,
      movie_id integer not null check (movie_id > 0),
      position integer not null,
      added_at timestamptz not null default now(),
      primary key (list_id, movie_id)
    );
    create index user_list_entries_order on user_list_entries (list_id, position, movie_id);
    create index user_list_entries_movie on user_list_entries (movie_id);

    create table import_jobs (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      status text not null default 'matching' check (status in ('matching', 'writing', 'done', 'failed')),
      processed integer not null default 0,
      total integer not null default 0,
      error text,
      report jsonb,
      unmatched jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index import_jobs_user on import_jobs (user_id, created_at desc);
  `,
};
