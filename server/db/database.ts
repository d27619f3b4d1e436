import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { isConnectionFailure, unavailableOr } from './database-unavailable';
import { startPgliteThread } from './pglite-thread';
import { copySeedCluster, hasCluster } from './seed';

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Settles, with why, when the database is gone until the process starts again: the embedded
   * database's thread stopped. PostgreSQL has none: its pool reconnects by itself.
   */
  readonly lost?: Promise<Error>;
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** Where PGlite keeps its files; used when no URL is given. */
  dataDir: string;
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  url?: string | undefined;
  /** PostgreSQL settings for PGlite instead of PGLITE_SETTINGS (bench/pglite-memory.ts compares them). */
  pgliteSettings?: Readonly<Record<string, string>>;
  /** A PGlite cluster that a DATA_DIR without one starts as a copy of (server/db/seed.ts); else initdb makes an empty one. */
  seed?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url)
    : openPglite(options.dataDir, options.pgliteSettings ?? PGLITE_SETTINGS, options.seed);
}

/** Another process (or this one) has the embedded database open. */
export class DataDirInUseError extends Error {}

/** The lock files this process holds, so that a second open from this very process is refused too. */
const heldLocks = new Set<string>();

function isRunning(pid: number, lockFile: string): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // A lock naming this process that it does not hold is a dead predecessor's whose pid came back (a container restart).
  if (pid === process.pid) return heldLocks.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's files belong to one process: a second one opening them loses its writes and
 * corrupts the indexes. The lock file names the holder's pid for the process's whole life; a
 * lock whose process is gone (kill -9, power loss) is stale and taken over. Returns its release.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.resolve(dataDir, 'pglite.lock');
  for (let attempt = 1; ; attempt++) {
    try {
      await fs.writeFile(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldLocks.add(lockFile);
      return async () => {
        heldLocks.delete(lockFile);
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await fs.readFile(lockFile, 'utf8').catch(() => ''), 10);
    // A second EEXIST means another opener took the stale lock over first.
    if (attempt > 1 || isRunning(owner, lockFile)) {
      throw new DataDirInUseError(
        `The database in ${path.resolve(dataDir)} is in use by process ${Number.isNaN(owner) ? '(unknown)' : owner}: ` +
          `stop that server first (one process per DATA_DIR; use DATABASE_URL for more). ` +
          `If that process is not a server of this DATA_DIR, delete ${lockFile}.`,
      );
    }
    await fs.rm(lockFile, { force: true });
  }
}

/**
 * PGlite's memory only grows (WebAssembly memory is never given back) and PostgreSQL touches all
 * of its shared buffers, so they are most of the server's resident memory: PGlite's 128 MB
 * default made an idle server 400 MB. 16 MB holds the hot pages (the popular films, the
 * users' lists); the rest of the 60 MB database is read from the operating system's page cache
 * with a copy. Index builds of the first catalogue load get 16 MB of maintenance_work_mem
 * instead of 64 MB. Measured in docs/PERFORMANCE.md ("Server memory").
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/**
 * PGlite starts PostgreSQL with fsync off (-F) and its Node file system cannot fsync anyway, so
 * an acknowledged commit survives a crash of the process but not of the machine. With this,
 * PostgreSQL fsyncs the WAL at every commit (wal_sync_method=fsync: its fdatasync does not reach
 * the file system) and data files at checkpoints, through Node's fsync.
 */
export const durableStartParams = (settings: Readonly<Record<string, string>>) => [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...Object.entries({ ...settings, wal_sync_method: 'fsync' }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * A new directory's cluster is created by a short-lived child process. PGlite runs initdb in
 * WebAssembly instances of its own, and their memory stays with the process that ran them:
 * about 140 MB of an idle server, for good, after its first start (docs/PERFORMANCE.md,
 * "Server memory").
 */
async function initialiseInChild(pgliteDir: string, startParams: string[]): Promise<void> {
  // The program in the form this module has: compiled JavaScript in the built server, TypeScript under the tests.
  const program = path.join(__dirname, __filename.endsWith('.ts') ? 'pglite-initdb.mts' : 'pglite-initdb.mjs');
  const child = spawn(process.execPath, [program, pgliteDir, JSON.stringify(startParams)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`PGlite could not create the database in ${pgliteDir}: ${stderr.trim() || `exit code ${code}`}`);
}

async function createCluster(pgliteDir: string, startParams: string[], seed: string | undefined): Promise<void> {
  if (await hasCluster(pgliteDir)) return;
  if (seed && (await copySeedCluster(seed, pgliteDir))) return;
  await fs.mkdir(pgliteDir, { recursive: true });
  await initialiseInChild(pgliteDir, startParams);
}

async function openPglite(dataDir: string, settings: Readonly<Record<string, string>>, seed: string | undefined): Promise<Database> {
  const pgliteDir = path.join(dataDir, 'pglite');
  await fs.mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  const startParams = durableStartParams(settings);
  const db = await createCluster(pgliteDir, startParams, seed)
    .then(() => startPgliteThread(pgliteDir, startParams))
    .catch(async (error: unknown) => {
      await unlock();
      throw error;
    });
  return {
    kind: 'pglite',
    query: db.query,
    exec: db.exec,
    transaction: db.transaction,
    lost: db.lost,
    async ping() {
      await db.query('select 1');
    },
    async close() {
      await db.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded only here: the embedded default never pays the driver's memory (docs/PERFORMANCE.md, "Server memory").
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (target: Pool | PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query(sql, params).catch(unavailableOr)).rows as Row[];
    },
    async exec(sql: string) {
      await target.query(sql).catch(unavailableOr);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect().catch(unavailableOr);
      let failure: unknown;
      // A checked-out client has no listener of the pool's: its connection dropping must fail the transaction, not the process.
      const onBroken = (error: Error) => (failure ??= error);
      client.on('error', onBroken);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        failure = error;
        await client.query('rollback').catch(() => undefined);
        return unavailableOr(error);
      } finally {
        // A client whose connection broke is thrown away rather than handed to the next request.
        client.off('error', onBroken);
        client.release(isConnectionFailure(failure));
      }
    },
    async ping() {
      await pool.query('select 1').catch(unavailableOr);
    },
    close: () => pool.end(),
  };
}
