import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { signedInPerson, TEST_FILMS, type Person } from '../../../testing/test-session';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const [NOIR, WESTERN, COMEDY, EPIC] = TEST_FILMS.map((film) => film.id) as [number, number, number, number];

interface Summary {
  id: number;
  name: string;
  description: string;
  movie_count: number;
  position: number;
  shared: boolean;
  updated_at: string;
}

describe.each(databaseTargets)('the own lists on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await importTmdbMovies(t.app.db, JSON.stringify(TEST_FILMS));
  });
  afterAll(() => t.close());

  const create = async (person: Person, name: string, description?: string) => {
    const res = await person.call('POST', '/api/me/lists/', description === undefined ? { name } : { name, description });
    expect(res.statusCode).toBe(201);
    return res.json<Summary>();
  };
  const names = async (person: Person) => (await person.call('GET', '/api/me/lists/')).json<{ results: Summary[] }>().results.map((list) => list.name);
  const filmIds = async (person: Person, listId: number) =>
    (await person.call('GET', `/api/me/lists/${listId}/`)).json<{ results: Array<{ movie_id: number }> }>().results.map((entry) => entry.movie_id);

  it('creates, describes, renames and deletes a list', async () => {
    const person = await signedInPerson(t.app);
    const list = await create(person, '  Rainy days  ', 'For Sundays');
    expect(list).toEqual({
      id: expect.any(Number),
      name: 'Rainy days',
      description: 'For Sundays',
      movie_count: 0,
      position: 1,
      shared: false,
      updated_at: expect.stringMatching(/Z$/),
    });
    const renamed = await person.call('PATCH', `/api/me/lists/${list.id}/`, { name: 'Rainy Sundays' });
    expect([renamed.statusCode, renamed.json()]).toEqual([200, { ...list, name: 'Rainy Sundays', updated_at: expect.any(String) }]);
    expect((await person.call('PATCH', `/api/me/lists/${list.id}/`, { description: '' })).json<Summary>().description).toBe('');
    expect((await person.call('GET', '/api/me/lists/')).headers['cache-control']).toBe('no-store');
    expect(await names(person)).toEqual(['Rainy Sundays']);
    expect((await person.call('DELETE', `/api/me/lists/${list.id}/`)).statusCode).toBe(204);
    expect((await person.call('DELETE', `/api/me/lists/${list.id}/`)).json()).toEqual({ detail: 'List not found.', code: 'list_not_found' });
    expect(await names(person)).toEqual([]);
  });

  it.each([
    [{ name: '' }, { name: ['This field may not be blank.'] }],
    [{ name: '   ' }, { name: ['This field may not be blank.'] }],
    [{ name: 'x'.repeat(101) }, { name: ['Ensure this field has no more than 100 characters.'] }],
    [{ name: 'ok', description: 'x'.repeat(1001) }, { description: ['Ensure this field has no more than 1000 characters.'] }],
    [{ description: 'no name' }, { name: ['Not a valid string.'] }],
  ])('refuses %j', async (body, errors) => {
    const person = await signedInPerson(t.app);
    const res = await person.call('POST', '/api/me/lists/', body);
    expect([res.statusCode, res.json()]).toEqual([400, errors]);
  });

  it('keeps at most 200 lists per person, with a clear 409', async () => {
    const person = await signedInPerson(t.app);
    await t.app.db.query(
      `insert into user_lists (user_id, name, position) select $1, 'List ' || n, n from generate_series(1, 199) n`,
      [person.id],
    );
    expect((await create(person, 'The 200th')).position).toBe(200);
    const res = await person.call('POST', '/api/me/lists/', { name: 'One too many' });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: 'You can keep at most 200 lists. Delete one to make another.', code: 'too_many_lists', params: { max: 200 } }]);
  });

  it('adds films idempotently at the end, removes them, and pages them in list order with cards', async () => {
    const person = await signedInPerson(t.app);
    const list = await create(person, 'Mixed');
    for (const id of [COMEDY, NOIR, COMEDY, WESTERN]) expect((await person.call('PUT', `/api/me/lists/${list.id}/movies/${id}/`)).statusCode).toBe(204);
    const res = await person.call('GET', `/api/me/lists/${list.id}/`);
    expect(res.json()).toEqual({
      list: expect.objectContaining({ id: list.id, movie_count: 3 }),
      page: 1,
      results: [
        { movie_id: COMEDY, movie: expect.objectContaining({ id: COMEDY, title: 'Test Comedy' }), position: 1, added_at: expect.any(String) },
        { movie_id: NOIR, movie: expect.objectContaining({ id: NOIR }), position: 2, added_at: expect.any(String) },
        { movie_id: WESTERN, movie: expect.objectContaining({ id: WESTERN }), position: 3, added_at: expect.any(String) },
      ],
      total_pages: 1,
      total_results: 3,
    });
    for (let i = 0; i < 2; i++) expect((await person.call('DELETE', `/api/me/lists/${list.id}/movies/${NOIR}/`)).statusCode).toBe(204);
    expect(await filmIds(person, list.id)).toEqual([COMEDY, WESTERN]);
    expect((await person.call('PUT', `/api/me/lists/${list.id}/movies/880000099/`)).json()).toEqual({ detail: 'Movie not found.', code: 'movie_not_found' });
    expect((await person.call('PUT', `/api/me/lists/${list.id}/movies/abc/`)).statusCode).toBe(400);
    expect((await person.call('GET', `/api/me/lists/${list.id}/?page=0`)).statusCode).toBe(400);
  });

  it('keeps at most 5000 films per list, with a clear 409', async () => {
    const person = await signedInPerson(t.app);
    const list = await create(person, 'Everything');
    await t.app.db.query(`insert into user_list_entries (list_id, movie_id, position) select $1, n, n from generate_series(1, 5000) n`, [list.id]);
    const res = await person.call('PUT', `/api/me/lists/${list.id}/movies/${EPIC}/`);
    expect([res.statusCode, res.json()]).toEqual([409, { detail: 'A list holds at most 5000 films.', code: 'list_full', params: { max: 5000 } }]);
    // One already on the list is still a 204: adding is idempotent even when full.
    expect((await person.call('PUT', `/api/me/lists/${list.id}/movies/1/`)).statusCode).not.toBe(409);
  });

  it('reorders the lists and the films on a list; the ones not named keep their order after', async () => {
    const person = await signedInPerson(t.app);
    const [a, b, c] = [await create(person, 'A'), await create(person, 'B'), await create(person, 'C')];
    expect((await person.call('PUT', '/api/me/lists/order/', { list_ids: [c.id, a.id, b.id] })).statusCode).toBe(204);
    expect(await names(person)).toEqual(['C', 'A', 'B']);
    expect((await person.call('PUT', '/api/me/lists/order/', { list_ids: [b.id] })).statusCode).toBe(204);
    expect(await names(person)).toEqual(['B', 'C', 'A']);
    expect((await person.call('PUT', '/api/me/lists/order/', { list_ids: [a.id, a.id] })).json()).toEqual({ list_ids: ['Each id may appear only once.'] });
    expect((await person.call('PUT', '/api/me/lists/order/', { list_ids: ['x'] })).statusCode).toBe(400);

    for (const id of [NOIR, WESTERN, COMEDY, EPIC]) await person.call('PUT', `/api/me/lists/${a.id}/movies/${id}/`);
    const order = `/api/me/lists/${a.id}/movies/order/`;
    expect((await person.call('PUT', order, { movie_ids: [EPIC, NOIR] })).statusCode).toBe(204);
    expect(await filmIds(person, a.id)).toEqual([EPIC, NOIR, WESTERN, COMEDY]);
    expect((await person.call('PUT', order, { movie_ids: [WESTERN, 12345] })).json()).toEqual({ movie_ids: ['Each film must be on the list.'] });
    expect((await person.call('PUT', order, { movie_ids: [NOIR, NOIR] })).statusCode).toBe(400);
    expect(await filmIds(person, a.id)).toEqual([EPIC, NOIR, WESTERN, COMEDY]);
  });

  it("neither shows nor changes another person's lists", async () => {
    const owner = await signedInPerson(t.app);
    const stranger = await signedInPerson(t.app);
    const list = await create(owner, 'Private', 'Mine only');
    await owner.call('PUT', `/api/me/lists/${list.id}/movies/${NOIR}/`);
    const base = `/api/me/lists/${list.id}/`;
    const attempts: Array<[Parameters<Person['call']>[0], string, Record<string, unknown>?]> = [
      ['GET', base],
      ['PATCH', base, { name: 'Taken' }],
      ['DELETE', base],
      ['PUT', `${base}movies/${WESTERN}/`],
      ['DELETE', `${base}movies/${NOIR}/`],
      ['PUT', `${base}movies/order/`, { movie_ids: [NOIR] }],
      ['POST', `${base}share/`],
      ['DELETE', `${base}share/`],
      ['PUT', '/api/me/lists/order/', { list_ids: [list.id] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await stranger.call(method, url, body);
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 404, { detail: 'List not found.', code: 'list_not_found' }]);
    }
    expect((await stranger.call('GET', '/api/me/lists/')).json()).toEqual({ results: [] });
    expect((await stranger.call('GET', `/api/me/films/${NOIR}/`)).json<{ list_ids: number[] }>().list_ids).toEqual([]);
    const mine = (await owner.call('GET', base)).json<{ list: Summary; results: Array<{ movie_id: number }> }>();
    expect([mine.list.name, mine.list.shared, mine.results.map((entry) => entry.movie_id)]).toEqual(['Private', false, [NOIR]]);
  });

  describe('sharing', () => {
    it('shares with an unguessable token, the same one while shared, readable signed out without the owner', async () => {
      const owner = await signedInPerson(t.app);
      const list = await create(owner, 'Westerns', 'Dust');
      await owner.call('PUT', `/api/me/lists/${list.id}/movies/${WESTERN}/`);
      const shared = await owner.call('POST', `/api/me/lists/${list.id}/share/`);
      expect(shared.statusCode).toBe(200);
      const { token, path } = shared.json<{ token: string; path: string }>();
      // 43 base64url characters are 258 bits' worth of text for 256 random bits.
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(path).toBe(`/shared/${token}`);
      expect((await owner.call('POST', `/api/me/lists/${list.id}/share/`)).json()).toEqual({ token, path });
      expect((await owner.call('GET', '/api/me/lists/')).json<{ results: Summary[] }>().results[0]?.shared).toBe(true);

      const res = await t.app.inject({ method: 'GET', url: `/api/shared-lists/${token}/` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<Record<string, unknown>>();
      expect(body).toEqual({
        list: { name: 'Westerns', description: 'Dust', movie_count: 1 },
        page: 1,
        results: [{ movie_id: WESTERN, movie: expect.objectContaining({ id: WESTERN }), position: 1, added_at: expect.any(String) }],
        total_pages: 1,
        total_results: 1,
      });
      // Without the timestamps, whose digits ("13:33") could hold the owner's id by chance.
      const text = res.body.replace(/"added_at":"[^"]*"/g, '');
      for (const secret of [owner.email, String(owner.id), `"id":${list.id}`, 'user', 'email', 'photo']) expect(text).not.toContain(secret);
    });

    it('tokens differ per list and share, and revoking makes the old link 404', async () => {
      const owner = await signedInPerson(t.app);
      const [a, b] = [await create(owner, 'A'), await create(owner, 'B')];
      const tokenOf = async (id: number) => (await owner.call('POST', `/api/me/lists/${id}/share/`)).json<{ token: string }>().token;
      const first = await tokenOf(a.id);
      expect(await tokenOf(b.id)).not.toBe(first);
      expect((await owner.call('DELETE', `/api/me/lists/${a.id}/share/`)).statusCode).toBe(204);
      expect((await owner.call('DELETE', `/api/me/lists/${a.id}/share/`)).statusCode).toBe(204);
      const gone = await t.app.inject({ method: 'GET', url: `/api/shared-lists/${first}/` });
      expect([gone.statusCode, gone.json()]).toEqual([404, { detail: 'List not found.', code: 'list_not_found' }]);
      const again = await tokenOf(a.id);
      expect(again).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: `/api/shared-lists/${again}/` })).statusCode).toBe(200);
      expect((await owner.call('GET', `/api/me/lists/${a.id}/`)).json<{ list: Summary }>().list.shared).toBe(true);
    });

    it('answers malformed and unknown tokens with the same 404', async () => {
      for (const token of ['abc', 'A'.repeat(43), '%21%21', 'A'.repeat(44)]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/shared-lists/${token}/` });
        expect([res.statusCode, res.json()]).toEqual([404, { detail: 'List not found.', code: 'list_not_found' }]);
      }
    });

    it('dies with its list', async () => {
      const owner = await signedInPerson(t.app);
      const list = await create(owner, 'Short-lived');
      const { token } = (await owner.call('POST', `/api/me/lists/${list.id}/share/`)).json<{ token: string }>();
      await owner.call('DELETE', `/api/me/lists/${list.id}/`);
      expect((await t.app.inject({ method: 'GET', url: `/api/shared-lists/${token}/` })).statusCode).toBe(404);
    });
  });
});
