/**
 * The servers some tests need that `npm test` cannot bring along. Their test files run only
 * when the service's variable is set (.ci/run sets both when the servers answer); otherwise jest
 * does not load them (testPathIgnorePatterns) and the global setup prints one line for each,
 * so a machine without the servers neither waits out a timeout nor reports a skipped test.
 */
export interface TestService {
  name: string;
  variable: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL';
  example: string;
  url: string | undefined;
  /** From the repository root: every test file that needs this service. */
  testFiles: string[];
}

export const POSTGRES: TestService = {
  name: 'PostgreSQL',
  variable: 'TEST_DATABASE_URL',
  example: 'postgres://root@127.0.0.1:5432/test',
  url: process.env.TEST_DATABASE_URL || undefined,
  testFiles: [
    'server/db/migrate.test.ts',
    'e2e/resilience/postgres-outage.test.ts',
    'e2e/resilience/scale-out.test.ts',
    'e2e/resilience/shutdown-under-load.test.ts',
    'e2e/resilience/upstream-and-redis-faults.test.ts',
  ],
};

export const REDIS: TestService = {
  name: 'Redis',
  variable: 'TEST_REDIS_URL',
  example: 'redis://127.0.0.1:6379',
  url: process.env.TEST_REDIS_URL || undefined,
  testFiles: ['server/auth/attempt-limiter-redis.test.ts', 'e2e/resilience/scale-out.test.ts', 'e2e/resilience/upstream-and-redis-faults.test.ts'],
};

export const TEST_SERVICES = [POSTGRES, REDIS];

/** Each test file left out of this run, with the services it lacks. */
function leftOutTestFiles(): Map<string, TestService[]> {
  const leftOut = new Map<string, TestService[]>();
  for (const service of TEST_SERVICES.filter((candidate) => !candidate.url)) {
    for (const file of service.testFiles) leftOut.set(file, [...(leftOut.get(file) ?? []), service]);
  }
  return leftOut;
}

/** For jest's testPathIgnorePatterns. */
export const leftOutTestPathPatterns = (): string[] =>
  [...leftOutTestFiles().keys()].map((file) => `<rootDir>/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** One line per left-out test file under folder: what it needs and how to run it. */
export function reportLeftOutTestFiles(folder: string): void {
  for (const [file, missing] of leftOutTestFiles()) {
    if (!file.startsWith(folder)) continue;
    const needs = missing.map((service) => service.name).join(' and ');
    const settings = missing.map((service) => `${service.variable}=${service.example}`).join(' ');
    process.stdout.write(`Left out ${file}: it needs ${needs}; set ${settings} to run it\n`);
  }
}

/** The service's URL, for a test file that needs it (jest loads that file only when it is set). */
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
