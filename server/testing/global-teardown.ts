import fs from 'node:fs/promises';
import { adminQuery, templateDatabaseName, templateDataDir, testDatabaseUrl } from './databases';

export default async function globalTeardown(): Promise<void> {
  await fs.rm(templateDataDir(), { recursive: true, force: true });
  if (!testDatabaseUrl) return;
  await adminQuery(testDatabaseUrl, `drop database if exists ${templateDatabaseName()} with (force)`);
}
