import { readUnmatched } from '../../filmLog/import/import-job';
import { uniqueEmail } from '../../testing/accounts';
import { databaseTargets } from '../../testing/helper';
import { databaseBefore, type MigrationDatabase } from '../../testing/migration-database';
import { migrate } from '../migrate';

/** Each test opens PGlite or a new PostgreSQL database and migrates it: seconds on 2 shared cores. */
const SLOW = 60_000;

describe.each(databaseTargets)('migration 0023 on %s: unmatched rows a row each', (target) => {
  let database: MigrationDatabase;
  beforeEach(async () => {
    database = await databaseBefore(target, '0023');
  }, SLOW);
  afterEach(() => database.close());

  it('keeps the unmatched rows of jobs finished before it, in their order, for their owner only', async () => {
    const { db } = database;
    const [user] = await db.query<{ id: number }>(`insert into users (email, password_hash) values ($1, 'argon2id hash') returning id::int as id`, [uniqueEmail()]);
    const unmatched = [
      { file: 'diary.csv', line: 3, title: 'Zebra', year: 1990, reason: 'not_found', detail: 'No film in the catalogue has this title.' },
      { file: 'diary.csv', line: 7, title: 'Aardvark', year: null, reason: 'malformed', detail: 'The line has 2 cells, the header 8.' },
    ];
    const [job] = await db.query<{ id: number }>(
      `insert into import_jobs (user_id, node, status, unmatched) values ($1, 'gone:1', 'done', $2) returning id::int as id`,
      [user?.id, JSON.stringify(unmatched)],
    );
    const [empty] = await db.query<{ id: number }>(`insert into import_jobs (user_id, node, status) values ($1, 'gone:1', 'failed') returning id::int as id`, [user?.id]);
    await migrate(db);

    expect(await readUnmatched(db, user?.id ?? 0, job?.id ?? 0)).toEqual(unmatched);
    expect(await readUnmatched(db, user?.id ?? 0, empty?.id ?? 0)).toEqual([]);
    expect(await readUnmatched(db, (user?.id ?? 0) + 1, job?.id ?? 0)).toBeNull();
  }, SLOW);
});
