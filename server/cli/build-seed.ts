import fs from 'node:fs/promises';
import { loadFilmWorld } from '../catalogue/catalogue-store';
import { openDatabase, PGLITE_SETTINGS } from '../db/database';
import { migrate } from '../db/migrate';
import { SEED_DIR } from '../db/seed';

/**
 * PostgreSQL keeps as many spent WAL segments for reuse as its checkpoints recently needed, and
 * the load writes hundreds of megabytes of WAL: at the defaults the seed carried 177 MB of
 * segments that every new DATA_DIR would copy. These bound them during the seed's load only.
 */
const SEED_SETTINGS = { ...PGLITE_SETTINGS, max_wal_size: '64MB', min_wal_size: '32MB' };

/**
 * The seed a new DATA_DIR starts from (server/db/seed.ts): the schema migrated, the film world
 * `filmWorldFile` (the committed one by default) loaded and indexed. Made under a temporary name
 * and renamed, so a build stopped halfway leaves no seed rather than half of one.
 */
export async function buildSeed(seedDir: string = SEED_DIR, filmWorldFile?: string): Promise<{ films: number; people: number }> {
  const building = `${seedDir}.building`;
  await fs.rm(building, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: building, pgliteSettings: SEED_SETTINGS });
  let loaded;
  try {
    await migrate(db);
    loaded = await loadFilmWorld(db, filmWorldFile);
  } finally {
    await db.close();
  }
  await fs.rm(seedDir, { recursive: true, force: true });
  await fs.rename(building, seedDir);
  return loaded ?? { films: 0, people: 0 };
}

// `npm run build:seed`, run by `npm run build` after the server's build.
if (require.main === module) {
  const started = Date.now();
  buildSeed().then(
    ({ films, people }) => process.stdout.write(`[seed] ${films} films, ${people} people in ${((Date.now() - started) / 1000).toFixed(1)} s\n`),
    (error: unknown) => {
      process.stderr.write(`[seed] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
