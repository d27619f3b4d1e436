import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { NUL_CHARACTER_MESSAGE } from '../../contract/text';
import { cookieOf, createAccount, login } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import {
  encodeSegment,
  headerSafe,
  hostileBody,
  hostileCredentials,
  hostileQuery,
  hostileSegment,
  hostileString,
  jsonBody,
  percentEncode,
  textWithNul,
  type HostileBody,
} from './hostile-inputs';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route the server has (checked against the router below), with :params to fill. */
const ROUTES: ReadonlyArray<{ method: Method; path: string }> = [
  { method: 'GET', path: '/api/health/' },
  { method: 'GET', path: '/api/health/live/' },
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/tmdb/populares/' },
  { method: 'GET', path: '/api/tmdb/movie/:id/' },
  { method: 'GET', path: '/api/tmdb/movie/:id/credits/' },
  { method: 'GET', path: '/api/tmdb/movie/:id/release_dates/' },
  { method: 'GET', path: '/api/tmdb/movie/:id/similar' },
  { method: 'GET', path: '/api/tmdb/movie/:id/similar/' },
  { method: 'GET', path: '/api/tmdb/person/:id/' },
  { method: 'GET', path: '/api/tmdb/person/:id/movie_credits/' },
  { method: 'POST', path: '/api/autenticacion/registro/' },
  { method: 'POST', path: '/api/auth/login/' },
  { method: 'POST', path: '/login' },
  { method: 'POST', path: '/register' },
  { method: 'POST', path: '/api/auth/logout/' },
  { method: 'POST', path: '/api/auth/token/refresh/' },
  { method: 'GET', path: '/api/auth/token/refresh/' },
  { method: 'GET', path: '/api/auth/user/' },
  { method: 'GET', path: '/api/auth/oidc/:provider/start' },
  { method: 'GET', path: '/api/auth/oidc/:provider/callback' },
  { method: 'GET', path: '/api/me/sign-in-providers/' },
  { method: 'POST', path: '/api/me/sign-in-providers/:provider/link' },
  { method: 'DELETE', path: '/api/me/sign-in-providers/:provider' },
  { method: 'POST', path: '/api/actualizar-foto-de-perfil/' },
  { method: 'GET', path: '/api/obtener-foto-de-perfil/' },
  { method: 'GET', path: '/api/me/photo/:fileName' },
  { method: 'GET', path: '/api/me/favorites/' },
  { method: 'PUT', path: '/api/me/favorites/:movieId/' },
  { method: 'DELETE', path: '/api/me/favorites/:movieId/' },
  { method: 'GET', path: '/api/me/watchlist/' },
  { method: 'PUT', path: '/api/me/watchlist/:movieId/' },
  { method: 'DELETE', path: '/api/me/watchlist/:movieId/' },
  { method: 'GET', path: '/api/me/favorite-actors/' },
  { method: 'PUT', path: '/api/me/favorite-actors/:personId/' },
  { method: 'DELETE', path: '/api/me/favorite-actors/:personId/' },
  { method: 'GET', path: '/api/me/list-ids/' },
  { method: 'POST', path: '/api/me/imports/' },
  { method: 'GET', path: '/api/me/imports/:jobId/' },
  { method: 'GET', path: '/api/me/imports/:jobId/unmatched.csv' },
  { method: 'GET', path: '/api/me/export/' },
  { method: 'GET', path: '/api/me/diary/' },
  { method: 'POST', path: '/api/me/diary/' },
  { method: 'PATCH', path: '/api/me/diary/:entryId/' },
  { method: 'DELETE', path: '/api/me/diary/:entryId/' },
  { method: 'PUT', path: '/api/me/ratings/:movieId/' },
  { method: 'DELETE', path: '/api/me/ratings/:movieId/' },
  { method: 'GET', path: '/api/me/films/:movieId/' },
  { method: 'GET', path: '/api/me/stats/' },
  { method: 'GET', path: '/api/me/lists/' },
  { method: 'POST', path: '/api/me/lists/' },
  { method: 'PUT', path: '/api/me/lists/order/' },
  { method: 'GET', path: '/api/me/lists/:listId/' },
  { method: 'PATCH', path: '/api/me/lists/:listId/' },
  { method: 'DELETE', path: '/api/me/lists/:listId/' },
  { method: 'PUT', path: '/api/me/lists/:listId/movies/order/' },
  { method: 'PUT', path: '/api/me/lists/:listId/movies/:movieId/' },
  { method: 'DELETE', path: '/api/me/lists/:listId/movies/:movieId/' },
  { method: 'POST', path: '/api/me/lists/:listId/share/' },
  { method: 'DELETE', path: '/api/me/lists/:listId/share/' },
  { method: 'DELETE', path: '/api/me/' },
  { method: 'GET', path: '/api/shared-lists/:token/' },
  { method: 'GET', path: '/api/me/for-you/' },
  { method: 'GET', path: '/3/movie/popular' },
  { method: 'GET', path: '/3/movie/top_rated' },
  { method: 'GET', path: '/3/movie/:id' },
  { method: 'GET', path: '/3/movie/:id/credits' },
  { method: 'GET', path: '/3/movie/:id/release_dates' },
  { method: 'GET', path: '/3/movie/:id/similar' },
  { method: 'GET', path: '/3/movie/:id/alternative_titles' },
  { method: 'GET', path: '/3/movie/:id/recommendations' },
  { method: 'GET', path: '/3/movie/:id/external_ids' },
  { method: 'GET', path: '/3/movie/:id/images' },
  { method: 'GET', path: '/3/movie/:id/videos' },
  { method: 'GET', path: '/3/movie/:id/keywords' },
  { method: 'GET', path: '/3/movie/upcoming' },
  { method: 'GET', path: '/3/movie/now_playing' },
  { method: 'GET', path: '/3/search/multi' },
  { method: 'GET', path: '/3/find/:external_id' },
  { method: 'GET', path: '/3/find/*' },
  { method: 'GET', path: '/3/person/popular' },
  { method: 'GET', path: '/3/person/:id/combined_credits' },
  { method: 'GET', path: '/3/person/:id/external_ids' },
  { method: 'GET', path: '/3/person/:id/images' },
  { method: 'GET', path: '/3/trending/person/:time_window' },
  { method: 'GET', path: '/3/search/movie' },
  { method: 'GET', path: '/3/discover/movie' },
  { method: 'GET', path: '/3/genre/movie/list' },
  { method: 'GET', path: '/3/configuration' },
  { method: 'GET', path: '/3/configuration/languages' },
  { method: 'GET', path: '/3/configuration/countries' },
  { method: 'GET', path: '/3/person/:id' },
  { method: 'GET', path: '/3/person/:id/movie_credits' },
  { method: 'GET', path: '/3/search/person' },
  { method: 'GET', path: '/3/trending/movie/:time_window' },
  { method: 'GET', path: '/3/trending/all/:time_window' },
  { method: 'GET', path: '/3/*' },
  { method: 'GET', path: '/images/:size/:file' },
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/*' },
  { method: 'GET', path: '/index.html' },
  { method: 'GET', path: '/config.json' },
];

/**
 * A well-formed body for each route that reads text from JSON (by "METHOD /openapi/{path}"), so
 * that the NUL put into one of its text fields is what the answer is about. Checked against the
 * OpenAPI document: a new text field fails the test until it is here.
 */
const TEXT_BODIES = (movieId: number): Record<string, Record<string, unknown>> => ({
  'POST /api/autenticacion/registro/': { email: 'nul-probe@example.test', password1: 'quiet amber lighthouse', password2: 'quiet amber lighthouse' },
  'POST /api/auth/login/': { email: 'nul-probe@example.test', password: 'quiet amber lighthouse' },
  'DELETE /api/me/': { password: 'quiet amber lighthouse' },
  'POST /api/me/diary/': { movie_id: movieId, watched_on: '2024-01-01', note: 'A note' },
  'PATCH /api/me/diary/{entryId}/': { watched_on: '2024-01-01', note: 'A note' },
  'POST /api/me/lists/': { name: 'A list', description: 'About it' },
  'PATCH /api/me/lists/{listId}/': { name: 'A list', description: 'About it' },
});

/**
 * Text fields not refused for the NUL itself: a date's format refuses it, and a password that is
 * only checked against its hash is taken as typed (docs/PRODUCT.md §8.1).
 */
const NUL_RULE_EXCEPTIONS = new Set([
  'POST /api/me/diary/ watched_on',
  'PATCH /api/me/diary/{entryId}/ watched_on',
  'POST /api/auth/login/ password',
  'DELETE /api/me/ password',
]);

type JsonSchema = { type?: string; anyOf?: JsonSchema[] };
type OpenApiPaths = Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, JsonSchema> } }> } }>>;

/** "METHOD /path field" for every text property of a JSON request body the OpenAPI document declares. */
function jsonTextFields(paths: OpenApiPaths): string[] {
  const isText = (schema: JsonSchema): boolean => schema.type === 'string' || (schema.anyOf ?? []).some(isText);
  return Object.entries(paths).flatMap(([routePath, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.entries(operation.requestBody?.content['application/json']?.schema.properties ?? {})
        .filter(([, schema]) => isText(schema))
        .map(([field]) => `${method.toUpperCase()} ${routePath} ${field}`),
    ),
  );
}

/** Routes that may answer 2xx to a hostile request because they take nothing from it. */
const TAKES_NOTHING = new Set(['/api/auth/logout/', '/api/health/', '/api/health/live/', '/api/openapi.json', '/', '/index.html']);

/**
 * Reads Fastify's printRoutes tree (common prefixes as nodes of their own, some without a route)
 * back into "METHOD /full/path" lines. The flat print (commonPrefix: false) leaves out a wildcard
 * under a prefix, /3/*.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4 - 1;
    stack.length = depth;
    const fullPath = (stack.at(-1) ?? '') + (match[2] ?? '');
    stack.push(fullPath);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${fullPath}`);
  }
  return routes.sort();
}

/** What only the server's insides write: looked for in every answer. */
const LEAKS = [/\/work\//, /node_modules/, /\n\s+at /, /\.ts:\d+/, /\.js:\d+/];
/**
 * And in a refusal, words of an error's own: not in a 2xx answer, whose text is the catalogue's
 * (Wikipedia's lead paragraphs name Robert Stack and films shown "at Sundance (2010)").
 */
const REFUSAL_LEAKS = [/\bat [\w.<>]+ \(/, /Error: /, /stack/i];

/** The shape every refusal must have: JSON saying what is wrong, nothing about the server's insides. */
function expectCleanAnswer(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBeLessThan(500);
  for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
  if (res.statusCode < 400) return;
  for (const leak of REFUSAL_LEAKS) expect(res.body).not.toMatch(leak);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = res.json();
  const messages = JSON.stringify(body).match(/"[^"]{3,}"/g) ?? [];
  expect(messages.length).toBeGreaterThan(1);
}

/** DELETE is idempotent: removing an id that names nothing (digits past any stored id) is a 204. */
/**
 * Whether `url`, as a client sends it, still asks for `routePath`: clients resolve dot segments
 * first ("%2e%2e" too), so /images/%2e%2e/%2e%2e is a request for / and gets the SPA.
 */
function reachesRoute(url: string, routePath: string): boolean {
  const resolved = new URL(url, 'http://localhost').pathname.split('/');
  const pattern = routePath.split('/');
  return resolved.length === pattern.length && pattern.every((part, index) => part.startsWith(':') || part === resolved[index]);
}

function mayAnswer2xx(method: Method, routePath: string, segments: string[]): boolean {
  return TAKES_NOTHING.has(routePath) || method === 'GET' || (method === 'DELETE' && segments.every((segment) => /^\d+$/.test(segment)));
}

/** The account forms (server/routes/forms) answer as HTML forms are answered: a 303 to a page of this site, never elsewhere. */
const FORM_ROUTES = new Set(['/login', '/register']);

function expectFormAnswer(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toMatch(/^\/(?![/\\])/);
}

const NUM_RUNS = 150;

describe.each(databaseTargets)('hostile requests on %s', (target) => {
  let t: TestApp;
  let spaRoot: string;
  let access: string;
  let apiKey: string;
  let tried = 0;

  async function storedState(): Promise<string> {
    const tables = await t.app.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await t.app.db.query<{ n: number }>(`select count(*)::integer as n from "${name}"`);
      counts[name] = row?.n ?? -1;
    }
    const lists = await t.app.inject({ method: 'GET', url: '/api/me/list-ids/', cookies: { access } });
    return JSON.stringify({ counts, lists: lists.json() as unknown });
  }

  beforeAll(async () => {
    spaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-spa-'));
    await fs.writeFile(path.join(spaRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp(target, {}, { spaRoot });
    const account = await createAccount(t.app);
    apiKey = account.apiKey;
    access = cookieOf(await login(t.app, account.email), 'access')?.value ?? '';
    const [film] = await t.app.db.query<{ id: number }>('select id from movies order by id limit 1');
    await t.app.inject({ method: 'PUT', url: `/api/me/favorites/${film?.id}/`, cookies: { access } });
  }, 60_000);
  afterAll(async () => {
    process.stdout.write(`hostile requests tried on ${target}: ${tried}\n`);
    await t.close();
    await fs.rm(spaRoot, { recursive: true, force: true });
  });

  async function send(
    method: Method,
    url: string,
    { body, credentials }: { body?: HostileBody; credentials: { kind: string; value?: string } },
  ): Promise<LightMyRequestResponse> {
    tried += 1;
    const headers: Record<string, string> = {};
    if (credentials.kind === 'session') headers.cookie = `access=${access}`;
    if (credentials.kind === 'cookie') headers.cookie = `access=${headerSafe(credentials.value ?? '')}; refresh=${headerSafe(credentials.value ?? '')}`;
    if (credentials.kind === 'authorization') headers.authorization = `Token ${headerSafe(credentials.value ?? '')}`;
    if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
    return t.app.inject({ method, url, headers, ...(body ? { payload: body.payload } : {}) });
  }

  it('knows every route the server has', () => {
    const expected = ROUTES.map(({ method, path: routePath }) => `${method} ${routePath}`).sort();
    expect(registeredRoutes(t.app.printRoutes())).toEqual(expected);
  });

  it('answers every route given hostile params, queries, bodies and credentials with a clean 4xx or a harmless answer', async () => {
    const before = await storedState();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.array(hostileSegment, { minLength: 2, maxLength: 2 }),
        fc.option(hostileQuery, { nil: undefined }),
        fc.option(hostileBody, { nil: undefined }),
        hostileCredentials,
        async (route, segments, query, body, credentials) => {
          let index = 0;
          const filled = route.path
            .replace(/:\w+/g, () => encodeSegment(segments[index++] ?? ''))
            .replace('*', encodeSegment(segments[index] ?? ''));
          const url = query === undefined ? filled : `${filled}?${query}`;
          const res = await send(route.method, url, { body: route.method === 'GET' ? undefined : body, credentials });
          expectCleanAnswer(res);
          if (FORM_ROUTES.has(route.path) && res.statusCode < 400) expectFormAnswer(res);
          else if (!mayAnswer2xx(route.method, route.path, segments.slice(0, index))) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: NUM_RUNS * 2 },
    );
    expect(await storedState()).toBe(before);
  }, 120_000);

  it('refuses hostile bodies on every route that reads one', async () => {
    const before = await storedState();
    const bodyRoutes = ['/api/autenticacion/registro/', '/api/auth/login/', '/api/actualizar-foto-de-perfil/', '/api/me/diary/', '/api/me/lists/', '/api/me/imports/'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes), hostileBody, hostileCredentials, async (url, body, credentials) => {
        const res = await send('POST', url, { body, credentials });
        expectCleanAnswer(res);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: NUM_RUNS },
    );
    expect(await storedState()).toBe(before);
  }, 120_000);

  it('refuses a NUL in every text field of a JSON body with a 4xx naming the field, storing nothing', async () => {
    const session = { kind: 'session' } as const;
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: OpenApiPaths }>().paths;
    const [film] = await t.app.db.query<{ id: number }>('select id from movies order by id limit 1');
    const bodies = TEXT_BODIES(film?.id ?? 0);
    const fields = Object.entries(bodies).flatMap(([route, body]) =>
      Object.keys(body)
        .filter((field) => typeof body[field] === 'string')
        .map((field) => ({ route, field })),
    );
    expect(fields.map(({ route, field }) => `${route} ${field}`).sort()).toEqual(jsonTextFields(paths).sort());

    const created = async (url: string, body: object) =>
      (await t.app.inject({ method: 'POST', url, cookies: { access }, payload: body })).json<{ id: number }>().id;
    const ids: Record<string, number> = {
      entryId: await created('/api/me/diary/', { movie_id: film?.id, note: 'Kept' }),
      listId: await created('/api/me/lists/', { name: 'Kept', description: 'Kept' }),
    };
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url, cookies: { access } })).body;
    const contents = async () => [await storedState(), await read('/api/me/diary/'), await read('/api/me/lists/')].join('\n');
    const before = await contents();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), textWithNul, async ({ route, field }, text) => {
        const [method = '', routePath = ''] = route.split(' ');
        const url = routePath.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
        const res = await send(method as Method, url, { body: jsonBody({ ...bodies[route], [field]: text }), credentials: session });
        expectCleanAnswer(res);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        if (!NUL_RULE_EXCEPTIONS.has(`${route} ${field}`)) expect(res.json()).toEqual({ [field]: [NUL_CHARACTER_MESSAGE] });
      }),
      { numRuns: NUM_RUNS },
    );
    expect(await contents()).toBe(before);
  }, 120_000);

  it('refuses ids and file names that name nothing, signed in', async () => {
    const before = await storedState();
    const idRoutes = ROUTES.filter((route) => route.path.includes(':'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idRoutes), hostileSegment, hostileSegment, async (route, first, second) => {
        let index = 0;
        const segments = [first, second];
        const url = route.path.replace(/:\w+/g, () => encodeSegment(segments[index++] ?? ''));
        const res = await send(route.method, url, { credentials: { kind: 'session' } });
        expectCleanAnswer(res);
        if (reachesRoute(url, route.path) && (!mayAnswer2xx(route.method, route.path, segments.slice(0, index)) || route.method === 'GET')) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: NUM_RUNS },
    );
    expect(await storedState()).toBe(before);
  }, 120_000);

  it('refuses hostile query values on the movie routes with a message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/tmdb/populares/', '/3/movie/popular', '/3/search/movie', '/3/discover/movie'),
        fc.constantFrom('page', 'language', 'year', 'include_adult', 'with_genres', 'sort_by', 'query'),
        hostileString.filter((value) => value.length > 0),
        async (routePath, name, value) => {
          const auth = routePath.startsWith('/3/') ? `&api_key=${apiKey}` : '';
          const res = await send('GET', `${routePath}?${name}=${percentEncode(value)}${auth}`, { credentials: { kind: 'session' } });
          expectCleanAnswer(res);
        },
      ),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);

  it('answers bodies past the limit with 413 and undecodable URLs with 400', async () => {
    const big = await send('POST', '/api/auth/login/', {
      body: { contentType: 'application/json', payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }) },
      credentials: { kind: 'none' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'Request body is too large.', code: 'body_too_large' });
    for (const url of ['/api/tmdb/movie/%ff%fe/', '/3/movie/%c3%28?api_key=x', '/images/w500/%E0%A4%A']) {
      const res = await send('GET', url, { credentials: { kind: 'session' } });
      expectCleanAnswer(res);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers oversized headers over a real socket with 431 JSON', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: access=${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('close', () => resolve(data));
      // The server closes the socket while the client may still be sending: a reset after the
      // answer arrived is the end of the conversation, not a failure.
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    tried += 1;
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer).toContain('"message":"Exceeded maximum allowed HTTP header size"');
  });
});
