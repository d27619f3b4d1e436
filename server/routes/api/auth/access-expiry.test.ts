import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

describe.each(databaseTargets)('a one-second access token behind an https proxy on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { ACCESS_TTL: '1', TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('expires: 401 "Token is invalid or expired", and a refresh gives a working one', async () => {
    const account = await createAccount(t.app);
    const session = await login(t.app, account.email);
    const access = cookieOf(session, 'access')?.value;
    expect(cookieOf(session, 'access')?.maxAge).toBe(1);
    // Tokens are signed and checked against Date.now(): the clock jumps past the token's life
    // and then stands still, so the renewed token cannot expire while the test reads it.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 1500);

    const expired = await t.app.inject({ method: 'GET', url: '/api/auth/user/', cookies: { access: access ?? '' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Token is invalid or expired', code: 'token_invalid' });

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      cookies: { refresh: cookieOf(session, 'refresh')?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      cookies: { access: cookieOf(refreshed, 'access')?.value ?? '' },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('marks the cookies Secure when the proxy says the request came over https', async () => {
    const account = await createAccount(t.app);
    const overHttps = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: account.email, password: 'correct horse battery staple' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.statusCode).toBe(200);
    for (const name of ['access', 'refresh']) {
      expect(cookieOf(overHttps, name)).toEqual(expect.objectContaining({ secure: true, httpOnly: true, sameSite: 'Lax' }));
    }
    const overHttp = await login(t.app, account.email);
    expect(cookieOf(overHttp, 'access')?.secure).toBeUndefined();
  });
});
