import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_SHELL } from '../../../contract/installableApp';
import { buildTestApp, type TestApp } from '../../testing/helper';

const INDEX_HTML = '<!doctype html><html><head><script defer src="/main.0123abcd4567.js"></script></head><body><div id="root"></div></body></html>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const preloadHeader = (scripts: string[]) => scripts.map((script) => `</${script}>; rel=preload; as=script; fetchpriority=low`).join(', ');

/** A built SPA in miniature: what webpack writes to dist/public. */
async function fakeSpa(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
  await fs.writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(root, 'main.0123abcd4567.js'), MAIN_JS);
  await fs.writeFile(path.join(root, 'main.0123abcd4567.js.gz'), gzipSync(MAIN_JS));
  await fs.writeFile(path.join(root, 'main.0123abcd4567.js.br'), brotliCompressSync(MAIN_JS));
  await fs.writeFile(path.join(root, 'config.json'), '{"apiBaseUrl":""}');
  return root;
}

describe('the built SPA', () => {
  let t: TestApp;
  let spaRoot: string;
  beforeAll(async () => {
    spaRoot = await fakeSpa();
    t = await buildTestApp('pglite', {}, { spaRoot });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(spaRoot, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it.each(['/movie/12', '/login', '/profile', '/movie/12/credits?lng=es'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('sends index.html without a preload header when the build prerendered no pages (no route table)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/movie/900000370', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toBe(INDEX_HTML);
  });

  it('caches content-hashed assets for a year as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main.0123abcd4567.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(MAIN_JS);
  });

  it('revalidates files without a content hash, such as the runtime config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ apiBaseUrl: '', signInProviders: [], passwordSignUp: true });
  });

  it('adds the sign-in providers to the runtime config, by id and label only, and whether password sign-up is open', async () => {
    const secret = 'the-client-secret-never-leaves';
    const withProviders = await buildTestApp(
      'pglite',
      { OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'https://sso.example.com', OIDC_CORP_CLIENT_ID: 'movies', OIDC_CORP_CLIENT_SECRET: secret, OIDC_CORP_LABEL: 'Corp SSO', PASSWORD_SIGNUP: 'false' },
      { spaRoot },
    );
    try {
      const res = await withProviders.app.inject({ method: 'GET', url: '/config.json' });
      expect(res.json()).toEqual({ apiBaseUrl: '', signInProviders: [{ id: 'corp', label: 'Corp SSO' }], passwordSignUp: false });
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('sso.example.com');
    } finally {
      await withProviders.close();
    }
  });

  it('serves the brotli copy to a browser that accepts br', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main.0123abcd4567.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('serves the gzip copy to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main.0123abcd4567.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await t.app.inject({ method: 'GET', url: '/main.ffffffffffff.js', headers: { accept } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('answers unknown API routes with 404 JSON even when the browser asks for HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('does not answer API-style requests that do not want HTML with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/movie/12', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
  });

  it('does not let a path escape the SPA directory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});

/** The first-paint script as index.html carries it, and the pages the build prerenders from it (scripts/prerender.mjs). */
const FIRST_PAINT_SCRIPT = "document.documentElement.setAttribute('data-theme','dark')";
/** Its CSP hash, as the build writes it into shells.json. */
const FIRST_PAINT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
const shellPage = (language: string, shell: string) =>
  `<!doctype html><html lang="${language}"><head><script>${FIRST_PAINT_SCRIPT}</script></head><body><div id="root" data-shell="${shell}">${shell}</div></body></html>`;
const SHELLS = {
  languages: ['en', 'es'],
  /** The route table, with the scripts each page needs beyond the entry's. */
  routes: [
    { id: 'login', paths: ['/login'], access: 'guest', scripts: ['assets/forms.1a2b3c4d.js', 'assets/login.5e6f7a8b.js'] },
    { id: 'popular', paths: ['/', '/popular'], access: 'user', scripts: ['assets/cards.9a8b7c6d.js', 'assets/popular.0f1e2d3c.js'] },
    { id: 'movie-details', paths: ['/movie/:id'], access: 'user', scripts: ['assets/cards.9a8b7c6d.js', 'assets/movie-details.44556677.js'] },
    { id: 'shared-list', paths: ['/shared/:token'], access: 'open', scripts: [] },
  ],
  fallback: 'popular',
  scriptHashes: [FIRST_PAINT_HASH],
};

async function prerenderedSpa(manifest: unknown = SHELLS): Promise<string> {
  const root = await fakeSpa();
  await fs.writeFile(path.join(root, 'shells.json'), JSON.stringify(manifest));
  for (const language of ['en', 'es']) {
    await fs.mkdir(path.join(root, 'shells', language), { recursive: true });
    for (const shell of ['login', 'layout']) await fs.writeFile(path.join(root, 'shells', language, `${shell}.html`), shellPage(language, shell));
  }
  await fs.writeFile(path.join(root, APP_SHELL.slice(1)), shellPage('en', 'offline'));
  return root;
}

describe('the prerendered first screens', () => {
  let t: TestApp;
  let spaRoot: string;
  beforeAll(async () => {
    spaRoot = await prerenderedSpa();
    t = await buildTestApp('pglite', {}, { spaRoot });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(spaRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } });

  it.each([
    ['/login', {}, 'en', 'login'],
    ['/login', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }, 'es', 'login'],
    ['/login', { 'accept-language': 'fr-FR, es;q=0.5, en;q=0.7' }, 'en', 'login'],
    ['/login', { 'accept-language': 'en', cookie: 'i18next=es' }, 'es', 'login'],
    ['/login?lng=en', { cookie: 'i18next=es' }, 'en', 'login'],
    ['/login', { cookie: 'signed_in=1' }, 'en', 'layout'],
    ['/popular?page=2', { 'accept-language': 'es', cookie: 'signed_in=1' }, 'es', 'layout'],
    ['/shared/abc', { 'accept-language': 'es' }, 'es', 'layout'],
    ['/no-such-page', { cookie: 'signed_in=1' }, 'en', 'layout'],
    ['/login', { 'accept-language': 'de', cookie: 'i18next=%3Cscript%3E' }, 'en', 'login'],
  ])('sends %s with %j the %s %s page', async (url, headers, language, shell) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(shellPage(language, shell));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language, Cookie/);
  });

  it.each(['/', '/popular?page=2', '/movie/238', '/no-such-page'])('sends a signed-out visitor asking for %s to the sign-in form, as the app would', async (url) => {
    const res = await get(url, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends no preload header with a page that starts its own scripts after its first paint, and the frame with its page’s', async () => {
    expect((await get('/login')).headers.link).toBeUndefined();
    expect((await get('/login', { 'accept-language': 'es' })).headers.link).toBeUndefined();
    // Signed in, /login shows the frame, which loads the route's scripts as the app asks for them.
    expect((await get('/login', { cookie: 'signed_in=1' })).headers.link).toBe(preloadHeader(SHELLS.routes[0]!.scripts));
  });

  it.each([
    ['/', 1],
    ['/popular/?page=3', 1],
    ['/MOVIE/900000370/', 2],
    ['/no-such-page', 1],
  ])('names the scripts of the page at %s in the frame’s preload header (an unknown path’s are the popular page’s)', async (url, route) => {
    const res = await get(url, { cookie: 'signed_in=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(preloadHeader(SHELLS.routes[route]!.scripts));
  });

  it('sends no preload header for a page whose chunk needs nothing beyond the entry', async () => {
    const res = await get('/shared/abc');
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it('allows the inline scripts the build hashed, and no other', async () => {
    const res = await get('/login');
    const scriptSources = (policy: unknown) => /script-src [^;]*/.exec(String(policy))?.[0];
    expect(scriptSources(res.headers['content-security-policy'])).toBe(`script-src 'self' ${FIRST_PAINT_HASH}`);
    const api = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(scriptSources(api.headers['content-security-policy'])).toBe("script-src 'self'");
    // The service worker's offline app shell is kept with these headers: its script must run too.
    const shell = await get(APP_SHELL);
    expect(shell.statusCode).toBe(200);
    expect(scriptSources(shell.headers['content-security-policy'])).toBe(`script-src 'self' ${FIRST_PAINT_HASH}`);
  });

  it('sends the brotli copy of a prerendered page when the build wrote one', async () => {
    await fs.writeFile(path.join(spaRoot, 'shells', 'es', 'login.html.br'), brotliCompressSync(shellPage('es', 'login')));
    const res = await get('/login', { 'accept-language': 'es', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shellPage('es', 'login'));
  });

  it('falls back to index.html when the manifest names a page the build did not write', async () => {
    const broken = await prerenderedSpa({ ...SHELLS, routes: [...SHELLS.routes, { id: 'register', paths: ['/register'], access: 'guest' }] });
    const other = await buildTestApp('pglite', {}, { spaRoot: broken });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
    } finally {
      await other.close();
      await fs.rm(broken, { recursive: true, force: true });
    }
  });
});
