import { CreditsSchema, MovieDetailsSchema } from '../../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema } from '../../../contract/people';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';
import { CombinedCreditsSchema } from './schemas';

/** vega-datasets' films keep 900,000,000 + their position in that data set (docs/CATALOGUE.md). */
const CASABLANCA = 900_000_214;
const GONE_WITH_THE_WIND = 900_000_401;
const WIZARD_OF_OZ = 900_001_046;
/** A vega film whose Wikipedia article gives no lead paragraph. */
const LAND_GIRLS = 900_000_001;

describe.each(databaseTargets)('/3 synopses and directors from Wikipedia extracts on %s', (target) => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const directors = async (id: number) =>
    CreditsSchema.parse((await get(`/3/movie/${id}/credits`)).json()).crew.filter((member) => member.job === 'Director');

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it("gives a film its article's lead paragraph as the overview, with the credit it needs", async () => {
    const res = await get(`/3/movie/${CASABLANCA}?language=es-ES`);
    expect(res.statusCode).toBe(200);
    const casablanca = MovieDetailsSchema.strict().parse(res.json());
    expect(casablanca.overview).toMatch(/^Casablanca is a 1942 American romantic drama film directed by Michael Curtiz, and starring Humphrey Bogart/);
    expect(casablanca.overview_source).toEqual({
      name: 'Wikipedia',
      url: 'https://en.wikipedia.org/wiki/Casablanca_(film)',
      license: 'CC BY-SA 4.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    });
    const untold = MovieDetailsSchema.strict().parse((await get(`/3/movie/${LAND_GIRLS}`)).json());
    expect(untold.overview).toBe('');
    expect(untold).not.toHaveProperty('overview_source');
  });

  it("credits the director the extract names, in the crew as TMDB does, over vega's where they differ", async () => {
    expect(await directors(CASABLANCA)).toEqual([expect.objectContaining({ name: 'Michael Curtiz', job: 'Director', department: 'Directing' })]);
    expect((await directors(GONE_WITH_THE_WIND)).map((member) => member.name)).toEqual(['Victor Fleming']);
    expect((await directors(WIZARD_OF_OZ)).map((member) => member.name)).toEqual(['Victor Fleming']);
  });

  it("lists the films a director made in their person's crew credits", async () => {
    const [fleming] = await directors(GONE_WITH_THE_WIND);
    const person = PersonDetailsSchema.parse((await get(`/3/person/${fleming?.id}`)).json());
    expect(person).toMatchObject({ name: 'Victor Fleming', known_for_department: 'Directing' });
    const movieCredits = PersonMovieCreditsSchema.parse((await get(`/3/person/${fleming?.id}/movie_credits`)).json());
    for (const film of [GONE_WITH_THE_WIND, WIZARD_OF_OZ]) {
      expect(movieCredits.crew.find((credit) => credit.id === film)).toMatchObject({ job: 'Director', department: 'Directing' });
    }
    const combined = CombinedCreditsSchema.parse((await get(`/3/person/${fleming?.id}/combined_credits`)).json());
    expect(combined.crew.map((credit) => credit.id)).toEqual(expect.arrayContaining([GONE_WITH_THE_WIND, WIZARD_OF_OZ]));
  });
});
