import type { LightMyRequestResponse } from 'fastify';
import { cookieOf, createAccount, login } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

/** The exact Set-Cookie line the response sent for the hint, as a browser reads it. */
const hintHeader = (res: LightMyRequestResponse): string | undefined => {
  const lines = res.headers['set-cookie'];
  return (Array.isArray(lines) ? lines : [String(lines)]).find((line) => line.startsWith('signed_in='));
};

const SET = 'signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax';
const CLEARED = 'signed_in=; Max-Age=0; Path=/; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

describe.each(databaseTargets)('the signed-in hint cookie on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so one app answers both plain http and (forwarded) https.
    t = await buildTestApp(target, { TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { refresh: refreshToken } });

  it('is set on login, readable by scripts, for as long as the refresh cookie', async () => {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    expect(res.statusCode).toBe(200);
    expect(hintHeader(res)).toBe(SET);
    expect(cookieOf(res, 'signed_in')?.maxAge).toBe(cookieOf(res, 'refresh')?.maxAge);
  });

  it('is Secure when the request came over https', async () => {
    const account = await createAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: 'correct horse battery staple' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(hintHeader(res)).toBe(`${SET}; Secure`);
  });

  it('is renewed with the refresh cookie, and cleared with the session cookies when a refresh is refused', async () => {
    const account = await createAccount(t.app);
    const first = cookieOf(await login(t.app, account.email), 'refresh')?.value ?? '';
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    expect(hintHeader(rotated)).toBe(SET);

    const refused = await refresh('no-such-token');
    expect(refused.statusCode).toBe(401);
    expect(hintHeader(refused)).toBe(CLEARED);
    expect(cookieOf(refused, 'refresh')?.value).toBe('');
  });

  it('is cleared on logout', async () => {
    const account = await createAccount(t.app);
    const session = await login(t.app, account.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      cookies: { refresh: cookieOf(session, 'refresh')?.value ?? '', signed_in: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(hintHeader(res)).toBe(CLEARED);
  });
});
