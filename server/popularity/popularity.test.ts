import type { MoviePage } from '../../contract/movies';
import { createAccount } from '../testing/accounts';
import { signedInPerson } from '../testing/test-session';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

type TrendingPage = Omit<MoviePage, 'results'> & { results: Array<MoviePage['results'][number] & { media_type?: string }> };

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(databaseTargets)('popularity from this server’s activity on %s', (target) => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const page = async <T = TrendingPage>(url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it('orders films without activity by the prior, lifts a film people viewed, rated and favourited this week, and forgets activity after 30 days', async () => {
    const byPrior = await page('/3/discover/movie?sort_by=popularity.desc');
    const popularities = byPrior.results.map((film) => film.popularity);
    expect(popularities.every((value, index) => value > 0 && (index === 0 || value < (popularities[index - 1] as number)))).toBe(true);
    const [film, old] = (await page('/3/discover/movie?sort_by=popularity.desc&page=3')).results;
    if (!film || !old) throw new Error('the catalogue has fewer than 42 films');
    expect(byPrior.results.map((f) => f.id)).not.toContain(film.id);
    // A fresh server trends by the prior: never an empty list.
    const freshTrending = await page('/3/trending/movie/week');
    expect(freshTrending.results.map((f) => f.id)).toEqual(byPrior.results.map((f) => f.id));
    // TMDB's lists end at page 500.
    const listed = Math.min(byPrior.total_results, 500 * 20);
    expect(freshTrending.total_results).toBe(listed);

    const [ana, ben, cleo] = [await signedInPerson(t.app), await signedInPerson(t.app), await signedInPerson(t.app)];
    expect((await ana.call('POST', '/api/me/diary/', { movie_id: film.id, watched_on: isoDay(Date.now()) })).statusCode).toBe(201);
    expect((await ana.call('PUT', `/api/me/ratings/${film.id}/`, { rating: 4.5 })).statusCode).toBe(200);
    expect((await ben.call('PUT', `/api/me/favorites/${film.id}/`)).statusCode).toBeLessThan(300);
    expect((await ben.call('PUT', `/api/me/watchlist/${film.id}/`)).statusCode).toBeLessThan(300);
    // Older than the window: a viewing 40 days ago, and a favourite added then.
    expect((await cleo.call('POST', '/api/me/diary/', { movie_id: old.id, watched_on: isoDay(Date.now() - 40 * DAY_MS) })).statusCode).toBe(201);
    expect((await cleo.call('PUT', `/api/me/favorites/${old.id}/`)).statusCode).toBeLessThan(300);
    await t.app.db.query(`update movie_list_entries set added_at = now() - interval '40 days' where user_id = $1`, [cleo.id]);

    expect(await t.app.refreshPopularity()).toMatchObject({ changed: 1, rewritten: 1 });
    const popular = await page('/3/movie/popular');
    expect(popular.results[0]?.id).toBe(film.id);
    expect(popular.results[0]?.popularity).toBeGreaterThan(film.popularity);
    expect(popular.results.slice(1).map((f) => f.id)).toEqual(byPrior.results.slice(0, 19).map((f) => f.id));

    for (const window of ['week', 'day']) {
      const trending = await page(`/3/trending/movie/${window}`);
      expect(trending).toMatchObject({ page: 1, total_results: listed });
      expect(trending.results[0]).toMatchObject({ id: film.id, title: film.title, media_type: 'movie' });
      // Then the films nobody was active on, by the prior: page 2 goes on where page 1 stopped.
      expect(trending.results.slice(1).map((f) => f.id)).toEqual(byPrior.results.slice(0, 19).map((f) => f.id));
      const second = await page(`/3/trending/movie/${window}?page=2`);
      expect(second.results[0]?.id).toBe(byPrior.results[19]?.id);
      expect(second.results.map((f) => f.id)).not.toContain(film.id);
    }
    expect((await page('/3/trending/all/week')).results[0]?.id).toBe(film.id);

    // Nothing changed: the next refresh writes nothing.
    expect(await t.app.refreshPopularity()).toMatchObject({ changed: 0, rewritten: 0 });

    // 31 days on, this week's activity is past the window: the film is back at its prior.
    expect(await t.app.refreshPopularity(new Date(Date.now() + 31 * DAY_MS))).toMatchObject({ changed: 1, rewritten: 1 });
    expect((await page<{ popularity: number }>(`/3/movie/${film.id}`)).popularity).toBe(film.popularity);
    expect((await page('/3/trending/movie/day')).results.map((f) => f.id)).toEqual(byPrior.results.map((f) => f.id));
  });

  it('answers what it cannot rank as TMDB does: 404 and its status 34', async () => {
    // People trend too, by their films' activity (routes/tmdb-v3/tmdb-apps.test.ts).
    for (const url of ['/3/trending/tv/day', '/3/trending/movie/month']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status_code: 34, status_message: 'The resource you requested could not be found.', success: false });
    }
  });
});
