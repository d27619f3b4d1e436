import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreditsSchema, MovieDetailsSchema } from '../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema, PersonSearchPageSchema } from '../../contract/people';
import { createAccount } from '../testing/accounts';
import { templateDataDir } from '../testing/databases';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { importTmdbMovies } from './tmdb-import';

const FIGHT_CLUB = {
  id: 550,
  title: 'Fight Club',
  original_title: 'Fight Club',
  original_language: 'en',
  overview: 'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression.',
  release_date: '1999-10-15',
  runtime: 139,
  popularity: 61.4,
  vote_average: 8.4,
  vote_count: 27000,
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  genres: [{ id: 18, name: 'Drama' }],
  credits: {
    cast: [{ id: 819, name: 'Edward Norton', character: 'Narrator', order: 0, cast_id: 4, credit_id: '52fe4250c3a36847f80149f3' }],
    crew: [{ id: 7467, name: 'David Fincher', job: 'Director', department: 'Directing', profile_path: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg' }],
  },
};

describe.each(databaseTargets)('importing TMDB films on %s', (target) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it('keeps good records, reports bad ones by line, and serves the cast', async () => {
    const lines = [
      JSON.stringify(FIGHT_CLUB),
      '{"id": 13, "title": ',
      JSON.stringify({ id: 14 }),
      '',
      JSON.stringify({ id: 900_000_001, title: 'Clash' }),
      JSON.stringify({ id: 496243, title: 'Parasite', release_date: '2019-05-30', genre_ids: [35, 53, 18] }),
    ].join('\n');
    const report = await importTmdbMovies(t.app.db, lines);
    expect(report.imported).toBe(2);
    expect(report.problems.map((problem) => problem.where)).toEqual(['line 2', 'line 3', 'line 5']);
    expect(report.problems[1]?.reason).toMatch(/^title: /);
    expect(report.problems[2]?.reason).toMatch(/id must be below 900000000/);

    const details = MovieDetailsSchema.parse((await t.app.inject({ url: `/3/movie/550?api_key=${key}&language=es` })).json());
    expect(details).toMatchObject({ title: 'Fight Club', runtime: 139, genres: [{ id: 18, name: 'Drama' }], poster_path: FIGHT_CLUB.poster_path });
    const credits = CreditsSchema.parse((await t.app.inject({ url: `/3/movie/550/credits?api_key=${key}` })).json());
    expect(credits.cast).toEqual([expect.objectContaining({ name: 'Edward Norton', character: 'Narrator', profile_path: null })]);
    expect(credits.crew[0]).toMatchObject({ name: 'David Fincher', job: 'Director' });
    // The film world has a Parasite of 1982 too, better known to it than a line without popularity.
    const search = (await t.app.inject({ url: `/3/search/movie?query=parasite&year=2019&api_key=${key}` })).json();
    expect(search.results[0]).toMatchObject({ id: 496243, poster_path: '/poster-496243.svg', genre_ids: [35, 53, 18] });
  });

  it("gives imported films' people pages of their own, found by name", async () => {
    await importTmdbMovies(t.app.db, JSON.stringify(FIGHT_CLUB));
    const get = async (url: string) => (await t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` })).json();
    expect(PersonDetailsSchema.parse(await get('/3/person/819'))).toMatchObject({ name: 'Edward Norton', known_for_department: 'Acting' });
    const norton = PersonMovieCreditsSchema.parse(await get('/3/person/819/movie_credits'));
    expect(norton.cast).toEqual([expect.objectContaining({ id: 550, title: 'Fight Club', character: 'Narrator', order: 0 })]);
    const fincher = PersonMovieCreditsSchema.parse(await get('/3/person/7467/movie_credits'));
    expect(fincher.crew).toEqual([expect.objectContaining({ id: 550, job: 'Director', department: 'Directing' })]);
    // The film world's Edward Norton is another person to the catalogue: the sources share no identity.
    const found = PersonSearchPageSchema.parse(await get('/3/search/person?query=edward%20norton'));
    expect(found.results.find((person) => person.id === 819)).toMatchObject({
      known_for: [expect.objectContaining({ id: 550, media_type: 'movie' })],
    });
    // Importing again rewrites the film's credits rather than adding to them.
    await importTmdbMovies(t.app.db, JSON.stringify(FIGHT_CLUB));
    expect(PersonMovieCreditsSchema.parse(await get('/3/person/819/movie_credits')).cast).toHaveLength(1);
    expect(CreditsSchema.parse(await get('/3/movie/550/credits')).cast).toHaveLength(1);
  });

  it('is idempotent: importing again updates by id', async () => {
    const records = JSON.stringify([FIGHT_CLUB, { ...FIGHT_CLUB, vote_average: 8.5 }, 'not a film']);
    const report = await importTmdbMovies(t.app.db, records);
    expect(report).toEqual({ imported: 1, problems: [{ where: 'record 2', reason: expect.any(String) }] });
    const rows = await t.app.db.query<{ vote_average: number }>('select vote_average from movies where id = 550');
    expect(rows).toEqual([{ vote_average: 8.5 }]);
  });
});

describe('npm run catalogue:import', () => {
  it('prints a summary and the bad records, and exits 0 when any film was imported', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-import-'));
    try {
      await fs.cp(templateDataDir(), dir, { recursive: true });
      const file = path.join(dir, 'films.jsonl');
      await fs.writeFile(file, `${JSON.stringify(FIGHT_CLUB)}\n{"id": -1, "title": "x"}\n`);
      const run = promisify(execFile);
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/cli/import-catalogue.ts', file], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_OPTIONS: '' },
      });
      expect(stdout).toBe('Imported 1 film(s); skipped 1 bad record(s).\n');
      expect(stderr).toContain('line 2: skipped: id: ');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
