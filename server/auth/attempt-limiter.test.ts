import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { login, uniqueEmail, uniqueIp } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { memoryAttemptLimiter } from './attempt-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('memoryAttemptLimiter', () => {
  it('counts per key in fixed windows and tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = memoryAttemptLimiter(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.attempt('a', rule)).toBeNull();
    expect(await limiter.attempt('a', rule)).toBeNull();
    expect(await limiter.attempt('b', rule)).toBeNull();
    now += 15_500;
    expect(await limiter.attempt('a', rule)).toBe(45);
    now += 44_500;
    expect(await limiter.attempt('a', rule)).toBeNull();
  });

  it('stays fast under a flood of unique keys and still counts the key under attack', async () => {
    const limiter = memoryAttemptLimiter();
    const rule = { limit: 10, windowMs: 15 * 60_000 };
    const started = performance.now();
    for (let attempt = 0; attempt < 100_000; attempt++) {
      await limiter.attempt(`login-email:flood-${attempt}@example.test`, rule);
      if (attempt % 10_000 === 0) await limiter.attempt('login-ip:203.0.113.9', rule);
    }
    // Sweeping every key on each attempt past 10,000 keys took minutes here; a bounded map takes well under a second.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await limiter.attempt('login-ip:203.0.113.9', rule)).not.toBeNull();
  }, 60_000);
});

describe.each(databaseTargets)('attempt limits in Redis on %s', (target) => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let redis: Redis;
  /** Every key this run creates has its unique e-mail or IP in it; only those are deleted. */
  const runTag = randomBytes(4).toString('hex');
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    nodeA = await buildTestApp(target, { REDIS_URL });
    nodeB = await buildTestApp(target, { REDIS_URL });
  }, 30_000);
  afterAll(async () => {
    const keys = await redis.keys(`mb:attempts:*${runTag}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('keeps the per-e-mail count in Redis, shared by every node', async () => {
    const email = uniqueEmail(`redis-${runTag}`);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const node = attempt % 2 === 0 ? nodeA : nodeB;
      expect((await login(node.app, email, 'wrong guess')).statusCode).toBe(400);
    }
    const blocked = await login(nodeA.app, email, 'wrong guess');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const key = `mb:attempts:login-email:${email}`;
    expect(await redis.get(key)).toBe('11');
    expect(await redis.pttl(key)).toBeGreaterThan(14 * 60_000);
  });

  it('keeps the per-IP count in Redis too', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await nodeB.app.inject({
        method: 'POST',
        url: '/api/autenticacion/registro/',
        payload: { email: uniqueEmail(`redis-${runTag}`), password1: 'violet-harbour-93', password2: 'differs-1234' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await nodeA.app.inject({
      method: 'POST',
      url: '/api/autenticacion/registro/',
      payload: { email: uniqueEmail(`redis-${runTag}`), password1: 'violet-harbour-93', password2: 'violet-harbour-93' },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(await redis.get(`mb:attempts:register-ip:${ip}`)).toBe('11');
    await redis.del(`mb:attempts:register-ip:${ip}`, `mb:attempts:login-ip:${ip}`);
  });
});
