import type { Queryable } from '../db/database';

/** Leading blanks, punctuation and symbols: '$30,000', '¡Ay, Carmela!', "'night, mother", '...And Justice for All'. */
const LEADING_MARKS = /^[\s\p{P}\p{S}]+/u;

/** English articles lead most titles whatever the film's language: the catalogue's titles are English ("The Holy Girl" is Spanish). */
const ENGLISH_ARTICLES = ['the', 'an', 'a'];
/** Other languages' leading articles, by ISO 639-1 code; an elided one (l') keeps its apostrophe. */
const ARTICLES: Readonly<Record<string, readonly string[]>> = {
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas'],
  fr: ['le', 'la', 'les', 'un', 'une', "l'"],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una', "l'", "un'"],
  de: ['der', 'die', 'das', 'ein', 'eine'],
  pt: ['o', 'os', 'as', 'um', 'uma'],
};

function articlePattern(articles: readonly string[]): RegExp {
  const alternatives = articles.map((article) => (article.endsWith("'") ? article.slice(0, -1) + "['’]" : `${article}\\s+`));
  return new RegExp(`^(?:${alternatives.join('|')})`, 'u');
}

const englishPattern = articlePattern(ENGLISH_ARTICLES);
const patterns = new Map(Object.entries(ARTICLES).map(([language, articles]) => [language, articlePattern([...ENGLISH_ARTICLES, ...articles])]));

/**
 * Letters Unicode does not decompose into a base letter and an accent, as readers file them
 * (issue 61): without this "Æon Flux" and "Đuka Begović" sorted after "Zzyzx". Lower case only:
 * the key is lower-cased first ("Æ" → "æ", "ẞ" → "ß").
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ĳ: 'ij',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ŀ: 'l',
  ß: 'ss',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/**
 * A title as a reader files it (Discover's title sorts, migrations 0021 and 0027): lower case,
 * accents dropped, letters such as æ, ø, đ, ł and ß spelt as read (ae, o, d, l, ss), leading
 * punctuation and a leading article (English, or of the title's `language`) left out. "The Zoo"
 * files under Z, "Élite" under E, "Æon Flux" under A, "$30,000" among the 3s, "El Rey" (es)
 * under R. A title of nothing but marks keeps them, folded.
 */
export function titleSortKey(title: string, language = 'en'): string {
  const folded = title
    .toLowerCase()
    .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  const key = folded.replace(LEADING_MARKS, '').replace(patterns.get(language) ?? englishPattern, '').replace(LEADING_MARKS, '');
  return key === '' ? folded : key;
}

const FILL_BATCH = 2000;

/** Gives the films stored before migration 0021 their title sort keys, a batch at a time; once, at start. */
export async function fillTitleSortKeys(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const films = await db.query<{ id: number; title: string; original_title: string; original_language: string }>(
      `select id, title, original_title, original_language from movies where title_sort is null order by id limit ${FILL_BATCH}`,
    );
    if (films.length === 0) return filled;
    await db.query(
      `update movies m set title_sort = k.title_sort, original_title_sort = k.original_title_sort
       from unnest($1::integer[], $2::text[], $3::text[]) as k(id, title_sort, original_title_sort) where m.id = k.id`,
      [films.map((film) => film.id), films.map((film) => titleSortKey(film.title)), films.map((film) => titleSortKey(film.original_title, film.original_language))],
    );
    filled += films.length;
  }
}
