import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { cookieHeader, endedSessionCookies, type RunningServer, startServer } from './harness';

jest.setTimeout(120_000);

/** node:http rather than fetch, which would decode the body and hide what was sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** What `npm start` serves from the real webpack output, seen from outside (node's fetch). */
describe('the built SPA served by the real server', () => {
  let server: RunningServer;
  let scripts: string[];
  /** The frame is what a signed-in page shows when the session does not answer (a signed-out visitor goes to /login). */
  let ended: string;

  beforeAll(async () => {
    server = await startServer();
    ended = cookieHeader(await endedSessionCookies(server.baseUrl));
    const html = await (await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html', cookie: ended } })).text();
    scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? '');
  });
  afterAll(() => server?.stop());

  it('answers / and client routes with a page that is revalidated every time', async () => {
    for (const route of ['/', '/movie/12', '/profile']) {
      const res = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html', cookie: ended } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('loads content-hashed scripts (runtime, vendor, main), cached for a year', async () => {
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.some((src) => /vendor\.[0-9a-f]{8,}\.js$/.test(src))).toBe(true);
    for (const src of scripts) {
      expect(src).toMatch(/\.[0-9a-f]{8,}\.js$/);
      const res = await fetch(`${server.baseUrl}${src}`, { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("starts each landing page's own chunks early: the film page's in a low-priority preload header, /login's preloaded by its HTML beside the deferred entry scripts", async () => {
    const preloadsOf = async (route: string) => {
      const res = await fetch(`${server.baseUrl}${route}`, { headers: { accept: 'text/html', cookie: ended } });
      return [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=preload; as=script; fetchpriority=low/g)].map((match) => match[1] ?? '');
    };
    const film = await preloadsOf('/movie/900000370');
    expect(film.some((src) => /\/movie-details\.[0-9a-f]{8,}\.js$/.test(src))).toBe(true);

    const login = await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html' } });
    expect(login.headers.get('link')).toBeNull();
    const html = await login.text();
    // The entry's scripts as the bundler writes them, in order; no script starts others.
    expect([...html.matchAll(/<script defer="defer" src="([^"]+)"><\/script>/g)].map((match) => match[1])).toEqual(scripts);
    const pageChunks = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1] ?? '');
    expect(pageChunks.some((src) => /\/login\.[0-9a-f]{8,}\.js$/.test(src))).toBe(true);
    for (const src of [...pageChunks, ...film]) {
      expect(scripts).not.toContain(src);
      expect((await fetch(`${server.baseUrl}${src}`, { headers: { 'accept-encoding': 'identity' } })).status).toBe(200);
    }
  });

  it('sends the pre-compressed brotli copy to a browser that accepts it', async () => {
    const vendor = scripts.find((src) => src.includes('vendor.')) ?? '';
    const plain = await rawGet(`${server.baseUrl}${vendor}`, { 'accept-encoding': 'identity' });
    const brotli = await rawGet(`${server.baseUrl}${vendor}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  });

  it('serves the runtime config the SPA reads before boot', async () => {
    const res = await fetch(`${server.baseUrl}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual(expect.any(Object));
  });

  it('answers unknown API routes and missing assets with 404', async () => {
    const api = await fetch(`${server.baseUrl}/api/nope/`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    const asset = await fetch(`${server.baseUrl}/assets/main.0000000000.js`);
    expect(asset.status).toBe(404);
  });
});
