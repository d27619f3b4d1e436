import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabase, testDatabaseUrl } from './databases';

export interface MigrationDatabase {
  db: Database;
  /** Closes the database and throws it away. */
  close(): Promise<void>;
}

/** A new empty database (PGlite in a temporary directory, or a database of its own on the test PostgreSQL) that has run `ran`. */
async function newDatabase(target: 'pglite' | 'postgres', ran: typeof migrations): Promise<MigrationDatabase> {
  let db: Database;
  let drop: () => Promise<void>;
  if (target === 'postgres') {
    const database = await freshDatabase(testDatabaseUrl ?? '', 'movie_browser_migrate');
    db = await openDatabase({ dataDir: '', url: database.url() });
    drop = () => database.drop();
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-migrate-'));
    db = await openDatabase({ dataDir });
    drop = () => fs.rm(dataDir, { recursive: true, force: true });
  }
  await migrate(db, ran);
  return {
    db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/**
 * A new empty database migrated up to, not including, the migration `beforeId`: what a server
 * that has not yet run it holds. `migrate(db)` then runs the rest as a start would.
 */
export const databaseBefore = (target: 'pglite' | 'postgres', beforeId: string): Promise<MigrationDatabase> =>
  newDatabase(target, migrations.filter((migration) => migration.id < beforeId));

/** A new empty database with every migration run: a started server's before any catalogue load. */
export const migratedDatabase = (target: 'pglite' | 'postgres' = 'pglite'): Promise<MigrationDatabase> => newDatabase(target, migrations);
