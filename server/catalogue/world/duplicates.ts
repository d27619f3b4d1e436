import { foreignFacts } from './film-evidence';
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
  /** Directors, as extracts.ts' personKey reads their names: two films of different directors are two films. */
  directors: readonly string[];
  /** The film's runtime, full release date, countries and languages (of its corpus records). */
  runtime: number | null;
  releaseDate: string | null;
  countries: readonly string[];
  languages: readonly string[];
  /** A film of Wikipedia's American lists whose article does not call it foreign or a co-production (film-evidence.ts' statedNationality). */
  american: boolean;
}

const differ = <T>(a: readonly T[], b: readonly T[]): boolean => a.length > 0 && b.length > 0 && !a.some((item) => b.includes(item));
const share = <T>(a: readonly T[], b: readonly T[]): boolean => a.some((item) => b.includes(item));

export type ToldApartReason = 'articles' | 'freebase' | 'vega' | 'casts' | 'directors' | 'countries';

/** Why two films of one title and year are two films, or null when nothing tells them apart. */
export function toldApart(a: FilmIdentity, b: FilmIdentity): ToldApartReason | null {
  if (differ(a.hrefs, b.hrefs)) return 'articles';
  if (differ(a.freebaseIds, b.freebaseIds)) return 'freebase';
  if (a.vegaIds.length > 0 && b.vegaIds.length > 0) return 'vega';
  if (differ(a.cast, b.cast)) return 'casts';
  if (differ(a.directors, b.directors)) return 'directors';
  if ((a.american && foreignFacts(b)) || (b.american && foreignFacts(a))) return 'countries';
  return null;
}

/** Runtimes of two records of one film differ by this much at most (the duplicate audit's tolerance). */
export const SAME_RUNTIME_MINUTES = 3;

/**
 * Two films whose billed casts share an actor and whose directors do not differ, and nothing but
 * their articles or Freebase ids keeps apart: one film (Wikipedia lists The Producers in 1967 and
 * 1968, under two article slugs).
 */
export function sameBilledCast(a: FilmIdentity, b: FilmIdentity): boolean {
  const reason = toldApart(a, b);
  return (reason === null || reason === 'articles' || reason === 'freebase') && share(a.cast, b.cast) && !differ(a.directors, b.directors);
}

/**
 * Evidence that two films of one title and year that a source keeps apart are one film after
 * all: their billed casts (sameBilledCast), or, for the only two corpus records of that title and
 * year (Freebase holds a few films twice: Flyboys 2006), runtimes within SAME_RUNTIME_MINUTES on
 * the same full date, or the very same runtime, in no different countries.
 */
export function sameFilmDespite(a: FilmIdentity, b: FilmIdentity, reason: ToldApartReason, only: boolean): 'cast' | 'runtime' | null {
  if (sameBilledCast(a, b)) return 'cast';
  if (reason !== 'freebase' || !only || a.runtime === null || b.runtime === null || differ(a.countries, b.countries)) return null;
  const sameDay = a.releaseDate !== null && a.releaseDate === b.releaseDate;
  return a.runtime === b.runtime || (sameDay && Math.abs(a.runtime - b.runtime) <= SAME_RUNTIME_MINUTES) ? 'runtime' : null;
}

/** A re-release lists its film again, in any year, under its title or one holding it ("Titanic 3D"); under the very same title, within this many years. */
export const RELISTED_WITHIN_YEARS = 5;

/**
 * Whether two films of one Wikipedia article are one film listed twice: one title holds the
 * other word for word, and under the very same title their years are within
 * RELISTED_WITHIN_YEARS (Forbidden Trails 1920 and 1941 are two Buck Jones films the 1941 list
 * links to the 1920 article).
 */
export function relisted(a: { titles: readonly string[]; years: readonly number[] }, b: { titles: readonly string[]; years: readonly number[] }): boolean {
  const holds = (x: string, y: string) => ` ${normaliseTitle(x)} `.includes(` ${normaliseTitle(y)} `);
  if (!a.titles.some((x) => b.titles.some((y) => holds(x, y) || holds(y, x)))) return false;
  const same = a.titles.some((x) => b.titles.some((y) => normaliseTitle(x) === normaliseTitle(y)));
  return !same || a.years.some((x) => b.years.some((y) => Math.abs(x - y) <= RELISTED_WITHIN_YEARS));
}

const ROMAN: Readonly<Record<string, string>> = {
  ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10', xi: '11', xii: '12', xiii: '13',
};
const WORDS: Readonly<Record<string, string>> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19',
  twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90', hundred: '100',
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
  refused?: ToldApartReason;
  /** What joined two films a source keeps apart, or a year apart, or under one article. */
  evidence?: 'cast' | 'runtime' | 'article';
}

interface Pair {
  a: number;
  b: number;
  /** Same year, a year apart, or one Wikipedia article whatever the years. */
  kind: 'year' | 'next year' | 'article';
  /** For a pair of one year: whether the two are the only films of that key and year. */
  only: boolean;
}

const merged = (x: FilmIdentity, y: FilmIdentity): FilmIdentity => ({
  hrefs: [...x.hrefs, ...y.hrefs],
  freebaseIds: [...x.freebaseIds, ...y.freebaseIds],
  vegaIds: [...x.vegaIds, ...y.vegaIds],
  cast: [...new Set([...x.cast, ...y.cast])],
  directors: [...new Set([...x.directors, ...y.directors])],
  runtime: x.runtime ?? y.runtime,
  releaseDate: x.releaseDate ?? y.releaseDate,
  countries: [...new Set([...x.countries, ...y.countries])],
  languages: [...new Set([...x.languages, ...y.languages])],
  american: x.american || y.american,
});

/**
 * Which films of the merged catalogue are one film (docs/CATALOGUE.md, "The duplicate pass"):
 * two films of the same year whose titles share a duplicate key (or one's styled digits spell
 * the other) unless their sources tell them apart (toldApart over everything already joined to
 * each) and nothing outweighs that (sameFilmDespite); two films a year apart of one key that
 * share a billed actor (sameFilmDespite's 'cast'); two films of one Wikipedia article, in any
 * years, that share a billed actor when one title contains the other (a re-release: "Titanic
 * 3D"). Returns the groups (each a list of indexes, first the lowest) and every decision, for
 * the build's report.
 */
export function findDuplicates(films: readonly DuplicateCandidate[]): { groups: number[][]; joined: DuplicateDecision[]; refused: DuplicateDecision[] } {
  const parent = films.map((_film, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index] as number] as number;
    return index;
  };
  const identity = films.map((film) => film.identity);
  const pairs: Pair[] = [];
  const byYear = new Map<number, Map<string, number[]>>();
  films.forEach((film, index) => {
    for (const year of film.years) {
      const byKey = byYear.get(year) ?? new Map<string, number[]>();
      byYear.set(year, byKey);
      for (const title of film.titles) {
        for (const key of duplicateKeys(title)) {
          const list = byKey.get(key) ?? [];
          if (!list.includes(index)) list.push(index);
          byKey.set(key, list);
        }
      }
    }
  });
  for (const [year, byKey] of byYear) {
    const members = new Set([...byKey.values()].flat());
    for (const list of byKey.values()) {
      list.forEach((a, i) => list.slice(i + 1).forEach((b) => pairs.push({ a, b, kind: 'year', only: list.length === 2 })));
    }
    for (const index of members) {
      for (const title of (films[index] as DuplicateCandidate).titles) {
        const pattern = styledDigitPattern(title);
        if (!pattern) continue;
        for (const [key, list] of byKey) if (pattern.test(key)) for (const other of list) if (other !== index) pairs.push({ a: index, b: other, kind: 'year', only: false });
      }
    }
    const next = byYear.get(year + 1);
    for (const [key, list] of next === undefined ? [] : byKey) {
      for (const a of list) for (const b of next?.get(key) ?? []) if (a !== b) pairs.push({ a, b, kind: 'next year', only: false });
    }
  }
  const byHref = new Map<string, number[]>();
  identity.forEach((film, index) => film.hrefs.forEach((href) => byHref.set(href, [...(byHref.get(href) ?? []), index])));
  for (const list of byHref.values()) list.forEach((a, i) => list.slice(i + 1).forEach((b) => pairs.push({ a, b, kind: 'article', only: false })));
  pairs.sort((x, y) => Math.min(x.a, x.b) - Math.min(y.a, y.b) || Math.max(x.a, x.b) - Math.max(y.a, y.b));

  const joined: DuplicateDecision[] = [];
  const refused: DuplicateDecision[] = [];
  for (const { a, b, kind, only } of pairs) {
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) continue;
    const x = identity[ra] as FilmIdentity;
    const y = identity[rb] as FilmIdentity;
    const reason = toldApart(x, y);
    let evidence: DuplicateDecision['evidence'];
    if (kind === 'year') {
      evidence = reason === null ? undefined : (sameFilmDespite(x, y, reason, only) ?? undefined);
      if (reason !== null && evidence === undefined) {
        refused.push({ a, b, refused: reason });
        continue;
      }
    } else {
      if (!sameBilledCast(x, y) || (kind === 'article' && !relisted(films[a] as DuplicateCandidate, films[b] as DuplicateCandidate))) continue;
      evidence = kind === 'article' ? 'article' : 'cast';
    }
    const [keep, gone] = ra < rb ? [ra, rb] : [rb, ra];
    parent[gone] = keep;
    identity[keep] = merged(identity[keep] as FilmIdentity, identity[gone] as FilmIdentity);
    joined.push({ a, b, ...(evidence ? { evidence } : {}) });
  }
  const groups = new Map<number, number[]>();
  films.forEach((_film, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), index]));
  return { groups: [...groups.values()], joined, refused };
}
