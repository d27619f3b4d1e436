import { EMBEDDED_ID_BASE } from '../film';
import type { FilmRow, FilmWorld } from '../film-world';
import { COUNTRY_NAMES, LANGUAGE_NAMES } from '../iso-codes';
import { relisted, sameBilledCast, sameFilmDespite, toldApart, type FilmIdentity } from './duplicates';
import { personKey, spellingKey } from './extracts';
import { foreignFacts, LONG_FORM_GENRES, LONGEST_FEATURE_MINUTES, statedNationality } from './film-evidence';
import { looksLikeName } from './names';
import { CAREER_GAP, MAX_CAREER_YEARS, ONE_CAREER } from './people';
import { BUILD_YEAR, isPlaceholderDate } from './precedence';
import { normaliseTitle } from './titles';

/** vega-datasets' films keep their first ids: 900,000,000 + their record's position. */
const VEGA_LAST_ID = EMBEDDED_ID_BASE + 3201;

/** A film of Wikipedia's American lists that its article does not call foreign. */
const american = (row: FilmRow): boolean => row[23] !== null && statedNationality(row[25]) !== 'other';

const identity = (row: FilmRow, names: ReadonlyMap<number, string>): FilmIdentity => ({
  hrefs: row[14] === null ? [] : [row[14]],
  freebaseIds: row[21] === null ? [] : [row[21]],
  vegaIds: row[0] <= VEGA_LAST_ID ? [row[0]] : [],
  cast: row[13],
  directors: row[12].map((id) => personKey(names.get(id) ?? String(id))),
  runtime: row[4],
  releaseDate: row[22] === 'cmu' ? row[2] : null,
  countries: row[17],
  languages: row[18],
  american: american(row),
});

const describe = (row: FilmRow): string => `${row[0]} ${JSON.stringify(row[1])} (${row[3] ?? 'no year'})`;

/** Every code a film holds that the ISO tables do not know. */
function unknownCodes(row: FilmRow): string[] {
  const languages = [...(row[16] === '' ? [] : [row[16]]), ...row[18]].filter((code) => LANGUAGE_NAMES[code] === undefined);
  const countries = row[17].filter((code) => COUNTRY_NAMES[code] === undefined);
  return [...languages, ...countries];
}

/** The share of films that must have a director and an overview (issue 62; docs/CATALOGUE.md). */
export const MIN_DIRECTED = 0.3;
export const MIN_OVERVIEWS = 0.35;
/** Where vega-datasets and an extract both name a film's director, the share that must be one person. */
export const MIN_DIRECTOR_PRECISION = 0.98;

const percent = (share: number): string => `${(100 * share).toFixed(1)} %`;

/**
 * The coverage rules: directors on MIN_DIRECTED of the films, overviews on MIN_OVERVIEWS, and the
 * extracts' directors the same people as vega's on MIN_DIRECTOR_PRECISION of the films both name
 * one of (the build's count, which only it can make: the file keeps no vega director apart).
 */
function coverageProblems(world: FilmWorld): string[] {
  const problems: string[] = [];
  const films = world.films.length;
  const directed = world.films.filter((row) => row[12].length > 0).length;
  const overviews = world.films.filter((row) => row[25] !== null).length;
  if (directed < MIN_DIRECTED * films) problems.push(`directors on ${percent(directed / films)} of the films, below ${percent(MIN_DIRECTED)}`);
  if (overviews < MIN_OVERVIEWS * films) problems.push(`overviews on ${percent(overviews / films)} of the films, below ${percent(MIN_OVERVIEWS)}`);
  const both = world.counts.directorsBothSources ?? 0;
  const agree = world.counts.directorsAgreeWithVega ?? 0;
  if (both > 0 && agree < MIN_DIRECTOR_PRECISION * both) {
    problems.push(`the extracts' directors are vega's on ${percent(agree / both)} of ${both} films, below ${percent(MIN_DIRECTOR_PRECISION)}`);
  }
  return problems;
}

/**
 * The people rules (docs/CATALOGUE.md, "One person once"): every person's name is a name (no award,
 * no "Voices of"); no one's credits span more than MAX_CAREER_YEARS unless ONE_CAREER lists them;
 * two people whose names read the same but for accents, case, punctuation or spaces are careers at
 * least CAREER_GAP years apart, else they are one person twice.
 */
function peopleProblems(world: FilmWorld): string[] {
  const years = new Map<number, number[]>();
  for (const row of world.films) {
    if (row[3] === null) continue;
    for (const id of new Set([...row[12], ...row[13]])) years.set(id, [...(years.get(id) ?? []), row[3]]);
  }
  const problems: string[] = [];
  const bySpelling = new Map<string, Array<{ person: string; first: number; last: number }>>();
  for (const [id, name] of world.people) {
    const person = `${id} ${JSON.stringify(name)}`;
    if (!looksLikeName(name)) problems.push(`${person}: not a name`);
    const dated = years.get(id) ?? [];
    // Without a dated credit a person spans nothing, and no pause tells them from a namesake.
    const [first, last] = dated.length === 0 ? [Infinity, -Infinity] : [Math.min(...dated), Math.max(...dated)];
    if (last - first > MAX_CAREER_YEARS && !ONE_CAREER.has(name)) problems.push(`${person}: credits ${first}–${last}, more than ${MAX_CAREER_YEARS} years`);
    const namesakes = bySpelling.get(spellingKey(name)) ?? [];
    for (const other of namesakes) {
      const apart = first - other.last >= CAREER_GAP || other.first - last >= CAREER_GAP;
      if (!apart || dated.length === 0 || other.first === Infinity) problems.push(`${other.person} and ${person}: one person twice`);
    }
    namesakes.push({ person, first, last });
    bySpelling.set(spellingKey(name), namesakes);
  }
  return problems;
}

/**
 * One film once (issue 62, point 3), one message per pair: two films of one normalised title and
 * year that nothing tells apart or whose evidence says they are one (duplicates.ts'
 * sameFilmDespite); two a year apart that share a billed actor and no different director; two of
 * one Wikipedia article that share a billed actor, listed again (duplicates.ts' relisted).
 */
function duplicateProblems(films: readonly FilmRow[], names: ReadonlyMap<number, string>): string[] {
  const problems: string[] = [];
  const byTitleYear = new Map<string, FilmRow[]>();
  const byHref = new Map<string, FilmRow[]>();
  for (const row of films) {
    if (row[3] !== null) {
      const key = `${normaliseTitle(row[1])}|${row[3]}`;
      byTitleYear.set(key, [...(byTitleYear.get(key) ?? []), row]);
    }
    if (row[14] !== null) byHref.set(row[14], [...(byHref.get(row[14]) ?? []), row]);
  }
  const castOnly = (a: FilmRow, b: FilmRow): boolean => sameBilledCast(identity(a, names), identity(b, names));
  const listed = (row: FilmRow) => ({ titles: [row[1], ...row[19]], years: row[3] === null ? [] : [row[3]] });
  for (const [key, rows] of byTitleYear) {
    const [title, year] = key.split('|') as [string, string];
    rows.forEach((row, index) => {
      for (const other of rows.slice(index + 1)) {
        const reason = toldApart(identity(row, names), identity(other, names));
        if (!reason || sameFilmDespite(identity(row, names), identity(other, names), reason, rows.length === 2)) {
          problems.push(`${describe(row)} and ${describe(other)}: one film twice`);
        }
      }
      for (const other of byTitleYear.get(`${title}|${Number(year) + 1}`) ?? []) {
        if (castOnly(row, other)) problems.push(`${describe(row)} and ${describe(other)}: one film in two years, its billed cast the same`);
      }
    });
  }
  for (const rows of byHref.values()) {
    rows.forEach((row, index) => {
      for (const other of rows.slice(index + 1)) {
        if (relisted(listed(row), listed(other)) && castOnly(row, other)) problems.push(`${describe(row)} and ${describe(other)}: one article, one film twice`);
      }
    });
  }
  return problems;
}

/**
 * No film with another's facts (issue 62, point 4): an American-list film its article does not
 * call foreign holds no corpus record of other countries only in other languages only
 * (film-evidence.ts' corpusAgrees), and no runtime longer than any theatrical feature unless
 * it is a documentary or television work or vega-datasets gives the same runtime.
 */
function foreignFactProblems(row: FilmRow): string[] {
  const problems: string[] = [];
  if (american(row) && foreignFacts({ countries: row[17], languages: row[18] })) problems.push(`${describe(row)}: an American film with the facts of a film of ${row[17].join(', ')} in ${row[18].join(', ')}`);
  const runtime = row[4];
  if (runtime !== null && runtime > LONGEST_FEATURE_MINUTES && row[0] > VEGA_LAST_ID && !row[11].some((id) => LONG_FORM_GENRES.has(id))) {
    problems.push(`${describe(row)}: runtime ${runtime} minutes from one source, longer than a feature`);
  }
  return problems;
}

/**
 * The rules the committed film world must keep (npm run catalogue:check), one message per
 * breach: no date after the build's year; a date from vega only where Wikipedia's or CMU's year
 * agrees and it is no placeholder; a title for every film; runtimes of 1–1000 minutes; only
 * known ISO codes; an overview without leftovers of the article's markup; each film once
 * (duplicateProblems); no film with another's facts (foreignFactProblems); the coverage of
 * coverageProblems; the people of peopleProblems.
 */
export function checkFilmWorld(world: FilmWorld): string[] {
  const problems: string[] = [];
  const names = new Map(world.people.map(([id, name]) => [id, name]));
  for (const row of world.films) {
    const [, title, releaseDate, year, runtime] = row;
    const dateSource = row[22];
    if (title.trim() === '') problems.push(`${describe(row)}: no title`);
    if ((year !== null && year > BUILD_YEAR) || (releaseDate !== null && Number(releaseDate.slice(0, 4)) > BUILD_YEAR)) {
      problems.push(`${describe(row)}: dated after ${BUILD_YEAR}`);
    }
    if (releaseDate !== null && dateSource === 'vega') {
      const vegaYear = Number(releaseDate.slice(0, 4));
      if (isPlaceholderDate(releaseDate) || (vegaYear !== row[23] && vegaYear !== row[24])) {
        problems.push(`${describe(row)}: vega's date ${releaseDate} has no witness (Wikipedia ${row[23] ?? '-'}, CMU ${row[24] ?? '-'})`);
      }
    }
    if (releaseDate !== null && dateSource === null) problems.push(`${describe(row)}: a date without a source`);
    if (runtime !== null && (runtime < 1 || runtime > 1000)) problems.push(`${describe(row)}: runtime ${runtime} minutes`);
    for (const code of unknownCodes(row)) problems.push(`${describe(row)}: unknown ISO code ${JSON.stringify(code)}`);
    if (row[25] !== null && /[^\S\n]{2}|\(\s*[;,)]|\[\d+\]/.test(row[25])) problems.push(`${describe(row)}: markup left in the overview`);
    if (row[25] !== null && row[14] === null) problems.push(`${describe(row)}: an overview without its article`);
    problems.push(...foreignFactProblems(row));
  }
  return [...problems, ...duplicateProblems(world.films, names), ...coverageProblems(world), ...peopleProblems(world)];
}
