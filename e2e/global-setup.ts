import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { assertServicesAnswer } from '../server/testing/services-answer';
import { oneLineError, REDIS, reportLeftOutTestFiles } from '../server/testing/test-services';
import { CHROMIUM_PATH } from './harness';

/** What the e2e tests need from the machine, checked once so a run without it stops at once with one line. */
export default async function globalSetup(): Promise<void> {
  await fs.access(CHROMIUM_PATH, fs.constants.X_OK).catch(() => {
    throw oneLineError(`No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH to another Chromium`);
  });
  await assertServicesAnswer();
  // The Redis e2e tests kill and restart Redis, so they start redis-server processes of their own.
  if (REDIS.url && spawnSync('redis-server', ['--version']).error) {
    throw oneLineError('TEST_REDIS_URL is set but redis-server is not installed: apt-get install redis-server, or unset TEST_REDIS_URL');
  }
  reportLeftOutTestFiles('e2e/');
}
