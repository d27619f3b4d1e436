/**
 * `npm run loadtest`: simulated users against the real server on loopback, first on the
 * embedded database (PGlite), then on a fresh PostgreSQL database that is dropped after.
 * Users are registered before the timed window (argon2 is CPU-heavy on 2 cores), then for
 * LOADTEST_DURATION seconds they log in, refresh, browse, search and toggle favorites and the
 * watchlist. At the end every user's lists are compared with what that user did.
 *
 * Rate limits stay on: the server trusts X-Forwarded-For (TRUST_PROXY=true, as behind a load
 * balancer) and every simulated user comes from its own address, so the per-IP limits see
 * distinct clients; each user logs in at most LOGINS_PER_USER times, under the per-e-mail limit.
 *
 * Environment: LOADTEST_DURATION (s, 60), LOADTEST_USERS (300), LOADTEST_CONCURRENCY (24),
 * LOADTEST_TARGETS (pglite,postgres), LOADTEST_DATABASE_URL (postgres://root@127.0.0.1:5432/postgres),
 * LOADTEST_LINGER_MS (0: how long each server stays up, idle, after its load; `npm run bench:memory`
 * reads its memory then, and is told the load is over by a LOAD_OVER line on stdout).
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from '../server/testing/databases';
import { LOAD_OVER, cpuModel, startServer, stopServer } from './support';

const DURATION_S = Number(process.env.LOADTEST_DURATION ?? 60);
const USERS = Number(process.env.LOADTEST_USERS ?? 300);
const CONCURRENCY = Number(process.env.LOADTEST_CONCURRENCY ?? 24);
const TARGETS = (process.env.LOADTEST_TARGETS ?? 'pglite,postgres').split(',').map((target) => target.trim());
const ADMIN_URL = process.env.LOADTEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const LINGER_MS = Number(process.env.LOADTEST_LINGER_MS ?? 0);
const REGISTER_CONCURRENCY = 2;
const LOGINS_PER_USER = 8;
const PASSWORD = 'load test password, long enough';
const SEARCHES = ['godfather', 'star wars', 'matrix', 'amelie', 'titanic', 'love', 'dark knight', 'godfater', 'alien', 'toy story'];

interface User {
  email: string;
  ip: string;
  apiKey: string;
  access?: string;
  refresh?: string;
  logins: number;
  favorites: Set<number>;
  watchlist: Set<number>;
  /** Lists whose last write got no clear answer: their final state cannot be predicted. */
  uncertain: Set<'favorites' | 'watchlist'>;
}

class Recorder {
  readonly latencies = new Map<string, number[]>();
  readonly statuses = new Map<string, number>();
  serverErrors: string[] = [];
  networkErrors = 0;

  record(operation: string, ms: number, status: number, detail: string): void {
    const list = this.latencies.get(operation) ?? [];
    list.push(ms);
    this.latencies.set(operation, list);
    const bucket = status === 0 ? 'network error' : `${Math.floor(status / 100)}xx`;
    this.statuses.set(bucket, (this.statuses.get(bucket) ?? 0) + 1);
    if (status >= 500) this.serverErrors.push(`${operation} ${status} ${detail}`);
    if (status === 0) this.networkErrors += 1;
  }

  get total(): number {
    return [...this.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

function cookieValue(res: Response, name: string): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator) === name) return pair.slice(separator + 1);
  }
  return undefined;
}

/** One simulated client: its own address, its cookies, every call timed and recorded. */
function clientFor(baseUrl: string, recorder: Recorder) {
  return async function call(
    user: User,
    operation: string,
    method: string,
    url: string,
    options: { body?: unknown; cookie?: string } = {},
  ): Promise<Response | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': user.ip };
    const cookie = options.cookie ?? (user.access ? `access=${user.access}` : undefined);
    if (cookie) headers.cookie = cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: 'manual',
      });
      const text = await res.text();
      recorder.record(operation, performance.now() - started, res.status, text.slice(0, 200));
      return new Response(res.status === 204 || res.status === 304 ? null : text, { status: res.status, headers: res.headers });
    } catch (error) {
      recorder.record(operation, performance.now() - started, 0, String(error));
      return null;
    }
  };
}

async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

interface TargetResult {
  target: string;
  startupMs: number;
  registerMs: number;
  registered: number;
  recorder: Recorder;
  durationS: number;
  lost: number;
  extra: number;
  duplicated: number;
  uncertainLists: number;
  exitCode: number | null;
}

async function runTarget(target: string): Promise<TargetResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-load-'));
  const database = target === 'postgres' ? await freshDatabase(ADMIN_URL, 'movie_browser_load') : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: database?.url() ?? '', TRUST_PROXY: 'true', CORS_ORIGINS: '' };
  const server = await startServer(env);
  try {
    const result = await drive(target, server.url, server.startupMs, server.child);
    if (LINGER_MS > 0) {
      process.stdout.write(`${LOAD_OVER}\n`);
      await new Promise((resolve) => setTimeout(resolve, LINGER_MS));
    }
    return result;
  } finally {
    await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function drive(target: string, baseUrl: string, startupMs: number, child: ChildProcess): Promise<TargetResult> {
  const setup = new Recorder();
  const recorder = new Recorder();
  const setupCall = clientFor(baseUrl, setup);
  const call = clientFor(baseUrl, recorder);
  const run = randomBytes(3).toString('hex');
  const users: User[] = Array.from({ length: USERS }, (_, index) => ({
    email: `load-${run}-${index}@example.test`,
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    apiKey: '',
    logins: 0,
    favorites: new Set(),
    watchlist: new Set(),
    uncertain: new Set(),
  }));

  const registerStarted = performance.now();
  let registered = 0;
  await inBatches(users, REGISTER_CONCURRENCY, async (user) => {
    const res = await setupCall(user, 'register', 'POST', '/api/autenticacion/registro/', {
      body: { email: user.email, password1: PASSWORD, password2: PASSWORD },
    });
    if (res?.status === 201) registered += 1;
  });
  const registerMs = performance.now() - registerStarted;
  if (registered !== USERS) throw new Error(`only ${registered} of ${USERS} users registered`);

  async function login(user: User, client = call): Promise<boolean> {
    const res = await client(user, 'login', 'POST', '/api/auth/login/', { body: { email: user.email, password: PASSWORD } });
    if (res?.status !== 200) return false;
    user.logins += 1;
    user.access = cookieValue(res, 'access');
    user.refresh = cookieValue(res, 'refresh');
    user.apiKey = ((await res.json()) as { api_key: string }).api_key;
    return true;
  }

  // The films the users toggle: a small pool, so the same ids are added and removed again and again.
  const first = users[0] as User;
  await login(first, setupCall);
  const pool: number[] = [];
  for (const page of [1, 2]) {
    const res = await setupCall(first, 'popular', 'GET', `/api/tmdb/populares/?page=${page}`);
    pool.push(...((await res?.json()) as { results: Array<{ id: number }> }).results.map((movie) => movie.id));
  }

  async function toggle(user: User, list: 'favorites' | 'watchlist'): Promise<void> {
    const id = random(pool);
    const has = user[list].has(id);
    const res = await call(user, `${has ? 'DELETE' : 'PUT'} /api/me/${list}/{id}/`, has ? 'DELETE' : 'PUT', `/api/me/${list}/${id}/`);
    if (res?.status === 204) {
      if (has) user[list].delete(id);
      else user[list].add(id);
    } else {
      user.uncertain.add(list);
    }
  }

  async function visit(user: User): Promise<void> {
    if (!user.access || (Math.random() < 0.1 && user.logins < LOGINS_PER_USER)) {
      if (user.logins >= LOGINS_PER_USER || !(await login(user))) return;
    } else if (Math.random() < 0.15 && user.refresh) {
      const res = await call(user, 'refresh', 'POST', '/api/auth/token/refresh/', { cookie: `refresh=${user.refresh}` });
      if (res?.status === 200) {
        user.access = cookieValue(res, 'access');
        user.refresh = cookieValue(res, 'refresh');
      }
    }
    const popular = await call(user, 'GET /api/tmdb/populares/', 'GET', `/api/tmdb/populares/?page=${1 + Math.floor(Math.random() * 20)}`);
    const results = popular?.status === 200 ? ((await popular.json()) as { results: Array<{ id: number }> }).results : [];
    const id = results.length > 0 ? random(results).id : random(pool);
    await call(user, 'GET /api/tmdb/movie/{id}/', 'GET', `/api/tmdb/movie/${id}/`);
    await call(user, 'GET /api/tmdb/movie/{id}/credits/', 'GET', `/api/tmdb/movie/${id}/credits/`);
    await call(user, 'GET /api/tmdb/movie/{id}/similar', 'GET', `/api/tmdb/movie/${id}/similar`);
    await call(user, 'GET /api/me/list-ids/', 'GET', '/api/me/list-ids/');
    if (Math.random() < 0.3) {
      await call(user, 'GET /3/search/movie', 'GET', `/3/search/movie?query=${encodeURIComponent(random(SEARCHES))}&api_key=${user.apiKey}`);
    }
    await toggle(user, 'favorites');
    if (Math.random() < 0.6) await toggle(user, 'watchlist');
  }

  const idle = [...users];
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const user = idle.splice(Math.floor(Math.random() * idle.length), 1)[0];
        if (!user) break;
        await visit(user);
        idle.push(user);
      }
    }),
  );
  const durationS = (performance.now() - started) / 1000;

  // The check: every user's lists, as the server holds them, against what that user did.
  let lost = 0;
  let extra = 0;
  let duplicated = 0;
  let uncertainLists = 0;
  await inBatches(users, 8, async (user) => {
    if (!user.access) return;
    const res = await setupCall(user, 'check', 'GET', '/api/me/list-ids/');
    const held = (await res?.json()) as { favorites: number[]; watchlist: number[] };
    for (const list of ['favorites', 'watchlist'] as const) {
      if (user.uncertain.has(list)) {
        uncertainLists += 1;
        continue;
      }
      const ids = held[list];
      duplicated += ids.length - new Set(ids).size;
      lost += [...user[list]].filter((id) => !ids.includes(id)).length;
      extra += ids.filter((id) => !user[list].has(id)).length;
      const paged = await setupCall(user, 'check', 'GET', `/api/me/${list}/`);
      const total = ((await paged?.json()) as { total_results: number }).total_results;
      if (total !== user[list].size) extra += Math.max(0, total - user[list].size);
    }
  });
  if (setup.serverErrors.length > 0) recorder.serverErrors.push(...setup.serverErrors.map((error) => `setup: ${error}`));
  return {
    target,
    startupMs,
    registerMs,
    registered,
    recorder,
    durationS,
    lost,
    extra,
    duplicated,
    uncertainLists,
    exitCode: child.exitCode,
  };
}

function report(result: TargetResult): string {
  const { recorder } = result;
  const rows = [...recorder.latencies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([operation, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `| ${operation} | ${list.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`;
    });
  const all = [...recorder.latencies.values()].flat().sort((a, b) => a - b);
  const statuses = [...recorder.statuses.entries()].filter(([bucket]) => bucket !== '5xx').sort().map(([bucket, count]) => `${bucket}: ${count}`).join(', ');
  return [
    `### ${result.target === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}`,
    '',
    `- Server start (spawn to healthy, fresh database with catalogue load): ${result.startupMs} ms.`,
    `- ${result.registered} users registered before the timed window in ${(result.registerMs / 1000).toFixed(1)} s (${REGISTER_CONCURRENCY} at a time: argon2id).`,
    `- Timed window: ${result.durationS.toFixed(1)} s, ${CONCURRENCY} users active at a time out of ${USERS}: ${recorder.total} requests (${(recorder.total / result.durationS).toFixed(0)} req/s), all operations p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms.`,
    `- Answers: ${statuses}. 5xx: ${recorder.serverErrors.length}. Network errors: ${recorder.networkErrors}.`,
    `- Lists checked against what each user did: ${result.lost} lost, ${result.duplicated} duplicated, ${result.extra} unexpected entries (${result.uncertainLists} lists left out after a write without a clear answer).`,
    '',
    '| Operation | requests | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n');
}

function machine(): string {
  return `${os.availableParallelism()} cores (nproc), ${cpuModel()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

async function main(): Promise<void> {
  const sections = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run loadtest\` (bench/loadtest.ts) on ${machine()}; the load generator runs on the same cores as the server.`,
    '',
  ];
  let failed = false;
  for (const target of TARGETS) {
    const result = await runTarget(target);
    sections.push(report(result));
    if (result.recorder.serverErrors.length > 0) process.stdout.write(`5xx answers:\n${result.recorder.serverErrors.slice(0, 20).join('\n')}\n`);
    failed ||= result.recorder.serverErrors.length > 0 || result.recorder.networkErrors > 0 || result.lost + result.duplicated + result.extra > 0;
  }
  process.stdout.write(`\n${sections.join('\n')}\n`);
  if (failed) {
    process.stderr.write('load test failed: 5xx answers, network errors or list entries lost or duplicated\n');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
