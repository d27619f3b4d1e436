import type { Migration } from '../migrate';

/**
 * Signing in with an OpenID Connect provider (issue 43). An account a provider created has no
 * password. Each provider's account (issuer and subject, never the e-mail, which can change
 * hands) belongs to one of ours. A sign-in under way is a row until its callback takes it, once.
 */
export const signInProviders: Migration = {
  id: '0024-sign-in-providers',
  sql: `
    alter table users alter column password_hash drop not null;

    create table user_identities (
      user_id bigint not null references users (id) on delete cascade,
      provider text not null,
      issuer text not null,
      subject text not null,
      email text,
      created_at timestamptz not null default now(),
      primary key (user_id, provider),
      unique (issuer, subject)
    );

    create table sign_in_flows (
      state_hash text primary key,
      provider text not null,
      nonce text not null,
      code_verifier text not null,
      redirect_uri text not null,
      link_user_id bigint references users (id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create index sign_in_flows_created_at on sign_in_flows (created_at);
  `,
};
