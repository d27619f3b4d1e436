import type { LightMyRequestResponse } from 'fastify';
import { cookieOf, createAccount, login, TEST_PASSWORD } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

/** The Set-Cookie lines exactly as sent, in order. */
const setCookieLines = (res: LightMyRequestResponse): string[] => {
  const lines = res.headers['set-cookie'];
  return lines === undefined ? [] : Array.isArray(lines) ? lines : [lines];
};
/** Each line with its value blanked: tokens are random, everything else must match exactly. */
const withoutValues = (res: LightMyRequestResponse) => setCookieLines(res).map((line) => line.replace(/^([^=]+)=[^;]*/, '$1=…'));

const ACCESS = 'access=…; Max-Age=900; Path=/; HttpOnly; SameSite=Lax';
const REFRESH = 'refresh=…; Max-Age=2592000; Path=/api/auth/; HttpOnly; SameSite=Lax';
const HINT = 'signed_in=…; Max-Age=2592000; Path=/; SameSite=Lax';
const API_KEY = 'api_key=…; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax';
const DEVICE = 'device=…; Max-Age=31536000; Path=/api/auth/login/; HttpOnly; SameSite=Lax';
const EPOCH = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
const CLEARED = [
  `access=…; Max-Age=0; Path=/; ${EPOCH}; HttpOnly; SameSite=Lax`,
  `refresh=…; Max-Age=0; Path=/api/auth/; ${EPOCH}; HttpOnly; SameSite=Lax`,
  `signed_in=…; Max-Age=0; Path=/; ${EPOCH}; SameSite=Lax`,
  `api_key=…; Max-Age=0; Path=/; ${EPOCH}; HttpOnly; SameSite=Lax`,
  `api_key=…; Max-Age=0; Path=/api/auth/user/; ${EPOCH}; HttpOnly; SameSite=Lax`,
];
const secure = (line: string) => line.replace('; SameSite=Lax', '; Secure; SameSite=Lax');

describe.each(databaseTargets)('the cookies the server writes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so one app answers both plain http and (forwarded) https.
    t = await buildTestApp(target, { TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => t.close());

  const loginOverHttps = (email: string, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
      cookies,
    });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { refresh: refreshToken } });

  it('login sends each cookie exactly once, with its path, lifetime and flags', async () => {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    expect(res.statusCode).toBe(200);
    expect(withoutValues(res)).toEqual([ACCESS, REFRESH, HINT, API_KEY, DEVICE]);
    expect(cookieOf(res, 'signed_in')?.value).toBe('1');
  });

  it('marks every cookie Secure when the request came over https', async () => {
    const account = await createAccount(t.app);
    const res = await loginOverHttps(account.email);
    expect(res.statusCode).toBe(200);
    expect(withoutValues(res)).toEqual([ACCESS, REFRESH, HINT, API_KEY, DEVICE].map(secure));
  });

  it('a browser that holds its device cookie gets no new one', async () => {
    const account = await createAccount(t.app);
    const first = await login(t.app, account.email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: TEST_PASSWORD },
      cookies: { device: cookieOf(first, 'device')?.value ?? '' },
    });
    expect(again.statusCode).toBe(200);
    expect(withoutValues(again)).toEqual([ACCESS, REFRESH, HINT, API_KEY]);
  });

  it('a refresh renews access, refresh and the hint once each; a refused one clears them and the api_key', async () => {
    const account = await createAccount(t.app);
    const rotated = await refresh(cookieOf(await login(t.app, account.email), 'refresh')?.value ?? '');
    expect(rotated.statusCode).toBe(200);
    expect(withoutValues(rotated)).toEqual([ACCESS, REFRESH, HINT]);

    const refused = await refresh('no-such-token');
    expect(refused.statusCode).toBe(401);
    expect(withoutValues(refused)).toEqual(CLEARED);
    expect(refused.cookies.map((cookie) => cookie.value)).toEqual(CLEARED.map(() => ''));
  });

  it('logout clears the session cookies and the hint, Secure over https, and leaves the device cookie', async () => {
    const account = await createAccount(t.app);
    const session = await loginOverHttps(account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { 'x-forwarded-proto': 'https' },
      cookies: { refresh: cookieOf(session, 'refresh')?.value ?? '', signed_in: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(withoutValues(res)).toEqual(CLEARED.map(secure));
  });

  it('reads the access cookie among others, whatever the spacing around them', async () => {
    const account = await createAccount(t.app);
    const access = cookieOf(await login(t.app, account.email), 'access')?.value ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { cookie: `theme=dark;  access=${access} ; signed_in=1` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('sets no cookie outside /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(setCookieLines(res)).toEqual([]);
  });
});
