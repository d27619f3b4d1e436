import type { CmuFilm } from './cmu';
import { articleTitle, corpusAgrees, corpusPreference, resolveRuntime, statedNationality } from './film-evidence';

const corpus = (countries: string[], languages: string[]): CmuFilm => ({
  freebaseId: '/m/0c3hzc',
  articleId: 1,
  boxOffice: null,
  title: 'Soldier',
  releaseDate: null,
  year: 1998,
  runtime: null,
  languages,
  countries,
  genreIds: [],
  adult: false,
});

describe('articleTitle', () => {
  it.each([
    ['Harry_Potter_and_the_Philosopher%27s_Stone_(film)', "Harry Potter and the Philosopher's Stone"],
    ['Dracula_(1931_English-language_film)', 'Dracula'],
    ['Casablanca', 'Casablanca'],
    ['100%_Arabica', '100%_Arabica'.replace(/_/g, ' ')],
  ])('reads %s as %s', (href, title) => expect(articleTitle(href)).toBe(title));
});

describe('statedNationality', () => {
  it.each([
    ['Soldier is a 1998 American science fiction action film directed by Paul W. S. Anderson.', 'american'],
    ['Playing With Fire is a lost 1921 American silent comedy film.', 'american'],
    ['House of Flying Daggers is a 2004 wuxia romance film directed by Zhang Yimou.', 'other'],
    ['Special Delivery is a 1955 American–West German comedy film.', 'other'],
    ['Amazons is a 1986 Argentine-American fantasy adventure film.', 'other'],
    ['A Night Full of Rain is a 1978 Italian American drama film.', 'other'],
    ['Micmacs is a 2009 French comedy film.', 'other'],
  ])('reads "%s" as %s', (extract, nationality) => expect(statedNationality(extract)).toBe(nationality));

  it('says nothing without an extract', () => expect(statedNationality(null)).toBeNull());
});

describe('corpusAgrees', () => {
  it("refuses a record of other countries in other languages to a film its article calls American, or that has no article", () => {
    expect(corpusAgrees('american', corpus(['IN'], ['hi']))).toBe(false);
    expect(corpusAgrees(null, corpus(['SU', 'RU'], ['ru']))).toBe(false);
  });

  it('lends a record that lists the US, English or nothing, or to a film its article calls foreign', () => {
    expect(corpusAgrees('american', corpus(['US', 'GB'], ['en']))).toBe(true);
    expect(corpusAgrees('american', corpus(['GB'], ['en']))).toBe(true);
    expect(corpusAgrees('american', corpus([], ['ja']))).toBe(true);
    expect(corpusAgrees('other', corpus(['HK', 'CN'], ['zh']))).toBe(true);
  });

  it('tries an English-language record before one in another language', () => {
    expect(corpusPreference(corpus(['US'], ['la', 'en', 'hu']))).toBeLessThan(corpusPreference(corpus(['US'], ['es'])));
  });
});

describe('resolveRuntime', () => {
  it('takes the runtime its sources agree on within 5 minutes, the first source first', () => {
    expect(resolveRuntime([102, 104], [18])).toBe(102);
    expect(resolveRuntime([99], [18])).toBe(99);
    expect(resolveRuntime([], [18])).toBeNull();
  });

  it('leaves unknown a runtime the sources contradict', () => {
    expect(resolveRuntime([168, 154], [80])).toBeNull();
    expect(resolveRuntime([65, 105], [35])).toBeNull();
  });

  it('leaves unknown one source alone longer than a feature, unless a documentary or television work', () => {
    expect(resolveRuntime([891], [80, 53])).toBeNull();
    expect(resolveRuntime([822], [18, 10752])).toBeNull();
    expect(resolveRuntime([544], [99, 36])).toBe(544);
    expect(resolveRuntime([417], [10770])).toBe(417);
    expect(resolveRuntime([260, 262], [18])).toBe(260);
  });
});
