import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { isConnectionFailure, unavailableOr } from './database-unavailable';

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
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** Where PGlite keeps its files; used when no URL is given. */
  dataDir: string;
  /** A PostgreSQL URL; when set, PostgreSQL is used instead of PGlite. */
  url?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dataDir: string): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await target.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    async ping() {
      await db.query('select 1');
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
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
