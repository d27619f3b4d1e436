import type { Migration } from '../migrate';

/**
 * api_keys are stored as their SHA-256, like session keys and refresh tokens (server/auth/secrets.ts
 * hashSecret: the hex of the UTF-8 bytes' digest, which is what the SQL below computes), so a
 * database leak does not leak them. With only a hash kept, a key cannot be handed to a second
 * device, so each login issues its own, which ends with the session. The keys accounts had
 * before keep working, hashed, until the account is deleted.
 */
export const apiKeyHash: Migration = {
  id: '0012-api-key-hash',
  sql: `
    alter table users add column api_key_hash text;
    update users set api_key_hash = encode(sha256(convert_to(api_key, 'UTF8')), 'hex');
    alter table users drop column api_key;
    create unique index users_api_key_hash_key on users (api_key_hash);

    alter table sessions add column api_key_hash text;
    create unique index sessions_api_key_hash_key on sessions (api_key_hash);
  `,
};
