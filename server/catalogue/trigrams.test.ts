import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { askWordCharacters, nonAscii, trigramScores, trigramSet, trigramsOf } from './trigrams';

/** Texts where pg_trgm's rules show: words and padding, repeats, one-letter words, characters beyond ASCII (hashed trigrams, ³ no word character). */
const CRAFTED = [
  '',
  'x',
  'ab',
  'a-b c',
  'aaaaaa',
  'abab abab ab',
  'the godfather part ii',
  "le fabuleux destin d'amelie poulain",
  'alien³',
  '東京物語',
  'cidade de deus',
  'θεός και άνθρωπος',
  '8½',
  'godfather godfather',
];

const QUERIES = ['godfather', 'godfater', 'the', 'love', 'amelie', 'star wars', 'x', 'ab', 'la vita', 'seven samurai', 'é', '東京', 'abab', 'father god'];

describe.each(databaseTargets)('pg_trgm in JavaScript, against %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('gives similarity() and word_similarity() as the database does, to the last bit of the float', async () => {
    const titles = await t.app.db.query<{ title: string }>('select search_title as title from movies where id % 37 = 0 order by id limit 2500');
    const texts = [...CRAFTED, ...titles.map((row) => row.title)];
    const words = await askWordCharacters(t.app.db, new Set([...texts, ...QUERIES].flatMap(nonAscii)));
    const isWord = (character: string) => words.get(character) ?? false;
    const differences: string[] = [];
    for (const query of QUERIES) {
      const rows = await t.app.db.query<{ text: string; similarity: number; word: number }>(
        'select text, similarity($1, text) as similarity, word_similarity($1, text) as word from unnest($2::text[]) text',
        [query, texts],
      );
      const queryTrigrams = trigramSet(trigramsOf(query, isWord));
      for (const row of rows) {
        const ours = trigramScores(queryTrigrams, trigramsOf(row.text, isWord));
        if (ours.similarity !== Math.fround(row.similarity) || ours.word !== Math.fround(row.word)) {
          differences.push(`${query} / ${row.text}: ${JSON.stringify(ours)} against ${row.similarity}, ${row.word}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(texts.length).toBeGreaterThan(2000);
  });

  it('asks the database which characters make words', async () => {
    const words = await askWordCharacters(t.app.db, new Set(['é', '東', '³']));
    expect(words.get('é')).toBe(true);
    expect(words.get('東')).toBe(true);
    expect(words.get('³')).toBe(false);
  });
});
