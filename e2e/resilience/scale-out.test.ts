import fs from 'node:fs/promises';
import { call, cookieValue, login, newAccount, registerAndLogin } from './api-client';
import { fakeTmdb, type FakeTmdb } from './fake-tmdb';
import { startNode, tempDir, type ServerNode } from './server-process';
import { freshPostgresDatabase, redisServer, type FreshDatabase, type RedisServer } from './services';

/**
 * docs/PRODUCT.md §14.1: two real server processes on one PostgreSQL and one Redis behave as one
 * server. Nothing is configured to be shared but the URLs: SESSION_SECRET is left unset, so
 * the nodes must agree on the one generated into app_settings.
 */
describe('two API nodes on one PostgreSQL and one Redis', () => {
  let database: FreshDatabase;
  let redis: RedisServer;
  let upstream: FakeTmdb;
  let a: ServerNode;
  let b: ServerNode;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    [database, redis, upstream] = await Promise.all([freshPostgresDatabase(), redisServer(), fakeTmdb()]);
    await redis.start();
    const env = { DATABASE_URL: database.url(), REDIS_URL: redis.url, TMDB_API_KEY: 'x', TMDB_BASE_URL: upstream.baseUrl };
    dataDirs.push(await tempDir('node-a'), await tempDir('node-b'));
    // Both at once on an empty database: the migration lock lets one migrate while the other waits.
    [a, b] = await Promise.all([startNode(dataDirs[0] ?? '', env), startNode(dataDirs[1] ?? '', env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([database?.drop(), redis?.kill(), upstream?.close()]);
    await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('both report PostgreSQL and Redis', async () => {
    for (const node of [a, b]) {
      const health = await call(node.baseUrl, 'GET', '/api/health/');
      expect(health.body).toMatchObject({ status: 'ok', db: { kind: 'postgres', status: 'ok' }, cache: { kind: 'redis', status: 'ok' } });
    }
  });

  it('a session made on A works and refreshes on B; a logout on A ends it on B', async () => {
    const session = await registerAndLogin(a.baseUrl);
    const onB = await call(b.baseUrl, 'GET', '/api/auth/user/', { cookies: { access: session.access } });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ email: session.email });
    expect((await call(b.baseUrl, 'GET', '/api/auth/user/', { token: session.key })).status).toBe(200);

    const refreshed = await call(b.baseUrl, 'POST', '/api/auth/token/refresh/', { cookies: { refresh: session.refresh } });
    expect(refreshed.status).toBe(200);
    const rotated = cookieValue(refreshed.setCookies, 'refresh') ?? '';
    expect(rotated).not.toBe('');
    expect(rotated).not.toBe(session.refresh);

    const loggedOut = await call(a.baseUrl, 'POST', '/api/auth/logout/', { cookies: { refresh: rotated, access: session.access } });
    expect(loggedOut.status).toBe(200);
    expect((await call(b.baseUrl, 'POST', '/api/auth/token/refresh/', { cookies: { refresh: rotated } })).status).toBe(401);
    expect((await call(b.baseUrl, 'GET', '/api/auth/user/', { token: session.key })).status).toBe(401);
  });

  it('login attempts on A and B count against one limit', async () => {
    const { email } = newAccount();
    // ATTEMPT_RULES.loginPerEmail: 10 in 15 minutes. Five on each node stay within it only if counted together.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await login(attempt % 2 === 0 ? a.baseUrl : b.baseUrl, email, 'Wrong-password-1')).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const eleventh = await login(b.baseUrl, email, 'Wrong-password-1');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ detail: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/), code: 'too_many_attempts', params: { seconds: expect.any(Number) } });
  });

  it('an upstream answer cached by A is served by B without asking the upstream again', async () => {
    const session = await registerAndLogin(a.baseUrl);
    const fromA = await call(a.baseUrl, 'GET', '/api/tmdb/populares/?page=1', { cookies: { access: session.access } });
    const fromB = await call(b.baseUrl, 'GET', '/api/tmdb/populares/?page=1', { cookies: { access: session.access } });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(upstream.calls('/3/movie/popular')).toBe(1);
  });
});
