import fs from 'node:fs/promises';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { adminQuery, templateDataDir, templateDatabaseName, testDatabaseUrl, withDatabaseName } from './databases';
import { assertServicesAnswer } from './services-answer';
import { reportLeftOutTestFiles } from './test-services';

/**
 * Initialising PGlite costs seconds and most of a gigabyte, so it happens once per run: a
 * template data directory (schema and catalogue loaded) that each test file copies. On
 * PostgreSQL the same: a template database that each test file clones.
 */
export default async function globalSetup(): Promise<void> {
  await assertServicesAnswer();
  reportLeftOutTestFiles('server/');
  process.env.JEST_RUN_ID ??= String(process.pid);
  await fs.rm(templateDataDir(), { recursive: true, force: true });
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: templateDataDir(), LOG_LEVEL: 'warn' }),
    spaRoot: '/nonexistent',
    logger: false,
  });
  await app.close();

  if (!testDatabaseUrl) return;
  await adminQuery(
    testDatabaseUrl,
    `drop database if exists ${templateDatabaseName()} with (force)`,
    `create database ${templateDatabaseName()}`,
  );
  const pgApp = await buildApp({
    config: loadConfig({ DATABASE_URL: withDatabaseName(testDatabaseUrl, templateDatabaseName()), LOG_LEVEL: 'warn', DATA_DIR: templateDataDir() }),
    spaRoot: '/nonexistent',
    logger: false,
  });
  await pgApp.close();
}
