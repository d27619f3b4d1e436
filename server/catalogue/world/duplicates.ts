import { normaliseTitle } from './titles';

/** What tells two films apart whatever their titles: facts of sources that list each film once. */
export interface FilmIdentity {
  /** Wikipedia articles: two articles are two films. */
  hrefs: readonly string[];
  /** Freebase ids (the CMU corpus): two are two films. */
  freebaseIds: readonly string[];
  /** vega-datasets records: the data set lists each film once, remakes as records of their own. */
  vegaIds: readonly number[];
  /** Cast names (or person ids): two casts without one person in common are two films. */
  cast: readonly (string | number)[];
}

const differ = <T>(a: readonly T[], b: readonly T[]): boolean => a.length > 0 && b.length > 0 && !a.some((item) => b.includes(item));

/** Why two films of one title and year are two films, or null when nothing tells them apart. */
export function toldApart(a: FilmIdentity, b: FilmIdentity): 'articles' | 'freebase' | 'vega' | 'casts' | null {
  if (differ(a.hrefs, b.hrefs)) return 'articles';
  if (differ(a.freebaseIds, b.freebaseIds)) return 'freebase';
  if (a.vegaIds.length > 0 && b.vegaIds.length > 0) return 'vega';
  if (differ(a.cast, b.cast)) return 'casts';
  return null;
}

const ROMAN: Readonly<Record<string, string>> = {
  ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10', xi: '11', xii: '12', xiii: '13',
};
const WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
};
const ARTICLES = new Set(['the', 'a', 'an']);

/**
 * The keys under which two spellings of one title meet: normaliseTitle's (case, diacritics,
 * punctuation, a leading or trailing article, "&"), then without articles anywhere, with Roman
 * numerals and number words as digits and without spaces ("E.T. the Extra-Terrestrial" and "ET:
 * The Extra-Terrestrial"; "Rocky II" and "Rocky 2"); and a second key without a Star Wars-style
 * "Episode IV: …" and a third of what follows it ("Star Wars Ep. IV: A New Hope" meets "Star
 * Wars", "Star Wars Episode V: The Empire Strikes Back" meets "The Empire Strikes Back").
 */
export function duplicateKeys(title: string): string[] {
  const words = normaliseTitle(title).split(' ').filter((word) => word !== '');
  const compact = (tokens: readonly string[]) =>
    tokens
      .filter((word) => !ARTICLES.has(word))
      .map((word, index) => (index > 0 ? (ROMAN[word] ?? WORDS[word] ?? word) : word))
      .join('');
  const spelled = words.map((word) => (word === 'ep' ? 'episode' : word));
  const keys = [compact(spelled)];
  const episode = spelled.findIndex((word, index) => index > 0 && word === 'episode' && /^([ivx]+|\d+)$/.test(spelled[index + 1] ?? ''));
  if (episode > 0) keys.push(compact(spelled.slice(0, episode)), compact(spelled.slice(episode + 2)));
  return [...new Set(keys.filter((key) => key !== ''))];
}

/**
 * A title styled with a digit for a letter ("Se7en") as a pattern its plain spelling matches
 * ("seven"), or null when the title has no such word.
 */
export function styledDigitPattern(title: string): RegExp | null {
  const [key] = duplicateKeys(title);
  if (key === undefined || !/[a-z]\d[a-z]/.test(key)) return null;
  return new RegExp(`^${key.replace(/([a-z])\d(?=[a-z])/g, '$1[a-z]')}$`);
}

export interface DuplicateCandidate {
  titles: readonly string[];
  /** The years the film may have: one, or a vega-only film's candidates (its date's year misread). */
  years: readonly number[];
  identity: FilmIdentity;
}

export interface DuplicateDecision {
  /** Indexes of the two films. */
  a: number;
  b: number;
  /** Why they were kept apart; absent for a join. */
  refused?: ReturnType<typeof toldApart>;
}

/**
 * Which films of the merged catalogue are one film: two films of the same year whose titles
 * share a duplicate key (or one's styled digits spell the other), unless their sources tell them
 * apart (toldApart over everything already joined to each). Returns the groups (each a list of
 * indexes, first the lowest) and every decision, for the build's report.
 */
export function findDuplicates(films: readonly DuplicateCandidate[]): { groups: number[][]; joined: DuplicateDecision[]; refused: DuplicateDecision[] } {
  const parent = films.map((_film, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] as number] as number;
    return index;
  };
  const identity = films.map((film) => film.identity);
  const pairs: [number, number][] = [];
  const byYear = new Map<number, number[]>();
  films.forEach((film, index) => {
    for (const year of film.years) byYear.set(year, [...(byYear.get(year) ?? []), index]);
  });
  for (const members of byYear.values()) {
    const byKey = new Map<string, number[]>();
    for (const index of members) {
      for (const title of (films[index] as DuplicateCandidate).titles) {
        for (const key of duplicateKeys(title)) {
          const list = byKey.get(key) ?? [];
          if (!list.includes(index)) list.push(index);
          byKey.set(key, list);
        }
      }
    }
    for (const list of byKey.values()) for (let i = 1; i < list.length; i += 1) pairs.push([list[0] as number, list[i] as number]);
    for (const index of members) {
      for (const title of (films[index] as DuplicateCandidate).titles) {
        const pattern = styledDigitPattern(title);
        if (!pattern) continue;
        for (const [key, list] of byKey) if (pattern.test(key)) for (const other of list) if (other !== index) pairs.push([index, other]);
      }
    }
  }
  pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const joined: DuplicateDecision[] = [];
  const refused: DuplicateDecision[] = [];
  for (const [a, b] of pairs) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) continue;
    const reason = toldApart(identity[ra] as FilmIdentity, identity[rb] as FilmIdentity);
    if (reason) {
      refused.push({ a, b, refused: reason });
      continue;
    }
    const [keep, gone] = ra < rb ? [ra, rb] : [rb, ra];
    parent[gone] = keep;
    const x = identity[keep] as FilmIdentity;
    const y = identity[gone] as FilmIdentity;
    identity[keep] = {
      hrefs: [...x.hrefs, ...y.hrefs],
      freebaseIds: [...x.freebaseIds, ...y.freebaseIds],
      vegaIds: [...x.vegaIds, ...y.vegaIds],
      cast: [...new Set([...x.cast, ...y.cast])],
    };
    joined.push({ a, b });
  }
  const groups = new Map<number, number[]>();
  films.forEach((_film, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), index]));
  return { groups: [...groups.values()], joined, refused };
}
