import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cookieOf, createAccount, login, TEST_PASSWORD } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

const APP_ORIGIN = 'https://app.example.test';
const OTHER_ORIGIN = 'https://evil.example.test';

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: blob: https://image.tmdb.org");
  expect(headers).toEqual(
    expect.objectContaining({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    }),
  );
}

describe.each(databaseTargets)('security headers, CORS and JSON bodies on %s', (target) => {
  let t: TestApp;
  let spaRoot: string;
  beforeAll(async () => {
    spaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
    await fs.writeFile(path.join(spaRoot, 'index.html'), '<!doctype html><script defer src="/main.0123abcd4567.js"></script>');
    t = await buildTestApp(target, { CORS_ORIGINS: APP_ORIGIN, TRUST_PROXY: 'true' }, { spaRoot });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(spaRoot, { recursive: true, force: true });
  });

  it.each([
    ['the SPA', 'GET', '/', { accept: 'text/html' }, undefined],
    ['health', 'GET', '/api/health/', {}, undefined],
    ['an unknown API route', 'GET', '/api/nothing-here/', {}, undefined],
    ['a protected route without a session', 'GET', '/api/auth/user/', {}, undefined],
    ['the movie database without a key', 'GET', '/3/movie/popular', {}, undefined],
    ['a poster', 'GET', '/images/w500/poster-900000370.svg', {}, undefined],
    ['malformed JSON', 'POST', '/api/auth/login/', { 'content-type': 'application/json' }, '{"email":'],
  ] as const)('sets them on %s', async (_name, method, url, headers, payload) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    expectSecurityHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('names the CORS origins as places the SPA may call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toContain(`connect-src 'self' ${APP_ORIGIN}`);
  });

  it('sends HSTS only when the request came over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expectSecurityHeaders(res.headers);
  });

  it('answers CORS with credentials for a configured origin only', async () => {
    const allowed = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { origin: APP_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-expose-headers']).toBe('Retry-After, Error-Codes');
    expect(allowed.headers.vary).toContain('Origin');

    const other = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { origin: OTHER_ORIGIN } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers preflights for a configured origin and gives others nothing to go on', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/me/favorites/12/',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('PUT');
    const other = await preflight(OTHER_ORIGIN);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('still refuses unsafe requests from other origins', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { origin: OTHER_ORIGIN } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Origin not allowed.', code: 'origin_not_allowed' });
  });

  it('takes an empty JSON body on refresh and logout as no body, and still refuses bad JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const account = await createAccount(t.app);
    const session = await login(t.app, account.email, TEST_PASSWORD);
    const refresh = cookieOf(session, 'refresh')?.value ?? '';

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', headers: json, payload: '', cookies: { refresh } });
    expect(refreshed.statusCode).toBe(200);
    const next = cookieOf(refreshed, 'refresh')?.value ?? '';
    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: json, payload: '', cookies: { refresh: next } });
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ detail: 'Successfully logged out.' });

    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: json, payload: '{nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Malformed JSON body.', code: 'malformed_json' });
    // Login's 400 is field errors in its schema: the {"detail"} refusal must still go out, not a 500.
    const badLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login/', headers: json, payload: '{"__proto__":{"x":1}}' });
    expect(badLogin.statusCode).toBe(400);
    expect(badLogin.json()).toEqual({ detail: 'Malformed JSON body.', code: 'malformed_json' });
    const emptyLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login/', headers: json, payload: '' });
    expect(emptyLogin.statusCode).toBe(400);
    expect(emptyLogin.json()).toEqual({ non_field_errors: ['Invalid data. Expected a JSON object.'] });
  });

  it('answers a URL with invalid percent-encoding in the {"detail"} shape of every error', async () => {
    for (const url of ['/api/me/favorites/%E0%A4%A/', '/3/movie/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The URL is not valid.', code: 'url_invalid' });
    }
  });

  it('sets the session cookies as docs/PRODUCT.md §6.1 says', async () => {
    const account = await createAccount(t.app);
    const overHttps = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.9.8.7' },
    });
    expect(cookieOf(overHttps, 'access')).toEqual(expect.objectContaining({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' }));
    expect(cookieOf(overHttps, 'refresh')).toEqual(
      expect.objectContaining({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth/' }),
    );
    const overHttp = await login(t.app, account.email);
    expect(cookieOf(overHttp, 'access')?.secure).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('sends no CORS headers to anyone and allows only itself to connect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { origin: APP_ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
