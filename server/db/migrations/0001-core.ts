import type { Migration } from '../migrate';

export const core: Migration = {
  id: '0001-core',
  sql: `
    create extension if not exists pg_trgm;
    create extension if not exists unaccent;

    -- Settings every node must agree on, such as a generated session secret.
    create table app_settings (
      key text primary key,
      value text not null
    );
  `,
};
