import type { Migration } from '../migrate';

export const accounts: Migration = {
  id: '0002-accounts',
  sql: `
    create table users (
      id bigint generated always as identity primary key,
      email text not null unique,
      password_hash text not null,
      api_key text not null unique,
      created_at timestamptz not null default now()
    );
    -- Registration keeps the local part's case, yet two accounts must never differ only by it.
    create unique index users_email_lower_key on users (lower(email));

    -- One login: its key for non-browser clients and the family of its refresh tokens.
    create table sessions (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      key_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index sessions_user_id_idx on sessions (user_id);

    create table refresh_tokens (
      token_hash text primary key,
      session_id bigint not null references sessions (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_session_id_idx on refresh_tokens (session_id);
  `,
};
