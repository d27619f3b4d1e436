import { MoviePageSchema } from '../../../contract/movies';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

/** Discover's title sorts file titles as people read them (issue 42, docs/API.md "Discover"). */
describe.each(databaseTargets)('/3/discover/movie sorted by title on %s', (target) => {
  let t: TestApp;
  let key: string;
  const titles = async (query: string): Promise<string[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/3/discover/movie?${query}&api_key=${key}` });
    expect([query, res.statusCode]).toEqual([query, 200]);
    return MoviePageSchema.parse(res.json()).results.map((movie) => movie.title);
  };
  const allTitles = async (query: string): Promise<string[]> => {
    const all: string[] = [];
    for (let page = 1; ; page += 1) {
      const found = await titles(`${query}&page=${page}`);
      all.push(...found);
      if (found.length < 20) return all;
    }
  };

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it('files a title past its leading punctuation and article, ascending and descending', async () => {
    expect((await titles('primary_release_year=1920&sort_by=title.asc')).slice(0, 4)).toEqual(['The $1,000,000 Reward', '3 Gold Coins', '$30,000', '39 East']);
    expect((await allTitles('primary_release_year=1920&sort_by=title.desc')).slice(-4)).toEqual(['39 East', '$30,000', '3 Gold Coins', 'The $1,000,000 Reward']);
    const by1988 = await titles('primary_release_year=1988&sort_by=original_title.asc');
    expect(by1988.slice(by1988.indexOf('36 Fillette'), by1988.indexOf('36 Fillette') + 4)).toEqual(['36 Fillette', '555', "'68", '976-EVIL']);
  });

  it("leaves out an original title's article in its own language too, accents folded", async () => {
    const spanish = await allTitles('with_original_language=es&primary_release_year=2004&sort_by=original_title.asc');
    const between = (title: string) => spanish.slice(spanish.indexOf(title) - 1, spanish.indexOf(title) + 2);
    expect(between('El Rey')).toEqual(['A Red Bear', 'El Rey', 'Rolling Family']);
    expect(between('The Holy Girl')).toEqual(['Duck Season', 'The Holy Girl', 'Les Dalton']);
    expect(between('Ahí tienes a tu Madre')).toEqual(['The 7 th Day', 'Ahí tienes a tu Madre', 'Amar te duele']);
  });

  it('files "Æon Flux" among the A\'s and "Đuka Begović" among the D\'s, not after Z', async () => {
    const english = await allTitles('with_original_language=en&primary_release_year=2005&sort_by=title.asc');
    expect(english.slice(english.indexOf('Æon Flux') - 1, english.indexOf('Æon Flux') + 2)).toEqual(['The Adventures of Sharkboy and Lavagirl', 'Æon Flux', 'After Innocence']);
    const croatian = await allTitles('with_original_language=hr&sort_by=title.asc');
    expect(croatian.slice(croatian.indexOf('Đuka Begović') - 1, croatian.indexOf('Đuka Begović') + 2)).toEqual(['Donkey', 'Đuka Begović', 'Eagle']);
  });
});
