import { Redis } from 'ioredis';
import pg from 'pg';
import { oneLineError, TEST_SERVICES, type TestService } from './test-services';

const ANSWER_WITHIN_MS = 2000;

async function postgresAnswers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: ANSWER_WITHIN_MS });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: ANSWER_WITHIN_MS, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  // connect() rejects with "Connection is closed."; the socket's own error says why.
  let socketError: Error | undefined;
  client.on('error', (error: Error) => (socketError = error));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw socketError ?? error;
  } finally {
    client.disconnect();
  }
}

const answers: Record<TestService['variable'], (url: string) => Promise<void>> = {
  TEST_DATABASE_URL: postgresAnswers,
  TEST_REDIS_URL: redisAnswers,
};

const withoutPassword = (url: string): string => {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
};

/**
 * For the global setups: a service whose variable is set must answer within 2 s, or the run
 * stops at once with one line (never a test waiting out its timeout on a server that is not there).
 */
export async function assertServicesAnswer(): Promise<void> {
  for (const service of TEST_SERVICES) {
    const url = service.url;
    if (!url) continue;
    await answers[service.variable](url).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw oneLineError(
        `${service.variable}=${withoutPassword(url)}: ${service.name} does not answer (${reason}); start it, or unset ${service.variable} to leave its tests out`,
      );
    });
  }
}
