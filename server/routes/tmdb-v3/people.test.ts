import { CreditsSchema } from '../../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema, PersonSearchPageSchema } from '../../../contract/people';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

const GODFATHER = 900_000_370;

describe.each(databaseTargets)('/3 people on %s', (target) => {
  let t: TestApp;
  let key: string;
  let pacino: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const names = async (query: string) =>
    PersonSearchPageSchema.parse((await get(`/3/search/person?query=${encodeURIComponent(query)}`)).json()).results.map((p) => p.name);

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
    const credits = CreditsSchema.parse((await get(`/3/movie/${GODFATHER}/credits`)).json());
    pacino = credits.cast.find((member) => member.name === 'Al Pacino')?.id ?? 0;
  });
  afterAll(() => t.close());

  it('credits a film cast in billing order with person ids, and its director', async () => {
    const credits = CreditsSchema.parse((await get(`/3/movie/${GODFATHER}/credits`)).json());
    expect(credits.cast.slice(0, 2).map((member) => [member.name, member.order])).toEqual([
      ['Marlon Brando', 0],
      ['Al Pacino', 1],
    ]);
    expect(credits.crew).toEqual([expect.objectContaining({ name: 'Francis Ford Coppola', job: 'Director', department: 'Directing' })]);
  });

  it('details a person in TMDB shape, nothing invented', async () => {
    const res = await get(`/3/person/${pacino}?language=es-ES`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(PersonDetailsSchema.strict().parse(res.json())).toMatchObject({
      id: pacino,
      name: 'Al Pacino',
      known_for_department: 'Acting',
      biography: '',
      birthday: null,
      profile_path: null,
    });
  });

  it("lists a person's films, cast and crew, with their part in each", async () => {
    const body = PersonMovieCreditsSchema.parse((await get(`/3/person/${pacino}/movie_credits`)).json());
    expect(body.id).toBe(pacino);
    expect(body.cast.length).toBeGreaterThan(20);
    const titles = body.cast.map((film) => film.title);
    expect(titles).toEqual(expect.arrayContaining(['The Godfather', 'The Godfather Part II', 'Scarface']));
    expect(body.cast.find((film) => film.id === GODFATHER)).toMatchObject({ order: 1, credit_id: `${GODFATHER}-cast-1` });
    const years = body.cast.map((film) => film.release_date.slice(0, 4)).filter((year) => year !== '');
    expect(years).toEqual([...years].sort().reverse());

    const coppolaId = CreditsSchema.parse((await get(`/3/movie/${GODFATHER}/credits`)).json()).crew[0]?.id;
    const coppola = PersonMovieCreditsSchema.parse((await get(`/3/person/${coppolaId}/movie_credits`)).json());
    expect(coppola.crew.find((film) => film.id === GODFATHER)).toMatchObject({ department: 'Directing', job: 'Director' });
  });

  it('finds people by name, typos and accents forgiven, the best match first with what they are known for', async () => {
    const page = PersonSearchPageSchema.strict().parse((await get('/3/search/person?query=Al%20Pacino')).json());
    expect(page.results[0]).toMatchObject({ id: pacino, name: 'Al Pacino', original_name: 'Al Pacino', known_for_department: 'Acting' });
    expect(page.results[0]?.known_for.length).toBe(3);
    expect(page.results[0]?.known_for.every((film) => film.media_type === 'movie')).toBe(true);
    expect((await names('al pacnio'))[0]).toBe('Al Pacino');
    expect((await names('PACINO'))[0]).toBe('Al Pacino');
    expect(await names('brando')).toContain('Marlon Brando');
  });

  it('pages people searches like TMDB, empty past the end and for an empty query', async () => {
    const first = PersonSearchPageSchema.parse((await get('/3/search/person?query=john')).json());
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBeGreaterThan(100);
    const past = PersonSearchPageSchema.parse((await get(`/3/search/person?query=john&page=${first.total_pages + 1}`)).json());
    expect(past).toMatchObject({ results: [], total_results: first.total_results });
    expect((await get('/3/search/person?query=')).json()).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });

  it('answers unknown and malformed person ids and bad pages in TMDB form', async () => {
    for (const url of ['/3/person/1', '/3/person/1/movie_credits', '/3/person/abc', '/3/person/99999999999/movie_credits']) {
      const res = await get(url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { status_code: 34, status_message: 'The resource you requested could not be found.', success: false },
      ]);
    }
    const huge = await get('/3/search/person?query=al&page=501');
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ status_code: 22, success: false });
  });
});
