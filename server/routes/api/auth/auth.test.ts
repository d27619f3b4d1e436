import { cookieOf, createAccount, login, TEST_PASSWORD, uniqueEmail, uniqueIp, type TestAccount } from '../../../testing/accounts';
import { hashSecret } from '../../../auth/secrets';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';
import { INVALID_API_KEY } from '../../tmdb-v3/tmdb-errors';

const MISSING = { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' };
const INVALID = { detail: 'Token is invalid or expired', code: 'token_invalid' };

describe.each(databaseTargets)('accounts and sessions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  }, 30_000);
  afterAll(() => t.close());

  const refresh = (refreshToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      ...(refreshToken === undefined ? {} : { cookies: { refresh: refreshToken } }),
    });
  /** As if the token had been rotated that long ago: a thief replaying it later, not a concurrent tab. */
  const rotatedSecondsAgo = (refreshToken: string, seconds: number) =>
    t.app.db.query(
      `update refresh_tokens set used_at = now() - $2::int * interval '1 second' where token_hash = $1`,
      [hashSecret(refreshToken), seconds],
    );
  const currentUser = (headers: Record<string, string | undefined>) => t.app.inject({ method: 'GET', url: '/api/auth/user/', headers });

  /** Signed in as the SPA is: `apiKey` is the one its login answered. */
  async function signedIn(): Promise<TestAccount & { access: string; refresh: string; key: string }> {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    expect(res.statusCode).toBe(200);
    const { key, api_key: apiKey } = res.json<{ key: string; api_key: string }>();
    return { ...account, apiKey, access: cookieOf(res, 'access')?.value ?? '', refresh: cookieOf(res, 'refresh')?.value ?? '', key };
  }
  const catalogue = (apiKey: string) => t.app.inject({ method: 'GET', url: `/3/genre/movie/list?api_key=${apiKey}` });

  describe('POST /api/auth/login/', () => {
    it('answers {key, api_key} and sets the access, refresh and api_key cookies', async () => {
      const account = await createAccount(t.app);
      const res = await login(t.app, account.email);
      expect(res.statusCode).toBe(200);
      const { api_key: apiKey } = res.json<{ api_key: string }>();
      expect(res.json()).toEqual({ key: expect.stringMatching(/^[\w-]{43}$/), api_key: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(cookieOf(res, 'api_key')).toEqual(
        expect.objectContaining({ value: apiKey, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 90 * 86_400 }),
      );
      expect(cookieOf(res, 'access')).toEqual(
        expect.objectContaining({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 }),
      );
      expect(cookieOf(res, 'refresh')).toEqual(
        expect.objectContaining({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/', maxAge: 30 * 86_400 }),
      );
      expect(cookieOf(res, 'access')?.secure).toBeUndefined();
      const claims = JSON.parse(Buffer.from(cookieOf(res, 'access')?.value.split('.')[1] ?? '', 'base64url').toString());
      expect(claims).toEqual(expect.objectContaining({ sub: String(account.id), email: account.email }));
      expect(claims.exp - claims.iat).toBe(900);
    });

    it('issues each login an api_key of its own, stored nowhere but as its hash', async () => {
      const account = await createAccount(t.app);
      const keys = await Promise.all([1, 2].map(async () => (await login(t.app, account.email)).json<{ api_key: string }>().api_key));
      expect(new Set(keys).size).toBe(2);
      for (const apiKey of keys) expect((await catalogue(apiKey)).statusCode).toBe(200);

      const rows = await t.app.db.query<{ row: string }>(
        `select row_to_json(u)::text as row from users u where id = $1
         union all select row_to_json(s)::text from sessions s where user_id = $1
         union all select row_to_json(r)::text from refresh_tokens r join sessions s on s.id = r.session_id where s.user_id = $1`,
        [account.id],
      );
      expect(rows.length).toBeGreaterThan(3);
      for (const { row } of rows) for (const apiKey of keys) expect(row).not.toContain(apiKey);
      const hashes = await t.app.db.query<{ api_key_hash: string }>('select api_key_hash from sessions where user_id = $1', [account.id]);
      expect(hashes.map((row) => row.api_key_hash)).toEqual(expect.arrayContaining(keys.map(hashSecret)));
    });

    it('matches the e-mail ignoring case and surrounding spaces', async () => {
      const account = await createAccount(t.app);
      const res = await login(t.app, `  ${account.email.toUpperCase()} `);
      expect(res.statusCode).toBe(200);
    });

    it('answers an unknown e-mail and a wrong password identically', async () => {
      const account = await createAccount(t.app);
      const unknown = await login(t.app, uniqueEmail('nobody'));
      const wrong = await login(t.app, account.email, 'not the password');
      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
        expect(res.cookies).toEqual([]);
      }
      expect(unknown.body).toBe(wrong.body);
    });

    it('spends about as long on an unknown e-mail as on a wrong password', async () => {
      const account = await createAccount(t.app);
      await login(t.app, uniqueEmail('warm-up'));
      const timed = async (email: string) => {
        const started = performance.now();
        await login(t.app, email, 'not the password');
        return performance.now() - started;
      };
      // Alternated, and the medians compared: one attempt each can meet a busy machine's pause.
      const unknownTimes: number[] = [];
      const wrongTimes: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        unknownTimes.push(await timed(uniqueEmail('nobody')));
        wrongTimes.push(await timed(account.email));
      }
      const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      // Without the dummy hash an unknown e-mail answers in about a millisecond.
      expect(median(unknownTimes)).toBeGreaterThan(median(wrongTimes) / 3);
    });

    it('reports missing and malformed fields per field', async () => {
      const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'not-an-address', password: '' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ email: ['Enter a valid email address.'], password: ['This field may not be blank.'] });
    });

    it('allows 10 attempts per e-mail in 15 minutes, then 429 with Retry-After', async () => {
      const account = await createAccount(t.app);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await login(t.app, account.email, 'wrong guess')).statusCode).toBe(400);
      }
      const blocked = await login(t.app, account.email);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json()).toEqual({ detail: `Too many attempts. Try again in ${retryAfter} seconds.`, code: 'too_many_attempts', params: { seconds: retryAfter } });
    });

    it('allows 30 attempts per IP in 15 minutes', async () => {
      const ip = uniqueIp();
      const account = await createAccount(t.app);
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await login(t.app, `nobody-${attempt}@example.test`, 'x', ip)).statusCode).toBe(400);
      }
      expect((await login(t.app, account.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
      expect((await login(t.app, account.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/user/', () => {
    it('answers the user for the access cookie, and the api_key back from its cookie', async () => {
      const user = await signedIn();
      const res = await currentUser({ cookie: `access=${user.access}; api_key=${user.apiKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pk: user.id, email: user.email, profile_picture: null, api_key: user.apiKey });
    });

    it('answers no api_key without its cookie, or for a cookie holding another key', async () => {
      const user = await signedIn();
      const other = await signedIn();
      for (const headers of [
        { cookie: `access=${user.access}` },
        { cookie: `access=${user.access}; api_key=${other.apiKey}` },
        { cookie: `access=${user.access}; api_key=0123456789abcdef0123456789abcdef` },
        { authorization: `Token ${user.key}` },
      ]) {
        const res = await currentUser(headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ pk: user.id, email: user.email, profile_picture: null });
      }
    });

    it('gives a session begun before sessions had api_keys one, once, with its cookie', async () => {
      const user = await signedIn();
      await t.app.db.query('update sessions set api_key_hash = null where user_id = $1', [user.id]);
      const first = await currentUser({ cookie: `access=${user.access}` });
      const { api_key: apiKey } = first.json<{ api_key: string }>();
      expect(apiKey).toMatch(/^[0-9a-f]{32}$/);
      expect(cookieOf(first, 'api_key')).toEqual(expect.objectContaining({ value: apiKey, httpOnly: true, path: '/' }));
      expect((await catalogue(apiKey)).statusCode).toBe(200);

      const withoutCookie = await currentUser({ cookie: `access=${user.access}` });
      expect(withoutCookie.json()).not.toHaveProperty('api_key');
      expect(cookieOf(withoutCookie, 'api_key')).toBeUndefined();
      expect((await currentUser({ cookie: `access=${user.access}; api_key=${apiKey}` })).json()).toHaveProperty('api_key', apiKey);
    });

    it('checks the access token without reading the sessions', async () => {
      const user = await signedIn();
      await t.app.db.query('delete from sessions where user_id = $1', [user.id]);
      expect((await currentUser({ cookie: `access=${user.access}` })).statusCode).toBe(200);
    });

    it('accepts Authorization: Token <key>', async () => {
      const user = await signedIn();
      const res = await currentUser({ authorization: `Token ${user.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ pk: number }>().pk).toBe(user.id);
    });

    it('answers 401 without credentials, and with a forged token or unknown key', async () => {
      expect((await currentUser({})).json()).toEqual(MISSING);
      expect((await currentUser({})).statusCode).toBe(401);
      const user = await signedIn();
      const forged = `${user.access.slice(0, -3)}abc`;
      for (const headers of [{ cookie: `access=${forged}` }, { authorization: 'Token no-such-key' }]) {
        const res = await currentUser(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(INVALID);
      }
    });
  });

  describe('POST /api/auth/token/refresh/', () => {
    it('issues a new access cookie and rotates the refresh token', async () => {
      const user = await signedIn();
      const res = await refresh(user.refresh);
      expect(res.statusCode).toBe(200);
      const { access_expiration } = res.json<{ access_expiration: string }>();
      const secondsLeft = (Date.parse(access_expiration) - Date.now()) / 1000;
      expect(secondsLeft).toBeGreaterThan(890);
      expect(secondsLeft).toBeLessThanOrEqual(900);
      const next = cookieOf(res, 'refresh');
      expect(next).toEqual(expect.objectContaining({ path: '/api/auth/', httpOnly: true, sameSite: 'Lax' }));
      expect(next?.value).not.toBe(user.refresh);
      const access = cookieOf(res, 'access')?.value ?? '';
      expect((await currentUser({ cookie: `access=${access}` })).statusCode).toBe(200);
      expect((await refresh(next?.value)).statusCode).toBe(200);
    });

    it('revokes the whole family when a rotated token is used again after the grace window', async () => {
      const user = await signedIn();
      const rotated = cookieOf(await refresh(user.refresh), 'refresh')?.value;
      await rotatedSecondsAgo(user.refresh, 60);
      const reuse = await refresh(user.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual(INVALID);
      const afterTheft = await refresh(rotated);
      expect(afterTheft.statusCode).toBe(401);
      expect(afterTheft.json()).toEqual(INVALID);
      expect((await currentUser({ authorization: `Token ${user.key}` })).statusCode).toBe(401);
      expect((await catalogue(user.apiKey)).json()).toEqual(INVALID_API_KEY);
    });

    it('lets tabs refreshing at once keep the session: the late one gets an access token only', async () => {
      const user = await signedIn();
      const [first, second] = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const refreshCookies = [first, second].map((res) => cookieOf(res, 'refresh')?.value).filter(Boolean);
      expect(refreshCookies).toHaveLength(1);
      for (const res of [first, second]) {
        const access = cookieOf(res, 'access')?.value ?? '';
        expect((await currentUser({ cookie: `access=${access}` })).statusCode).toBe(200);
      }
      expect((await refresh(refreshCookies[0])).statusCode).toBe(200);
      expect((await currentUser({ authorization: `Token ${user.key}` })).statusCode).toBe(200);
    });

    it('leaves other sessions of the same user alone', async () => {
      const user = await signedIn();
      const other = await login(t.app, user.email);
      await refresh(user.refresh);
      await refresh(user.refresh);
      expect((await refresh(cookieOf(other, 'refresh')?.value)).statusCode).toBe(200);
    });

    it('answers 401 without a refresh cookie or with an unknown one', async () => {
      const missing = await refresh();
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual(MISSING);
      const unknown = await refresh('no-such-token');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(INVALID);
    });
  });

  describe('GET /api/auth/token/refresh/?next= (a page request whose access cookie has expired)', () => {
    const refreshPage = (next: string, refreshToken?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/auth/token/refresh/?${new URLSearchParams({ next })}`,
        ...(refreshToken === undefined ? {} : { cookies: { refresh: refreshToken } }),
      });

    it('renews the session and sends the browser back to the page, query and all', async () => {
      const user = await signedIn();
      const res = await refreshPage('/movies?genres=18&sort=rating', user.refresh);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/movies?genres=18&sort=rating');
      expect(res.headers['cache-control']).toBe('no-store');
      const access = cookieOf(res, 'access')?.value;
      expect((await currentUser({ cookie: `access=${access}` })).json()).toEqual(expect.objectContaining({ email: user.email }));
      const rotated = cookieOf(res, 'refresh')?.value;
      expect(rotated).not.toBe(user.refresh);
      expect((await refresh(rotated)).statusCode).toBe(200);
    });

    it('clears the session cookies, signed-in hint included, when there is no session to renew, and still goes back to the page', async () => {
      for (const refreshToken of [undefined, 'no-such-token']) {
        const res = await refreshPage('/profile', refreshToken);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/profile');
        expect(cookieOf(res, 'signed_in')).toEqual(expect.objectContaining({ value: '', maxAge: 0 }));
        expect(cookieOf(res, 'access')).toEqual(expect.objectContaining({ value: '', maxAge: 0 }));
      }
    });

    it('sends the browser nowhere but a path on this server', async () => {
      const user = await signedIn();
      for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'profile', '/a b', '']) {
        const res = await refreshPage(next, user.refresh);
        expect(res.statusCode).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(cookieOf(res, 'access')).toBeUndefined();
      }
    });

    it('refuses a next a Location header cannot carry before renewing anything, so a link to it signs nobody out', async () => {
      const user = await signedIn();
      for (const next of ['/\u0001', '/\u007f', '/🎬', '/caf\u00e9', '/a\u00a0b']) {
        const res = await refreshPage(next, user.refresh);
        expect(res.statusCode).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(cookieOf(res, 'refresh')).toBeUndefined();
      }
      // A minute on (past the reuse grace, had it been rotated), the untouched refresh token still renews the session.
      await t.app.db.query(`update refresh_tokens set used_at = used_at - interval '1 minute' where token_hash = $1`, [hashSecret(user.refresh)]);
      const later = await refresh(user.refresh);
      expect(later.statusCode).toBe(200);
      expect(cookieOf(later, 'refresh')?.value).toMatch(/\S/);
    });
  });

  describe('POST /api/auth/logout/', () => {
    it('clears the cookies and revokes the refresh token, the key and the api_key, which this node trusted', async () => {
      const user = await signedIn();
      expect((await catalogue(user.apiKey)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', cookies: { refresh: user.refresh } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
      // The browser forgets what it kept of the signed-in pages (the profile photo).
      expect(res.headers['clear-site-data']).toBe('"cache"');
      expect(cookieOf(res, 'access')).toEqual(expect.objectContaining({ value: '', path: '/', maxAge: 0 }));
      expect(cookieOf(res, 'refresh')).toEqual(expect.objectContaining({ value: '', path: '/api/auth/', maxAge: 0 }));
      // Where it is kept now, and where sessions begun before pages were rendered on the server kept it.
      const apiKeyCookies = res.cookies.filter((cookie) => cookie.name === 'api_key');
      expect(apiKeyCookies).toEqual(['/', '/api/auth/user/'].map((path) => expect.objectContaining({ value: '', path, maxAge: 0 })));
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await currentUser({ authorization: `Token ${user.key}` })).statusCode).toBe(401);
      const refused = await catalogue(user.apiKey);
      expect([refused.statusCode, refused.json()]).toEqual([401, INVALID_API_KEY]);
    });

    it('revokes the session of the key a non-browser client sends, and its api_key', async () => {
      const user = await signedIn();
      expect((await catalogue(user.apiKey)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { authorization: `Token ${user.key}` } });
      expect(res.statusCode).toBe(200);
      expect((await currentUser({ authorization: `Token ${user.key}` })).statusCode).toBe(401);
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await catalogue(user.apiKey)).json()).toEqual(INVALID_API_KEY);
    });

    it('answers the header’s Log out form, sent before or without the app’s scripts, with a 303 to the login page', async () => {
      const user = await signedIn();
      const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' };
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { ...form, host: 'localhost:3000' }, cookies: { refresh: user.refresh }, payload: '' });
      expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/login', 'no-store']);
      expect(cookieOf(res, 'refresh')).toEqual(expect.objectContaining({ value: '', path: '/api/auth/', maxAge: 0 }));
      expect(cookieOf(res, 'access')).toEqual(expect.objectContaining({ value: '', maxAge: 0 }));
      expect((await refresh(user.refresh)).statusCode).toBe(401);
      expect((await catalogue(user.apiKey)).json()).toEqual(INVALID_API_KEY);
    });

    it('refuses the form posted from another site and keeps the session', async () => {
      const user = await signedIn();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', host: 'localhost:3000' },
        cookies: { refresh: user.refresh },
        payload: '',
      });
      expect(res.statusCode).toBe(403);
      expect(res.cookies).toEqual([]);
      expect((await refresh(user.refresh)).statusCode).toBe(200);
    });

    it('succeeds without any credentials', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
    });
  });
});
