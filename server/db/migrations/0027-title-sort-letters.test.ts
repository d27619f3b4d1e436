import { fillTitleSortKeys } from '../../catalogue/title-sort';
import { databaseTargets } from '../../testing/helper';
import { databaseBefore, type MigrationDatabase } from '../../testing/migration-database';
import { migrate } from '../migrate';

/** Each test opens PGlite or a new PostgreSQL database and migrates it: seconds on 2 shared cores. */
const SLOW = 60_000;

describe.each(databaseTargets)('migration 0027 on %s: title sort keys with letters as read', (target) => {
  let database: MigrationDatabase;
  beforeEach(async () => {
    database = await databaseBefore(target, '0027');
  }, SLOW);
  afterEach(() => database.close());

  it("gives the films stored before it their new keys at the next start, Discover's title order among them", async () => {
    const { db } = database;
    // The keys 0021 wrote: "æon flux" and "đuka begović" after every z.
    const films: Array<[number, string, string, string, string]> = [
      [1, 'Æon Flux', 'en', 'æon flux', 'æon flux'],
      [2, 'Đuka Begović', 'hr', 'đuka begovic', 'đuka begovic'],
      [3, 'Zzyzx', 'en', 'zzyzx', 'zzyzx'],
      [4, 'Barry Lyndon', 'en', 'barry lyndon', 'barry lyndon'],
    ];
    for (const [id, title, language, titleSort, originalTitleSort] of films) {
      await db.query(
        `insert into movies (id, source, title, original_title, original_language, search_title, title_sort, original_title_sort)
         values ($1, 'embedded', $2, $2, $3, lower($2), $4, $5)`,
        [id, title, language, titleSort, originalTitleSort],
      );
    }
    await migrate(db);
    expect(await fillTitleSortKeys(db)).toBe(2);

    const order = await db.query<{ title: string }>('select title from movies order by title_sort, id');
    expect(order.map((film) => film.title)).toEqual(['Æon Flux', 'Barry Lyndon', 'Đuka Begović', 'Zzyzx']);
    const originals = await db.query<{ title: string }>('select title from movies order by original_title_sort, id');
    expect(originals.map((film) => film.title)).toEqual(['Æon Flux', 'Barry Lyndon', 'Đuka Begović', 'Zzyzx']);
  }, SLOW);
});
