import { AlternativeTitlesSchema, CreditsSchema, MovieDetailsSchema, MoviePageSchema } from '../../../contract/movies';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

/** vega-datasets' "Shichinin no samurai" keeps its id, now the one film with the corpus' Seven Samurai. */
const SEVEN_SAMURAI = 900_000_919;
/** The id the previous film world served the corpus' Seven Samurai under, on its own. */
const SEVEN_SAMURAI_BEFORE = 905_352_170;
/** Tod Browning's Dracula (1931), of Wikipedia's American lists. */
const DRACULA_1931 = 957_043_801;
/** Wikipedia lists The Producers in 1967 and in 1968; the 1968 record's id before they were one. */
const THE_PRODUCERS = 926_970_273;
const THE_PRODUCERS_1968_BEFORE = 950_510_776;
/** Soldier (1998), Kurt Russell, and the Hindi film of its title and year. */
const SOLDIER = 900_002_765;

describe.each(databaseTargets)('/3 one film once, no film with another film\'s facts (issue 62) on %s', (target) => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });
  const details = async (id: number) => {
    const res = await get(`/3/movie/${id}`);
    expect(res.statusCode).toBe(200);
    return MovieDetailsSchema.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it('finds Seven Samurai by its original title, with its year, runtime, director and rating on one page', async () => {
    const [first] = MoviePageSchema.parse((await get('/3/search/movie?query=shichinin%20no%20samurai')).json()).results;
    expect(first).toMatchObject({ id: SEVEN_SAMURAI, title: 'Seven Samurai', release_date: '1954-04-26' });
    const film = await details(SEVEN_SAMURAI);
    expect(film).toMatchObject({ runtime: 207, vote_average: 8.8, original_language: 'ja' });
    const crew = CreditsSchema.parse((await get(`/3/movie/${SEVEN_SAMURAI}/credits`)).json()).crew;
    expect(crew).toEqual([expect.objectContaining({ name: 'Akira Kurosawa', job: 'Director' })]);
    const titles = AlternativeTitlesSchema.parse((await get(`/3/movie/${SEVEN_SAMURAI}/alternative_titles`)).json()).titles;
    expect(titles.map((title) => title.title)).toEqual(['Shichinin no samurai']);
  });

  it('answers an id the previous catalogue served with the film it is now part of', async () => {
    expect(await details(SEVEN_SAMURAI_BEFORE)).toMatchObject({ id: SEVEN_SAMURAI, title: 'Seven Samurai', runtime: 207 });
    expect(await details(THE_PRODUCERS_1968_BEFORE)).toMatchObject({ id: THE_PRODUCERS, title: 'The Producers' });
    expect((await get('/3/movie/905352171')).statusCode).toBe(404);
  });

  it("keeps an American film's facts its own: Dracula 1931 is Tod Browning's, Soldier 1998 is not the Hindi film", async () => {
    const dracula = await details(DRACULA_1931);
    expect(dracula.runtime).toBe(75);
    expect(dracula.spoken_languages.map((language) => language.iso_639_1)).toContain('en');
    expect(dracula.spoken_languages.map((language) => language.iso_639_1)).not.toContain('es');
    const soldier = await details(SOLDIER);
    expect(soldier).toMatchObject({ original_language: 'en', runtime: 99 });
    expect(soldier.production_countries.map((country) => country.iso_3166_1)).toEqual(['US', 'GB']);
    const hindi = MoviePageSchema.parse((await get('/3/search/movie?query=soldier&year=1998')).json()).results.filter((film) => film.title === 'Soldier');
    expect(hindi.map((film) => film.original_language).sort()).toEqual(['en', 'hi']);
  });
});
