import { Redis } from 'ioredis';
import pg from 'pg';
import { testDatabaseUrl } from './databases';

/** A server some tests need that `npm test` cannot bring along: they run only when its variable is set. */
export interface TestService {
  name: string;
  variable: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL';
  example: string;
  url: string | undefined;
}

export const POSTGRES: TestService = {
  name: 'PostgreSQL',
  variable: 'TEST_DATABASE_URL',
  example: 'postgres://root@127.0.0.1:5432/test',
  url: testDatabaseUrl,
};

export const REDIS: TestService = {
  name: 'Redis',
  variable: 'TEST_REDIS_URL',
  example: 'redis://127.0.0.1:6379',
  url: process.env.TEST_REDIS_URL || undefined,
};

/**
 * describe for tests that need PostgreSQL or Redis. Defined only when every service's variable
 * is set (.ci/run sets them when the servers answer); otherwise left out with one line saying
 * what and how to run it, so a machine without the servers neither times out nor skips.
 */
export function describeWith(services: TestService[], name: string, fn: () => void): void {
  const missing = services.filter((service) => !service.url);
  if (missing.length === 0) {
    describe(name, fn);
    return;
  }
  const needs = missing.map((service) => service.name).join(' and ');
  const settings = missing.map((service) => `${service.variable}=${service.example}`).join(' ');
  process.stdout.write(`Left out "${name}": it needs ${needs}; set ${settings} to run it\n`);
}

/** The service's URL, inside a describeWith block that needs it. */
export function serviceUrl(service: TestService): string {
  if (!service.url) throw new Error(`${service.variable} is not set`);
  return service.url;
}

/** An error jest prints as its message alone: a setup that cannot start says why in one line. */
export function oneLineError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

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
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

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
  const checks = [
    { service: POSTGRES, answers: postgresAnswers },
    { service: REDIS, answers: redisAnswers },
  ];
  for (const { service, answers } of checks) {
    if (!service.url) continue;
    const url = service.url;
    await answers(url).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw oneLineError(
        `${service.variable}=${withoutPassword(url)}: ${service.name} does not answer (${reason}); start it, or unset ${service.variable} to leave its tests out`,
      );
    });
  }
}
