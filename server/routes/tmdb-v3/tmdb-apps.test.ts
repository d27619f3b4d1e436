import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MoviePageSchema } from '../../../contract/movies';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

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
