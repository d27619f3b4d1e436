import fs from 'node:fs/promises';
import { call, registerAndLogin, type Session } from './api-client';
import { fakeTmdb, type FakeTmdb } from './fake-tmdb';
import { startNode, tempDir, type ServerNode } from './server-process';
import { freshPostgresDatabase, tcpProxy, type FreshDatabase, type TcpProxy } from './services';
import { waitUntil } from './wait-until';

/** Failing fast: well under the pool's 3 s connection timeout, let alone a hang. */
const FAST_MS = 2000;

/**
 * PostgreSQL restarting under a running node. The system PostgreSQL is shared, so a proxy in
 * front of it plays the restart: every connection dropped, new ones refused, then accepted again.
 */
describe('PostgreSQL restarted under a running node', () => {
  let database: FreshDatabase;
  let proxy: TcpProxy;
  let upstream: FakeTmdb;
  let node: ServerNode;
  let dataDir: string;
  let session: Session;

  const userByKey = () => call(node.baseUrl, 'GET', '/api/auth/user/', { token: session.key });
  const addFavorite = (id: number) => call(node.baseUrl, 'PUT', `/api/me/favorites/${id}/`, { cookies: { access: session.access } });

  beforeAll(async () => {
    [database, upstream, dataDir] = await Promise.all([freshPostgresDatabase(), fakeTmdb(), tempDir('pg-outage')]);
    proxy = await tcpProxy(Number(new URL(database.url()).port || 5432));
    node = await startNode(dataDir, { DATABASE_URL: database.url(proxy.port), TMDB_API_KEY: 'x', TMDB_BASE_URL: upstream.baseUrl });
    session = await registerAndLogin(node.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    await proxy?.close();
    await Promise.all([database?.drop(), upstream?.close()]);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 JSON fast during the outage and recovers without a restart', async () => {
    expect((await userByKey()).status).toBe(200);
    expect((await addFavorite(550)).status).toBe(204);

    proxy.cut();
    const during = await Promise.all([
      userByKey(),
      addFavorite(551),
      call(node.baseUrl, 'POST', '/api/auth/login/', { json: { email: session.email, password: session.password } }),
      call(node.baseUrl, 'GET', '/api/me/list-ids/', { cookies: { access: session.access } }),
    ]);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: 'The database is unavailable; try again shortly.', code: 'database_unavailable' });
      expect(answer.ms).toBeLessThan(FAST_MS);
    }
    const health = await call(node.baseUrl, 'GET', '/api/health/');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', db: { kind: 'postgres', status: 'unavailable' } });
    expect(health.ms).toBeLessThan(FAST_MS);
    // What needs no database keeps working: the access token is verified locally.
    expect((await call(node.baseUrl, 'GET', '/api/tmdb/populares/', { cookies: { access: session.access } })).status).toBe(200);

    await proxy.restore();
    const recoveredInMs = await waitUntil('health is ok again', async () => (await call(node.baseUrl, 'GET', '/api/health/')).status === 200);
    expect(recoveredInMs).toBeLessThan(5000);
    expect((await userByKey()).status).toBe(200);
    expect((await addFavorite(551)).status).toBe(204);
    const ids = await call(node.baseUrl, 'GET', '/api/me/list-ids/', { cookies: { access: session.access } });
    expect(ids.body).toMatchObject({ favorites: expect.arrayContaining([550, 551]) });
  });
});
