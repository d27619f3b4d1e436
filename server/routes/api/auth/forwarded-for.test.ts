import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';
import { uniqueEmail, uniqueIp } from '../../../testing/accounts';

/** The load balancer's own address: the socket's peer of every request. */
const PROXY = '10.0.0.2';
/** The client as the load balancer saw it, appended as the last X-Forwarded-For entry. */
const CLIENT = '203.0.113.9';

/** A client that writes a fresh address of its own in front of what the proxy appends. */
const forgedHeaders = () => ({ 'x-forwarded-for': `${uniqueIp()}, ${CLIENT}` });

describe.each(databaseTargets)('per-IP limits behind a proxy (%s)', (target) => {
  describe.each([
    ['a hop count', '1'],
    ['the proxy addresses', '10.0.0.0/8'],
  ])('TRUST_PROXY naming %s', (_name, trustProxy) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await buildTestApp(target, { TRUST_PROXY: trustProxy });
    });

    afterAll(async () => {
      await t.close();
    });

    it('counts logins by the address the proxy saw, whatever the client forged', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { email: uniqueEmail(), password: 'wrong password 1' },
          remoteAddress: PROXY,
          headers: forgedHeaders(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('counts sign-ups by the address the proxy saw', async () => {
      const register = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/autenticacion/registro/',
          payload: { email: uniqueEmail(), password1: 'short', password2: 'short' },
          remoteAddress: PROXY,
          headers: forgedHeaders(),
        });
      for (let attempt = 0; attempt < 10; attempt++) expect((await register()).statusCode).toBe(400);
      expect((await register()).statusCode).toBe(429);
    });
  });
});
