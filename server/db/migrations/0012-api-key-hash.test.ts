import { sessionStore } from '../../auth/session-store';
import { hashSecret, newApiKey } from '../../auth/secrets';
import { uniqueEmail } from '../../testing/accounts';
import { databaseTargets } from '../../testing/helper';
import { databaseBefore, type MigrationDatabase } from '../../testing/migration-database';
import type { Database } from '../database';
import { migrate } from '../migrate';

/** Each test opens PGlite or a new PostgreSQL database and migrates it: seconds on 2 shared cores. */
const SLOW = 60_000;

describe.each(databaseTargets)('migration 0012 on %s: api_keys stored as their hash', (target) => {
  let db: Database;
  let database: MigrationDatabase;
  beforeEach(async () => {
    database = await databaseBefore(target, '0012');
    db = database.db;
  }, SLOW);
  afterEach(() => database.close());

  /** An account as registration made it before 0012: its key in plain text. */
  async function accountWithPlainKey(): Promise<{ id: number; apiKey: string }> {
    const apiKey = newApiKey();
    const [row] = await db.query<{ id: number }>(
      `insert into users (email, password_hash, api_key) values ($1, 'argon2id hash', $2) returning id::int as id`,
      [uniqueEmail(), apiKey],
    );
    return { id: row?.id ?? 0, apiKey };
  }

  it('keeps an existing key working, its hash the one the server computes, and no plain key left', async () => {
    const ana = await accountWithPlainKey();
    const ben = await accountWithPlainKey();
    await migrate(db);

    const rows = await db.query<{ id: number; row: string; api_key_hash: string }>(
      'select id::int as id, row_to_json(users)::text as row, api_key_hash from users order by id',
    );
    expect(rows.map((row) => [row.id, row.api_key_hash])).toEqual([
      [ana.id, hashSecret(ana.apiKey)],
      [ben.id, hashSecret(ben.apiKey)],
    ]);
    for (const { row } of rows) for (const key of [ana.apiKey, ben.apiKey]) expect(row).not.toContain(key);

    // The lookup the /3 guard makes.
    const store = sessionStore(db, { reuseGraceSeconds: 10, maxAgeSeconds: 86_400 });
    expect(await store.userIdForApiKey(ana.apiKey)).toBe(ana.id);
    expect(await store.userIdForApiKey(ben.apiKey)).toBe(ben.id);
    expect(await store.userIdForApiKey(newApiKey())).toBeNull();
  }, SLOW);

  it('ends an existing key with the account, at once on the node that deletes it', async () => {
    const ana = await accountWithPlainKey();
    await migrate(db);
    const store = sessionStore(db, { reuseGraceSeconds: 10, maxAgeSeconds: 86_400 });
    expect(await store.userIdForApiKey(ana.apiKey)).toBe(ana.id);

    await store.revokeAllOf(ana.id);
    expect(await store.userIdForApiKey(ana.apiKey)).toBeNull();
  }, SLOW);
});
