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

  it('answers unknown API routes with a 404 JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
