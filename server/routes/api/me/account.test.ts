import { sessionStore } from '../../../auth/session-store';
import { signedInPerson, TEST_FILMS, type Person } from '../../../testing/test-session';
import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { login, TEST_PASSWORD } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';
import { INVALID_API_KEY } from '../../tmdb-v3/tmdb-errors';

const [NOIR, WESTERN] = TEST_FILMS.map((film) => film.id) as [number, number];

/** The session id an access token names (its payload is plain base64url JSON). */
const accessIdOf = (access: string): string =>
  (JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

describe.each(databaseTargets)('DELETE /api/me/ on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await importTmdbMovies(t.app.db, JSON.stringify(TEST_FILMS));
  });
  afterAll(() => t.close());
  const catalogue = (apiKey: string) => t.app.inject({ method: 'GET', url: `/3/genre/movie/list?api_key=${apiKey}` });

  /** A person with something in every part of the log, the photo and an import job included. */
  async function busyPerson(): Promise<Person & { listId: number; token: string; key: string; apiKey: string }> {
    const person = await signedInPerson(t.app);
    await person.call('POST', '/api/me/diary/', { movie_id: NOIR, watched_on: '2024-01-01', rating: 4, note: 'Note' });
    await person.call('PUT', `/api/me/ratings/${NOIR}/`, { rating: 4 });
    const list = (await person.call('POST', '/api/me/lists/', { name: 'Mine' })).json<{ id: number }>();
    await person.call('PUT', `/api/me/lists/${list.id}/movies/${WESTERN}/`);
    const { token } = (await person.call('POST', `/api/me/lists/${list.id}/share/`)).json<{ token: string }>();
    // A sign-in provider linked to the account, as Account Settings would.
    await t.app.db.query("insert into user_identities (user_id, provider, issuer, subject, email) values ($1, 'corp', 'https://sso.example.com', $2, null)", [
      person.id,
      `subject-${person.id}`,
    ]);
    await person.call('PUT', `/api/me/favorites/${NOIR}/`);
    await person.call('PUT', `/api/me/watchlist/${WESTERN}/`);
    await t.app.db.query('insert into favorite_actors (user_id, person_id) values ($1, 819)', [person.id]);
    await t.app.photosRepository.save(person.id, Buffer.from('RIFF....WEBP'));
    await t.app.db.query(`insert into import_jobs (user_id, status, report) values ($1, 'done', '{}')`, [person.id]);
    const { key, api_key: apiKey } = (await login(t.app, person.email)).json<{ key: string; api_key: string }>();
    return { ...person, listId: list.id, token, key, apiKey };
  }

  /** Rows of the person in every table with a user_id column, and in the tables that hang off those. */
  async function rowsOf(userId: number, listId: number): Promise<Record<string, number>> {
    const tables = await t.app.db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await t.app.db.query<{ n: number }>(`select count(*)::int as n from "${table_name}" where user_id = $1`, [userId]);
      counts[table_name] = row?.n ?? -1;
    }
    const [users] = await t.app.db.query<{ n: number }>('select count(*)::int as n from users where id = $1', [userId]);
    const [tokens] = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from refresh_tokens where session_id in (select id from sessions where user_id = $1)',
      [userId],
    );
    const [entries] = await t.app.db.query<{ n: number }>('select count(*)::int as n from user_list_entries where list_id = $1', [listId]);
    return { ...counts, users: users?.n ?? -1, refresh_tokens: tokens?.n ?? -1, user_list_entries: entries?.n ?? -1 };
  }

  it('refuses a wrong or missing password and keeps everything', async () => {
    const person = await busyPerson();
    const before = await rowsOf(person.id, person.listId);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    let res = await person.call('DELETE', '/api/me/', { password: 'not my password' });
    expect([res.statusCode, res.json()]).toEqual([400, { password: ['The password is not correct.'] }]);
    expect(res.headers['clear-site-data']).toBeUndefined();
    res = await person.call('DELETE', '/api/me/', {});
    expect([res.statusCode, res.json()]).toEqual([400, { password: ['This field is required.'] }]);
    expect((await person.call('DELETE', '/api/me/')).statusCode).toBe(400);
    expect(await rowsOf(person.id, person.listId)).toEqual(before);
    expect((await person.call('GET', '/api/me/lists/')).statusCode).toBe(200);
  });

  it('stops guessing after 10 wrong passwords', async () => {
    const person = await signedInPerson(t.app);
    for (let i = 0; i < 10; i++) expect((await person.call('DELETE', '/api/me/', { password: `guess ${i}` })).statusCode).toBe(400);
    const res = await person.call('DELETE', '/api/me/', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect((await person.call('GET', '/api/me/lists/')).statusCode).toBe(200);
  });

  it('removes every row and the photo, ends every session, clears the cookies and frees the e-mail', async () => {
    const person = await busyPerson();
    const other = await busyPerson();
    const otherBefore = await rowsOf(other.id, other.listId);
    // Another node that has already trusted this session within its 30 s window, and its api_key within 60 s.
    const node2 = sessionStore(t.app.db, { reuseGraceSeconds: 10, maxAgeSeconds: 86_400 });
    expect(await node2.isAccessLive(accessIdOf(person.access), person.id)).toBe(true);
    expect(await node2.userIdForApiKey(person.apiKey)).toBe(person.id);
    // This node trusts the api_key too, from now on without asking the database.
    expect((await catalogue(person.apiKey)).statusCode).toBe(200);

    const res = await person.call('DELETE', '/api/me/', { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(204);
    // The browser forgets what it kept of the account (its photo).
    expect(res.headers['clear-site-data']).toBe('"cache"');
    const cleared = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.maxAge]));
    expect(cleared).toEqual({ access: 0, refresh: 0, signed_in: 0, api_key: 0 });
    const refused = await catalogue(person.apiKey);
    expect([refused.statusCode, refused.json()]).toEqual([401, INVALID_API_KEY]);

    const after = await rowsOf(person.id, person.listId);
    expect(Object.entries(after).filter(([, n]) => n !== 0)).toEqual([]);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining(['diary_entries', 'movie_ratings', 'user_lists', 'user_list_entries', 'movie_list_entries', 'favorite_actors', 'profile_photos', 'import_jobs', 'sessions', 'refresh_tokens', 'users']),
    );
    expect(await rowsOf(other.id, other.listId)).toEqual(otherBefore);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user/', cookies: { access: person.access } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { refresh: person.refresh } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/lists/', headers: { authorization: `Token ${person.key}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-lists/${person.token}/` })).statusCode).toBe(404);
    // The other node stops trusting it when its window ends.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect(await node2.isAccessLive(accessIdOf(person.access), person.id)).toBe(false);
      clock.mockReturnValue(now + 61_000);
      expect(await node2.userIdForApiKey(person.apiKey)).toBeNull();
    } finally {
      clock.mockRestore();
    }

    const password = 'violet-harbour-93';
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/autenticacion/registro/',
      payload: { email: person.email, password1: password, password2: password },
    });
    expect(again.statusCode).toBe(201);
    expect((await login(t.app, person.email, password)).statusCode).toBe(200);
  });

  it("answers 401, not a failure, to writes on a node that still trusts a deleted account's token", async () => {
    const person = await signedInPerson(t.app);
    // As on a node whose 30 s trust in the session has not run out: the rows are gone, the token still verifies.
    await t.app.db.query('delete from users where id = $1', [person.id]);
    expect((await person.call('GET', '/api/me/lists/')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/me/diary/', { movie_id: NOIR }],
      ['PUT', `/api/me/ratings/${NOIR}/`, { rating: 3 }],
      ['POST', '/api/me/lists/', { name: 'Ghost' }],
    ] as const) {
      const res = await person.call(method, url, body);
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { detail: 'Token is invalid or expired', code: 'token_invalid' }]);
    }
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/', payload: { password: TEST_PASSWORD } })).statusCode).toBe(401);
  });
});
