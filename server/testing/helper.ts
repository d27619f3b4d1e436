import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshDatabase, templateDataDir, templateDatabaseName, testDatabaseUrl, type FreshDatabase } from './databases';

type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databaseTargets: DatabaseTarget[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Closes the app and throws its database away. */
  close(): Promise<void>;
}

/**
 * A fresh server on a fresh copy of the template database (schema and catalogue loaded),
 * talked to with app.inject. Environment overrides go through the real config validation.
 */
export async function buildTestApp(
  target: DatabaseTarget = 'pglite',
  env: Record<string, string> = {},
  { spaRoot = '/nonexistent', limits }: { spaRoot?: string; limits?: Parameters<typeof buildApp>[0]['limits'] } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-test-'));
  let database: FreshDatabase | undefined;
  const baseEnv: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: randomBytes(32).toString('hex') };
  if (target === 'postgres') {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    database = await freshDatabase(testDatabaseUrl, 'movie_browser_test', templateDatabaseName());
    baseEnv.DATABASE_URL = database.url();
  } else {
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
  }
  const app = await buildApp({ config: loadConfig({ ...baseEnv, ...env }), spaRoot, limits, logger: false });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
