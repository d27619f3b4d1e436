import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { POSTGRES } from './test-services';

/** Shared between the global setup and the test files of one run. */
export const templateDataDir = (): string =>
  path.join(os.tmpdir(), `movie-browser-template-${process.env.JEST_RUN_ID ?? 'run'}`);
/** Per run, so two runs on one PostgreSQL server never drop each other's template. */
export const templateDatabaseName = (): string => `movie_browser_template_${process.env.JEST_RUN_ID ?? 'run'}`;

/** The real PostgreSQL the tests also run against, when .ci/run (or you) set TEST_DATABASE_URL. */
export const testDatabaseUrl = POSTGRES.url;

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements one by one on their own connection: create and drop database refuse transactions. */
export async function adminQuery(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  /** The URL of the new database, through the given port (a proxy) or directly. */
  url(port?: number): string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server adminUrl points at (a copy of template when given,
 * empty otherwise), named prefix_<random> so parallel runs never meet.
 */
export async function freshDatabase(adminUrl: string, prefix: string, template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url(port) {
      const url = new URL(withDatabaseName(adminUrl, name));
      if (port !== undefined) url.port = String(port);
      return url.toString();
    },
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
