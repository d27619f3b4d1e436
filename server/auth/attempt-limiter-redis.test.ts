import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { cookieOf, createAccount, login, uniqueEmail, uniqueIp } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { REDIS, serviceUrl } from '../testing/test-services';
import { UPLOAD_RULES } from './attempt-rules';

const REDIS_URL = serviceUrl(REDIS);

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

  it('counts refused uploads from one address on every node, and makes it wait on any', async () => {
    const ip = uniqueIp();
    const refusedUpload = async (node: TestApp, access: string) => {
      const form = new FormData();
      form.append('file', new Blob(['not a film log\n']), 'diary.csv');
      return (await node.app.inject({ method: 'POST', url: '/api/me/imports/', cookies: { access }, payload: form, remoteAddress: ip })).statusCode;
    };
    const signedIn = async (node: TestApp) => {
      const account = await createAccount(node.app);
      // The nodes' own test databases hand out the same user ids, run after run: a fresh count.
      await redis.del(`mb:attempts:upload-refused-user:${account.id}`);
      return { id: account.id, access: cookieOf(await login(node.app, account.email), 'access')?.value ?? '' };
    };
    const users: { id: number }[] = [];
    let node = nodeA;
    for (let sent = 0; sent < UPLOAD_RULES.refusedPerIp.limit; sent += UPLOAD_RULES.refusedPerUser.limit) {
      const user = await signedIn(node);
      users.push(user);
      for (let attempt = 0; attempt < UPLOAD_RULES.refusedPerUser.limit; attempt += 1) expect(await refusedUpload(node, user.access)).toBe(400);
      node = node === nodeA ? nodeB : nodeA;
    }
    const fresh = await signedIn(node);
    expect(await refusedUpload(node, fresh.access)).toBe(429);
    expect(await redis.get(`mb:attempts:upload-refused-ip:${ip}`)).toBe(String(UPLOAD_RULES.refusedPerIp.limit));
    // The user ids of the two nodes' own databases repeat: their keys go too.
    await redis.del(`mb:attempts:upload-refused-ip:${ip}`, ...[...users, fresh].map((user) => `mb:attempts:upload-refused-user:${user.id}`));
  });
});
