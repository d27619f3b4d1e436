import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { seedCluster } from '../../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Opens PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL, and brings the schema up to date. A
 * new DATA_DIR serving the embedded catalogue starts as a copy of the build's seed, which holds
 * that catalogue already; one serving TMDB starts empty.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const db = await openDatabase({
      dataDir: config.DATA_DIR,
      url: config.DATABASE_URL,
      seed: config.TMDB_API_KEY ? undefined : seedCluster(),
    });
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['config'] },
);
