import type { Recommendations } from '../../../../contract/recommendations';
import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { RANKING_SQL } from '../../../recommendations/for-you-reference';
import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

interface User {
  id: number;
  access: string;
}

/** Imported films for the cases the film world cannot show on its own: no people in common, and TMDB's ids. */
const LONE_CRIME_FILM = { id: 9001, title: 'A Crime Film Nobody Else Made', release_date: '1972-06-01', genres: [{ id: 80 }, { id: 18 }] };
const IMPORTED_ACTOR = { id: 4242, name: 'Imported Actor', character: 'Lead' };
const IMPORTED_FILMS = [
  { id: 9002, title: 'Imported Lead Role', popularity: 5, credits: { cast: [IMPORTED_ACTOR], crew: [] } },
  { id: 9003, title: 'Imported Cameo', popularity: 50, credits: { cast: [1, 2, 3, 4].map((n) => ({ id: 5000 + n, name: `Extra ${n}`, character: '' })).concat(IMPORTED_ACTOR), crew: [] } },
];

describe.each(databaseTargets)('GET /api/me/for-you/ on %s', (target) => {
  let t: TestApp;
  const ids = { pacino: 0, coppola: 0, godfather: 0, godfather2: 0, godfather3: 0, scarface: 0, anyGivenSunday: 0 };
  beforeAll(async () => {
    t = await buildTestApp(target);
    await importTmdbMovies(t.app.db, JSON.stringify([LONE_CRIME_FILM]));
    const person = async (name: string) => (await t.app.db.query<{ id: number }>('select id from people where name = $1', [name]))[0]?.id ?? 0;
    // The film world's titles are not unique: the most popular film of that title is the one meant.
    const film = async (title: string) =>
      (await t.app.db.query<{ id: number }>('select id from movies where title = $1 order by popularity desc limit 1', [title]))[0]?.id ?? 0;
    Object.assign(ids, {
      pacino: await person('Al Pacino'),
      coppola: await person('Francis Ford Coppola'),
      godfather: await film('The Godfather'),
      godfather2: await film('The Godfather Part II'),
      godfather3: await film('The Godfather Part III'),
      scarface: await film('Scarface'),
      anyGivenSunday: await film('Any Given Sunday'),
    });
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<User> {
    const account = await createAccount(t.app);
    return { id: account.id, access: cookieOf(await login(t.app, account.email), 'access')?.value ?? '' };
  }
  const put = async (user: User, url: string) => {
    const res = await t.app.inject({ method: 'PUT', url, cookies: { access: user.access } });
    expect(res.statusCode).toBe(204);
  };
  const forYou = async (user: User, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/me/for-you/${query}`, cookies: { access: user.access } });
    expect(res.statusCode).toBe(200);
    return res.json<Recommendations>().results;
  };

  it('ranks a favorite actor’s leading roles, best known first, because the user likes him', async () => {
    const user = await signedIn();
    await put(user, `/api/me/favorite-actors/${ids.pacino}/`);
    const results = await forYou(user);
    // Al Pacino is billed among the first three in all five; popularity orders them (docs/CATALOGUE.md, "Popularity").
    expect(results.slice(0, 5).map((result) => result.movie.id)).toEqual([ids.godfather, ids.godfather2, ids.scarface, ids.anyGivenSunday, ids.godfather3]);
    expect(results[0]?.reasons).toEqual([{ kind: 'actor', person: { id: ids.pacino, name: 'Al Pacino' } }]);
    expect(results).toHaveLength(20);
  });

  it('ranks the sequels of a favorite film first, directed by its director, and never the favorite itself', async () => {
    const user = await signedIn();
    await put(user, `/api/me/favorites/${ids.godfather}/`);
    const results = await forYou(user);
    expect(results.slice(0, 2).map((result) => result.movie.id)).toEqual([ids.godfather2, ids.godfather3]);
    expect(results[0]?.reasons[0]).toEqual({
      kind: 'director',
      person: { id: ids.coppola, name: 'Francis Ford Coppola' },
      movie: { id: ids.godfather, title: 'The Godfather', list: 'favorites' },
    });
    expect(results.map((result) => result.movie.id)).not.toContain(ids.godfather);
  });

  it('adds up what a film shares with the whole profile, and leaves out the watchlist too', async () => {
    const user = await signedIn();
    await put(user, `/api/me/favorites/${ids.godfather}/`);
    await put(user, `/api/me/favorite-actors/${ids.pacino}/`);
    await put(user, `/api/me/watchlist/${ids.godfather3}/`);
    const results = await forYou(user);
    const [first] = results;
    expect(first?.movie.id).toBe(ids.godfather2);
    // Coppola's sequel with Pacino, strongest first: the favorite's director, 4 of its first 6
    // billed, 2 genres and 2 years apart (4 + 4 × 1.5 + 2 + 0.8 = 12.8); the favorite actor
    // billed first (5); Part III's director, 2 leads and genres, at a watchlist film's half weight
    // ((4 + 2 × 1.5 + 2) / 2 = 4.5).
    expect(first?.reasons.map((reason) => [reason.kind, 'movie' in reason ? reason.movie.title : reason.person.name])).toEqual([
      ['director', 'The Godfather'],
      ['actor', 'Al Pacino'],
      ['director', 'The Godfather Part III'],
    ]);
    expect(results.map((result) => result.movie.id)).not.toContain(ids.godfather3);
    expect(results.map((result) => result.movie.id)).not.toContain(ids.godfather);
  });

  it('answers the same ranking every time, ties going to the lower id', async () => {
    const user = await signedIn();
    await put(user, `/api/me/favorite-actors/${ids.pacino}/`);
    const [first, second] = [await forYou(user), await forYou(user)];
    expect(second).toEqual(first);
    // His leading roles without a popularity all score 5: they follow the known ones by id.
    const equalScores = first.filter((result) => result.movie.popularity === 0).map((result) => result.movie.id);
    expect(equalScores).toEqual([...equalScores].sort((a, b) => a - b));
  });

  it('explains a film that shares nobody with the profile by genre and era, its genre in the asked language', async () => {
    const user = await signedIn();
    await put(user, `/api/me/favorites/${LONE_CRIME_FILM.id}/`);
    const [english] = await forYou(user, '?language=en-US');
    expect(english?.reasons[0]).toEqual({ kind: 'genre', genre: { id: 80, name: 'Crime' }, movie: { id: LONE_CRIME_FILM.id, title: LONE_CRIME_FILM.title, list: 'favorites' } });
    expect(Number(english?.movie.release_date.slice(0, 4))).toBeGreaterThanOrEqual(1970);
    expect(english?.movie.genre_ids).toEqual(expect.arrayContaining([80, 18]));
    const [spanish] = await forYou(user, '?language=es-ES');
    expect(spanish?.reasons[0]).toEqual(expect.objectContaining({ genre: { id: 80, name: 'Crimen' } }));
  });

  it('answers an empty profile with no films, privately and uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/for-you/', cookies: { access: (await signedIn()).access } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reads only the signed-in user’s lists', async () => {
    const other = await signedIn();
    await put(other, `/api/me/favorite-actors/${ids.pacino}/`);
    await put(other, `/api/me/favorites/${ids.godfather}/`);
    const user = await signedIn();
    expect(await forYou(user)).toEqual([]);
    await put(user, `/api/me/favorites/${ids.scarface}/`);
    const results = await forYou(user);
    expect(results.length).toBeGreaterThan(0);
    expect(results.flatMap((result) => result.reasons).every((reason) => 'movie' in reason && reason.movie.id === ids.scarface)).toBe(true);
    expect(results.map((result) => result.movie.id)).not.toContain(ids.scarface);
  });

  it('ranks full profiles and gives the reasons exactly as the ranking written in SQL does', async () => {
    const films = (await t.app.db.query<{ id: number }>('select id from movies order by popularity desc, id limit 300')).map((row) => row.id);
    const people = (await t.app.db.query<{ id: number }>('select id from people order by popularity desc, id limit 300')).map((row) => row.id);
    const pick = (pool: number[], user: number, count: number, stride: number) => Array.from({ length: count }, (_, n) => pool[(user * 37 + n * stride) % pool.length]!);
    for (let profile = 0; profile < 6; profile++) {
      const user = await signedIn();
      // Fuller lists than the seeds take, a film on both lists, and the people alone for the last profile.
      const favorites = profile === 5 ? [] : pick(films, profile, 14, 7);
      for (const id of favorites) await put(user, `/api/me/favorites/${id}/`);
      for (const id of [...pick(films, profile + 8, 7, 11), ...favorites.slice(0, 1)]) await put(user, `/api/me/watchlist/${id}/`);
      for (const id of pick(people, profile, profile === 5 ? 12 : 4, 13)) await put(user, `/api/me/favorite-actors/${id}/`);
      const expected = (
        await t.app.db.query<{ id: number; reasons: Array<{ kind: string; person_id: number | null; seed_id: number | null; genre_id: number | null }> }>(
          RANKING_SQL,
          [user.id, ['embedded', 'import']],
        )
      ).map((row) => ({ id: row.id, reasons: row.reasons.map((reason) => [reason.kind, reason.person_id, reason.seed_id, reason.genre_id]) }));
      const found = (await forYou(user)).map((result) => ({
        id: result.movie.id,
        reasons: result.reasons.map((reason) => [
          reason.kind,
          'person' in reason ? reason.person.id : null,
          'movie' in reason ? reason.movie.id : null,
          'genre' in reason ? reason.genre.id : null,
        ]),
      }));
      expect(found.length).toBeGreaterThan(0);
      expect({ profile, found }).toEqual({ profile, found: expected });
    }
  });

  it('refuses strangers with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/for-you/' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a malformed language with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/for-you/?language=english!', cookies: { access: (await signedIn()).access } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ language: [expect.any(String)] });
  });
});

describe('GET /api/me/for-you/ with the TMDB upstream', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing is asked of TMDB: the row is computed from the local catalogue, so no server answers here.
    t = await buildTestApp('pglite', { TMDB_API_KEY: 'server-secret', TMDB_BASE_URL: 'http://127.0.0.1:9/3', TMDB_TIMEOUT_MS: '200' });
    await importTmdbMovies(t.app.db, JSON.stringify(IMPORTED_FILMS));
  });
  afterAll(() => t.close());

  it('recommends imported films only: the film world’s ids would name other films on TMDB', async () => {
    const account = await createAccount(t.app);
    const access = cookieOf(await login(t.app, account.email), 'access')?.value ?? '';
    const [pacino] = await t.app.db.query<{ id: number }>(`select id from people where name = 'Al Pacino'`);
    for (const personId of [IMPORTED_ACTOR.id, pacino?.id ?? 0]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/me/favorite-actors/${personId}/`, cookies: { access } });
      expect(res.statusCode).toBe(204);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/me/for-you/', cookies: { access } });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<Recommendations>();
    // The lead role (5 + 0.1 for popularity) ranks above the cameo (3 + 1).
    expect(results.map((result) => result.movie.title)).toEqual(['Imported Lead Role', 'Imported Cameo']);
    expect(results[0]?.reasons).toEqual([{ kind: 'actor', person: { id: IMPORTED_ACTOR.id, name: IMPORTED_ACTOR.name } }]);
  });
});
