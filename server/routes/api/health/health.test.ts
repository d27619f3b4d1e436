import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

describe.each(databaseTargets)('GET /api/health/ on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('reports the database, cache and movie source it runs on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ok',
      db: { kind: target, status: 'ok' },
      cache: { kind: 'memory' },
      source: 'embedded',
    });
  });

  it('answers liveness without the database: 200 while the process serves, even when the database does not answer', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live/' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.json()).toEqual({ status: 'ok' });
    const ping = t.app.db.ping;
    t.app.db.ping = () => Promise.reject(new Error('the database is away'));
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live/' })).statusCode).toBe(200);
    } finally {
      t.app.db.ping = ping;
    }
  });

  it('asks the database once for the readiness probes that arrive while its ping is on its way', async () => {
    const ping = t.app.db.ping;
    let pings = 0;
    t.app.db.ping = () => {
      pings += 1;
      return ping.call(t.app.db);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/api/health/' })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(pings).toBe(1);
      // The next probe asks again: nothing is kept once the ping has answered.
      await t.app.inject({ method: 'GET', url: '/api/health/' });
      expect(pings).toBe(2);
    } finally {
      t.app.db.ping = ping;
    }
  });

  it('answers unknown API routes with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
