import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { durableStartParams, openDatabase, PGLITE_SETTINGS } from './database';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

describe('PGlite on its own thread', () => {
  let dataDir: string;
  let db: PgliteThread;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
    // Creates the cluster as a server's first start does.
    await (await openDatabase({ dataDir })).close();
    db = await startPgliteThread(path.join(dataDir, 'pglite'), durableStartParams(PGLITE_SETTINGS));
    await db.exec('create table probe (id int primary key, note text)');
  }, 60_000);

  afterAll(async () => {
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the event loop free while a statement runs: a timer fires before a long statement answers', async () => {
    let answered = false;
    const statement = db.query('select pg_sleep(0.5)').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    await statement;
    expect(answered).toBe(true);
  });

  it('fsyncs a commit before it is acknowledged', async () => {
    const before = await db.fsyncs();
    await db.query('insert into probe values (1, null)');
    expect(await db.fsyncs()).toBeGreaterThan(before);
  });

  it('gives rows with their types, and errors with PostgreSQL’s fields', async () => {
    const [row] = await db.query<{ n: number; at: Date; doc: { a: number[] } }>(`select 2::int as n, timestamptz '2020-01-02Z' as at, '{"a":[1]}'::jsonb as doc`);
    expect(row).toEqual({ n: 2, at: new Date('2020-01-02T00:00:00Z'), doc: { a: [1] } });
    await expect(db.query('insert into probe values ($1, $2)', [1, 'again'])).rejects.toMatchObject({ code: '23505', constraint: 'probe_pkey' });
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into probe values (2, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into probe values (3, $1)', ['dropped']);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await db.query('select id, note from probe where id > 1 order by id')).toEqual([{ id: 2, note: 'kept' }]);
  });

  it('keeps a transaction to itself: a statement from outside waits for its commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into probe values (4, $1)', ['inside']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query<{ count: number }>('select count(*)::int as count from probe where id = 4');
    release();
    await transaction;
    expect(await outside).toEqual([{ count: 1 }]);
  });
});
