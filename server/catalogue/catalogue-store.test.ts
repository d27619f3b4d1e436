import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { newApiKey } from '../auth/secrets';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { cookieOf, login, TEST_PASSWORD, uniqueEmail } from '../testing/accounts';
import { freshDatabase, testDatabaseUrl, type FreshDatabase } from '../testing/databases';
import { committedSmallWorld, writeFilmWorld } from '../testing/film-worlds';
import { databaseTargets } from '../testing/helper';
import { loadFilmWorld } from './catalogue-store';
import { type FilmWorld, parseFilmWorld, readFilmWorldFile } from './film-world';
import { CMU_FILM_IDS } from './world/derive';
import { fnv1a } from './world/stable-ids';

/**
 * Each test starts PGlite or writes a catalogue: a whole one takes about a minute on 2 cores
 * alone, and several times that beside the suite's other worker; this only stops a hang.
 */
const SLOW = 360_000;

/** The first version's director ids: FNV-1a of the name, hashed into 900,000,000–999,999,999. */
const firstVersionPersonId = (name: string): number => 900_000_000 + (fnv1a(name) % 100_000_000);

/** Two films the catalogue before issue 39 served under Wikipedia ids, now their vega records' ids. */
const FANTASIA = { former: 914_994_540, current: 900_000_338 };
const RETURN_OF_THE_JEDI = { former: 916_217_947, current: 900_000_773 };

interface OldFilm {
  id: number;
  title: string;
  director: string | null;
}

/**
 * A database as the first version left it: migrations up to 0004, the 3,200 vega-datasets
 * films with their directors in the crew column (nothing else of the film world), and one
 * person's lists holding those films and directors.
 */
async function firstVersionDatabase(db: Database, films: readonly OldFilm[], email: string): Promise<void> {
  await migrate(db, migrations.filter((migration) => migration.id < '0005'));
  await db.query(
    `insert into movies (id, source, title, original_title, director, crew, search_title)
     select r.id, 'embedded', r.title, r.title, r.director, r.crew, lower(r.title)
     from jsonb_to_recordset($1::jsonb) as r(id integer, title text, director text, crew jsonb)`,
    [
      JSON.stringify(
        films.map((film) => ({
          ...film,
          crew: film.director === null ? [] : [{ id: firstVersionPersonId(film.director), name: film.director, job: 'Director', department: 'Directing' }],
        })),
      ),
    ],
  );
  const [user] = await db.query<{ id: number }>(
    'insert into users (email, password_hash, api_key) values ($1, $2, $3) returning id',
    [email, await hashPassword(TEST_PASSWORD), newApiKey()],
  );
  const directors = [...new Set(films.flatMap((film) => film.director ?? []))];
  await db.query(
    `insert into movie_list_entries (user_id, list, movie_id) select $1, 'favorites', unnest($2::integer[])`,
    [user?.id, films.filter((_film, index) => index % 10 === 0).map((film) => film.id)],
  );
  await db.query(
    `insert into movie_list_entries (user_id, list, movie_id) select $1, 'watchlist', unnest($2::integer[])`,
    [user?.id, films.slice(-30).map((film) => film.id)],
  );
  // Ids a later catalogue gave up when it joined these Wikipedia films to their vega twins:
  // Fantasia on the favourites, Return of the Jedi on the watchlist twice, by its former and its current id.
  await db.query(`insert into movie_list_entries (user_id, list, movie_id) values ($1, 'favorites', $2), ($1, 'watchlist', $3), ($1, 'watchlist', $4)`, [
    user?.id,
    FANTASIA.former,
    RETURN_OF_THE_JEDI.former,
    RETURN_OF_THE_JEDI.current,
  ]);
  await db.query('insert into favorite_actors (user_id, person_id) select $1, unnest($2::integer[])', [
    user?.id,
    directors.map(firstVersionPersonId),
  ]);
}

describe.each(databaseTargets)('the film world on %s', (target) => {
  let dataDir: string;
  let database: FreshDatabase | undefined;
  let vegaFilms: OldFilm[];
  const email = uniqueEmail('upgrade');

  const config = () =>
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'a'.repeat(32),
      ...(database ? { DATABASE_URL: database.url() } : {}),
    });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-upgrade-'));
    if (target === 'postgres') database = await freshDatabase(testDatabaseUrl as string, 'movie_browser_upgrade');
    const world = parseFilmWorld((await readFilmWorldFile()).compressed);
    const names = new Map(world.people.map(([id, name]) => [id, name]));
    vegaFilms = world.films
      .filter(([id]) => id < CMU_FILM_IDS.base)
      .map(([id, title, , , , , , , , , , , directors]) => ({ id, title, director: names.get(directors[0] ?? 0) ?? null }));
    const db = await openDatabase({ dataDir: path.join(dataDir), url: database?.url() });
    try {
      await firstVersionDatabase(db, vegaFilms, email);
    } finally {
      await db.close();
    }
  }, SLOW);
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('upgrades a first-version database on its next start: every list entry still resolves, cast and people added', async () => {
    const app = await buildApp({ config: config(), spaRoot: '/nonexistent', logger: false });
    try {
      const access = cookieOf(await login(app, email), 'access')?.value ?? '';
      const all = async <T>(url: string): Promise<T[]> => {
        const results: T[] = [];
        for (let page = 1; ; page++) {
          const res = await app.inject({ method: 'GET', url: `${url}?page=${page}`, cookies: { access } });
          expect(res.statusCode).toBe(200);
          const body = res.json<{ results: T[]; total_pages: number }>();
          results.push(...body.results);
          if (page >= body.total_pages) return results;
        }
      };
      const favorites = await all<{ id: number; title: string }>('/api/me/favorites/');
      const fantasia = vegaFilms.find((film) => film.id === FANTASIA.current);
      const expectedFavorites = [...vegaFilms.filter((_film, index) => index % 10 === 0), ...(fantasia ? [fantasia] : [])];
      expect(favorites.map(({ id, title }) => ({ id, title })).sort((a, b) => a.id - b.id)).toEqual(
        expectedFavorites.map(({ id, title }) => ({ id, title })).sort((a, b) => a.id - b.id),
      );
      expect(fantasia?.title).toBe('Fantasia');
      // The film on the watchlist by both its ids is on it once.
      expect((await all<{ id: number }>('/api/me/watchlist/')).map((film) => film.id).sort()).toEqual(
        [...vegaFilms.slice(-30).map((film) => film.id), RETURN_OF_THE_JEDI.current].sort(),
      );
      const directors = [...new Set(vegaFilms.flatMap((film) => film.director ?? []))];
      const actors = await all<{ id: number; name: string }>('/api/me/favorite-actors/');
      expect(actors.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id)).toEqual(
        directors.map((name) => ({ id: firstVersionPersonId(name), name })).sort((a, b) => a.id - b.id),
      );
      const [counts] = await app.db.query<{ films: number; people: number; credits: number }>(
        `select (select count(*) from movies)::integer as films, (select count(*) from people)::integer as people,
           (select count(*) from movie_credits)::integer as credits`,
      );
      expect(counts).toEqual({ films: 91969, people: 33649, credits: 163381 });
    } finally {
      await app.close();
    }
  }, SLOW);

  it('loads nothing again while the file is unchanged', async () => {
    const db = await openDatabase({ dataDir, url: database?.url() });
    try {
      expect(await loadFilmWorld(db)).toBeNull();
    } finally {
      await db.close();
    }
  }, SLOW);
});

describe.each(databaseTargets)('a changed film world on %s', (target) => {
  let dataDir: string;
  let database: FreshDatabase | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-reload-'));
    if (target === 'postgres') database = await freshDatabase(testDatabaseUrl as string, 'movie_browser_reload');
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  const writeWorld = (world: FilmWorld): Promise<string> => writeFilmWorld(dataDir, world);

  it('reloads a changed file in place: a film gone with its credits, a person renamed, every list entry kept', async () => {
    const world = await committedSmallWorld();
    const db = await openDatabase({ dataDir, url: database?.url() });
    try {
      await migrate(db, migrations);
      const first = await writeWorld(world);
      expect(await loadFilmWorld(db, first)).toEqual({ films: 400, people: world.people.length });

      const [kept, gone] = world.films.filter((film) => film[13].length > 0);
      const [user] = await db.query<{ id: number }>('insert into users (email, password_hash) values ($1, $2) returning id', [
        uniqueEmail('reload'),
        await hashPassword(TEST_PASSWORD),
      ]);
      await db.query(`insert into movie_list_entries (user_id, list, movie_id) values ($1, 'favorites', $2), ($1, 'watchlist', $2)`, [user?.id, kept?.[0]]);
      const renamed = world.people[0];
      const changed = await writeWorld({
        ...world,
        films: world.films.filter((film) => film !== gone),
        people: world.people.map((person) => (person === renamed ? [person[0], `${person[1]} Renamed`, person[2], person[3]] : person)),
      });

      expect(await loadFilmWorld(db, changed)).toEqual({ films: 399, people: world.people.length });
      expect(await db.query('select id from movies where id = $1', [gone?.[0]])).toEqual([]);
      expect(await db.query('select count(*)::integer as n from movie_credits where movie_id = $1', [gone?.[0]])).toEqual([{ n: 0 }]);
      expect(await db.query('select count(*)::integer as n from movie_credits where movie_id = $1', [kept?.[0]])).toEqual([
        { n: (kept?.[12].length ?? 0) + (kept?.[13].length ?? 0) },
      ]);
      expect(await db.query('select name from people where id = $1', [renamed?.[0]])).toEqual([{ name: `${renamed?.[1]} Renamed` }]);
      expect(await db.query('select list, movie_id from movie_list_entries where user_id = $1 order by list', [user?.id])).toEqual([
        { list: 'favorites', movie_id: kept?.[0] },
        { list: 'watchlist', movie_id: kept?.[0] },
      ]);
      expect(await loadFilmWorld(db, changed)).toBeNull();
    } finally {
      await db.close();
    }
  }, SLOW);
});
