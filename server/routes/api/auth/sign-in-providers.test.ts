import type { LightMyRequestResponse } from 'fastify';
import { ACCESS_COOKIE, API_KEY_COOKIE } from '../../../auth/cookies';
import { cookieOf, createAccount, login, TEST_PASSWORD, uniqueEmail, uniqueIp } from '../../../testing/accounts';
import { type FakeIdentityProvider, type IdTokenFault, startFakeIdentityProvider } from '../../../testing/fake-identity-provider';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';
import { FLOW_COOKIE } from './sign-in-providers';

describe.each(databaseTargets)('signing in with an OpenID Connect provider on %s', (target) => {
  let t: TestApp;
  let idp: FakeIdentityProvider;
  let people = 0;
  beforeAll(async () => {
    idp = await startFakeIdentityProvider();
    t = await buildTestApp(target, { ...idp.env('test'), OIDC_TEST_LABEL: 'Test ID' });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });
  beforeEach(() => {
    people += 1;
    idp.person = { sub: `person-${people}`, email: uniqueEmail('sso'), email_verified: true };
    idp.fault = null;
    idp.refusal = null;
    idp.emailInIdToken = true;
    idp.clockAhead = 0;
  });

  const users = async (email: string) => (await t.app.db.query('select id from users where lower(email) = lower($1)', [email])).length;
  const flows = async () => Number((await t.app.db.query<{ n: string }>('select count(*)::text as n from sign_in_flows'))[0]?.n);
  const sessionCookies = (res: LightMyRequestResponse) => ({ [ACCESS_COOKIE]: cookieOf(res, ACCESS_COOKIE)?.value ?? '', [API_KEY_COOKIE]: cookieOf(res, API_KEY_COOKIE)?.value ?? '' });
  const currentUser = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user/', cookies });

  /** The browser's round trip: start here, the provider, back to the callback with the state cookie. */
  async function roundTrip(start: LightMyRequestResponse, linking = false) {
    expect(start.statusCode).toBe(linking ? 200 : 303);
    const authorizationUrl = linking ? start.json<{ url: string }>().url : String(start.headers.location);
    const state = cookieOf(start, FLOW_COOKIE);
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc/', maxAge: 600 });
    const back = new URL(await idp.authorize(authorizationUrl));
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [FLOW_COOKIE]: state?.value ?? '' } });
    return { callback, back, state: state?.value ?? '' };
  }
  const signIn = async () => roundTrip(await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start', remoteAddress: uniqueIp() }));
  const failedWith = (res: LightMyRequestResponse, failure: string, provider = 'test') => {
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?sign_in_error=${failure}&provider=${provider}`);
    expect(cookieOf(res, ACCESS_COOKIE)).toBeUndefined();
  };

  it('asks for a code with PKCE, state and nonce, and signs a new person in to a new account with the same session as a login', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start', remoteAddress: uniqueIp() });
    const asked = new URL(String(start.headers.location));
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: idp.clientId,
      redirect_uri: 'http://localhost:8080/api/auth/oidc/test/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) expect(asked.searchParams.get(name)).toMatch(/^[\w-]{32,}$/);
    expect(asked.searchParams.has('client_secret')).toBe(false);

    const { callback } = await roundTrip(start);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/profile');
    expect(cookieOf(callback, FLOW_COOKIE)?.value).toBe('');
    const me = await currentUser(sessionCookies(callback));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: idp.person.email });
    expect(await flows()).toBe(0);

    // The provider account comes back to the same account, even under a new e-mail.
    idp.person.email = uniqueEmail('renamed');
    const again = await signIn();
    expect((await currentUser(sessionCookies(again.callback))).json()).toMatchObject({ pk: me.json<{ pk: number }>().pk });
    expect(await users(idp.person.email)).toBe(0);
  });

  it.each<[IdTokenFault]>([['wrong-signature'], ['wrong-audience'], ['expired'], ['wrong-issuer'], ['wrong-nonce']])(
    'refuses an ID token with a %s, and stores nothing',
    async (fault) => {
      idp.fault = fault;
      const { callback } = await signIn();
      failedWith(callback, 'failed');
      expect(await users(idp.person.email ?? '')).toBe(0);
    },
  );

  it('refuses an ID token issued more than 30 s ahead of this server’s clock, and takes one a few seconds ahead', async () => {
    idp.clockAhead = 3600;
    failedWith((await signIn()).callback, 'failed');
    expect(await users(idp.person.email ?? '')).toBe(0);
    idp.clockAhead = 10;
    expect((await signIn()).callback.headers.location).toBe('/profile');
  });

  it('comes back to /login saying the person declined, when they did', async () => {
    idp.refusal = 'access_denied';
    failedWith((await signIn()).callback, 'denied');
    expect(await flows()).toBe(0);
  });

  it('takes a state once: a replayed callback, another browser, or no sign-in under way sign nobody in', async () => {
    const { callback, back, state } = await signIn();
    expect(callback.headers.location).toBe('/profile');
    const url = `${back.pathname}${back.search}`;
    failedWith(await t.app.inject({ method: 'GET', url, cookies: { [FLOW_COOKIE]: state } }), 'expired');

    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start', remoteAddress: uniqueIp() });
    const elsewhere = new URL(await idp.authorize(String(start.headers.location)));
    failedWith(await t.app.inject({ method: 'GET', url: `${elsewhere.pathname}${elsewhere.search}` }), 'expired');
    failedWith(await t.app.inject({ method: 'GET', url: `${elsewhere.pathname}${elsewhere.search}`, cookies: { [FLOW_COOKIE]: 'someone-elses' } }), 'expired');
  });

  it('never joins an account of ours with the same e-mail on the provider’s word, and a password login still works for it', async () => {
    const owner = await createAccount(t.app);
    idp.person.email = owner.email.toUpperCase();
    failedWith((await signIn()).callback, 'account_exists');
    expect((await t.app.db.query('select 1 from user_identities where user_id = $1', [owner.id])).length).toBe(0);
    expect((await login(t.app, owner.email)).statusCode).toBe(200);
  });

  it('creates no account from an e-mail the provider has not verified, so its owner can still register it', async () => {
    const email = idp.person.email ?? '';
    idp.person = { sub: `unverified-${people}`, email, email_verified: false };
    failedWith((await signIn()).callback, 'email_unverified');
    // Not saying is not saying yes.
    idp.person = { sub: `unsaid-${people}`, email };
    failedWith((await signIn()).callback, 'email_unverified');
    expect(await users(email)).toBe(0);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacion/registro/',
      payload: { email, password1: TEST_PASSWORD, password2: TEST_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(register.statusCode).toBe(201);
  });

  it.each([['@'], ['<script>@x'], [`${'a'.repeat(400)}@example.test`], ['\uff56ictim@example.test'], ['vic\u0000tim@example.test'], ['not an address']])(
    'refuses an e-mail the registration form refuses (%j), without a 500, and stores nothing',
    async (email) => {
      idp.person.email = email;
      failedWith((await signIn()).callback, 'email_invalid');
      expect(await t.app.db.query('select 1 from user_identities where subject = $1', [idp.person.sub])).toHaveLength(0);
    },
  );

  it('takes a verified e-mail as registration does: trimmed, its domain lower-cased, so a space takes nobody’s address', async () => {
    const owner = await createAccount(t.app);
    for (const variant of [` ${owner.email}`, `${owner.email} `, owner.email.toUpperCase()]) {
      idp.person = { sub: `variant-${people}-${variant.length}-${variant.charCodeAt(0)}`, email: variant, email_verified: true };
      failedWith((await signIn()).callback, 'account_exists');
    }
    const [local, domain = ''] = uniqueEmail('spaced').split('@');
    idp.person = { sub: `spaced-${people}`, email: `  ${local}@${domain.toUpperCase()} `, email_verified: true };
    const { callback } = await signIn();
    expect(callback.headers.location).toBe('/profile');
    expect((await currentUser(sessionCookies(callback))).json()).toMatchObject({ email: `${local}@${domain}` });
  });

  it('refuses a subject no account could be kept under, without a 500', async () => {
    idp.person.sub = 'person\u0000nul';
    failedWith((await signIn()).callback, 'failed');
    idp.person.sub = 'x'.repeat(256);
    failedWith((await signIn()).callback, 'failed');
  });

  it('tells provider accounts apart by issuer: the same subject at another provider is another person', async () => {
    const other = await startFakeIdentityProvider();
    const both = await buildTestApp(target, { ...idp.env('test'), ...Object.fromEntries(Object.entries(other.env('other')).filter(([key]) => key !== 'OIDC_PROVIDERS')), OIDC_PROVIDERS: 'test,other' });
    try {
      const signInAt = async (provider: FakeIdentityProvider, id: string) => {
        const start = await both.app.inject({ method: 'GET', url: `/api/auth/oidc/${id}/start`, remoteAddress: uniqueIp() });
        const back = new URL(await provider.authorize(String(start.headers.location)));
        const callback = await both.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [FLOW_COOKIE]: cookieOf(start, FLOW_COOKIE)?.value ?? '' } });
        return (await both.app.inject({ method: 'GET', url: '/api/auth/user/', cookies: sessionCookies(callback) })).json<{ pk: number; email: string }>();
      };
      other.person = { ...idp.person, email: uniqueEmail('elsewhere') };
      const here = await signInAt(idp, 'test');
      const there = await signInAt(other, 'other');
      expect(there.pk).not.toBe(here.pk);
      expect(there.email).toBe(other.person.email);
    } finally {
      await both.close();
      await other.close();
    }
  });

  it('asks the UserInfo endpoint for the e-mail when the ID token leaves it out', async () => {
    idp.emailInIdToken = false;
    const { callback } = await signIn();
    expect(callback.headers.location).toBe('/profile');
    expect((await currentUser(sessionCookies(callback))).json()).toMatchObject({ email: idp.person.email });
  });

  it('needs an e-mail address from the provider for a new account', async () => {
    idp.person = { sub: `no-mail-${people}` };
    failedWith((await signIn()).callback, 'no_email');
  });

  it('links a provider to a signed-in password account, lists it, signs in with it, and removes it', async () => {
    const owner = await createAccount(t.app);
    const session = sessionCookies(await login(t.app, owner.email));
    const link = await t.app.inject({ method: 'POST', url: '/api/me/sign-in-providers/test/link', cookies: session });
    const { callback } = await roundTrip(link, true);
    expect(callback.headers.location).toBe('/profile?linked=test#sign-in-providers');

    const settings = await t.app.inject({ method: 'GET', url: '/api/me/sign-in-providers/', cookies: session });
    expect(settings.json()).toEqual({
      password: 'set',
      providers: [{ id: 'test', label: 'Test ID', linked: { email: idp.person.email, linked_at: expect.any(String) } }],
    });
    const viaProvider = await signIn();
    expect((await currentUser(sessionCookies(viaProvider.callback))).json()).toMatchObject({ email: owner.email });

    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/sign-in-providers/test', cookies: session })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/sign-in-providers/test', cookies: session })).statusCode).toBe(404);
  });

  it('will not link a provider account that is already another account’s', async () => {
    await signIn();
    const owner = await createAccount(t.app);
    const session = sessionCookies(await login(t.app, owner.email));
    const { callback } = await roundTrip(await t.app.inject({ method: 'POST', url: '/api/me/sign-in-providers/test/link', cookies: session }), true);
    // Back to Account Settings, where the linking began: /login would only send a signed-in person on.
    expect(callback.headers.location).toBe('/profile?sign_in_error=already_linked&provider=test#sign-in-providers');
  });

  it('keeps a provider’s account from losing its only way in, from a password login, and lets it go by its e-mail', async () => {
    const { callback } = await signIn();
    const session = sessionCookies(callback);
    const email = idp.person.email ?? '';
    const removal = await t.app.inject({ method: 'DELETE', url: '/api/me/sign-in-providers/test', cookies: session });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ detail: 'This is your only way to sign in: link another provider before removing it.', code: 'provider_last_way_in' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sign-in-providers/', cookies: session })).json()).toMatchObject({ password: 'none' });

    // No password: a login answers as for an unknown e-mail, whatever is typed.
    expect((await login(t.app, email, TEST_PASSWORD)).json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    expect((await login(t.app, email, '')).statusCode).toBe(400);

    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/me/', cookies: session, payload: { password: 'someone@else.com' } });
    expect(wrong.json()).toEqual({ password: ['Type the e-mail address of this account to confirm.'] });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/', cookies: session, payload: { password: email.toUpperCase() } })).statusCode).toBe(204);
    expect(await users(email)).toBe(0);
  });

  it('answers 404 for a provider that is not configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/other/start' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/other/callback?code=x&state=y' })).statusCode).toBe(404);
  });
});

describe('where a sign-in provider sends people back', () => {
  const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
  const redirectUriOf = (start: LightMyRequestResponse) => new URL(String(start.headers.location)).searchParams.get('redirect_uri');

  it('is PUBLIC_URL, whatever host a client names behind a trusted proxy, and the round trip signs in there', async () => {
    const idp = await startFakeIdentityProvider();
    const t = await buildTestApp('pglite', { ...idp.env('test'), TRUST_PROXY: '1', PUBLIC_URL: 'https://movies.example.com/' });
    try {
      idp.person = { sub: 'behind-a-proxy', email: uniqueEmail('proxied'), email_verified: true };
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start', headers: FORGED, remoteAddress: uniqueIp() });
      expect(redirectUriOf(start)).toBe('https://movies.example.com/api/auth/oidc/test/callback');
      const back = new URL(await idp.authorize(String(start.headers.location)));
      expect(back.origin).toBe('https://movies.example.com');
      const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { [FLOW_COOKIE]: cookieOf(start, FLOW_COOKIE)?.value ?? '' } });
      expect(callback.headers.location).toBe('/profile');

      // Linking from Account Settings too.
      const session = { [ACCESS_COOKIE]: cookieOf(callback, ACCESS_COOKIE)?.value ?? '' };
      const link = await t.app.inject({ method: 'POST', url: '/api/me/sign-in-providers/test/link', headers: FORGED, cookies: session });
      expect(new URL(link.json<{ url: string }>().url).searchParams.get('redirect_uri')).toBe('https://movies.example.com/api/auth/oidc/test/callback');
    } finally {
      await t.close();
      await idp.close();
    }
  });

  it('is this server’s own HOST and PORT without PUBLIC_URL, never a request’s host', async () => {
    const idp = await startFakeIdentityProvider();
    const t = await buildTestApp('pglite', { ...idp.env('test'), TRUST_PROXY: '1', HOST: '127.0.0.1', PORT: '8123' });
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/test/start', headers: FORGED, remoteAddress: uniqueIp() });
      expect(redirectUriOf(start)).toBe('http://127.0.0.1:8123/api/auth/oidc/test/callback');
    } finally {
      await t.close();
      await idp.close();
    }
  });
});

describe('sign-in providers in the configuration', () => {
  it('comes back to /login saying the provider is unreachable, and tries its discovery again next time', async () => {
    const idp = await startFakeIdentityProvider();
    const env = idp.env('gone');
    await idp.close();
    const t = await buildTestApp('pglite', env);
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/gone/start' });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?sign_in_error=unreachable&provider=gone');
    } finally {
      await t.close();
    }
  });

  it('turns password sign-up off when asked', async () => {
    const idp = await startFakeIdentityProvider();
    const t = await buildTestApp('pglite', { ...idp.env('corp'), OIDC_CORP_LABEL: 'Corp SSO', PASSWORD_SIGNUP: 'false' });
    try {
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/autenticacion/registro/',
        payload: { email: uniqueEmail(), password1: TEST_PASSWORD, password2: TEST_PASSWORD },
      });
      expect(register.statusCode).toBe(403);
      expect(register.json()).toEqual({ detail: 'Sign-up with a password is turned off here: sign in with one of the providers on the login page.', code: 'signup_closed' });
    } finally {
      await t.close();
      await idp.close();
    }
  });
});
