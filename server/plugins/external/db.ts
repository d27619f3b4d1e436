import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Opens PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL, and brings the schema up to date. */
export default fp(
  async (app) => {
    const db = await openDatabase({ dataDir: app.config.DATA_DIR, url: app.config.DATABASE_URL });
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['config'] },
);
