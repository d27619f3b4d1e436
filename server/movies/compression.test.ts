import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cookieOf, createAccount, login } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { preferredEncoding } from './compressed-payload';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0, br;q=0', null],
  ])('%s gives %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe.each(databaseTargets)('/3 and /api/tmdb answers compressed on %s', (target) => {
  let t: TestApp;
  let apiKey: string;

  beforeAll(async () => {
    t = await buildTestApp(target);
    apiKey = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  const popular = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/3/movie/popular?page=1&api_key=${apiKey}`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the same JSON in brotli, gzip or as is, by accept-encoding, with one ETag', async () => {
    const plain = await popular();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await popular('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await popular('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    expect(br.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 304 without a body whatever the encoding', async () => {
    const first = await popular('br');
    const again = await t.app.inject({
      method: 'GET',
      url: `/3/movie/popular?page=1&api_key=${apiKey}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses other JSON over 1 KiB through the global hook: a page of favorites', async () => {
    const account = await createAccount(t.app);
    const access = cookieOf(await login(t.app, account.email), 'access')?.value ?? '';
    const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers, cookies: { access } });
    const ids = await t.app.db.query<{ id: number }>('select id from movies order by id limit 10');
    for (const { id } of ids) expect((await call('PUT', `/api/me/favorites/${id}/`)).statusCode).toBe(204);
    const plain = await call('GET', '/api/me/favorites/');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gzip = await call('GET', '/api/me/favorites/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
