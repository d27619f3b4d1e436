import fs from 'node:fs/promises';
import { Redis } from 'ioredis';
import { call, login, newAccount, registerAndLogin, type Session } from './api-client';
import { fakeTmdb, type FakeTmdb } from './fake-tmdb';
import { startNode, tempDir, type ServerNode } from './server-process';
import { freshPostgresDatabase, redisServer, type FreshDatabase, type RedisServer } from './services';
import { waitUntil } from './wait-until';

const TIMEOUT_MS = 1000;
/** Loose on purpose: a loaded machine is slow, yet a hang would still be far past this. */
const WITHIN_TIMEOUT_MS = TIMEOUT_MS + 2000;

const UNAVAILABLE = { kind: 'redis', status: 'unavailable', fallback: 'memory' };

/**
 * One node in TMDB upstream mode whose upstream and Redis fail under it. Redis is not
 * running when the node starts, comes up, dies and comes back.
 */
describe('a node whose movie upstream and Redis fail', () => {
  let database: FreshDatabase;
  let redis: RedisServer;
  let upstream: FakeTmdb;
  let node: ServerNode;
  let dataDir: string;
  let session: Session;

  const cacheHealth = async () => ((await call(node.baseUrl, 'GET', '/api/health/')).body as { cache: unknown }).cache;
  const popular = (page: number) => call(node.baseUrl, 'GET', `/api/tmdb/populares/?page=${page}`, { cookies: { access: session.access } });
  const movie = (id: number) => call(node.baseUrl, 'GET', `/api/tmdb/movie/${id}/`, { cookies: { access: session.access } });
  async function cachedInRedis(): Promise<string[]> {
    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    try {
      return await client.keys('mb:cache:*');
    } finally {
      client.disconnect();
    }
  }
  /** Eleven wrong passwords for one e-mail: the eleventh must be refused (ATTEMPT_RULES.loginPerEmail is 10). */
  async function eleventhLoginStatus(): Promise<number> {
    const { email } = newAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(node.baseUrl, email, 'Wrong-password-1');
    return (await login(node.baseUrl, email, 'Wrong-password-1')).status;
  }

  beforeAll(async () => {
    [database, redis, upstream, dataDir] = await Promise.all([freshPostgresDatabase(), redisServer(), fakeTmdb(), tempDir('faults')]);
    node = await startNode(dataDir, {
      DATABASE_URL: database.url(),
      REDIS_URL: redis.url,
      TMDB_API_KEY: 'x',
      TMDB_BASE_URL: upstream.baseUrl,
      TMDB_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    session = await registerAndLogin(node.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    await Promise.all([database?.drop(), redis?.kill(), upstream?.close()]);
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  describe('the movie upstream', () => {
    afterEach(() => upstream.setMode({ kind: 'ok' }));

    it('slow past the timeout: 504 JSON within the timeout, not a hang', async () => {
      upstream.setMode({ kind: 'slow', delayMs: 10_000 });
      const answer = await movie(101);
      expect(answer.status).toBe(504);
      expect(answer.body).toEqual({ error: 'The movie database did not answer in time.', code: 'source_timeout' });
      expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(answer.ms).toBeLessThan(WITHIN_TIMEOUT_MS);
    });

    it('down (connections dropped): 502 JSON at once', async () => {
      upstream.setMode({ kind: 'down' });
      const answer = await movie(102);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: 'The movie database could not be reached.', code: 'source_unreachable' });
      expect(answer.ms).toBeLessThan(WITHIN_TIMEOUT_MS);
    });

    it('answering 429: 503 JSON; answering 500: 502 JSON', async () => {
      upstream.setMode({ kind: 'status', status: 429 });
      const busy = await movie(103);
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({ error: 'The movie database is busy; try again shortly.', code: 'source_busy' });
      upstream.setMode({ kind: 'status', status: 500 });
      const failing = await movie(104);
      expect(failing.status).toBe(502);
      expect(failing.body).toEqual({ error: 'The movie database could not be reached.', code: 'source_unreachable' });
    });

    it('slow, down or failing: what was cached is still served, without asking the upstream', async () => {
      expect((await movie(105)).status).toBe(200);
      const asked = upstream.calls('/3/movie/105');
      for (const mode of [{ kind: 'slow', delayMs: 10_000 }, { kind: 'down' }, { kind: 'status', status: 500 }] as const) {
        upstream.setMode(mode);
        const answer = await movie(105);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ id: 105, title: 'Fight Club' });
        expect(answer.ms).toBeLessThan(WITHIN_TIMEOUT_MS);
      }
      expect(upstream.calls('/3/movie/105')).toBe(asked);
    });
  });

  describe('Redis', () => {
    it('missing at start: the node serves from the in-process cache and limits, and says so', async () => {
      const health = await call(node.baseUrl, 'GET', '/api/health/');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', db: { status: 'ok' }, cache: UNAVAILABLE });
      expect((await popular(1)).status).toBe(200);
      expect((await popular(1)).status).toBe(200);
      expect(upstream.calls('/3/movie/popular')).toBe(1);
      expect(await eleventhLoginStatus()).toBe(429);
    });

    it('when it comes up, the node uses it again without a restart', async () => {
      await redis.start();
      await waitUntil('health reports Redis', async () => (await cacheHealth() as { status?: string }).status === 'ok');
      expect((await call(node.baseUrl, 'GET', '/api/health/')).body).toMatchObject({ status: 'ok', cache: { kind: 'redis', status: 'ok' } });
      expect((await popular(2)).status).toBe(200);
      expect((await cachedInRedis()).some((key) => key.includes('/movie/popular?page=2'))).toBe(true);
      expect(await eleventhLoginStatus()).toBe(429);
    });

    it('lost while running: requests keep being answered, health says so, and Redis is used again when back', async () => {
      await redis.kill();
      await waitUntil('health reports the fallback', async () => JSON.stringify(await cacheHealth()) === JSON.stringify(UNAVAILABLE));
      const during = await Promise.all([popular(3), popular(3), movie(106), call(node.baseUrl, 'GET', '/api/auth/user/', { token: session.key })]);
      expect(during.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await eleventhLoginStatus()).toBe(429);

      await redis.start();
      await waitUntil('health reports Redis again', async () => (await cacheHealth() as { status?: string }).status === 'ok');
      expect((await popular(4)).status).toBe(200);
      expect((await cachedInRedis()).some((key) => key.includes('/movie/popular?page=4'))).toBe(true);
    });
  });
});
