import { PersonDetailsSchema, PersonMovieCreditsSchema, PersonSearchPageSchema } from '../../../contract/people';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';
import { CombinedCreditsSchema } from './schemas';

/** The Star Wars actor's id, the one "Harrison Ford" had before his silent namesake was told apart (docs/CATALOGUE.md). */
const HARRISON_FORD = 972_537_992;
/** "Toshirō Mifune", and the id the catalogue before issue 62 gave "Toshiro Mifune" as a person of his own. */
const MIFUNE = 917_882_439;
const TOSHIRO_MIFUNE_BEFORE = 977_637_689;

describe.each(databaseTargets)('/3 one person once on %s', (target) => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const search = async (query: string) => PersonSearchPageSchema.parse((await get(`/3/search/person?query=${encodeURIComponent(query)}`)).json()).results;
  const films = async (id: number) => {
    const credits = PersonMovieCreditsSchema.parse((await get(`/3/person/${id}/movie_credits`)).json());
    return credits.cast.map((credit) => `${credit.title} ${credit.release_date.slice(0, 4)}`);
  };

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it("keeps the silent films' Harrison Ford off the Star Wars actor's page, as a person of his own", async () => {
    const modern = await films(HARRISON_FORD);
    expect(modern).toEqual(expect.arrayContaining(['Star Wars 1977', 'Blade Runner 1982']));
    expect(modern.filter((film) => Number(film.slice(-4)) <= 1928)).toEqual([]);
    const namesakes = (await search('harrison ford')).filter((person) => person.name === 'Harrison Ford');
    expect(namesakes.map((person) => person.id)).toEqual([HARRISON_FORD, expect.any(Number)]);
    const silent = await films(namesakes[1]?.id ?? 0);
    expect(silent.length).toBeGreaterThan(40);
    expect(silent.every((film) => Number(film.slice(-4)) >= 1917 && Number(film.slice(-4)) <= 1928)).toBe(true);
  });

  it('finds one Toshirō Mifune with the films of both spellings', async () => {
    const found = (await search('toshiro mifune')).filter((person) => person.name.includes('Mifune'));
    expect(found.map((person) => [person.id, person.name])).toEqual([[MIFUNE, 'Toshirō Mifune']]);
    expect(await films(MIFUNE)).toEqual(expect.arrayContaining(['Grand Prix 1966', 'Hell in the Pacific 1968', 'The Challenge 1982']));
  });

  it('answers the id a joined spelling had with the person it is now', async () => {
    const res = await get(`/3/person/${TOSHIRO_MIFUNE_BEFORE}?append_to_response=movie_credits`);
    expect(res.statusCode).toBe(200);
    expect(PersonDetailsSchema.parse(res.json())).toMatchObject({ id: MIFUNE, name: 'Toshirō Mifune' });
    expect(PersonMovieCreditsSchema.parse((await get(`/3/person/${TOSHIRO_MIFUNE_BEFORE}/movie_credits`)).json()).id).toBe(MIFUNE);
    expect(CombinedCreditsSchema.parse((await get(`/3/person/${TOSHIRO_MIFUNE_BEFORE}/combined_credits`)).json()).id).toBe(MIFUNE);
    expect(await films(TOSHIRO_MIFUNE_BEFORE)).toEqual(await films(MIFUNE));
  });

  it('credits no award and no "Voices of" as a person', async () => {
    for (const query of ['best actress', 'academy award for best actor', 'voices of']) {
      expect((await search(query)).map((person) => person.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Best|Academy Award|Voices of)/)]));
    }
  });
});
