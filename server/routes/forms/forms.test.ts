import type { LightMyRequestResponse } from 'fastify';
import { cookieOf, createAccount, login, TEST_PASSWORD, uniqueEmail, uniqueIp } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

const STRONG = 'violet-harbour-93';

describe.each(databaseTargets)('the account forms without JavaScript (POST /login, /register) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  }, 30_000);
  afterAll(() => t.close());

  /** A form as a browser sends it: urlencoded, from a page of this site (Origin is its own). */
  const send = (url: string, fields: Record<string, string>, { remoteAddress = uniqueIp(), origin = 'http://localhost:3000' } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', origin },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  /** The reader's session, as the browser would send its cookies on: who /api/auth/user/ says it is. */
  const currentUserOf = async (res: LightMyRequestResponse) => {
    const cookies = Object.fromEntries(['access', 'api_key'].map((name) => [name, cookieOf(res, name)?.value ?? '']));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/', cookies });
    return me.statusCode === 200 ? me.json<{ email: string }>().email : null;
  };

  const failuresOf = (res: LightMyRequestResponse) => new URL(String(res.headers.location), 'http://localhost').searchParams.getAll('form_error');

  describe('POST /login', () => {
    it('signs in with the session cookies the JSON login sets, then 303 to the profile', async () => {
      const account = await createAccount(t.app);
      const res = await send('/login', { email: account.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/profile');
      expect(res.headers['cache-control']).toBe('no-store');
      for (const name of ['access', 'refresh', 'api_key']) expect(cookieOf(res, name)).toEqual(expect.objectContaining({ httpOnly: true, sameSite: 'Lax' }));
      await expect(currentUserOf(res)).resolves.toBe(account.email);
    });

    it('goes on to the page its URL names, only on this site', async () => {
      const account = await createAccount(t.app);
      const to = async (next: string) => (await send(`/login?next=${encodeURIComponent(next)}`, { email: account.email, password: TEST_PASSWORD })).headers.location;
      await expect(to('/movie/238?tab=cast')).resolves.toBe('/movie/238?tab=cast');
      for (const elsewhere of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/\t/evil.example']) {
        await expect(to(elsewhere)).resolves.toBe('/profile');
      }
    });

    it('sends a wrong password back to the form with its reason, without a session or the password in the URL', async () => {
      const account = await createAccount(t.app);
      const res = await send('/login?lng=es', { email: account.email, password: 'not the password' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login?lng=es&form_error=invalid_credentials');
      expect(cookieOf(res, 'access')).toBeUndefined();
      expect(cookieOf(res, 'api_key')).toBeUndefined();
    });

    it('sends the e-mail back with the form, for its page alone and a minute, where no script can read it; a form without one sends none', async () => {
      const account = await createAccount(t.app);
      const res = await send('/login', { email: account.email, password: 'not the password' });
      expect(cookieOf(res, 'form_email')).toEqual(expect.objectContaining({ value: account.email, path: '/login', maxAge: 60, httpOnly: true, sameSite: 'Lax' }));
      expect(cookieOf(await send('/login', { email: '', password: 'x' }), 'form_email')).toBeUndefined();
      expect(cookieOf(await send('/login', { email: `${'a'.repeat(250)}@example.test`, password: 'x' }), 'form_email')).toBeUndefined();
    });

    it('answers an unknown e-mail as a wrong password', async () => {
      const res = await send('/login', { email: uniqueEmail(), password: TEST_PASSWORD });
      expect(failuresOf(res)).toEqual(['invalid_credentials']);
    });

    it.each([
      ['nothing', {}, ['email_required', 'password_required']],
      ['blank fields', { email: '  ', password: '' }, ['email_required', 'password_required']],
      ['an e-mail that is not one', { email: 'ana@', password: 'x' }, ['email_invalid']],
      ['a password no account can have', { email: 'ana@example.test', password: 'x'.repeat(1025) }, ['password_invalid']],
    ])('says what is wrong with %s', async (_name, fields, failures) => {
      const res = await send('/login', fields);
      expect(res.statusCode).toBe(303);
      expect(failuresOf(res)).toEqual(failures);
    });

    it('refuses a form sent from a page of another site, as the API does', async () => {
      const account = await createAccount(t.app);
      const res = await send('/login', { email: account.email, password: TEST_PASSWORD }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(expect.objectContaining({ code: 'origin_not_allowed' }));
      expect(cookieOf(res, 'access')).toBeUndefined();
    });

    it('counts its attempts with the JSON login: past the e-mail limit both wait', async () => {
      const account = await createAccount(t.app);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect(failuresOf(await send('/login', { email: account.email, password: 'wrong guess!' }))).toEqual(['invalid_credentials']);
      }
      const limited = await send('/login', { email: account.email, password: TEST_PASSWORD });
      expect(failuresOf(limited)).toEqual(['too_many_attempts']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(cookieOf(limited, 'access')).toBeUndefined();
      expect((await login(t.app, account.email)).statusCode).toBe(429);
    });
  });

  describe('POST /register', () => {
    it('creates the account and signs it in, then 303 to the profile', async () => {
      const email = uniqueEmail();
      const res = await send('/register', { email, password: STRONG, confirmPassword: STRONG });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/profile');
      expect(cookieOf(res, 'access')).toEqual(expect.objectContaining({ httpOnly: true }));
      await expect(currentUserOf(res)).resolves.toBe(email);
      expect((await login(t.app, email, STRONG)).statusCode).toBe(200);
    });

    it.each([
      ['nothing', (): Record<string, string> => ({}), ['email_required', 'password_required', 'confirm_required']],
      ['an e-mail that is not one', () => ({ email: 'ana', password: STRONG, confirmPassword: STRONG }), ['email_invalid']],
      ['passwords that differ', () => ({ email: uniqueEmail(), password: STRONG, confirmPassword: `${STRONG}!` }), ['passwords_differ']],
      ['a short, common, numeric password', () => ({ email: uniqueEmail(), password: '123456', confirmPassword: '123456' }), ['password_too_short', 'password_too_common', 'password_numeric']],
    ])('sends %s back to the form with every reason, and creates nothing', async (_name, fields, failures) => {
      const form = fields();
      const res = await send('/register', form);
      expect(res.statusCode).toBe(303);
      expect(new URL(String(res.headers.location), 'http://localhost').pathname).toBe('/register');
      expect(failuresOf(res)).toEqual(failures);
      expect(cookieOf(res, 'access')).toBeUndefined();
      const email: string | undefined = (form as Record<string, string>).email;
      if (email?.includes('@')) await expect(t.app.usersRepository.isEmailTaken(email)).resolves.toBe(false);
    });

    it('refuses an e-mail already registered', async () => {
      const account = await createAccount(t.app);
      const res = await send('/register', { email: account.email.toUpperCase(), password: STRONG, confirmPassword: STRONG });
      expect(failuresOf(res)).toEqual(['email_taken']);
      expect(cookieOf(res, 'form_email')).toEqual(expect.objectContaining({ value: account.email.toUpperCase(), path: '/register', httpOnly: true }));
    });

    it('refuses a form sent from a page of another site, creating nothing', async () => {
      const email = uniqueEmail();
      const res = await send('/register', { email, password: STRONG, confirmPassword: STRONG }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      await expect(t.app.usersRepository.isEmailTaken(email)).resolves.toBe(false);
    });

    it('counts its attempts with the JSON registration: past the address limit it waits', async () => {
      const remoteAddress = uniqueIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await send('/register', { email: uniqueEmail(), password: '1', confirmPassword: '1' }, { remoteAddress })).statusCode).toBe(303);
      }
      const email = uniqueEmail();
      const limited = await send('/register', { email, password: STRONG, confirmPassword: STRONG }, { remoteAddress });
      expect(failuresOf(limited)).toEqual(['too_many_attempts']);
      await expect(t.app.usersRepository.isEmailTaken(email)).resolves.toBe(false);
      const api = await t.app.inject({ method: 'POST', url: '/api/autenticacion/registro/', payload: { email, password1: STRONG, password2: STRONG }, remoteAddress });
      expect(api.statusCode).toBe(429);
    });
  });

  it('says where password sign-up is off', async () => {
    // Accounts then come from a provider only; it is never asked anything here.
    const provider = { OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'https://sso.example.test/', OIDC_CORP_CLIENT_ID: 'movies', OIDC_CORP_CLIENT_SECRET: 's3cret' };
    const closed = await buildTestApp(target, { ...provider, PASSWORD_SIGNUP: 'false' });
    try {
      const email = uniqueEmail();
      const res = await closed.app.inject({
        method: 'POST',
        url: '/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: STRONG, confirmPassword: STRONG }).toString(),
      });
      expect(res.headers.location).toBe('/register?form_error=signup_closed');
      await expect(closed.app.usersRepository.isEmailTaken(email)).resolves.toBe(false);
    } finally {
      await closed.close();
    }
  }, 30_000);
});
