import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { memoryCache } from '../cache/cache';
import { createAccount } from '../testing/accounts';
import { buildTestApp } from '../testing/helper';
import { MovieSourceError, type MovieDiscoverQuery } from './movie-source';
import { tmdbUpstream } from './tmdb-upstream';

/** A stand-in for TMDB on loopback: each test says how it answers and counts the calls. */
interface FakeTmdb {
  baseUrl: string;
  calls: string[];
  respond: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  close(): Promise<void>;
}

async function startFakeTmdb(): Promise<FakeTmdb> {
  const fake = {
    calls: [] as string[],
    respond: (_request: http.IncomingMessage, response: http.ServerResponse) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"page":1,"results":[],"total_pages":0,"total_results":0}');
    },
  };
  const server = http.createServer((request, response) => {
    fake.calls.push(request.url ?? '');
    fake.respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/3`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

const DETAILS = { id: 238, title: 'The Godfather', genres: [{ id: 18, name: 'Drama' }] };
const FRESH_MS = 60_000;

/** The cache's time, moved on by the tests; it starts past 0, which lru-cache reads as "no start". */
function testClock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('TmdbUpstream against a fake TMDB', () => {
  let fake: FakeTmdb;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    fake = await startFakeTmdb();
    clock = testClock();
  });
  afterEach(() => fake.close());

  const source = (options: { timeoutMs?: number } = {}) =>
    tmdbUpstream({
      baseUrl: fake.baseUrl,
      apiKey: 'server-secret',
      timeoutMs: options.timeoutMs ?? 1000,
      cache: memoryCache(clock),
      freshMs: FRESH_MS,
    });

  it('asks TMDB with the server key and serves the next identical read from the cache', async () => {
    fake.respond = (_request, response) => response.writeHead(200).end(JSON.stringify(DETAILS));
    const tmdb = source();
    const first = await tmdb.details(238, 'es-ES');
    const second = await tmdb.details(238, 'es-ES');
    expect(JSON.parse(first.body)).toEqual(DETAILS);
    expect(second).toEqual(first);
    expect(fake.calls).toEqual(['/3/movie/238?language=es-ES&api_key=server-secret']);
  });

  it("asks TMDB for people at TMDB's own paths, cached the same way", async () => {
    fake.respond = (request, response) => response.writeHead(200).end(JSON.stringify({ url: request.url }));
    const tmdb = source();
    await tmdb.person(1158, 'en-US');
    await tmdb.personMovieCredits(1158, 'en-US');
    await tmdb.searchPeople({ query: 'al pacino', page: 2, includeAdult: false, language: 'es-ES' });
    await tmdb.person(1158, 'en-US');
    expect(fake.calls).toEqual([
      '/3/person/1158?language=en-US&api_key=server-secret',
      '/3/person/1158/movie_credits?language=en-US&api_key=server-secret',
      '/3/search/person?include_adult=false&language=es-ES&page=2&query=al%20pacino&api_key=server-secret',
    ]);
  });

  it('coalesces concurrent identical misses into one upstream call', async () => {
    // TMDB holds its answers until the first request has reached it: all ten reads have asked by then.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reached = () => {};
    const firstRequest = new Promise<void>((resolve) => {
      reached = resolve;
    });
    fake.respond = (_request, response) => {
      reached();
      void released.then(() => response.writeHead(200).end(JSON.stringify(DETAILS)));
    };
    const tmdb = source();
    const reads = Promise.all(Array.from({ length: 10 }, () => tmdb.details(238)));
    await firstRequest;
    release();
    const answers = await reads;
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(fake.calls).toHaveLength(1);
  });

  it.each([
    ['fails', 500],
    ['rate-limits', 429],
  ])('serves the stale copy when TMDB %s', async (_case, status) => {
    const tmdb = source();
    fake.respond = (_request, response) => response.writeHead(200).end(JSON.stringify(DETAILS));
    const fresh = await tmdb.details(238);
    clock.advance(FRESH_MS + 1);
    fake.respond = (_request, response) => response.writeHead(status).end('{}');
    expect(await tmdb.details(238)).toEqual(fresh);
    expect(fake.calls).toHaveLength(2);
  });

  it('passes discover filters, top rated and release dates to TMDB in its own spelling, cached', async () => {
    const tmdb = source();
    const query: MovieDiscoverQuery = {
      page: 2,
      language: 'en-US',
      includeAdult: false,
      sortBy: { field: 'vote_average', direction: 'desc' },
      filters: {
        with_genres: { ids: [18, 80], match: 'all' },
        with_cast: { ids: [7, 9], match: 'any' },
        'primary_release_date.gte': '1970-01-01',
        'vote_average.gte': 8,
        with_original_language: ['fr', 'ja'],
        region: ['JP'],
      },
    };
    await tmdb.discover(query);
    await tmdb.discover(query);
    await tmdb.topRated({ page: 1 });
    await tmdb.releaseDates(238);
    await tmdb.releaseDates(238);
    expect(fake.calls).toEqual([
      '/3/discover/movie?include_adult=false&language=en-US&page=2&primary_release_date.gte=1970-01-01&region=JP' +
        '&sort_by=vote_average.desc&vote_average.gte=8&with_cast=7%7C9&with_genres=18%2C80&with_original_language=fr%7Cja' +
        '&api_key=server-secret',
      '/3/movie/top_rated?page=1&api_key=server-secret',
      '/3/movie/238/release_dates?api_key=server-secret',
    ]);
  });

  it('serves the stale copy when TMDB times out, and 504 when nothing is kept', async () => {
    const tmdb = source({ timeoutMs: 100 });
    fake.respond = (_request, response) => response.writeHead(200).end(JSON.stringify(DETAILS));
    const fresh = await tmdb.details(238);
    clock.advance(FRESH_MS + 1);
    fake.respond = () => undefined;
    expect(await tmdb.details(238)).toEqual(fresh);
    await expect(tmdb.details(239)).rejects.toMatchObject({ failure: 'timeout', statusCode: 504 });
  });

  it('reports 502 when TMDB fails with nothing cached, 503 when it rate-limits, and 404 as not found', async () => {
    const tmdb = source();
    fake.respond = (_request, response) => response.writeHead(502).end();
    await expect(tmdb.popular({ page: 1 })).rejects.toMatchObject({ failure: 'bad_gateway', statusCode: 502 });
    fake.respond = (_request, response) => response.writeHead(429).end();
    await expect(tmdb.popular({ page: 2 })).rejects.toMatchObject({ failure: 'unavailable', statusCode: 503 });
    fake.respond = (_request, response) => response.writeHead(404).end('{"status_code":34}');
    await expect(tmdb.details(1)).rejects.toBeInstanceOf(MovieSourceError);
  });

  it("passes issue 40's routes and append_to_response through to TMDB's own paths, with a Bearer key too", async () => {
    const t = await buildTestApp('pglite', { TMDB_API_KEY: 'server-secret', TMDB_BASE_URL: fake.baseUrl, TMDB_TIMEOUT_MS: '500' });
    try {
      fake.respond = (request, response) => response.writeHead(200).end(JSON.stringify({ asked: request.url?.split('?')[0] }));
      const { apiKey } = await createAccount(t.app);
      const asks = [
        '/3/movie/238?append_to_response=credits,similar,nonsense',
        '/3/person/1158?append_to_response=combined_credits',
        '/3/configuration',
        '/3/movie/238/recommendations?page=2',
        '/3/movie/238/external_ids',
        '/3/movie/238/images',
        '/3/movie/238/videos',
        '/3/movie/238/keywords',
        '/3/movie/upcoming?region=US',
        '/3/movie/now_playing',
        '/3/search/multi?query=pacino',
        '/3/person/popular',
        '/3/person/1158/combined_credits',
        '/3/person/1158/external_ids',
        '/3/person/1158/images',
        '/3/find/tt0068646?external_source=imdb_id',
      ];
      for (const url of asks) {
        const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${apiKey}` } });
        expect([url, res.statusCode, res.json()]).toEqual([url, 200, { asked: url.split('?')[0] }]);
      }
      expect(fake.calls).toEqual([
        '/3/movie/238?append_to_response=credits%2Csimilar&api_key=server-secret',
        '/3/person/1158?append_to_response=combined_credits&api_key=server-secret',
        '/3/configuration?api_key=server-secret',
        '/3/movie/238/recommendations?page=2&api_key=server-secret',
        '/3/movie/238/external_ids?api_key=server-secret',
        '/3/movie/238/images?api_key=server-secret',
        '/3/movie/238/videos?api_key=server-secret',
        '/3/movie/238/keywords?api_key=server-secret',
        '/3/movie/upcoming?page=1&region=US&api_key=server-secret',
        '/3/movie/now_playing?page=1&api_key=server-secret',
        '/3/search/multi?include_adult=false&page=1&query=pacino&api_key=server-secret',
        '/3/person/popular?page=1&api_key=server-secret',
        '/3/person/1158/combined_credits?api_key=server-secret',
        '/3/person/1158/external_ids?api_key=server-secret',
        '/3/person/1158/images?api_key=server-secret',
        '/3/find/tt0068646?external_source=imdb_id&api_key=server-secret',
      ]);
    } finally {
      await t.close();
    }
  });

  it('backs the /3 routes without ever showing the server key', async () => {
    const t = await buildTestApp('pglite', { TMDB_API_KEY: 'server-secret', TMDB_BASE_URL: fake.baseUrl, TMDB_TIMEOUT_MS: '500' });
    try {
      fake.respond = (_request, response) => response.writeHead(200).end('{"page":1,"results":[],"total_pages":0,"total_results":0}');
      const { apiKey } = await createAccount(t.app);
      const res = await t.app.inject({ method: 'GET', url: `/3/search/movie?query=godfather&include_adult=false&page=1&api_key=${apiKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('server-secret');
      expect(fake.calls).toEqual(['/3/search/movie?include_adult=false&page=1&query=godfather&api_key=server-secret']);
      fake.respond = (_request, response) => response.writeHead(503).end();
      const failed = await t.app.inject({ method: 'GET', url: `/3/movie/popular?api_key=${apiKey}` });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ status_code: 11, status_message: 'The movie database could not be reached.', success: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).json()).toMatchObject({ source: 'tmdb' });
    } finally {
      await t.close();
    }
  });
});
