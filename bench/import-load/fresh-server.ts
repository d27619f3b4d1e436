import fs from 'node:fs/promises';
import { freshDatabase } from '../../server/testing/databases';
import { signUp, startServer, stopServer } from '../support';
import type { Person } from './import-runs';

export const BENCH_DATABASE_URL = process.env.IMPORT_BENCH_DATABASE_URL || undefined;

/** How long a stopped server may take to finish its work before it is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * A server on a copy of `template` (a stopped server's DATA_DIR after its first start: schema
 * and film world), so each part starts fresh without paying for the film world's load again.
 * It trusts X-Forwarded-For, so each person can come from an address of its own. Resolves with
 * what `work` returned and how the server ended: an exit before the stop is a crash, and one
 * that needs SIGKILL was still busy (a server waits for its running imports when stopped).
 */
export async function onFreshServer<T>(
  template: string,
  dataDir: string,
  work: (server: { url: string; pid: number | undefined }) => Promise<T>,
): Promise<{ result: T; exit: string }> {
  await fs.cp(template, dataDir, { recursive: true });
  // IMPORT_BENCH_DATABASE_URL: the same runs on a new PostgreSQL database of their own (its first start loads the film world).
  const database = BENCH_DATABASE_URL ? await freshDatabase(BENCH_DATABASE_URL, 'movie_browser_bench') : null;
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', ...(database ? { DATABASE_URL: database.url() } : {}) });
  let crashed: string | null = null;
  let stopping = false;
  server.child.once('exit', (code, signal) => {
    if (!stopping) crashed = `The server exited during the run (${signal ?? `code ${code}`})`;
  });
  let result: T;
  try {
    result = await work({ url: server.url, pid: server.child.pid });
  } finally {
    stopping = true;
    await stopServer(server.child, STOP_GRACE_MS);
    await fs.rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  const killed = server.child.signalCode === 'SIGKILL';
  const exit = crashed ?? (killed ? `The server had not stopped ${STOP_GRACE_MS / 1000} s after SIGTERM (still busy) and was killed` : 'The server stopped on SIGTERM');
  return { result, exit };
}

let addresses = 0;

/** A new account, signed in from an address no other person of the benchmark uses. */
export async function newPerson(baseUrl: string): Promise<Person> {
  addresses += 1;
  const ip = `10.38.${addresses >> 8}.${addresses & 255}`;
  const { access, apiKey } = await signUp(baseUrl, ip);
  return { access, apiKey, ip };
}
