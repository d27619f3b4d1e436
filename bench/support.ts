import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/harness';
import { refreshCatalogueIndexes, upsertFilms } from '../server/catalogue/catalogue-store';
import type { CatalogueFilm } from '../server/catalogue/film';
import { parseFilmWorld, readFilmWorldFile } from '../server/catalogue/film-world';
import { openDatabase } from '../server/db/database';
import { SERVER_NODE_OPTIONS, serverEnv } from '../scripts/server-launch.cjs';

export const ROOT = path.resolve(__dirname, '..');

/** Replaces one "## " section of a document (or appends it), leaving the others as they are. */
export function replaceSection(doc: string, heading: string, content: string): string {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start === -1) return `${doc.trimEnd()}\n\n${content}`;
  const next = doc.indexOf('\n## ', start + heading.length + 2);
  return `${doc.slice(0, start + 1)}${content}${next === -1 ? '' : doc.slice(next)}`;
}

/** The CPU model as /proc/cpuinfo names it, for the measurement notes. */
export function cpuModel(): string {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  return /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
}

/** The line bench/loadtest.ts prints when a server's load is over and it lingers (LOADTEST_LINGER_MS). */
export const LOAD_OVER = 'LOAD_OVER';

interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Spawn to the first healthy answer. */
  startupMs: number;
}

/**
 * The production server (dist/server/server.js, what `npm start` runs; the bench scripts build
 * it first) on a free loopback port, without the developer's database, TMDB key or Redis
 * unless env sets them.
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(ROOT, 'dist', 'server', 'server.js')], {
    cwd: ROOT,
    env: serverEnv({ ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', TMDB_API_KEY: '', REDIS_URL: '', ...env }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (await fetch(`${url}/api/health/`).then((res) => res.ok, () => false)) return { url, child, startupMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * SIGTERM and the exit code, or the code it already exited with. With `killAfterMs`, SIGKILL
 * once that has passed: a server that waits for work it cannot finish (a stuck import) must not
 * hang the benchmark that stops it.
 */
export async function stopServer(child: ChildProcess, killAfterMs?: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  if (killAfterMs === undefined) return exited;
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return exited.finally(() => clearTimeout(timer));
}

/** A process's resident memory now and its peak (VmHWM), in MB; undefined once it has exited. */
export async function processMemory(pid: number | undefined): Promise<{ rssMb: number; peakMb: number } | undefined> {
  const text = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  // A process that has exited but not been reaped (a zombie) has no VmRSS line.
  if (!text?.includes('VmRSS')) return undefined;
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024);
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
/** One request of a load run: a path, and the headers it carries (a user's token). */
export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
  /** autocannon calls it before each send of this request; what it returns is sent. */
  setupRequest?: (request: LoadRequest) => LoadRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: LoadRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(__filename)('autocannon') as Autocannon;

export const DURATION_S = 5;
export const CONNECTIONS = 64;

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ceiling?: number;
}

/**
 * One request that takes the next of `paths` each time any connection sends it, so many
 * connections never ask the same path until the list is used up. autocannon builds a list of
 * requests once per connection: 64 connections over 50,000 paths built 3.2 million requests and
 * stalled the run for about 20 s before the first one went out.
 */
export function drawnInTurn(paths: readonly string[]): LoadRequest[] {
  let next = 0;
  const draw = (): string => paths[next++ % paths.length] ?? '/';
  return [{ path: draw(), setupRequest: (request) => ({ ...request, path: draw() }) }];
}

/** DURATION_S (or `duration`) of autocannon over `requests` (taken in turn), failing on any non-2xx answer or error. */
export async function load(name: string, url: string, requests: ReadonlyArray<string | LoadRequest>, connections = CONNECTIONS, duration = DURATION_S): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: requests.map((request) => (typeof request === 'string' ? { path: request } : request)),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** A short run that warms the code a row's requests take (V8 optimises it), then the row. */
export const WARM_UP_S = 2;
export async function warmedLoad(name: string, url: string, requests: ReadonlyArray<string | LoadRequest>, connections = CONNECTIONS): Promise<Row> {
  await load(`${name} (warm-up)`, url, requests, connections, WARM_UP_S);
  return load(name, url, requests, connections);
}

export const table = (rows: Row[]) =>
  ['| Endpoint | req/s | p50 ms | p99 ms | share of node:http ceiling |', '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ceiling ? `${Math.round((100 * r.rps) / r.ceiling)}% of ${r.ceiling}` : '-'} |`)].join('\n');

let accounts = 0;

/**
 * A new account on the server: its session key (Authorization: Token), its /3 api_key and its
 * access cookie's value. `ip` is sent as X-Forwarded-For, so a server started with TRUST_PROXY
 * counts each account's sign-up, login and uploads under an address of its own.
 */
export async function signUp(url: string, ip?: string): Promise<{ key: string; apiKey: string; access: string }> {
  const email = `bench-${Date.now()}-${(accounts += 1)}@example.test`;
  const password = 'a long bench password 42';
  const headers = { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) };
  const register = await fetch(`${url}/api/autenticacion/registro/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password1: password, password2: password }),
  });
  if (register.status !== 201) throw new Error(`registration failed: ${register.status} ${await register.text()}`);
  const login = await fetch(`${url}/api/auth/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const access = login.headers.getSetCookie().map((cookie) => /^access=([^;]*)/.exec(cookie)?.[1]).find(Boolean) ?? '';
  const { key, api_key: apiKey } = (await login.json()) as { key: string; api_key: string };
  return { key, apiKey, access };
}

/**
 * How many distinct people and films the uncached rows ask for: more than one connection
 * reads in a row's 5 s, so nearly every answer is computed, not served from the cache.
 */
export const DISTINCT_IDS = 4000;

/** The film world's most popular people and films, the ones visitors open most. */
export async function popularIds(): Promise<{ people: number[]; films: number[]; filmCount: number }> {
  const world = parseFilmWorld((await readFilmWorldFile()).compressed);
  const top = (rows: ReadonlyArray<readonly [number, ...unknown[]]>, popularity: (row: never) => number) =>
    [...rows].sort((a, b) => popularity(b as never) - popularity(a as never)).slice(0, DISTINCT_IDS).map((row) => row[0]);
  return {
    people: top(world.people, (row: (typeof world.people)[number]) => row[3]),
    films: top(world.films, (row: (typeof world.films)[number]) => row[15]),
    filmCount: world.films.length,
  };
}

export const SYNTHETIC_FILMS = 100_000;

const WORDS = ['Midnight', 'Silver', 'River', 'Empire', 'Ghost', 'Summer', 'Broken', 'Golden', 'Shadow', 'Last', 'Wild', 'Secret',
  'City', 'Storm', 'Crimson', 'Iron', 'Dream', 'Winter', 'Lost', 'Blue', 'Fire', 'Garden', 'Night', 'Heart', 'Echo', 'Stone'];

/** Deterministic synthetic films (ids 1..N, below the embedded range), titled "[synthetic] ...". */
function syntheticFilms(count: number): CatalogueFilm[] {
  let seed = 42;
  const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) % WORDS.length;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1, source: 'import', title: `[synthetic] ${WORDS[next()]} ${WORDS[next()]} ${WORDS[next()]} ${index}`,
    original_title: '', original_language: '', overview: '', tagline: '', release_date: `${1950 + (index % 70)}-01-01`,
    runtime: null, adult: false, popularity: (index % 1000) / 10, vote_average: (index % 100) / 10, vote_count: index % 5000,
    poster_path: null, backdrop_path: null, budget: 0, revenue: 0, status: 'Released', imdb_id: null, homepage: '',
    genre_ids: [[28, 35, 18, 27][index % 4] ?? 18], director: null, cast: [], crew: [],
  }));
}

/**
 * A PGlite DATA_DIR holding SYNTHETIC_FILMS films: the film world (a first start of the server)
 * and synthetic films for the rest. Returns how many are synthetic.
 */
export async function syntheticCatalogue(dataDir: string): Promise<number> {
  await stopServer((await startServer({ DATA_DIR: dataDir })).child);
  const db = await openDatabase({ dataDir });
  const synthetic = SYNTHETIC_FILMS - (await popularIds()).filmCount;
  await db.transaction((tx) => upsertFilms(tx, syntheticFilms(synthetic)));
  await refreshCatalogueIndexes(db);
  await db.close();
  return synthetic;
}
