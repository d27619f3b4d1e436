import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    sessionSecret: string;
  }
}

/**
 * SESSION_SECRET when set. Otherwise a generated one: kept in DATA_DIR for the embedded
 * database, and in the database itself on PostgreSQL so that every node signs alike.
 */
export default fp(
  async (app) => {
    const configured = app.config.SESSION_SECRET;
    if (configured) {
      app.decorate('sessionSecret', configured);
      return;
    }
    const fresh = randomBytes(48).toString('base64url');
    if (app.db.kind === 'postgres') {
      await app.db.query('insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing', [
        'session_secret',
        fresh,
      ]);
      const [row] = await app.db.query<{ value: string }>('select value from app_settings where key = $1', [
        'session_secret',
      ]);
      app.decorate('sessionSecret', row?.value ?? fresh);
      return;
    }
    const file = path.join(app.config.DATA_DIR, 'session-secret');
    try {
      app.decorate('sessionSecret', (await fs.readFile(file, 'utf8')).trim());
    } catch {
      await fs.mkdir(app.config.DATA_DIR, { recursive: true });
      await fs.writeFile(file, fresh, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      app.decorate('sessionSecret', (await fs.readFile(file, 'utf8')).trim());
    }
  },
  { name: 'session-secret', dependencies: ['config', 'db'] },
);
