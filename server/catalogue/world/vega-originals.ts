/**
 * vega-datasets lists films under IMDb's title, for a film from abroad its original title
 * ("Shichinin no samurai"), and dates it by its American release: such a record meets no film of
 * the corpus' English title by title and year. It joins the film its other facts point to
 * (docs/CATALOGUE.md, "One film once"): within the years before its American release, nothing
 * contradicting it, and enough that agrees.
 */
import type { VegaFilm } from '../vega-movies';
import type { CmuFilm } from './cmu';
import { samePerson } from './extracts';
import { RUNTIME_TOLERANCE_MINUTES } from './film-evidence';
import { BUILD_YEAR, isPlaceholderDate } from './precedence';
import { normaliseTitle } from './titles';

/** A film as far as this join reads it: its Wikipedia records' titles, years and directors, and its corpus records. */
export interface OriginalTitleCandidate {
  wikipedia: readonly { title: string; year: number; directors: readonly string[] }[];
  cmu: readonly CmuFilm[];
}

/**
 * What the articles' lead paragraphs write after a director's name in the possessive: "a remake
 * of Akira Kurosawa's 1954 Japanese film Seven Samurai" names the director of a film no list of
 * American films holds. Given every lead paragraph, returns for a name the texts that follow
 * "<name>'s" (at most a sentence).
 */
export function possessiveMentions(extracts: readonly string[]): (name: string) => string[] {
  const text = extracts.join('\n');
  return (name) => {
    const found: string[] = [];
    for (const mark of [`${name}'s `, `${name}’s `]) {
      for (let at = text.indexOf(mark); at >= 0; at = text.indexOf(mark, at + 1)) {
        found.push(text.slice(at + mark.length, at + mark.length + 120).split(/[.;\n]/)[0] ?? '');
      }
    }
    return found;
  };
}

/** A mention (possessiveMentions) names the film: its title as words, within five words of the name, the year if it gives one the film's. */
function mentionNames(mention: string, title: string, years: readonly number[]): boolean {
  const words = normaliseTitle(mention).split(' ');
  const wanted = normaliseTitle(title);
  for (let start = 0; start <= 5 && start < words.length; start += 1) {
    if (!` ${words.slice(start).join(' ')} `.startsWith(` ${wanted} `)) continue;
    const year = words.slice(0, start).find((word) => /^\d{4}$/.test(word));
    return year === undefined || years.includes(Number(year));
  }
  return false;
}

/** How many years before its American release (vega's date) a film from abroad may have come out. */
export const YEARS_BEFORE_AMERICAN_RELEASE = 3;
/** vega's worldwide gross and the corpus' box office of one film: equal within this share (half of the films both give one are within it). */
export const GROSS_TOLERANCE = 0.01;
/** A gross in round hundred thousands is an estimate (Godzilla vs. Megaguirus, 10,000,000), no fingerprint of a film. */
const ESTIMATE = 100_000;
const measured = (gross: number): boolean => gross > 0 && gross % ESTIMATE !== 0;

/** Words of a title that say nothing of which film it is, in the languages of vega's original titles. */
const LITTLE_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'of', 'and', 'in', 'on', 'to', 'at', 'for', 'from', 'with', 'movie', 'film', 'part',
  'le', 'la', 'les', 'un', 'une', 'de', 'des', 'du', 'et', 'au', 'aux', 'sur', 'el', 'los', 'las', 'del', 'y', 'en', 'con', 'por',
  'il', 'lo', 'gli', 'di', 'da', 'e', 'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'und', 'im', 'mit', 'von', 'zu',
  'o', 'os', 'do', 'dos', 'no', 'na', 'ni', 'wo', 'ga',
]);

/** Numbers and single letters: a sequel's "2" or "II" and initials tell no film from another ("Banlieue 13", "Lucky 13"). */
const NO_NAME = /^(\d+|[ivx]+|\p{L})$/u;

/** A title's words that tell films apart: normalised, elisions ("d'Amélie") and a trailing note split off, little words dropped, and numbers and letters unless `numbers`. */
export function titleWords(title: string, numbers = false): Set<string> {
  const spelled = title.replace(/\s*\([^)]*\)$/, '').replace(/æ/giu, 'ae').replace(/œ/giu, 'oe').replace(/\b(?:[cdjlmnst]|qu)['’](?=\p{L})/giu, '');
  const words = normaliseTitle(spelled).split(' ');
  return new Set(words.filter((word) => word !== '' && !LITTLE_WORDS.has(word) && (numbers || !NO_NAME.test(word))));
}

/** Two titles of the same words, numbers included, a trailing note ("King Kong (1933)", "Steal (Canadian Release)") left out. */
export function sameTitleWords(a: string, b: string): boolean {
  const x = titleWords(a, true);
  const y = titleWords(b, true);
  return x.size > 0 && x.size === y.size && [...x].every((word) => y.has(word));
}

/** Dice's coefficient of two titles' words: 1 for the same words, 0 for none in common. */
export function titleSimilarity(a: string, b: string): number {
  const x = titleWords(a);
  const y = titleWords(b);
  if (x.size === 0 || y.size === 0) return 0;
  return (2 * [...x].filter((word) => y.has(word)).length) / (x.size + y.size);
}

/** What agrees between a vega record and a film: each a fact two sources give alike. */
export interface OriginalTitleEvidence {
  /** The record's title and one of the film's are of the same words (sameTitleWords). */
  sameTitle: boolean;
  /** The best title similarity (titleSimilarity) between the record's title and the film's. */
  title: number;
  date: boolean;
  gross: boolean;
  director: boolean;
  runtime: boolean;
}

/** The years vega's date allows the film: up to YEARS_BEFORE_AMERICAN_RELEASE before, or the year after a Dec 31 date; a century-late date read a century earlier. */
function yearWindow(date: string | null): [number, number] | null {
  if (date === null || date === '1969-12-31') return null;
  const year = Number(date.slice(0, 4));
  const release = year > BUILD_YEAR ? year - 100 : year;
  return [release - YEARS_BEFORE_AMERICAN_RELEASE, release + (date.endsWith('-12-31') ? 1 : 0)];
}

/**
 * What agrees between the record and the film, or null when the film is out of the record's
 * years or a fact contradicts it: a runtime more than RUNTIME_TOLERANCE_MINUTES apart, or
 * directors both name who are not the same person.
 */
export function originalTitleEvidence(record: VegaFilm, film: OriginalTitleCandidate, mentions: readonly string[] = []): OriginalTitleEvidence | null {
  const window = yearWindow(record.releaseDate);
  const years = [...film.wikipedia.map((f) => f.year), ...film.cmu.flatMap((f) => f.year ?? [])];
  if (window === null || !years.some((year) => year >= window[0] && year <= window[1])) return null;
  const runtimes = film.cmu.flatMap((f) => f.runtime ?? []);
  const directors = film.wikipedia.flatMap((f) => f.directors);
  const { runtime, director } = record;
  if (runtime !== null && runtimes.some((other) => Math.abs(other - runtime) > RUNTIME_TOLERANCE_MINUTES)) return null;
  if (director !== null && directors.length > 0 && !directors.some((other) => samePerson(director, other))) return null;
  const titles = [...film.wikipedia.map((f) => f.title), ...film.cmu.map((f) => f.title)];
  const { releaseDate, gross } = record;
  return {
    sameTitle: titles.some((title) => sameTitleWords(record.title, title)),
    title: Math.max(...titles.map((title) => titleSimilarity(record.title, title))),
    date: releaseDate !== null && !isPlaceholderDate(releaseDate) && film.cmu.some((f) => f.releaseDate === releaseDate),
    gross:
      gross !== null &&
      measured(gross) &&
      film.cmu.some((f) => f.boxOffice !== null && measured(f.boxOffice) && Math.abs(f.boxOffice - gross) <= GROSS_TOLERANCE * Math.max(f.boxOffice, gross)),
    director:
      director !== null &&
      (directors.some((other) => samePerson(director, other)) || mentions.some((mention) => titles.some((title) => mentionNames(mention, title, years)))),
    runtime: runtime !== null && runtimes.length > 0,
  };
}

/** How many facts agree that a coincidence rarely makes: titles of which half the words meet (Dice ≥ 0.5), the date, the gross, the director. */
const telling = (evidence: OriginalTitleEvidence): number => [evidence.title >= 0.5, evidence.date, evidence.gross, evidence.director].filter(Boolean).length;

/**
 * Enough to be one film: titles of the same words ("Clean" 2006 and "Clean" 2004); the director
 * or half the title's words and one more telling fact ("Shichinin no samurai" and "Seven
 * Samurai", Akira Kurosawa's by The Magnificent Seven's article; "Léon" and "Léon: The
 * Professional" by Luc Besson; "Boot, Das" and "Das Boot" by their gross); the gross within 1 %
 * with the date or a title word ("Le Fabuleux destin d'Amélie Poulain" and "Amélie"). Not
 * enough: a title word alone (short titles share words by chance: "Das Leben der Anderen" and
 * "Das wilde Leben"), a runtime as the second fact (franchise films run alike: "Pokemon 2000" is
 * not "Pokémon: The First Movie"), a date and a runtime (an American release's weekend is another
 * film's premiere: "Arthur et les Minimoys" is not "Smart City").
 */
export function isEnough(evidence: OriginalTitleEvidence): boolean {
  return (
    evidence.sameTitle ||
    (telling(evidence) >= 2 && (evidence.director || evidence.title >= 0.5)) ||
    (evidence.gross && (evidence.date || evidence.title > 0))
  );
}

/**
 * Joins each record to the one film with enough evidence (isEnough), the film with most agreeing
 * facts, then the most similar title, when no other film has as much; a film takes one record.
 * Records are served in their order, so the result does not depend on anything else.
 */
export function joinOriginalTitles<T extends OriginalTitleCandidate>(
  records: readonly VegaFilm[],
  films: readonly T[],
  mentionsOf: (name: string) => string[] = () => [],
): { pairs: Map<VegaFilm, T>; ambiguous: VegaFilm[]; evidence: Map<VegaFilm, OriginalTitleEvidence> } {
  const evidenceOf = new Map<VegaFilm, OriginalTitleEvidence>();
  const pairs = new Map<VegaFilm, T>();
  const ambiguous: VegaFilm[] = [];
  const taken = new Set<T>();
  const score = (evidence: OriginalTitleEvidence) => telling(evidence) + (evidence.runtime ? 1 : 0) + evidence.title + (evidence.sameTitle ? 1 : 0);
  const byYear = new Map<number, T[]>();
  for (const film of films) {
    for (const year of new Set([...film.wikipedia.map((f) => f.year), ...film.cmu.flatMap((f) => f.year ?? [])])) {
      const list = byYear.get(year) ?? [];
      list.push(film);
      byYear.set(year, list);
    }
  }
  for (const record of records) {
    const window = yearWindow(record.releaseDate);
    if (window === null) continue;
    const mentions = record.director === null ? [] : mentionsOf(record.director);
    const near = new Set<T>();
    for (let year = window[0]; year <= window[1]; year += 1) for (const film of byYear.get(year) ?? []) near.add(film);
    const supported = [...near]
      .flatMap((film) => {
        const evidence = taken.has(film) ? null : originalTitleEvidence(record, film, mentions);
        return evidence !== null && isEnough(evidence) ? [{ film, evidence, score: score(evidence) }] : [];
      })
      .sort((a, b) => b.score - a.score);
    const [best, next] = supported;
    if (!best) continue;
    if (next && next.score === best.score) {
      ambiguous.push(record);
      continue;
    }
    pairs.set(record, best.film);
    evidenceOf.set(record, best.evidence);
    taken.add(best.film);
  }
  return { pairs, ambiguous, evidence: evidenceOf };
}
