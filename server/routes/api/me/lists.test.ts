import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

interface User {
  access: string;
}

const CAST_FILM = {
  id: 550,
  title: 'Fight Club',
  release_date: '1999-10-15',
  popularity: 60,
  credits: {
    cast: [
      { id: 819, name: 'Edward Norton', profile_path: '/norton.jpg', character: 'Narrator' },
      { id: 287, name: 'Brad Pitt', profile_path: null, character: 'Tyler Durden' },
    ],
    crew: [{ id: 7467, name: 'David Fincher', job: 'Director', department: 'Directing' }],
  },
};

describe.each(databaseTargets)('the private lists on %s', (target) => {
  let t: TestApp;
  let filmIds: number[];
  beforeAll(async () => {
    t = await buildTestApp(target);
    await importTmdbMovies(t.app.db, JSON.stringify([CAST_FILM]));
    filmIds = (await t.app.db.query<{ id: number }>('select id from movies order by id limit 25')).map((row) => row.id);
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<User> {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    return { access: cookieOf(res, 'access')?.value ?? '' };
  }

  const call = (user: User | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, ...(user ? { cookies: { access: user.access } } : {}) });
  const page = async <T>(user: User, url: string) => {
    const res = await call(user, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json<{ page: number; results: T[]; total_pages: number; total_results: number }>();
  };
  const movieIds = async (user: User, url: string) => (await page<{ id: number }>(user, url)).results.map((movie) => movie.id);

  describe.each(['favorites', 'watchlist'])('/api/me/%s/', (list) => {
    const base = `/api/me/${list}/`;

    it('adds a film once, keeping its first place, and answers 204 each time', async () => {
      const user = await signedIn();
      const [first = 0, second = 0] = filmIds;
      for (const id of [first, second, first]) expect((await call(user, 'PUT', `${base}${id}/`)).statusCode).toBe(204);
      const res = await page<Record<string, unknown>>(user, base);
      expect(res).toEqual(expect.objectContaining({ page: 1, total_pages: 1, total_results: 2 }));
      expect(res.results.map((movie) => movie.id)).toEqual([second, first]);
    });

    it('answers each film as a TMDB list result, read from the catalogue', async () => {
      const user = await signedIn();
      await call(user, 'PUT', `${base}550/`);
      const [film] = (await page<Record<string, unknown>>(user, base)).results;
      expect(film).toEqual({
        adult: false,
        backdrop_path: null,
        genre_ids: [],
        id: 550,
        original_language: '',
        original_title: 'Fight Club',
        overview: '',
        popularity: 60,
        poster_path: '/poster-550.svg',
        release_date: '1999-10-15',
        title: 'Fight Club',
        video: false,
        vote_average: 0,
        vote_count: 0,
      });
    });

    it('removes a film, and removing it again is fine', async () => {
      const user = await signedIn();
      const [id = 0] = filmIds;
      await call(user, 'PUT', `${base}${id}/`);
      expect((await call(user, 'DELETE', `${base}${id}/`)).statusCode).toBe(204);
      expect((await call(user, 'DELETE', `${base}${id}/`)).statusCode).toBe(204);
      expect(await movieIds(user, base)).toEqual([]);
    });

    it('pages by 20, newest first', async () => {
      const user = await signedIn();
      for (const id of filmIds) await call(user, 'PUT', `${base}${id}/`);
      const newestFirst = [...filmIds].reverse();
      const first = await page<{ id: number }>(user, base);
      const second = await page<{ id: number }>(user, `${base}?page=2`);
      expect(first).toEqual(expect.objectContaining({ page: 1, total_pages: 2, total_results: 25 }));
      expect(first.results.map((movie) => movie.id)).toEqual(newestFirst.slice(0, 20));
      expect(second).toEqual(expect.objectContaining({ page: 2, total_pages: 2, total_results: 25 }));
      expect(second.results.map((movie) => movie.id)).toEqual(newestFirst.slice(20));
      expect((await page(user, `${base}?page=3`)).results).toEqual([]);
    });

    it('answers 404 to a film the catalogue does not have, and 400 to ids that are not ids', async () => {
      const user = await signedIn();
      for (const id of ['12345678', '99999999999']) {
        const res = await call(user, 'PUT', `${base}${id}/`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Movie not found.', code: 'movie_not_found' });
      }
      for (const id of ['0', '-3', 'abc', '1.5', '1e3']) {
        for (const method of ['PUT', 'DELETE'] as const) {
          const res = await call(user, method, `${base}${id}/`);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ detail: 'The movie id must be a positive integer.', code: 'bad_movie_id' });
        }
      }
      for (const query of ['page=0', 'page=x']) expect((await call(user, 'GET', `${base}?${query}`)).statusCode).toBe(400);
    });

    it('leaves out a film that left the catalogue instead of failing', async () => {
      const user = await signedIn();
      await importTmdbMovies(t.app.db, JSON.stringify([{ id: 77, title: 'Short-lived' }]));
      await call(user, 'PUT', `${base}77/`);
      await t.app.db.query('delete from movies where id = 77');
      const res = await page(user, base);
      expect(res.results).toEqual([]);
      expect((await call(user, 'DELETE', `${base}77/`)).statusCode).toBe(204);
    });
  });

  it('keeps favorites and the watchlist apart', async () => {
    const user = await signedIn();
    const [a = 0, b = 0] = filmIds;
    await call(user, 'PUT', `/api/me/favorites/${a}/`);
    await call(user, 'PUT', `/api/me/watchlist/${b}/`);
    expect(await movieIds(user, '/api/me/favorites/')).toEqual([a]);
    expect(await movieIds(user, '/api/me/watchlist/')).toEqual([b]);
  });

  describe('/api/me/favorite-actors/', () => {
    const base = '/api/me/favorite-actors/';

    it('adds people credited in the catalogue, once each, newest first', async () => {
      const user = await signedIn();
      for (const id of [819, 7467, 287, 819]) expect((await call(user, 'PUT', `${base}${id}/`)).statusCode).toBe(204);
      expect(await page(user, base)).toEqual({
        page: 1,
        results: [
          { id: 287, name: 'Brad Pitt', profile_path: null },
          { id: 7467, name: 'David Fincher', profile_path: null },
          { id: 819, name: 'Edward Norton', profile_path: '/norton.jpg' },
        ],
        total_pages: 1,
        total_results: 3,
      });
      expect((await call(user, 'DELETE', `${base}7467/`)).statusCode).toBe(204);
      expect((await call(user, 'DELETE', `${base}7467/`)).statusCode).toBe(204);
      expect((await page<{ id: number }>(user, base)).results.map((person) => person.id)).toEqual([287, 819]);
    });

    it('counts the embedded catalogue’s directors and cast as people', async () => {
      const user = await signedIn();
      const credited = await t.app.db.query<{ id: number; name: string }>(
        `select distinct on (c.kind) p.id, p.name from movie_credits c join people p on p.id = c.person_id
         where c.movie_id = 900000370 and c.billing_order = 0 order by c.kind`,
      );
      expect(credited.map((person) => person.name)).toEqual(['Marlon Brando', 'Francis Ford Coppola']);
      for (const person of credited) expect((await call(user, 'PUT', `${base}${person.id}/`)).statusCode).toBe(204);
      expect((await page(user, base)).results).toEqual(
        [...credited].reverse().map((person) => ({ id: person.id, name: person.name, profile_path: null })),
      );
    });

    it('answers 404 to an unknown person and 400 to a malformed id', async () => {
      const user = await signedIn();
      const unknown = await call(user, 'PUT', `${base}424242/`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Person not found.', code: 'person_not_found' });
      const bad = await call(user, 'PUT', `${base}nobody/`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ detail: 'The person id must be a positive integer.', code: 'bad_person_id' });
    });
  });

  it('lists every id for drawing toggles', async () => {
    const user = await signedIn();
    const [a = 0, b = 0] = filmIds;
    await call(user, 'PUT', `/api/me/favorites/${a}/`);
    await call(user, 'PUT', `/api/me/favorites/${b}/`);
    await call(user, 'PUT', `/api/me/watchlist/${a}/`);
    await call(user, 'PUT', '/api/me/favorite-actors/819/');
    const res = await call(user, 'GET', '/api/me/list-ids/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ favorites: [b, a], watchlist: [a], favorite_actors: [819] });
  });

  it('keeps each user’s lists private', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [a = 0] = filmIds;
    await call(alice, 'PUT', `/api/me/favorites/${a}/`);
    await call(alice, 'PUT', '/api/me/favorite-actors/819/');
    // Bob removing the same ids touches only his own (empty) lists.
    await call(bob, 'DELETE', `/api/me/favorites/${a}/`);
    await call(bob, 'DELETE', '/api/me/favorite-actors/819/');

    expect(await movieIds(bob, '/api/me/favorites/')).toEqual([]);
    expect((await call(bob, 'GET', '/api/me/list-ids/')).json()).toEqual({ favorites: [], watchlist: [], favorite_actors: [] });
    expect(await movieIds(alice, '/api/me/favorites/')).toEqual([a]);
    expect((await page(alice, '/api/me/favorite-actors/')).total_results).toBe(1);
  });

  it('needs a session for every list route', async () => {
    const [a = 0] = filmIds;
    const routes: Array<['GET' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/me/favorites/'],
      ['PUT', `/api/me/favorites/${a}/`],
      ['DELETE', `/api/me/watchlist/${a}/`],
      ['GET', '/api/me/favorite-actors/'],
      ['PUT', '/api/me/favorite-actors/819/'],
      ['GET', '/api/me/list-ids/'],
    ];
    for (const [method, url] of routes) {
      const res = await call(null, method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    }
  });

  it('refuses a stranger before reading the query or the body', async () => {
    const [a = 0] = filmIds;
    const badPage = await call(null, 'GET', '/api/me/favorites/?page=0');
    expect(badPage.statusCode).toBe(401);
    const badBody = await t.app.inject({
      method: 'PUT',
      url: `/api/me/watchlist/${a}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(badBody.statusCode).toBe(401);
    expect(badBody.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });
});
