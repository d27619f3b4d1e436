import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreditsSchema, MovieDetailsSchema, MoviePageSchema, ReleaseDatesSchema } from '../../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema, PersonSearchPageSchema } from '../../../contract/people';
import { signedInPerson } from '../../testing/test-session';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';
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

/** vega-datasets' films keep 900,000,000 + their position in that data set (docs/CATALOGUE.md). */
const GODFATHER = 900_000_370;
const GODFATHER_PART_II = 900_000_367;
/** The Freebase id the CMU corpus gives The Godfather. */
const GODFATHER_MID = '/m/07g1sm';

const APP_ORIGIN = 'https://films.example.test';
const RESOURCE_NOT_FOUND = { status_code: 34, status_message: 'The resource you requested could not be found.', success: false };
const INVALID_API_KEY = { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false };

/** What a TMDB app does first (issue 40): the key as a Bearer header, unknown paths, the configuration. */
describe.each(databaseTargets)('/3 as TMDB apps call it on %s', (target) => {
  let t: TestApp;
  let key: string;
  let spaRoot: string;

  beforeAll(async () => {
    // With a built SPA its catch-all route is there, as in production.
    spaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
    await fs.writeFile(path.join(spaRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp(target, { CORS_ORIGINS: APP_ORIGIN }, { spaRoot });
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(spaRoot, { recursive: true, force: true });
  });

  const bearer = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
    expect([url, res.statusCode]).toEqual([url, status]);
    return res.json<unknown>();
  };
  const pacinoId = async () => PersonSearchPageSchema.parse(await get('/3/search/person?query=Al%20Pacino')).results[0]?.id ?? 0;

  describe('append_to_response', () => {
    it('nests each answer a film can give under its name, without its id, and leaves out names it does not know', async () => {
      const names = 'credits,similar,recommendations,release_dates,external_ids,images,videos,keywords,alternative_titles';
      const body = (await get(`/3/movie/${GODFATHER}?append_to_response=${names},reviews,nonsense`)) as Record<string, unknown>;
      expect(MovieDetailsSchema.parse(body).title).toBe('The Godfather');
      expect(Object.keys(body)).toEqual(expect.arrayContaining(names.split(',')));
      expect(body).not.toHaveProperty('reviews');
      expect(body).not.toHaveProperty('nonsense');
      const credits = CreditsSchema.omit({ id: true }).strict().parse(body.credits);
      expect(credits.cast.map((person) => person.name)).toContain('Al Pacino');
      expect(credits).toEqual(CreditsSchema.omit({ id: true }).parse(await get(`/3/movie/${GODFATHER}/credits`)));
      expect(MoviePageSchema.parse(body.similar).results[0]?.id).toBe(GODFATHER_PART_II);
      expect(body.recommendations).toEqual(await get(`/3/movie/${GODFATHER}/recommendations`));
      expect(ReleaseDatesSchema.omit({ id: true }).strict().parse(body.release_dates).results[0]?.iso_3166_1).toBe('US');
      expect(body.external_ids).toEqual({ ...MovieExternalIdsSchema.parse(await get(`/3/movie/${GODFATHER}/external_ids`)), id: undefined });
      expect(body.external_ids).not.toHaveProperty('id');
      expect(body.videos).toEqual({ results: [] });
      expect(body.keywords).toEqual({ keywords: [] });
      expect(body.images).toMatchObject({ posters: [{ file_path: `/poster-${GODFATHER}.svg` }] });
    });

    it("nests a person's credits, ids and images", async () => {
      const id = await pacinoId();
      const body = (await get(`/3/person/${id}?append_to_response=movie_credits,combined_credits,external_ids,images`)) as Record<string, unknown>;
      expect(PersonDetailsSchema.parse(body).name).toBe('Al Pacino');
      const credits = PersonMovieCreditsSchema.omit({ id: true }).strict().parse(body.movie_credits);
      expect(credits.cast.map((film) => film.title)).toContain('The Godfather');
      expect(CombinedCreditsSchema.omit({ id: true }).parse(body.combined_credits).cast).toHaveLength(credits.cast.length);
      expect(body.images).toEqual({ profiles: [] });
      expect(body.external_ids).toMatchObject({ imdb_id: null, freebase_mid: null });
    });

    it('answers an unknown film with status 34 and more than 20 names as a bad parameter', async () => {
      expect(await get('/3/movie/999999999?append_to_response=credits', 404)).toEqual(RESOURCE_NOT_FOUND);
      const many = Array.from({ length: 21 }, () => 'credits').join(',');
      expect(await get(`/3/movie/${GODFATHER}?append_to_response=${many}`, 422)).toEqual({
        errors: ['append_to_response takes at most 20 names'],
        success: false,
      });
    });
  });

  describe("a film's other answers", () => {
    it('recommends films from the similarity engine, sequels first', async () => {
      const page = MoviePageSchema.strict().parse(await get(`/3/movie/${GODFATHER}/recommendations?page=1`));
      expect(page.results[0]?.title).toBe('The Godfather Part II');
      expect(page.results.map((film) => film.id)).not.toContain(GODFATHER);
      expect(await get(`/3/movie/${GODFATHER}/recommendations?page=0`, 400)).toMatchObject({ status_code: 22 });
    });

    it("gives the Freebase id of the CMU corpus, and no ids it does not know", async () => {
      expect(MovieExternalIdsSchema.strict().parse(await get(`/3/movie/${GODFATHER}/external_ids`))).toEqual({
        id: GODFATHER,
        imdb_id: null,
        freebase_mid: GODFATHER_MID,
        wikidata_id: null,
        facebook_id: null,
        instagram_id: null,
        twitter_id: null,
      });
    });

    it('lists the generated poster as its image, and no videos or keywords (the sources have none)', async () => {
      expect(MovieImagesSchema.strict().parse(await get(`/3/movie/${GODFATHER}/images`))).toEqual({
        id: GODFATHER,
        backdrops: [],
        logos: [],
        posters: [{ aspect_ratio: 500 / 750, file_path: `/poster-${GODFATHER}.svg`, height: 750, iso_639_1: null, vote_average: 0, vote_count: 0, width: 500 }],
      });
      expect(VideosSchema.strict().parse(await get(`/3/movie/${GODFATHER}/videos`))).toEqual({ id: GODFATHER, results: [] });
      expect(KeywordsSchema.strict().parse(await get(`/3/movie/${GODFATHER}/keywords`))).toEqual({ id: GODFATHER, keywords: [] });
    });

    it.each(['recommendations', 'external_ids', 'images', 'videos', 'keywords'])('answers /%s of an unknown film with status 34', async (name) => {
      expect(await get(`/3/movie/999999999/${name}`, 404)).toEqual(RESOURCE_NOT_FOUND);
      expect(await get(`/3/movie/abc/${name}`, 404)).toEqual(RESOURCE_NOT_FOUND);
    });
  });

  describe("a person's other answers", () => {
    it('gives combined credits as the film credits, each with media_type movie', async () => {
      const id = await pacinoId();
      const combined = CombinedCreditsSchema.strict().parse(await get(`/3/person/${id}/combined_credits`));
      const films = PersonMovieCreditsSchema.parse(await get(`/3/person/${id}/movie_credits`));
      expect(combined.cast.map(({ media_type: _, ...film }) => film)).toEqual(films.cast);
      expect(combined.cast.every((film) => film.media_type === 'movie')).toBe(true);
      expect(combined.cast.map((film) => film.title)).toContain('The Godfather');
    });

    it('has no ids elsewhere and no photos', async () => {
      const id = await pacinoId();
      const ids = PersonExternalIdsSchema.strict().parse(await get(`/3/person/${id}/external_ids`));
      expect(Object.entries(ids).filter(([, value]) => value !== null)).toEqual([['id', id]]);
      expect(PersonImagesSchema.strict().parse(await get(`/3/person/${id}/images`))).toEqual({ id, profiles: [] });
      for (const name of ['combined_credits', 'external_ids', 'images']) expect(await get(`/3/person/999999999/${name}`, 404)).toEqual(RESOURCE_NOT_FOUND);
    });

    it('lists popular people by popularity, with the films they are known for', async () => {
      const first = PersonSearchPageSchema.strict().parse(await get('/3/person/popular'));
      expect(first.results).toHaveLength(20);
      const popularity = first.results.map((person) => person.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      expect(first.results.every((person) => person.known_for.length > 0)).toBe(true);
      const second = PersonSearchPageSchema.parse(await get('/3/person/popular?page=2'));
      expect(second.results[0]?.popularity).toBeLessThanOrEqual(popularity.at(-1) ?? 0);
      expect(second.total_results).toBe(first.total_results);
    });
  });

  it('searches films and people at once, each with its media_type, an exact name first', async () => {
    const people = MultiSearchPageSchema.parse(await get('/3/search/multi?query=Al%20Pacino'));
    expect(people.results[0]).toMatchObject({ media_type: 'person', name: 'Al Pacino' });
    const films = MultiSearchPageSchema.parse(await get('/3/search/multi?query=The%20Godfather'));
    expect(films.results[0]).toMatchObject({ media_type: 'movie', title: 'The Godfather' });
    const both = MultiSearchPageSchema.parse(await get('/3/search/multi?query=Chaplin'));
    expect(new Set(both.results.map((hit) => hit.media_type))).toEqual(new Set(['movie', 'person']));
    expect(both.results.map((hit) => (hit.media_type === 'person' ? hit.name : hit.title))).toContain('Charlie Chaplin');
    const movieTotal = MoviePageSchema.parse(await get('/3/search/movie?query=Chaplin')).total_results;
    const personTotal = PersonSearchPageSchema.parse(await get('/3/search/person?query=Chaplin')).total_results;
    expect(both.total_results).toBe(movieTotal + personTotal);
    expect(MultiSearchPageSchema.parse(await get('/3/search/multi?query='))).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it("answers upcoming and now playing with the anniversaries of their windows: the films released on those days of the year, by popularity", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const inWindow = (date: string, minimum: string, maximum: string) => {
      const [from, to, monthDay] = [minimum.slice(5), maximum.slice(5), date.slice(5)];
      return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
    };
    for (const [url, dates] of [
      ['/3/movie/now_playing?region=US', { minimum: day(-42), maximum: day(0) }],
      ['/3/movie/upcoming', { minimum: day(1), maximum: day(28) }],
    ] as const) {
      const first = ReleaseWindowPageSchema.strict().parse(await get(url));
      expect(first.dates).toEqual(dates);
      expect(first.results).toHaveLength(20);
      expect(first.total_results).toBeGreaterThan(100);
      const second = ReleaseWindowPageSchema.parse(await get(`${url}${url.includes('?') ? '&' : '?'}page=2`));
      const films = [...first.results, ...second.results];
      expect(films.every((film) => inWindow(film.release_date, dates.minimum, dates.maximum))).toBe(true);
      const popularities = films.map((film) => film.popularity);
      expect(popularities).toEqual([...popularities].sort((a, b) => b - a));
      expect(new Set(films.map((film) => film.id)).size).toBe(40);
    }
  });

  it('finds a film by its Freebase id, and nothing for ids it does not hold', async () => {
    const found = FindResultsSchema.strict().parse(await get(`/3/find/${encodeURIComponent(GODFATHER_MID)}?external_source=freebase_mid`));
    expect(found.movie_results.map((film) => [film.id, film.title, film.media_type])).toEqual([[GODFATHER, 'The Godfather', 'movie']]);
    expect(found.person_results).toEqual([]);
    // As clients send it, unescaped.
    expect(await get(`/3/find/${GODFATHER_MID}?external_source=freebase_mid`)).toEqual(found);
    const none = { movie_results: [], person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] };
    expect(await get('/3/find/tt0068646?external_source=imdb_id')).toEqual(none);
    expect(await get('/3/find/Q47703?external_source=wikidata_id')).toEqual(none);
    expect(await get('/3/find/tt0068646?external_source=letterboxd', 422)).toMatchObject({ success: false });
    expect(await get('/3/find/tt0068646', 422)).toMatchObject({ success: false });
  });

  it('finds an imported film by its IMDb id', async () => {
    const [film] = await t.app.db.query<{ id: number }>("select id from movies where source = 'embedded' and not adult order by id limit 1");
    // As an import from TMDB leaves it: the catalogue's films carry no IMDb id of their own.
    await t.app.db.query("update movies set imdb_id = 'tt9999990' where id = $1", [film?.id]);
    const found = FindResultsSchema.parse(await get('/3/find/tt9999990?external_source=imdb_id'));
    expect(found.movie_results.map((hit) => hit.id)).toEqual([film?.id]);
    expect(MovieExternalIdsSchema.parse(await get(`/3/movie/${film?.id}/external_ids`)).imdb_id).toBe('tt9999990');
  });

  it("trends the people in the films this server's people were active on, then everyone by popularity", async () => {
    const popularPeople = PersonSearchPageSchema.parse(await get('/3/person/popular'));
    // A fresh server's trending people are its popular people.
    expect(PersonSearchPageSchema.parse(await get('/3/trending/person/week')).results.map((person) => person.id)).toEqual(
      popularPeople.results.map((person) => person.id),
    );
    const ana = await signedInPerson(t.app);
    expect((await ana.call('PUT', `/api/me/favorites/${GODFATHER}/`)).statusCode).toBeLessThan(300);
    await t.app.refreshPopularity();
    const credits = CreditsSchema.parse(await get(`/3/movie/${GODFATHER}/credits`));
    const inFilm = new Set([...credits.cast, ...credits.crew].map((person) => person.id));
    for (const window of ['day', 'week']) {
      const trending = PersonSearchPageSchema.strict().parse(await get(`/3/trending/person/${window}`));
      expect(trending.total_results).toBe(popularPeople.total_results);
      expect(trending.results.slice(0, Math.min(20, inFilm.size)).every((person) => inFilm.has(person.id))).toBe(true);
      expect(trending.results.map((person) => person.name)).toContain('Al Pacino');
    }
    expect(await get('/3/trending/person/month', 404)).toEqual(RESOURCE_NOT_FOUND);
  });

  it.each(['/3/nothing/here', '/3/movie/550/no_such_list', '/3/tv/1'])('answers the unknown path %s as TMDB does, with status 34', async (url) => {
    for (const headers of [{ authorization: `Bearer ${key}` }, { authorization: `Bearer ${key}`, accept: 'text/html' }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(RESOURCE_NOT_FOUND);
    }
  });

  it('gives the configuration apps read first: images at this server, in the sizes it serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/3/configuration', headers: { authorization: `Bearer ${key}`, host: 'films.example.test:8080' } });
    expect(res.statusCode).toBe(200);
    const { images, change_keys } = res.json<{ images: Record<string, string | string[]>; change_keys: string[] }>();
    expect(images.base_url).toBe('http://films.example.test:8080/images/');
    expect(images.secure_base_url).toBe('https://films.example.test:8080/images/');
    expect(images.poster_sizes).toEqual(['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original']);
    expect(images.profile_sizes).toEqual(['w185', 'original']);
    expect(images.backdrop_sizes).toEqual(['w780', 'original']);
    expect(images.logo_sizes).toEqual(['w92', 'w154', 'w185', 'w500', 'original']);
    expect(images.still_sizes).toEqual(['w92', 'w185', 'original']);
    expect(change_keys).toEqual([]);
    // Every size listed is one /images/ serves: a generated poster at each.
    const [film] = await t.app.db.query<{ poster_path: string }>("select poster_path from movies where source = 'embedded' limit 1");
    for (const size of images.poster_sizes as string[]) {
      expect((await t.app.inject({ method: 'GET', url: `/images/${size}${film?.poster_path}` })).statusCode).toBe(200);
    }
  });

  it('gives each host its own image addresses, however often each asks', async () => {
    const baseUrl = async (host: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/3/configuration', headers: { authorization: `Bearer ${key}`, host } });
      return { baseUrl: res.json<{ images: { base_url: string } }>().images.base_url, etag: res.headers.etag };
    };
    const first = await baseUrl('one.example.test');
    const second = await baseUrl('two.example.test');
    expect(first.baseUrl).toBe('http://one.example.test/images/');
    expect(second.baseUrl).toBe('http://two.example.test/images/');
    expect(second.etag).not.toBe(first.etag);
    expect(await baseUrl('one.example.test')).toEqual(first);
  });

  describe('the key', () => {
    it('is taken from an Authorization: Bearer header', async () => {
      const res = await bearer('/3/movie/popular', key);
      expect(res.statusCode).toBe(200);
      expect(MoviePageSchema.parse(res.json()).results).toHaveLength(20);
      // Not for a shared cache to hand to requests without the key.
      expect(res.headers['cache-control']).toBe('private, max-age=300');
    });

    it.each([
      ['a wrong key', 'Bearer 0123456789abcdef0123456789abcdef'],
      ['a malformed key', 'Bearer not-a-key'],
      ['a key of another scheme', `Token ${'a'.repeat(32)}`],
      ['an empty Bearer', 'Bearer '],
    ])('answers %s with TMDB status 7', async (_case, authorization) => {
      const res = await t.app.inject({ method: 'GET', url: '/3/movie/popular', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_API_KEY);
    });

    it('reads the query key first, as TMDB does', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/3/movie/popular?api_key=0123456789abcdef0123456789abcdef',
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.statusCode).toBe(401);
    });

    it('lets a browser app of an allowed origin send the Authorization header', async () => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/3/movie/popular',
        headers: { origin: APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    });
  });
});
