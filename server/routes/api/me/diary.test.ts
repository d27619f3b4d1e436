import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { signedInPerson, TEST_FILMS, type Person } from '../../../testing/test-session';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const [NOIR, WESTERN, COMEDY, EPIC] = TEST_FILMS.map((film) => film.id) as [number, number, number, number];
/** An id no catalogue film has. */
const GONE = 880_000_099;

describe.each(databaseTargets)('the diary, ratings, film state and stats on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await importTmdbMovies(t.app.db, JSON.stringify(TEST_FILMS));
  });
  afterAll(() => t.close());

  const log = async (person: Person, body: Record<string, unknown>) => {
    const res = await person.call('POST', '/api/me/diary/', body);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number; movie_id: number; watched_on: string; rating: number | null; note: string | null }>();
  };

  describe('/api/me/diary/', () => {
    it('logs a viewing with the film card, and a rewatch as a new entry', async () => {
      const person = await signedInPerson(t.app);
      const res = await person.call('POST', '/api/me/diary/', { movie_id: NOIR, watched_on: '2024-03-02', rating: 4.5, note: '  Rain.  ' });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        id: expect.any(Number),
        movie_id: NOIR,
        movie: expect.objectContaining({ id: NOIR, title: 'Test Noir', release_date: '1974-06-20' }),
        watched_on: '2024-03-02',
        rating: 4.5,
        note: 'Rain.',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      const rewatch = await log(person, { movie_id: NOIR, watched_on: '2024-03-02' });
      expect(rewatch).toEqual(expect.objectContaining({ rating: null, note: null }));
      expect(rewatch.id).not.toBe(res.json<{ id: number }>().id);
    });

    it('dates a viewing today (UTC) when no date is given', async () => {
      const person = await signedInPerson(t.app);
      const before = new Date().toISOString().slice(0, 10);
      const entry = await log(person, { movie_id: WESTERN });
      expect([before, new Date().toISOString().slice(0, 10)]).toContain(entry.watched_on);
    });

    it.each([
      [{ movie_id: NOIR, watched_on: '2999-01-01' }, { watched_on: ['The date cannot be in the future.'] }],
      [{ movie_id: NOIR, watched_on: '2023-02-30' }, { watched_on: ['Enter a valid date (YYYY-MM-DD).'] }],
      [{ movie_id: NOIR, rating: 3.25 }, { rating: ['Ratings go in half stars.'] }],
      [{ movie_id: NOIR, rating: 0 }, { rating: ['Ensure this value is greater than or equal to 0.5.'] }],
      [{ movie_id: NOIR, rating: 5.5 }, { rating: ['Ensure this value is less than or equal to 5.'] }],
      [{ movie_id: NOIR, note: 'x'.repeat(501) }, { note: ['Ensure this field has no more than 500 characters.'] }],
      [{ movie_id: 'one' }, { movie_id: ['A valid integer is required.'] }],
      [{}, { movie_id: ['A valid integer is required.'] }],
    ])('refuses %j with field errors', async (body, errors) => {
      const person = await signedInPerson(t.app);
      const res = await person.call('POST', '/api/me/diary/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    });

    it('takes a note of exactly 500 characters, and refuses a film the catalogue does not have', async () => {
      const person = await signedInPerson(t.app);
      expect((await log(person, { movie_id: NOIR, note: 'x'.repeat(500) })).note).toHaveLength(500);
      const res = await person.call('POST', '/api/me/diary/', { movie_id: GONE });
      expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Movie not found.', code: 'movie_not_found' }]);
    });

    it('pages newest viewing first, then newest entry, and filters by year', async () => {
      const person = await signedInPerson(t.app);
      const a = await log(person, { movie_id: NOIR, watched_on: '2023-12-31' });
      const b = await log(person, { movie_id: WESTERN, watched_on: '2024-01-10' });
      const c = await log(person, { movie_id: COMEDY, watched_on: '2024-01-10' });
      for (let day = 1; day <= 20; day++) await log(person, { movie_id: EPIC, watched_on: `2022-05-${String(day).padStart(2, '0')}` });
      const first = (await person.call('GET', '/api/me/diary/')).json<{ page: number; results: Array<{ id: number }>; total_pages: number; total_results: number }>();
      expect(first).toEqual(expect.objectContaining({ page: 1, total_pages: 2, total_results: 23 }));
      expect(first.results.slice(0, 3).map((entry) => entry.id)).toEqual([c.id, b.id, a.id]);
      const second = (await person.call('GET', '/api/me/diary/?page=2')).json<{ results: Array<{ watched_on: string }> }>();
      expect(second.results.map((entry) => entry.watched_on)).toEqual(['2022-05-03', '2022-05-02', '2022-05-01']);
      const year = (await person.call('GET', '/api/me/diary/?year=2024')).json<{ results: Array<{ id: number }>; total_results: number }>();
      expect([year.total_results, year.results.map((entry) => entry.id)]).toEqual([2, [c.id, b.id]]);
      expect((await person.call('GET', '/api/me/diary/?year=abc')).statusCode).toBe(400);
      expect((await person.call('GET', '/api/me/diary/?page=0')).statusCode).toBe(400);
    });

    it('shows a viewing of a film the catalogue lost with movie: null', async () => {
      const person = await signedInPerson(t.app);
      await t.app.db.query(`insert into diary_entries (user_id, movie_id, watched_on) values ($1, $2, '2024-02-02')`, [person.id, GONE]);
      const page = (await person.call('GET', '/api/me/diary/')).json<{ results: unknown[] }>();
      expect(page.results).toEqual([expect.objectContaining({ movie_id: GONE, movie: null })]);
    });

    it('changes only the fields sent, clears with null, and deletes', async () => {
      const person = await signedInPerson(t.app);
      const entry = await log(person, { movie_id: NOIR, watched_on: '2024-03-02', rating: 3, note: 'ok' });
      const url = `/api/me/diary/${entry.id}/`;
      let res = await person.call('PATCH', url, { rating: 3.5 });
      expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ watched_on: '2024-03-02', rating: 3.5, note: 'ok', movie: expect.objectContaining({ id: NOIR }) })]);
      res = await person.call('PATCH', url, { note: null, rating: null, watched_on: '2024-03-01' });
      expect(res.json()).toEqual(expect.objectContaining({ watched_on: '2024-03-01', rating: null, note: null }));
      expect((await person.call('PATCH', url, {})).json()).toEqual(expect.objectContaining({ watched_on: '2024-03-01' }));
      expect((await person.call('PATCH', url, { rating: 7 })).statusCode).toBe(400);
      expect((await person.call('DELETE', url)).statusCode).toBe(204);
      expect((await person.call('DELETE', url)).statusCode).toBe(404);
      expect((await person.call('PATCH', url, { rating: 1 })).json()).toEqual({ detail: 'Diary entry not found.', code: 'entry_not_found' });
      expect((await person.call('DELETE', '/api/me/diary/abc/')).json()).toEqual({ detail: 'The entry id must be a positive integer.', code: 'bad_entry_id' });
      expect((await person.call('DELETE', '/api/me/diary/99999999999/')).statusCode).toBe(404);
    });

    it("neither shows nor changes another person's entries", async () => {
      const owner = await signedInPerson(t.app);
      const stranger = await signedInPerson(t.app);
      const entry = await log(owner, { movie_id: NOIR, watched_on: '2024-03-02', rating: 2 });
      expect((await stranger.call('PATCH', `/api/me/diary/${entry.id}/`, { rating: 5 })).statusCode).toBe(404);
      expect((await stranger.call('DELETE', `/api/me/diary/${entry.id}/`)).statusCode).toBe(404);
      expect((await stranger.call('GET', '/api/me/diary/')).json()).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
      expect((await stranger.call('GET', `/api/me/films/${NOIR}/`)).json()).toEqual({ movie_id: NOIR, rating: null, watched: [], list_ids: [] });
      const mine = (await owner.call('GET', '/api/me/diary/')).json<{ results: unknown[] }>();
      expect(mine.results).toEqual([expect.objectContaining({ id: entry.id, rating: 2 })]);
    });

    it('refuses a viewing past the per-person limit with a clear 409', async () => {
      const person = await signedInPerson(t.app);
      await t.app.db.query(
        `insert into diary_entries (user_id, movie_id, watched_on) select $1, $2, date '2020-01-01' from generate_series(1, 50000)`,
        [person.id, NOIR],
      );
      const res = await person.call('POST', '/api/me/diary/', { movie_id: NOIR });
      expect([res.statusCode, res.json()]).toEqual([409, { detail: 'A diary holds at most 50000 entries. Delete some to log more.', code: 'diary_full', params: { max: 50000 } }]);
    });

    it('asks for a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/me/diary/' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('/api/me/ratings/{movieId}/ and /api/me/films/{movieId}/', () => {
    it('sets, replaces and clears a film rating, idempotently, apart from viewings', async () => {
      const person = await signedInPerson(t.app);
      const url = `/api/me/ratings/${COMEDY}/`;
      for (const rating of [4, 4, 2.5]) {
        const res = await person.call('PUT', url, { rating });
        expect([res.statusCode, res.json()]).toEqual([200, { movie_id: COMEDY, rating }]);
      }
      await log(person, { movie_id: COMEDY, watched_on: '2024-01-01', rating: 5 });
      const state = (await person.call('GET', `/api/me/films/${COMEDY}/`)).json<{ rating: number; watched: Array<{ rating: number }> }>();
      expect([state.rating, state.watched.map((entry) => entry.rating)]).toEqual([2.5, [5]]);
      expect((await person.call('DELETE', url)).statusCode).toBe(204);
      expect((await person.call('DELETE', url)).statusCode).toBe(204);
      expect((await person.call('GET', `/api/me/films/${COMEDY}/`)).json<{ rating: number | null }>().rating).toBeNull();
    });

    it('refuses bad ratings and unknown films', async () => {
      const person = await signedInPerson(t.app);
      expect((await person.call('PUT', `/api/me/ratings/${COMEDY}/`, { rating: 1.3 })).json()).toEqual({ rating: ['Ratings go in half stars.'] });
      expect((await person.call('PUT', `/api/me/ratings/${COMEDY}/`, {})).statusCode).toBe(400);
      expect((await person.call('PUT', `/api/me/ratings/${GONE}/`, { rating: 3 })).json()).toEqual({ detail: 'Movie not found.', code: 'movie_not_found' });
      expect((await person.call('PUT', '/api/me/ratings/0/', { rating: 3 })).json()).toEqual({ detail: 'The movie id must be a positive integer.', code: 'bad_movie_id' });
      expect((await person.call('GET', '/api/me/films/x/')).statusCode).toBe(400);
    });

    it('answers the film state: rating, viewings newest first and the lists holding it', async () => {
      const person = await signedInPerson(t.app);
      await person.call('PUT', `/api/me/ratings/${EPIC}/`, { rating: 5 });
      const older = await log(person, { movie_id: EPIC, watched_on: '2020-01-01' });
      const newer = await log(person, { movie_id: EPIC, watched_on: '2021-01-01' });
      const list = (await person.call('POST', '/api/me/lists/', { name: 'Long ones' })).json<{ id: number }>();
      const other = (await person.call('POST', '/api/me/lists/', { name: 'Short ones' })).json<{ id: number }>();
      await person.call('PUT', `/api/me/lists/${list.id}/movies/${EPIC}/`);
      await person.call('PUT', `/api/me/lists/${other.id}/movies/${NOIR}/`);
      const res = await person.call('GET', `/api/me/films/${EPIC}/`);
      expect(res.headers['cache-control']).toBe('no-store');
      const state = res.json<{ movie_id: number; rating: number; watched: Array<{ id: number }>; list_ids: number[] }>();
      expect([state.movie_id, state.rating, state.watched.map((entry) => entry.id), state.list_ids]).toEqual([EPIC, 5, [newer.id, older.id], [list.id]]);
    });
  });

  describe('/api/me/stats/', () => {
    it('counts a fixed log as a reader can check by hand', async () => {
      const person = await signedInPerson(t.app);
      // 2024: Noir twice (Jan, Mar), Western (Mar), Comedy (Dec); 2023: Epic. Ratings: Noir 4, Western 4, Comedy 2.5.
      for (const [movie_id, watched_on] of [
        [NOIR, '2024-01-15'],
        [NOIR, '2024-03-01'],
        [WESTERN, '2024-03-20'],
        [COMEDY, '2024-12-31'],
        [EPIC, '2023-06-01'],
      ] as const) {
        await log(person, { movie_id, watched_on });
      }
      for (const [movieId, rating] of [[NOIR, 4], [WESTERN, 4], [COMEDY, 2.5]] as const) await person.call('PUT', `/api/me/ratings/${movieId}/`, { rating });

      const res = await person.call('GET', '/api/me/stats/?year=2024');
      expect(res.statusCode).toBe(200);
      const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, count: [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1][index] }));
      const histogram = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((rating) => ({ rating, count: rating === 4 ? 2 : rating === 2.5 ? 1 : 0 }));
      expect(res.json()).toEqual({
        year: 2024,
        films_this_year: 3,
        total_films: 4,
        by_month: months,
        // Noir 1974 and Western 1979 are the 1970s; Comedy 1999 the 1990s.
        by_decade: [
          { decade: 1970, count: 2 },
          { decade: 1990, count: 1 },
        ],
        // Drama (18) is Noir's and Comedy's; Crime (80) Noir's; Comedy (35) Comedy's; Western (37) Western's.
        by_genre: [
          { genre_id: 18, count: 2 },
          { genre_id: 35, count: 1 },
          { genre_id: 37, count: 1 },
          { genre_id: 80, count: 1 },
        ],
        rating_histogram: histogram,
      });
      const y2023 = (await person.call('GET', '/api/me/stats/?year=2023')).json<{ films_this_year: number; by_decade: unknown }>();
      expect([y2023.films_this_year, y2023.by_decade]).toEqual([1, [{ decade: 2000, count: 1 }]]);
      expect((await person.call('GET', '/api/me/stats/')).json<{ year: number }>().year).toBe(new Date().getUTCFullYear());
      expect((await person.call('GET', '/api/me/stats/?year=12')).statusCode).toBe(400);
    });
  });
});
