import type { AddressInfo } from 'node:net';
import { MovieDb } from 'moviedb-promise';
import { CreditsSchema } from '../../../contract/movies';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/helper';

const GODFATHER = 900_000_370;

/** A real TMDB client library, unchanged but for its base URL, against the server on a real port. */
describe('moviedb-promise against /3', () => {
  let t: TestApp;
  let tmdb: MovieDb;

  beforeAll(async () => {
    t = await buildTestApp();
    const key = (await createAccount(t.app)).apiKey;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    tmdb = new MovieDb(key, `http://127.0.0.1:${port}/3/`);
  });
  afterAll(() => t.close());

  it('discovers films with TMDB parameters', async () => {
    const crime = await tmdb.discoverMovie({
      with_genres: '80',
      'primary_release_date.gte': '1970-01-01',
      'primary_release_date.lte': '1979-12-31',
      'vote_average.gte': 8,
      sort_by: 'vote_average.desc',
      include_adult: false,
      include_video: false,
      page: 1,
    });
    expect(crime.results?.[0]?.title).toBe('The Godfather');

    const credits = CreditsSchema.parse(await tmdb.movieCredits({ id: GODFATHER }));
    const people = [credits.cast[0]?.id, credits.cast[1]?.id].join('|');
    const withEither = await tmdb.discoverMovie({ with_cast: people, without_genres: '35', 'with_runtime.gte': 60, sort_by: 'revenue.desc' });
    expect(withEither.total_results).toBeGreaterThan(1);
    expect(withEither.results?.every((movie) => !movie.genre_ids?.includes(35))).toBe(true);
    const byYear = await tmdb.discoverMovie({ primary_release_year: 1972, 'vote_count.gte': 1000, sort_by: 'original_title.asc' });
    expect(byYear.results?.map((movie) => movie.title)).toContain('The Godfather');
  });

  it('reads top rated films and searches', async () => {
    const top = await tmdb.movieTopRated({ page: 1, language: 'en-US' });
    expect(top.results).toHaveLength(20);
    expect((await tmdb.searchMovie({ query: 'The Godfather' })).results?.[0]?.title).toBe('The Godfather');
    expect((await tmdb.searchPerson({ query: 'Al Pacino' })).results?.[0]?.name).toBe('Al Pacino');
  });

  it('reads our errors as TMDB errors', async () => {
    await expect(tmdb.discoverMovie({ sort_by: 'nonsense' as 'popularity.asc' })).rejects.toMatchObject({ response: { status: 422 } });
  });
});
