import { migrations } from './migrations';
import { migrate } from './migrate';
import { type Database, openDatabase } from './database';
import { freshDatabase } from '../testing/databases';
import { POSTGRES, serviceUrl } from '../testing/test-services';

/** Like the e2e scale-out tests, this needs a real PostgreSQL: PGlite has one node by design. */
const adminUrl = serviceUrl(POSTGRES);

/** Nodes of one deployment starting at the same moment against one new, empty database. */
describe('migrations on PostgreSQL, several nodes starting at once', () => {
  it('apply once, and every node starts', async () => {
    for (let round = 0; round < 3; round++) {
      const database = await freshDatabase(adminUrl, 'movie_browser_migrate');
      const nodes: Database[] = [];
      try {
        for (let node = 0; node < 4; node++) nodes.push(await openDatabase({ dataDir: '', url: database.url() }));
        const applied = await Promise.all(nodes.map((db) => migrate(db)));

        expect(applied.flat().sort()).toEqual(migrations.map((migration) => migration.id).sort());
        const [first] = nodes;
        const rows = await first!.query<{ id: string }>('select id from schema_migrations order by id');
        expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id).sort());
      } finally {
        await Promise.all(nodes.map((db) => db.close()));
        await database.drop();
      }
    }
  });
});
