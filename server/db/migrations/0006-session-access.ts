import type { Migration } from '../migrate';

/**
 * Access tokens name their session by a random id that is checked on use. After a backup is
 * restored, user and session ids are handed out again: a token must name nothing then, rather
 * than whoever got its old user id. A revoked session's access tokens end with it too.
 * The default gives every existing session its own id.
 */
export const sessionAccess: Migration = {
  id: '0006-session-access',
  sql: `
    alter table sessions add column access_id uuid not null default gen_random_uuid();
    create unique index sessions_access_id_key on sessions (access_id);
  `,
};
