import { fillMatchTitles } from '../../catalogue/catalogue-store';
import { uniqueEmail } from '../../testing/accounts';
import { databaseTargets } from '../../testing/helper';
import { databaseBefore, type MigrationDatabase } from '../../testing/migration-database';
import type { Database } from '../database';
import { migrate } from '../migrate';

/** Each test opens PGlite or a new PostgreSQL database and migrates it: seconds on 2 shared cores. */
const SLOW = 60_000;

describe.each(databaseTargets)('migration 0013 on %s: match titles and one running import a person', (target) => {
  let db: Database;
  let database: MigrationDatabase;
  beforeEach(async () => {
    database = await databaseBefore(target, '0013');
    db = database.db;
  }, SLOW);
  afterEach(() => database.close());

  const user = async () =>
    (await db.query<{ id: number }>(`insert into users (email, password_hash) values ($1, 'argon2id hash') returning id::int as id`, [uniqueEmail()]))[0]?.id ?? 0;
  const job = async (userId: number, age: string) =>
    (await db.query<{ id: number }>(`insert into import_jobs (user_id, updated_at) values ($1, now() - $2::interval) returning id::int as id`, [userId, age]))[0]?.id ?? 0;

  it('keeps the newest live import of each person running and fails the rest', async () => {
    const ana = await user();
    const ben = await user();
    // Two of Ana's let in at once by the old check, and one of Ben's whose server died.
    const anaOlder = await job(ana, '2 seconds');
    const anaNewer = await job(ana, '1 second');
    const benStale = await job(ben, '10 minutes');
    await migrate(db);
    const statuses = await db.query<{ id: number; status: string }>('select id::int as id, status from import_jobs order by id');
    expect(statuses).toEqual([
      { id: anaOlder, status: 'failed' },
      { id: anaNewer, status: 'matching' },
      { id: benStale, status: 'failed' },
    ]);
    await expect(db.query('insert into import_jobs (user_id) values ($1)', [ana])).rejects.toThrow(/import_jobs_one_running/);
  });

  it('gives the films already stored their match titles at the next start', async () => {
    await db.query(
      `insert into movies (id, source, title, original_title, search_title) values
         (1, 'import', 'The Godfather: Part II', 'The Godfather: Part II', 'the godfather: part ii'),
         (2, 'import', 'Amélie', 'Le Fabuleux Destin d''Amélie Poulain', 'amelie')`,
    );
    await migrate(db);
    expect(await fillMatchTitles(db)).toBe(2);
    expect(await db.query('select id, match_title, match_original_title from movies order by id')).toEqual([
      { id: 1, match_title: 'godfather part ii', match_original_title: null },
      { id: 2, match_title: 'amelie', match_original_title: 'le fabuleux destin damelie poulain' },
    ]);
    expect(await fillMatchTitles(db)).toBe(0);
  });
});
