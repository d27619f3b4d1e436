import { createHash } from 'node:crypto';
import { ANDROID_CHROME, cookieHeader, endedSessionCookies, newCredentials, type RunningServer, startServer } from './harness';

jest.setTimeout(120_000);

const GODFATHER = 900000370;
const AL_PACINO = 953144592;

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** What the server sent the app to hydrate with, when it rendered the page. */
  state: {
    session: { user: { email: string } | null };
    search: { criteria: string; currentPage: number; movies: unknown[] };
    productApi: { queries: Record<string, unknown> };
    movieDbApi: { queries: Record<string, unknown> };
  } | null;
}

/** A plain title (letters, digits, spaces), which HTML shows as it is. */
const plainTitle = (results: Array<{ title: string }>) => results.find(({ title }) => /^[\w ]+$/.test(title))?.title;

/** The server's own render of a signed-in visitor's landing pages, seen through HTTP as a browser's first request sees it. */
describe('pages the server renders for a signed-in visitor', () => {
  let server: RunningServer;
  let email: string;
  /** The session's cookies, as a browser sends them with a page request. */
  let cookies: Record<string, string>;

  const get = async (url: string, sent: Record<string, string> = cookies, headers: Record<string, string> = {}): Promise<Page> => {
    const cookie = cookieHeader(sent);
    const res = await fetch(`${server.baseUrl}${url}`, { headers: { accept: 'text/html', cookie, ...headers } });
    const html = await res.text();
    const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)?.[1];
    return { status: res.status, headers: res.headers, html, state: json === undefined ? null : (JSON.parse(json) as Page['state']) };
  };
  const api = async <T,>(path: string): Promise<T> => {
    const cookie = cookieHeader(cookies);
    return (await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie } })).json()) as T;
  };

  /** A change made through the API as the signed-in visitor, which must succeed; its answer, if any. */
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { cookie: cookieHeader(cookies), origin: server.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok).toBe(true);
    return res.status === 204 ? null : ((await res.json()) as { id: number; path: string });
  };

  beforeAll(async () => {
    server = await startServer();
    const credentials = newCredentials();
    email = credentials.email;
    const post = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseUrl }, body: JSON.stringify(body) });
    expect((await post('/api/autenticacion/registro/', { email, password1: credentials.password, password2: credentials.password })).status).toBe(201);
    const login = await post('/api/auth/login/', { email, password: credentials.password });
    expect(login.status).toBe(200);
    cookies = Object.fromEntries(login.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
  });
  afterAll(() => server?.stop());

  it('renders / with the popular films and the state they came from, for no cache to keep', async () => {
    const popular = await api<{ results: Array<{ title: string }> }>('/api/tmdb/populares/?page=1&language=en-US');
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.html).toContain('Popular Movies');
    expect(page.html).toContain(plainTitle(popular.results));
    expect(page.state?.session.user?.email).toBe(email);
    expect(Object.keys(page.state?.productApi.queries ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/^popularMovies/), expect.stringMatching(/^currentUser/)]));
  });

  it("renders a film's page with its facts, director and cast, in the reader's language", async () => {
    const page = await get(`/movie/${GODFATHER}?lng=es`);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('The Godfather');
    expect(page.html).toContain('Francis Ford Coppola');
    expect(page.html).toContain('Al Pacino');
    expect(page.html).toContain('Reparto');
  });

  it("renders a person's page with their films, and Discover with the films its URL asks for", async () => {
    const person = await get(`/person/${AL_PACINO}`);
    expect(person.html).toContain('Al Pacino');
    expect(person.html).toContain('The Godfather');

    const drama = await api<{ results: Array<{ title: string }> }>('/3/discover/movie?with_genres=18&sort_by=vote_average.desc&page=1&language=en-US&api_key=' + cookies.api_key);
    const discover = await get('/movies?genres=18&sort=rating');
    expect(discover.html).toContain(plainTitle(drama.results));
    expect(Object.keys(discover.state?.movieDbApi.queries ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/^discoverFiltered/), expect.stringMatching(/^genres/)]));
  });

  it("draws Discover for a phone when the browser says it runs on one: its filters folded, not made, its films all there", async () => {
    const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    const drama = await api<{ results: Array<{ title: string }> }>('/3/discover/movie?with_genres=18&sort_by=vote_average.desc&page=1&language=en-US&api_key=' + cookies.api_key);
    const as = (headers: Record<string, string>) => get('/movies?genres=18&sort=rating', cookies, headers);
    const filterField = 'From year';

    // Chromium's client hint, and without it (Safari, Firefox) the user agent's "Mobi".
    for (const phone of [await as({ 'sec-ch-ua-mobile': '?1', 'user-agent': ANDROID_CHROME }), await as({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' })]) {
      expect(phone.html).toContain('<div id="root" data-language="en" data-phone="">');
      expect(phone.html).toContain('aria-expanded="false"');
      expect(phone.html).not.toContain(filterField);
      expect(phone.html).toContain(plainTitle(drama.results));
    }
    // The hint has the last word: a tablet's browser says it is not a phone's, whatever its user agent.
    for (const wide of [await as({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_CHROME }), await as({ 'user-agent': DESKTOP })]) {
      expect(wide.html).toContain('<div id="root" data-language="en">');
      expect(wide.html).toContain(filterField);
    }
  });

  it('renders the profile with the account and its lists', async () => {
    const page = await get('/profile');
    expect(page.html).toContain(email);
    expect(page.html).toContain('Favorite Movies');
    expect(page.html).toContain('You have no favorite movies yet.');
  });

  it('brings one inline script, the head script, allowed by its hash, its scripts as the bundler emits them (deferred, the page\'s preloaded), and its styles as emotion writes them', async () => {
    const page = await get(`/movie/${GODFATHER}`);
    const inline = [...page.html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(page.html).toMatch(/<script defer="defer" src="\/assets\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(page.html).toMatch(/<link rel="preload" as="script" href="\/assets\/movie-details\.[0-9a-f]+\.js">/);
    const scriptSources = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSources).not.toMatch(/unsafe-inline|nonce-/);
    for (const script of inline) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(page.html).toMatch(/<style data-emotion="css [a-z0-9 -]+">/);
  });

  it("renders a shared list for a visitor without a session, and the frame for a link that opens no list", async () => {
    const list = await call('POST', '/api/me/lists/', { name: 'Family business', description: 'Sundays' });
    await call('PUT', `/api/me/lists/${list?.id}/movies/${GODFATHER}/`);
    const shared = await call('POST', `/api/me/lists/${list?.id}/share/`);

    const page = await get(`${shared?.path}?lng=es`, {});
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Family business');
    expect(page.html).toContain('The Godfather');
    expect(page.html).not.toContain(email);
    expect(page.state?.session.user).toBeNull();
    expect(Object.keys(page.state?.productApi.queries ?? {})).toEqual([expect.stringMatching(/^sharedList/)]);
    // Every visitor gets the list as it is now: renamed, it is rendered anew.
    await call('PATCH', `/api/me/lists/${list?.id}/`, { name: 'Family business, part II' });
    expect((await get(`${shared?.path}?lng=es`, {})).html).toContain('Family business, part II');

    const unknown = await get('/shared/no-such-list-token-000000000000000000000000', {});
    expect(unknown.status).toBe(200);
    expect(unknown.state).toBeNull();
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
  });

  it("renders a genre, your lists, and a list at the page its URL names, for its owner and for anyone with its link", async () => {
    const drama = await api<{ results: Array<{ title: string }> }>(`/3/discover/movie?with_genres=18&page=1&language=en-US&api_key=${cookies.api_key}`);
    const genre = await get('/genre/18?lng=es');
    expect(genre.html).toContain('Drama');
    expect(genre.html).toContain(plainTitle(drama.results));
    expect(Object.keys(genre.state?.movieDbApi.queries ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/^discoverMovies/), expect.stringMatching(/^genres/)]));

    // Twenty popular films fill page 1 (a page holds 20); The Godfather, added last, is alone on page 2.
    // Two pages of Popular: The Godfather and Part II are among the first twenty.
    const popular = await Promise.all([1, 2].map((page) => api<{ results: Array<{ id: number; title: string }> }>(`/api/tmdb/populares/?page=${page}&language=en-US`)));
    const list = await call('POST', '/api/me/lists/', { name: 'Twenty-one films' });
    // Its sequels too (their titles hold "The Godfather"), so that page 1 names it nowhere.
    const others = popular.flatMap(({ results }) => results).filter(({ title }) => !title.startsWith('The Godfather'));
    for (const { id } of others.slice(0, 20)) await call('PUT', `/api/me/lists/${list?.id}/movies/${id}/`);
    await call('PUT', `/api/me/lists/${list?.id}/movies/${GODFATHER}/`);

    const lists = await get('/lists');
    expect(lists.html).toContain('Twenty-one films');
    expect(Object.keys(lists.state?.productApi.queries ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/^lists\(/)]));
    const second = await get(`/lists/${list?.id}?page=2`);
    expect(second.html).toContain('The Godfather');
    expect(second.html).toContain('Page 2 of 2');
    expect(Object.keys(second.state?.productApi.queries ?? {})).toEqual(expect.arrayContaining([expect.stringMatching(/^list\(.*"page":2/)]));
    expect((await get(`/lists/${list?.id}`)).html).not.toContain('The Godfather');

    const shared = await call('POST', `/api/me/lists/${list?.id}/share/`);
    const visitorFirst = await get(shared?.path ?? '', {});
    const visitorSecond = await get(`${shared?.path}?page=2`, {});
    expect(visitorSecond.html).toContain('The Godfather');
    expect(visitorSecond.html).toContain('Page 2 of 2');
    expect(visitorFirst.html).not.toContain('The Godfather');
    expect(visitorFirst.html).toContain('Page 1 of 2');
  });

  it('renders a search its URL names, at its page: the films and people found, and the search it shows in the state', async () => {
    type Found = { results: Array<{ title?: string; name?: string }>; total_pages: number };
    const films = await api<Found>(`/3/search/movie?query=godfather&page=1&api_key=${cookies.api_key}`);
    const people = await api<Found>(`/3/search/person?query=godfather&page=1&api_key=${cookies.api_key}`);
    const page = await get('/movieSearch?query=godfather');
    expect(page.html).toContain('Results for “godfather”');
    expect(page.html).toContain('The Godfather');
    expect(page.html).not.toContain('Loading movies');
    const person = people.results.find(({ name }) => /^[\w .-]+$/.test(name ?? ''))?.name;
    if (person) expect(page.html).toContain(person);
    expect(page.state?.search).toMatchObject({ criteria: 'godfather', currentPage: 1 });
    expect(page.state?.search.movies).toHaveLength(films.results.length);

    const many = await api<Found>(`/3/search/movie?query=love&page=2&api_key=${cookies.api_key}`);
    expect(many.total_pages).toBeGreaterThan(2);
    const second = await get('/movieSearch?query=love&page=2&lng=es');
    expect(second.html).toContain(`Página 2 de ${many.total_pages}`);
    expect(second.html).toContain(plainTitle(many.results as Array<{ title: string }>));
  });

  it('sends the prerendered first screen when the session does not answer: signed out, or a live access cookie of an ended session', async () => {
    const ended = await endedSessionCookies(server.baseUrl);
    for (const sent of [{}, ended]) {
      const page = await get('/', sent);
      expect(page.status).toBe(200);
      expect(page.state).toBeNull();
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends a signed-in reader who opens an account form to the profile, renewing an expired access cookie first', async () => {
    const opened = await fetch(`${server.baseUrl}/register?lng=es`, { headers: { accept: 'text/html', cookie: cookieHeader(cookies) }, redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/profile?lng=es');
    expect(opened.headers.get('cache-control')).toBe('no-store');

    const returning = Object.fromEntries(Object.entries(cookies).filter(([name]) => name !== 'access'));
    const back = await fetch(`${server.baseUrl}/login`, { headers: { accept: 'text/html', cookie: cookieHeader(returning) }, redirect: 'manual' });
    expect(back.status).toBe(303);
    const refreshUrl = new URL(back.headers.get('location') ?? '', server.baseUrl);
    expect(refreshUrl.pathname).toBe('/api/auth/token/refresh/');
    expect(refreshUrl.searchParams.get('next')).toBe('/login');
    // A hint without a session behind it is forgotten there, and the form is what the page then is.
    const cleared = await fetch(refreshUrl, { headers: { cookie: 'signed_in=1' }, redirect: 'manual' });
    expect(cleared.headers.get('location')).toBe('/login');
    expect(cleared.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^signed_in=;/)]));
    const form = await get('/login', {});
    expect(form.status).toBe(200);
    expect(form.html).toContain('type="password"');
  });

  it('renews an expired access cookie through the refresh route, then renders the page with the renewed session', async () => {
    // As the browser holds them once the access cookie's 15 minutes are over.
    const returning = Object.fromEntries(Object.entries(cookies).filter(([name]) => name !== 'access'));
    const pageUrl = `/movie/${GODFATHER}?lng=es`;
    const first = await fetch(`${server.baseUrl}${pageUrl}`, { headers: { accept: 'text/html', cookie: cookieHeader(returning) }, redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const refreshUrl = new URL(first.headers.get('location') ?? '', server.baseUrl);
    expect(refreshUrl.pathname).toBe('/api/auth/token/refresh/');
    expect(refreshUrl.searchParams.get('next')).toBe(pageUrl);

    const renewed = await fetch(refreshUrl, { headers: { accept: 'text/html', cookie: cookieHeader(returning) }, redirect: 'manual' });
    expect(renewed.status).toBe(303);
    expect(renewed.headers.get('location')).toBe(pageUrl);
    const set = Object.fromEntries(renewed.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
    const page = await get(pageUrl, { ...returning, ...set });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('The Godfather');
    expect(page.state?.session.user?.email).toBe(email);

    // Without a session behind it, the hint goes, and the page is the sign-in form's redirect.
    const stale = await fetch(`${server.baseUrl}/profile`, { headers: { accept: 'text/html', cookie: 'signed_in=1' }, redirect: 'manual' });
    const cleared = await fetch(new URL(stale.headers.get('location') ?? '', server.baseUrl), { headers: { cookie: 'signed_in=1' }, redirect: 'manual' });
    expect(cleared.headers.get('location')).toBe('/profile');
    expect(cleared.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^signed_in=;/)]));
    expect((await fetch(`${server.baseUrl}/profile`, { headers: { accept: 'text/html' }, redirect: 'manual' })).headers.get('location')).toBe('/login');
  });
});
