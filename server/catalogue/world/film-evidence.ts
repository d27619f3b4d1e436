/**
 * What the sources say about whether two records are one film, beyond the title and year
 * (docs/CATALOGUE.md, "One film once"): the article a Wikipedia record names, the nationality
 * its extract states, whether a corpus record agrees with an American-list film, and which
 * runtime the film's sources allow.
 */
import type { CmuFilm } from './cmu';

/** TMDB's Documentary and TV Movie: kinds of film that may run longer than any theatrical feature. */
export const LONG_FORM_GENRES: ReadonlySet<number> = new Set([99, 10770]);
/** Longer than any theatrical feature the catalogue's sources agree on (Cleopatra 1963, 248 min, is the limit's kind). */
export const LONGEST_FEATURE_MINUTES = 250;
/** Two sources' runtimes of one film that differ by more are of different cuts or a source's error: the film's runtime is unknown. */
export const RUNTIME_TOLERANCE_MINUTES = 5;

/**
 * The title of the article a Wikipedia slug names, without its disambiguation
 * ("Harry_Potter_and_the_Philosopher%27s_Stone_(film)" → "Harry Potter and the Philosopher's
 * Stone"): the CMU corpus names films by their English Wikipedia article, so the two meet there
 * when the American list writes the film's title otherwise ("… Sorcerer's Stone").
 */
export function articleTitle(href: string): string {
  let title: string;
  try {
    title = decodeURIComponent(href);
  } catch {
    title = href;
  }
  return title.replace(/_/g, ' ').replace(/\s*\([^)]*\)$/, '').trim();
}

/** A nationality adjective beside "American" makes a co-production ("Italian American", "American–West German"). */
const NATIONALITY = /^\p{Lu}\p{Ll}+(an|ian|ese|ish|ch|i|ic|ine)$/u;

/**
 * What the extract's first sentence says the film is: 'american' for "… is a 1998 American
 * science fiction film", 'other' for another nationality, a co-production ("American–West
 * German", "Argentine-American", "Italian American") or no nationality, null without an extract.
 */
export function statedNationality(extract: string | null): 'american' | 'other' | null {
  if (extract === null) return null;
  const first = extract.split(/(?<=[.!?])\s/)[0] ?? '';
  const described = /\b(?:is|was) an? (.{0,160}?)\b(?:film|movie|documentary|serial|short)\b/.exec(first)?.[1];
  if (described === undefined) return 'other';
  const words = described.split(/\s+/);
  const at = words.findIndex((word) => /\bAmerican\b/.test(word));
  if (at < 0) return 'other';
  const word = words[at] as string;
  const joined = /[-–/]/.test(word.replace(/-language$/, ''));
  const beside = [words[at - 1], words[at + 1], words[at - 1] === 'and' ? words[at - 2] : undefined, words[at + 1] === 'and' ? words[at + 2] : undefined];
  const coProduction = joined || beside.some((other) => other !== undefined && NATIONALITY.test(other) && other !== 'Christian');
  return coProduction ? 'other' : 'american';
}

/**
 * Whether a corpus record may lend its facts to a film of Wikipedia's American lists: it does
 * unless it is of other countries only, in other languages only, and the film's article says it
 * is American or there is no article to say otherwise (Soldier 1998, Kurt Russell, is not the
 * Hindi Soldier; Mother 1927, Belle Bennett, is not Pudovkin's). A foreign film the article calls
 * foreign (House of Flying Daggers, "a 2004 wuxia romance film", listed for its US release) agrees.
 */
export function corpusAgrees(nationality: 'american' | 'other' | null, cmu: CmuFilm): boolean {
  return !(foreignFacts(cmu) && nationality !== 'other');
}

/** Facts of other countries only, in other languages only: no film of the American lists has them unless its article says it is foreign. */
export const foreignFacts = ({ countries, languages }: { countries: readonly string[]; languages: readonly string[] }): boolean =>
  countries.length > 0 && !countries.includes('US') && languages.length > 0 && !languages.includes('en');

/**
 * Of two corpus records that could each be an American-list film, the one to try first: one in
 * English or of no stated language before one in another language (Dracula 1931 is Tod Browning's,
 * not the Spanish-language version shot on the same sets).
 */
export const corpusPreference = (cmu: CmuFilm): number => (cmu.languages.length === 0 || cmu.languages.includes('en') ? 0 : 1);

/**
 * The film's runtime from its sources' runtimes (the corpus' records, then vega's), or null:
 * none when they differ by more than RUNTIME_TOLERANCE_MINUTES (Pulp Fiction: the corpus 168,
 * vega 154; It Happened One Night: 65 and 105), and none when only one source gives a runtime
 * longer than LONGEST_FEATURE_MINUTES for a film that is no documentary or television work
 * (Backfire 1950, 891; First Yank into Tokyo, 822).
 */
export function resolveRuntime(runtimes: readonly number[], genreIds: readonly number[]): number | null {
  const [first] = runtimes;
  if (first === undefined) return null;
  if (Math.max(...runtimes) - Math.min(...runtimes) > RUNTIME_TOLERANCE_MINUTES) return null;
  const corroborated = runtimes.length > 1;
  if (first > LONGEST_FEATURE_MINUTES && !corroborated && !genreIds.some((id) => LONG_FORM_GENRES.has(id))) return null;
  return first;
}
