import fs from 'node:fs/promises';
import path from 'node:path';
import { rootDir } from '../paths';

/**
 * The embedded database as a first start leaves it before anyone uses it (the schema migrated,
 * the film world loaded and indexed), made by `npm run build` (server/cli/build-seed.ts) so that
 * a new DATA_DIR starts from a copy instead of spending most of a minute's CPU on the load.
 * It holds nothing of an instance's own: the session secret and every account are made on
 * the instance's first start, as before.
 */
export const SEED_DIR = path.join(rootDir, 'dist', 'seed');

/** The seed's PGlite cluster: what a DATA_DIR's `pglite` folder starts as. */
export const seedCluster = (seedDir: string = SEED_DIR): string => path.join(seedDir, 'pglite');

/** Whether `dir` holds a cluster (PGlite's PostgreSQL data directory), by the file every cluster has. */
export async function hasCluster(dir: string): Promise<boolean> {
  return fs.access(path.join(dir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/**
 * Fills an empty `pgliteDir` from the seed's cluster, through a sibling folder renamed into
 * place, so that a start stopped halfway never leaves a cluster that looks whole. False when
 * there is no seed (a development checkout that never built it).
 */
export async function copySeedCluster(seed: string, pgliteDir: string): Promise<boolean> {
  if (!(await hasCluster(seed))) return false;
  const copying = `${pgliteDir}.seeding`;
  await fs.rm(copying, { recursive: true, force: true });
  await fs.cp(seed, copying, { recursive: true });
  await fs.rm(pgliteDir, { recursive: true, force: true });
  await fs.rename(copying, pgliteDir);
  return true;
}
