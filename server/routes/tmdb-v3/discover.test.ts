import { CreditsSchema, MovieDetailsSchema, MoviePageSchema, type MoviePage } from '../../../contract/movies';
import { TOP_RATED_MIN_VOTES } from '../../catalogue/discover';
import { titleSortKey } from '../../catalogue/title-sort';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

const GODFATHER = 900_000_370;
const CRIME = 80;
const DRAMA = 18;

describe.each(databaseTargets)('/3/discover/movie and /3/movie/top_rated on %s', (target) => {
  let t: TestApp;
  let key: string;
  let pacino: number;
  let brando: number;
  let coppola: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const page = async (url: string): Promise<MoviePage> => {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
    return MoviePageSchema.strict().parse(res.json());
  };
  const details = async (id: number) => MovieDetailsSchema.parse((await get(`/3/movie/${id}`)).json());

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
    const credits = CreditsSchema.parse((await get(`/3/movie/${GODFATHER}/credits`)).json());
    const castId = (name: string) => credits.cast.find((member) => member.name === name)?.id ?? 0;
    pacino = castId('Al Pacino');
    brando = castId('Marlon Brando');
    coppola = credits.crew[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  it('finds the best crime films of the 1970s, The Godfather first', async () => {
    const body = await page(
      `/3/discover/movie?with_genres=${CRIME}&primary_release_date.gte=1970-01-01&primary_release_date.lte=1979-12-31` +
        '&vote_average.gte=8&sort_by=vote_average.desc',
    );
    expect(body.results[0]?.title).toBe('The Godfather');
    expect(body.results.map((movie) => movie.title)).toContain('The Godfather Part II');
    for (const movie of body.results) {
      expect(movie.genre_ids).toContain(CRIME);
      expect(movie.release_date >= '1970' && movie.release_date <= '1979-12-31').toBe(true);
      expect(movie.vote_average).toBeGreaterThanOrEqual(8);
    }
    const ratings = body.results.map((movie) => movie.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // release_date.gte/.lte are the same filter (the catalogue knows one release per film).
    const alias = await page(
      `/3/discover/movie?with_genres=${CRIME}&release_date.gte=1970-01-01&release_date.lte=1979-12-31&vote_average.gte=8&sort_by=vote_average.desc`,
    );
    expect(alias).toEqual(body);
  });

  it('reads without_genres as none of, and counts what is left', async () => {
    const all = await page('/3/discover/movie');
    const drama = await page(`/3/discover/movie?with_genres=${DRAMA}`);
    const rest = await page(`/3/discover/movie?without_genres=${DRAMA}`);
    expect(rest.total_results).toBe(all.total_results - drama.total_results);
    for (const movie of rest.results) expect(movie.genre_ids).not.toContain(DRAMA);
    const neither = await page(`/3/discover/movie?without_genres=${DRAMA}|${CRIME}`);
    for (const movie of neither.results) expect(movie.genre_ids.some((id) => id === DRAMA || id === CRIME)).toBe(false);
  });

  it('filters by year, a year-only film by its year, and by votes and runtime', async () => {
    const of1972 = await page('/3/discover/movie?primary_release_year=1972&sort_by=primary_release_date.asc');
    expect(of1972.total_results).toBeGreaterThan(100);
    for (const movie of of1972.results) expect(movie.release_date.slice(0, 4)).toBe('1972');
    // A year-only film overlaps any range that touches its year.
    const yearOnly = of1972.results.find((movie) => movie.release_date === '1972');
    expect(yearOnly).toBeDefined();
    const june = await page('/3/discover/movie?primary_release_date.gte=1972-06-01&primary_release_date.lte=1972-06-30&page=1');
    expect(june.total_results).toBeGreaterThan(0);
    for (const movie of june.results) expect(movie.release_date === '1972' || movie.release_date.startsWith('1972-06')).toBe(true);

    const voted = await page('/3/discover/movie?vote_count.gte=400000&sort_by=vote_count.asc');
    expect(voted.results.length).toBeGreaterThan(0);
    expect(voted.results.every((movie) => movie.vote_count >= 400_000)).toBe(true);
    const counts = voted.results.map((movie) => movie.vote_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const long = await page('/3/discover/movie?with_runtime.gte=200&with_runtime.lte=240');
    expect(long.results.length).toBeGreaterThan(0);
    for (const movie of long.results) {
      const runtime = (await details(movie.id)).runtime;
      expect(runtime !== null && runtime >= 200 && runtime <= 240).toBe(true);
    }
    const low = await page('/3/discover/movie?vote_average.lte=3');
    expect(low.results.every((movie) => movie.vote_count > 0 && movie.vote_average <= 3)).toBe(true);
  });

  it('filters by people: cast, crew or either; comma for all of, pipe for any of', async () => {
    const withPacino = await page(`/3/discover/movie?with_cast=${pacino}`);
    const withBrando = await page(`/3/discover/movie?with_cast=${brando}`);
    const both = await page(`/3/discover/movie?with_cast=${pacino},${brando}&sort_by=primary_release_date.asc`);
    const either = await page(`/3/discover/movie?with_cast=${pacino}|${brando}`);
    expect(both.results.map((movie) => movie.title)).toContain('The Godfather');
    expect(both.total_results).toBeLessThan(Math.min(withPacino.total_results, withBrando.total_results));
    expect(either.total_results).toBe(withPacino.total_results + withBrando.total_results - both.total_results);

    const directed = await page(`/3/discover/movie?with_crew=${coppola}&sort_by=primary_release_date.asc`);
    expect(directed.results.map((movie) => movie.title)).toEqual(expect.arrayContaining(['The Godfather', 'Apocalypse Now']));
    expect((await page(`/3/discover/movie?with_cast=${coppola}`)).results.map((movie) => movie.id)).not.toContain(GODFATHER);
    const people = await page(`/3/discover/movie?with_people=${coppola},${pacino}`);
    expect(people.results.map((movie) => movie.title)).toEqual(expect.arrayContaining(['The Godfather', 'The Godfather Part II']));
  });

  it('sorts every way TMDB names, unknown values last both ways, ties by id', async () => {
    for (const field of ['popularity', 'vote_average', 'vote_count', 'primary_release_date', 'release_date', 'title', 'original_title', 'revenue']) {
      for (const direction of ['asc', 'desc']) {
        const body = await page(`/3/discover/movie?sort_by=${field}.${direction}&with_genres=${CRIME}`);
        expect([field, direction, body.results.length]).toEqual([field, direction, 20]);
      }
    }
    // Titles as people read them (discover-title-sort.test.ts): by their sort keys.
    const keys = (await page('/3/discover/movie?sort_by=title.asc')).results.map((movie) => titleSortKey(movie.title));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // Gross: the highest first; ascending starts at the smallest known gross, never at an unknown 0.
    const grossing = await page('/3/discover/movie?sort_by=revenue.desc');
    const [top, second] = await Promise.all(grossing.results.slice(0, 2).map((movie) => details(movie.id)));
    expect(top?.revenue).toBeGreaterThanOrEqual(second?.revenue ?? Infinity);
    const smallest = await details((await page('/3/discover/movie?sort_by=revenue.asc')).results[0]?.id ?? 0);
    expect(smallest.revenue).toBeGreaterThan(0);

    // Unknown ratings come last in both directions.
    const worst = await page('/3/discover/movie?sort_by=vote_average.asc');
    expect(worst.results[0]?.vote_count).toBeGreaterThan(0);

    // The least known films: popularity ascending, films of one popularity (the sources tell
    // nothing apart) in id order.
    const least = (await page('/3/discover/movie?sort_by=popularity.asc')).results;
    expect(least.every((movie) => movie.popularity > 0)).toBe(true);
    const ordered = [...least].sort((a, b) => a.popularity - b.popularity || a.id - b.id);
    expect(least.map((movie) => movie.id)).toEqual(ordered.map((movie) => movie.id));
  });

  it('pages a few matches and many in the sort\'s order, every match once', async () => {
    const byRating = (results: MoviePage['results']) => results.map((movie) => (movie.vote_count > 0 ? movie.vote_average : -1));
    const all = async (url: string) => {
      const first = await page(url);
      const rest = await Promise.all(Array.from({ length: first.total_pages - 1 }, (_, index) => page(`${url}&page=${index + 2}`)));
      return { total: first.total_results, results: [first, ...rest].flatMap((body) => body.results) };
    };
    const few = await all(`/3/discover/movie?with_genres=${CRIME}&primary_release_year=1974&sort_by=vote_average.desc`);
    expect(few.results).toHaveLength(few.total);
    expect(new Set(few.results.map((movie) => movie.id)).size).toBe(few.total);
    const ratings = byRating(few.results);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings.at(-1)).toBe(-1);

    const many = await page(`/3/discover/movie?with_genres=${DRAMA}&sort_by=vote_average.desc&page=3`);
    expect(many.total_results).toBeGreaterThan(5000);
    const manyRatings = byRating(many.results);
    expect(manyRatings).toEqual([...manyRatings].sort((a, b) => b - a));
  });

  it('pages with the real totals, empty past the end', async () => {
    const first = await page(`/3/discover/movie?with_genres=${CRIME}&sort_by=vote_count.desc`);
    const second = await page(`/3/discover/movie?with_genres=${CRIME}&sort_by=vote_count.desc&page=2`);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    expect(second.total_results).toBe(first.total_results);
    expect(second.results.map((movie) => movie.id)).not.toEqual(expect.arrayContaining([first.results[0]?.id]));
    const few = await page(`/3/discover/movie?with_cast=${pacino},${brando}`);
    const past = await page(`/3/discover/movie?with_cast=${pacino},${brando}&page=${few.total_pages + 1}`);
    expect(past).toEqual({ page: few.total_pages + 1, results: [], total_pages: few.total_pages, total_results: few.total_results });
  });

  it('filters by original language, origin country and release country, TMDB\'s | as any of', async () => {
    const japanese = await page('/3/discover/movie?with_original_language=ja&primary_release_year=1950');
    expect(japanese.results.map((movie) => movie.title)).toContain('Rashomon');
    expect(japanese.results.every((movie) => movie.original_language === 'ja')).toBe(true);
    const either = await page('/3/discover/movie?with_original_language=ja|PT');
    const portuguese = await page('/3/discover/movie?with_original_language=pt');
    const allJapanese = await page('/3/discover/movie?with_original_language=ja');
    expect(either.total_results).toBe(allJapanese.total_results + portuguese.total_results);

    const brazilian = await page('/3/discover/movie?with_origin_country=br&primary_release_year=2002&sort_by=title.asc');
    expect(brazilian.results.map((movie) => movie.title)).toContain('City of God');
    for (const movie of brazilian.results) {
      expect((await details(movie.id)).production_countries.map((country) => country.iso_3166_1)).toContain('BR');
    }
    const twoCountries = await page('/3/discover/movie?with_origin_country=BR|JP');
    const japan = await page('/3/discover/movie?with_origin_country=JP');
    expect(twoCountries.total_results).toBeGreaterThan(japan.total_results);

    // A film of Wikipedia's American lists was released in the US whatever the corpus knows of
    // its countries; a CMU film is released where it was made.
    const godfather = await details(GODFATHER);
    const usReleases = await page('/3/discover/movie?region=US&primary_release_year=1972&sort_by=vote_average.desc&with_genres=80');
    expect(usReleases.results.map((movie) => movie.id)).toContain(GODFATHER);
    expect(godfather.production_countries.map((country) => country.iso_3166_1)).toEqual(['US']);
    const usMade = await page('/3/discover/movie?with_origin_country=US');
    const usReleased = await page('/3/discover/movie?region=US');
    expect(usReleased.total_results).toBeGreaterThan(usMade.total_results);
    const inJapan = await page('/3/discover/movie?region=JP&primary_release_year=1950');
    expect(inJapan.results.map((movie) => movie.title)).toContain('Rashomon');
    expect(inJapan.results.map((movie) => movie.id)).not.toContain(GODFATHER);
  });

  it("ranks a country's films in its own languages first by popularity, then its co-productions in other languages", async () => {
    for (const [country, language] of [['JP', 'ja'], ['FR', 'fr'], ['IT', 'it']] as const) {
      const films = [1, 2, 3].map((n) => page(`/3/discover/movie?with_origin_country=${country}&page=${n}`));
      const results = (await Promise.all(films)).flatMap((body) => body.results);
      expect([country, results.every((movie) => movie.original_language === language)]).toEqual([country, true]);
      const popularities = results.map((movie) => movie.popularity);
      expect(popularities).toEqual([...popularities].sort((a, b) => b - a));
      // The others are still there, after them: the total counts every film of the country.
      const all = await page(`/3/discover/movie?with_origin_country=${country}&sort_by=title.asc`);
      const last = await page(`/3/discover/movie?with_origin_country=${country}&page=${Math.min(500, all.total_pages)}`);
      expect(last.total_results).toBe(all.total_results);
      expect(last.results.some((movie) => movie.original_language !== language)).toBe(true);
    }
  });

  it('ignores unknown parameters, as TMDB does', async () => {
    expect(await page('/3/discover/movie?with_genres=80&certification_country=US&with_keywords=1')).toEqual(
      await page('/3/discover/movie?with_genres=80'),
    );
  });

  it.each([
    ['sort_by=popularity', 'sort_by must be one of the supported sort options'],
    ['sort_by=budget.desc', 'sort_by must be one of the supported sort options'],
    ['with_genres=crime', 'with_genres must be ids joined by , (all of) or | (any of)'],
    ['without_genres=18,', 'without_genres must be ids joined by , (all of) or | (any of)'],
    ['with_cast=1,2|3', 'with_cast cannot mix , and |'],
    ['with_people=9999999999', 'with_people holds an id out of range'],
    ['primary_release_year=72', 'primary_release_year must be a four-digit year'],
    ['with_genres=80&with_genres=18', 'Invalid input: expected string, received array'],
    ['primary_release_date.gte=1972-13-01', 'primary_release_date.gte must be a real date'],
    ['primary_release_date.lte=1972-02-30', 'primary_release_date.lte must be a real date'],
    ['release_date.gte=0000-01-01', 'release_date.gte must be a real date'],
    ['release_date.lte=yesterday', 'release_date.lte must be a date such as 1972-03-15'],
    ['vote_average.gte=high', 'vote_average.gte must be a number'],
    ['vote_count.gte=-1', 'vote_count.gte must be a whole number'],
    ['with_runtime.lte=1e3', 'with_runtime.lte must be a whole number'],
    ['include_adult=yes', 'include_adult must be true or false'],
    ['with_original_language=english', 'with_original_language must be ISO 639-1 codes joined by | (any of)'],
    ['with_original_language=ja,fr', 'with_original_language must be ISO 639-1 codes joined by | (any of)'],
    ['with_original_language=qq', 'with_original_language holds an unknown code'],
    ['with_origin_country=JPN', 'with_origin_country must be ISO 3166-1 codes joined by | (any of)'],
    ['with_origin_country=JP|ZZ', 'with_origin_country holds an unknown code'],
    ['region=U1', 'region must be ISO 3166-1 codes joined by | (any of)'],
  ])('answers %s in TMDB form', async (query, message) => {
    const res = await get(`/3/discover/movie?${query}`);
    expect([res.statusCode, res.json()]).toEqual([422, { errors: [message], success: false }]);
  });

  it('lists top rated films by rating among those with enough votes', async () => {
    const body = await page('/3/movie/top_rated?page=1&language=en-US');
    expect(body.results).toHaveLength(20);
    expect(body.results.every((movie) => movie.vote_count >= TOP_RATED_MIN_VOTES)).toBe(true);
    const ratings = body.results.map((movie) => movie.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.results.slice(0, 3).map((movie) => movie.title)).toContain('The Godfather');
    expect(body.total_results).toBe((await page(`/3/discover/movie?vote_count.gte=${TOP_RATED_MIN_VOTES}`)).total_results);
  });
});
