import { CreditsSchema, MovieDetailsSchema, MoviePageSchema, ReleaseDatesSchema } from '../../../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema } from '../../../../contract/people';
import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const GODFATHER = 900_000_370;

describe.each(databaseTargets)('/api/tmdb movie proxy on %s', (target) => {
  let t: TestApp;
  let access: string;
  const get = (url: string, cookies: Record<string, string> = { access }) => t.app.inject({ method: 'GET', url, cookies });

  beforeAll(async () => {
    t = await buildTestApp(target);
    const account = await createAccount(t.app);
    access = cookieOf(await login(t.app, account.email), 'access')?.value ?? '';
  });
  afterAll(() => t.close());

  it.each(['/api/tmdb/populares/', `/api/tmdb/movie/${GODFATHER}/`, `/api/tmdb/movie/${GODFATHER}/credits/`, `/api/tmdb/movie/${GODFATHER}/similar`])(
    'needs a session for %s',
    async (url) => {
      const res = await get(url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    },
  );

  it('serves popular films in TMDB shape, page 1 by default', async () => {
    const res = await get('/api/tmdb/populares/?language=es-ES&region=ES');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const body = MoviePageSchema.strict().parse(res.json());
    expect(body.page).toBe(1);
    expect(body.results).toHaveLength(20);
    expect(MoviePageSchema.parse((await get('/api/tmdb/populares/?page=3')).json()).page).toBe(3);
  });

  it('serves details, credits and similar films, with or without the trailing slash', async () => {
    expect(MovieDetailsSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/?language=en-US`)).json()).title).toBe('The Godfather');
    const releases = ReleaseDatesSchema.parse((await get(`/api/tmdb/movie/900001748/release_dates/`)).json());
    expect(releases.results[0]?.release_dates[0]?.certification).toBe('R');
    expect(CreditsSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/credits/`)).json()).crew[0]?.job).toBe('Director');
    const similar = MoviePageSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/similar?language=en-US`)).json());
    expect(similar.results[0]?.title).toBe('The Godfather Part II');
    expect(MoviePageSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/similar/?page=2`)).json()).page).toBe(2);
  });

  it("answers a film's page in one request: details with credits, similar films and release dates appended, as each alone", async () => {
    const url = `/api/tmdb/movie/900001748/?language=es-ES&append_to_response=credits,similar,release_dates`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const { credits, similar, release_dates, ...details } = res.json<Record<string, unknown>>();
    expect(details).toEqual((await get('/api/tmdb/movie/900001748/?language=es-ES')).json());
    const { id: _credits, ...alone } = CreditsSchema.parse((await get('/api/tmdb/movie/900001748/credits/?language=es-ES')).json());
    expect(credits).toEqual(alone);
    expect(similar).toEqual((await get('/api/tmdb/movie/900001748/similar?language=es-ES')).json());
    const { id: _releases, ...releases } = ReleaseDatesSchema.parse((await get('/api/tmdb/movie/900001748/release_dates/')).json());
    expect(release_dates).toEqual(releases);
    const person = CreditsSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/credits/`)).json()).cast[0]?.id;
    const withFilms = (await get(`/api/tmdb/person/${person}/?append_to_response=movie_credits`)).json<{ movie_credits: unknown }>();
    const { id: _films, ...films } = PersonMovieCreditsSchema.parse((await get(`/api/tmdb/person/${person}/movie_credits/`)).json());
    expect(withFilms.movie_credits).toEqual(films);
    const unknown = await get(`/api/tmdb/movie/${GODFATHER}/?append_to_response=${Array.from({ length: 21 }, () => 'credits').join(',')}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('error');
  });

  it("serves a person's details and film credits behind the session", async () => {
    const pacino = CreditsSchema.parse((await get(`/api/tmdb/movie/${GODFATHER}/credits/`)).json()).cast[1];
    expect(pacino?.name).toBe('Al Pacino');
    expect((await get(`/api/tmdb/person/${pacino?.id}/`, {})).statusCode).toBe(401);
    const details = await get(`/api/tmdb/person/${pacino?.id}/?language=es-ES`);
    expect(details.headers['cache-control']).toBe('private, max-age=300');
    expect(PersonDetailsSchema.parse(details.json()).name).toBe('Al Pacino');
    const films = PersonMovieCreditsSchema.parse((await get(`/api/tmdb/person/${pacino?.id}/movie_credits/?language=en-US`)).json());
    expect(films.cast.map((film) => film.title)).toContain('The Godfather');
  });

  it('answers failures with {"error"}', async () => {
    for (const url of ['/api/tmdb/movie/1/', '/api/tmdb/movie/1/credits/', '/api/tmdb/movie/1/similar', '/api/tmdb/movie/x/']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Movie not found.', code: 'movie_not_found' }]);
    }
    for (const url of ['/api/tmdb/person/1/', '/api/tmdb/person/1/movie_credits/', '/api/tmdb/person/x/']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Person not found.', code: 'person_not_found' }]);
    }
    const badPage = await get('/api/tmdb/populares/?page=501');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toEqual({ error: 'page must be less than or equal to 500', code: 'invalid_query' });
  });
});
