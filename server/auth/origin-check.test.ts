import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

describe.each(databaseTargets)('the Origin check on unsafe /api requests on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { CORS_ORIGINS: 'https://cdn.example.test' });
  }, 30_000);
  afterAll(() => t.close());

  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers });

  it('refuses a foreign origin with 403', async () => {
    for (const origin of ['https://evil.example.test', 'http://localhost:8081', 'null']) {
      const res = await logout({ origin });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Origin not allowed.', code: 'origin_not_allowed' });
    }
  });

  it("passes the server's own origin, the CORS origins and requests without an Origin", async () => {
    expect((await logout({ host: 'movies.example.test', origin: 'http://movies.example.test' })).statusCode).toBe(200);
    expect((await logout({ host: 'localhost:8080', origin: 'http://localhost:8080' })).statusCode).toBe(200);
    expect((await logout({ origin: 'https://cdn.example.test' })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it('leaves safe methods alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { origin: 'https://evil.example.test' } });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(databaseTargets)('the Origin check with PUBLIC_URL set on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { PUBLIC_URL: 'https://movies.example.com', TRUST_PROXY: '1', CORS_ORIGINS: 'https://cdn.example.test' });
  }, 30_000);
  afterAll(() => t.close());

  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers });

  it("passes PUBLIC_URL's origin whatever host the proxy names, and the CORS origins", async () => {
    expect((await logout({ host: 'node-2.internal:8080', origin: 'https://movies.example.com' })).statusCode).toBe(200);
    expect((await logout({ host: 'node-2.internal:8080', 'x-forwarded-host': 'movies.example.com', 'x-forwarded-proto': 'https', origin: 'https://movies.example.com' })).statusCode).toBe(200);
    expect((await logout({ origin: 'https://cdn.example.test' })).statusCode).toBe(200);
  });

  it('refuses an origin that only the request names as its own host', async () => {
    const forged: Array<Record<string, string>> = [
      { host: 'evil.example.test', origin: 'http://evil.example.test' },
      { host: 'node-2.internal:8080', origin: 'http://node-2.internal:8080' },
      { host: 'node-2.internal:8080', 'x-forwarded-host': 'evil.example.test', 'x-forwarded-proto': 'https', origin: 'https://evil.example.test' },
    ];
    for (const headers of forged) {
      const res = await logout(headers);
      expect([headers, res.statusCode]).toEqual([headers, 403]);
      expect(res.json()).toEqual({ detail: 'Origin not allowed.', code: 'origin_not_allowed' });
    }
  });
});
