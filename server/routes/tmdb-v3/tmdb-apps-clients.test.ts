import type { AddressInfo } from 'node:net';
import { ExternalId, MovieDb } from 'moviedb-promise';
import { TMDB } from 'tmdb-ts';
import { MovieDetailsSchema, MoviePageSchema } from '../../../contract/movies';
import { PersonSearchPageSchema } from '../../../contract/people';
import { signedInPerson } from '../../testing/test-session';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/helper';
import {
  CombinedCreditsSchema,
  FindResultsSchema,
  KeywordsSchema,
  MovieExternalIdsSchema,
  MovieImagesSchema,
  MultiSearchPageSchema,
  PersonExternalIdsSchema,
  PersonImagesSchema,
  ReleaseWindowPageSchema,
  VideosSchema,
} from './schemas';

const GODFATHER = 900_000_370;
const GODFATHER_MID = '/m/07g1sm';
const TMDB_V3 = 'https://api.themoviedb.org/3';

/**
 * Issue 40's proof: two real TMDB client libraries, unchanged but for where they send their
 * requests, against the server on a real port over every route an app calls first. tmdb-ts
 * sends the key as `Authorization: Bearer`, moviedb-promise in the query (and as Bearer when
 * told to). Each answer is read as the library's own types say and checked against TMDB's shape.
 */
describe('TMDB client libraries against /3', () => {
  let t: TestApp;
  let base: string;
  let key: string;
  let tmdbTs: TMDB;
  let moviedb: MovieDb;
  let pacino: number;

  beforeAll(async () => {
    t = await buildTestApp();
    key = (await createAccount(t.app)).apiKey;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/3`;
    // tmdb-ts has no base URL option: its fetch is pointed here.
    tmdbTs = new TMDB(key, { fetch: (url, init) => fetch(String(url).replace(TMDB_V3, base), init) });
    moviedb = new MovieDb(key, `${base}/`);
    pacino = (await tmdbTs.search.people({ query: 'Al Pacino' })).results[0]?.id ?? 0;
    // Activity for the trending lists: someone favourites The Godfather.
    const ana = await signedInPerson(t.app);
    await ana.call('PUT', `/api/me/favorites/${GODFATHER}/`);
    await t.app.refreshPopularity();
  }, 60_000);
  afterAll(() => t.close());

  describe('tmdb-ts (Authorization: Bearer)', () => {
    it('reads the configuration and builds a poster URL that serves the poster', async () => {
      const { images } = await tmdbTs.configuration.getApiConfiguration();
      expect(images.base_url).toBe(`${base.replace(/\/3$/, '')}/images/`);
      const film = await tmdbTs.movies.details(GODFATHER);
      const poster = await fetch(`${images.base_url}${images.poster_sizes[0]}${film.poster_path}`);
      expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect(await poster.text()).toContain('The Godfather');
      expect((await tmdbTs.configuration.getLanguages()).map((language) => language.iso_639_1)).toContain('en');
      expect((await tmdbTs.configuration.getCountries()).map((country) => country.iso_3166_1)).toContain('US');
    });

    it('gets a film with everything appended in one request', async () => {
      const film = await tmdbTs.movies.details(GODFATHER, [
        'credits',
        'similar',
        'recommendations',
        'release_dates',
        'external_ids',
        'images',
        'videos',
        'keywords',
        'alternative_titles',
      ]);
      expect(MovieDetailsSchema.parse(film).title).toBe('The Godfather');
      expect(film.credits.cast.map((person) => person.name)).toContain('Al Pacino');
      expect(film.similar.results[0]?.title).toBe('The Godfather Part II');
      expect(film.recommendations.results[0]?.title).toBe('The Godfather Part II');
      expect(film.release_dates.results[0]?.iso_3166_1).toBe('US');
      expect(film.external_ids.freebase_mid).toBe(GODFATHER_MID);
      expect(film.images.posters[0]?.file_path).toBe(`/poster-${GODFATHER}.svg`);
      expect([film.videos.results, film.keywords.keywords]).toEqual([[], []]);
      expect(Array.isArray(film.alternative_titles.titles)).toBe(true);
    });

    it("reads a film's other answers one by one", async () => {
      expect(MoviePageSchema.parse(await tmdbTs.movies.recommendations(GODFATHER, { page: 1 })).results).toHaveLength(20);
      expect(MovieExternalIdsSchema.parse(await tmdbTs.movies.externalIds(GODFATHER)).freebase_mid).toBe(GODFATHER_MID);
      expect(MovieImagesSchema.parse(await tmdbTs.movies.images(GODFATHER)).posters).toHaveLength(1);
      expect(VideosSchema.parse(await tmdbTs.movies.videos(GODFATHER)).results).toEqual([]);
      expect(KeywordsSchema.parse(await tmdbTs.movies.keywords(GODFATHER)).keywords).toEqual([]);
      expect((await tmdbTs.movies.alternativeTitles(GODFATHER)).id).toBe(GODFATHER);
      expect((await tmdbTs.movies.credits(GODFATHER)).crew.map((person) => person.name)).toContain('Francis Ford Coppola');
      expect((await tmdbTs.movies.similar(GODFATHER)).results[0]?.title).toBe('The Godfather Part II');
      expect((await tmdbTs.movies.releaseDates(GODFATHER)).results).toHaveLength(1);
    });

    it('reads the film lists: popular, top rated, upcoming and now playing with their dates', async () => {
      expect((await tmdbTs.movies.popular()).results).toHaveLength(20);
      expect((await tmdbTs.movies.topRated()).results[0]?.vote_count).toBeGreaterThanOrEqual(1000);
      for (const list of [await tmdbTs.movies.upcoming(), await tmdbTs.movies.nowPlaying({ region: 'US' })]) {
        const page = ReleaseWindowPageSchema.parse(list);
        expect(page.dates.minimum < page.dates.maximum).toBe(true);
        // A historical catalogue answers with the anniversaries of the window's days.
        expect(page.results).toHaveLength(20);
      }
    });

    it('gets a person with credits, ids and images appended, and each on its own', async () => {
      const person = await tmdbTs.people.details(pacino, ['movie_credits', 'combined_credits', 'external_ids', 'images']);
      expect(person.name).toBe('Al Pacino');
      expect(person.movie_credits.cast.map((film) => film.title)).toContain('The Godfather');
      // tmdb-ts types combined credits without their media_type; the answer has it.
      expect(CombinedCreditsSchema.omit({ id: true }).parse(person.combined_credits).cast.every((credit) => credit.media_type === 'movie')).toBe(true);
      expect(person.external_ids.imdb_id).toBeNull();
      expect(person.images.profiles).toEqual([]);
      const combined = CombinedCreditsSchema.parse(await tmdbTs.people.combinedCredits(pacino));
      expect(combined.cast.map((credit) => credit.title)).toContain('The Godfather');
      expect(PersonExternalIdsSchema.parse(await tmdbTs.people.externalId(pacino)).id).toBe(pacino);
      expect(PersonImagesSchema.parse(await tmdbTs.people.images(pacino)).profiles).toEqual([]);
      expect((await tmdbTs.people.movieCredits(pacino)).cast.length).toBe(combined.cast.length);
      expect(PersonSearchPageSchema.parse(await tmdbTs.people.popular()).results).toHaveLength(20);
    });

    it('searches, discovers, lists genres, trends and finds', async () => {
      const multi = MultiSearchPageSchema.parse(await tmdbTs.search.multi({ query: 'Al Pacino' }));
      expect(multi.results[0]).toMatchObject({ media_type: 'person', name: 'Al Pacino' });
      expect((await tmdbTs.search.movies({ query: 'The Godfather' })).results[0]?.title).toBe('The Godfather');
      expect((await tmdbTs.discover.movie({ with_genres: '80', sort_by: 'vote_average.desc', 'vote_count.gte': 1000 })).results[0]?.title).toBe('The Godfather');
      expect((await tmdbTs.genres.movies()).genres.map((genre) => genre.name)).toContain('Crime');
      // The film someone was active on first, then the others by popularity: a full page.
      for (const trending of [await tmdbTs.trending.trending('movie', 'week'), await tmdbTs.trending.trending('all', 'day')]) {
        expect(trending.results[0]?.id).toBe(GODFATHER);
        expect(trending.results).toHaveLength(20);
      }
      const people = PersonSearchPageSchema.parse(await tmdbTs.trending.trending('person', 'week'));
      expect(people.results.map((person) => person.name)).toContain('Al Pacino');
      const found = FindResultsSchema.parse(await tmdbTs.find.byExternalId(GODFATHER_MID, { external_source: 'freebase_mid' }));
      expect(found.movie_results.map((film) => film.title)).toEqual(['The Godfather']);
    });

    it("reads a bad key and an unknown film as TMDB's errors", async () => {
      const stranger = new TMDB('0123456789abcdef0123456789abcdef', { fetch: (url, init) => fetch(String(url).replace(TMDB_V3, base), init) });
      await expect(stranger.movies.popular()).rejects.toEqual({ status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false });
      await expect(tmdbTs.movies.details(999_999_999)).rejects.toMatchObject({ status_code: 34, success: false });
      await expect(tmdbTs.movies.lists(GODFATHER)).rejects.toMatchObject({ status_code: 34 });
    });
  });

  describe('moviedb-promise (api_key in the query)', () => {
    it('reads the configuration and a film with append_to_response', async () => {
      expect((await moviedb.configuration()).images?.poster_sizes).toContain('w500');
      const film = (await moviedb.movieInfo({ id: GODFATHER, append_to_response: 'credits,similar,external_ids' })) as Record<string, unknown>;
      expect(film.title).toBe('The Godfather');
      expect(film).toMatchObject({ external_ids: { freebase_mid: GODFATHER_MID }, similar: { page: 1 } });
      expect(MoviePageSchema.parse(film.similar).results[0]?.title).toBe('The Godfather Part II');
    });

    it("reads a film's other answers and the film lists", async () => {
      expect((await moviedb.movieRecommendations({ id: GODFATHER })).results?.[0]?.title).toBe('The Godfather Part II');
      expect((await moviedb.movieExternalIds(GODFATHER)).id).toBe(GODFATHER);
      expect((await moviedb.movieImages({ id: GODFATHER })).posters?.[0]?.file_path).toBe(`/poster-${GODFATHER}.svg`);
      expect((await moviedb.movieVideos(GODFATHER)).results).toEqual([]);
      expect((await moviedb.movieKeywords(GODFATHER)).keywords).toEqual([]);
      expect((await moviedb.movieAlternativeTitles(GODFATHER)).id).toBe(GODFATHER);
      expect((await moviedb.movieReleaseDates(GODFATHER)).results?.[0]?.iso_3166_1).toBe('US');
      expect(ReleaseWindowPageSchema.parse(await moviedb.upcomingMovies({})).results).toHaveLength(20);
      expect(ReleaseWindowPageSchema.parse(await moviedb.movieNowPlaying()).results).toHaveLength(20);
    });

    it('reads people, multi search, trending and find', async () => {
      const person = (await moviedb.personInfo({ id: pacino, append_to_response: 'combined_credits,images' })) as Record<string, unknown>;
      expect(person).toMatchObject({ name: 'Al Pacino', images: { profiles: [] } });
      expect((await moviedb.personCombinedCredits(pacino)).cast?.every((credit) => credit.media_type === 'movie')).toBe(true);
      expect((await moviedb.personExternalIds(pacino)).id).toBe(pacino);
      expect((await moviedb.personImages(pacino)).profiles).toEqual([]);
      expect((await moviedb.personPopular()).results).toHaveLength(20);
      const multi = await moviedb.searchMulti({ query: 'The Godfather' });
      expect(multi.results?.[0]).toMatchObject({ media_type: 'movie', title: 'The Godfather' });
      expect((await moviedb.trending({ media_type: 'person', time_window: 'day' })).results?.length).toBeGreaterThan(0);
      const found = await moviedb.find({ id: GODFATHER_MID, external_source: ExternalId.Freebase_Mid });
      expect(found.movie_results?.map((film) => film.id)).toEqual([GODFATHER]);
    });

    it('sends the key as Bearer when told to', async () => {
      const bearer = new MovieDb('', `${base}/`);
      const film = await bearer.movieInfo(GODFATHER, { headers: { authorization: `Bearer ${key}` } });
      expect(film.title).toBe('The Godfather');
      await expect(bearer.movieInfo(GODFATHER)).rejects.toMatchObject({ response: { status: 401, data: { status_code: 7 } } });
    });
  });
});
