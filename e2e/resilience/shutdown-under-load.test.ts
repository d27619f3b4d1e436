import fs from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { call, registerAndLogin, type Answer } from './api-client';
import { fakeTmdb, type FakeTmdb } from './fake-tmdb';
import { startNode, tempDir, type ServerNode } from './server-process';
import { freshPostgresDatabase, type FreshDatabase } from './services';
import { waitUntil } from './wait-until';

const SLOW_UPSTREAM_MS = 1500;
const READS = 20;
const WRITES = 10;

/** A request on a connection of its own, so a kept-alive socket cannot hide a refused connection. */
function freshConnectionGet(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('SIGTERM while requests are in flight', () => {
  let database: FreshDatabase;
  let upstream: FakeTmdb;
  let node: ServerNode;
  let dataDir: string;

  beforeAll(async () => {
    [database, upstream, dataDir] = await Promise.all([freshPostgresDatabase(), fakeTmdb(), tempDir('sigterm')]);
    node = await startNode(dataDir, { DATABASE_URL: database.url(), TMDB_API_KEY: 'x', TMDB_BASE_URL: upstream.baseUrl });
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    await Promise.all([database?.drop(), upstream?.close()]);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finishes every in-flight read and write, refuses new connections, and exits 0', async () => {
    const session = await registerAndLogin(node.baseUrl);
    const cookies = { access: session.access };
    upstream.setMode({ kind: 'slow', delayMs: SLOW_UPSTREAM_MS });
    // Distinct films, so none is coalesced into another: each holds a request open upstream.
    const inFlight: Array<Promise<Answer>> = [
      ...Array.from({ length: READS }, (_, i) => call(node.baseUrl, 'GET', `/api/tmdb/movie/${1000 + i}/`, { cookies })),
      // A write waits for the film upstream, then writes to the database after the signal.
      ...Array.from({ length: WRITES }, (_, i) => call(node.baseUrl, 'PUT', `/api/me/favorites/${2000 + i}/`, { cookies })),
    ];
    let answered = 0;
    const countAnswer = () => answered++;
    for (const request of inFlight) void request.then(countAnswer, countAnswer);
    const seenUpstream = () => Array.from({ length: READS }, (_, i) => upstream.calls(`/3/movie/${1000 + i}`)).reduce((a, b) => a + b, 0);
    await waitUntil('every read reached the upstream', async () => seenUpstream() === READS);

    node.child.kill('SIGTERM');
    await waitUntil('the listener closed', async () => (await freshConnectionGet(`${node.baseUrl}/api/health/`)) === 'ECONNREFUSED');
    // The refusal must come while the requests are still in flight, not after they drained.
    expect(answered).toBe(0);

    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(READS).fill(200), ...Array<number>(WRITES).fill(204)]);
    expect(await node.exited).toEqual({ code: 0, signal: null });

    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from movie_list_entries');
    await client.end();
    expect(Number(rows[0]?.count)).toBe(WRITES);
  }, 60_000);
});
