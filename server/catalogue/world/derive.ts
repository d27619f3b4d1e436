import { FILM_WORLD_FORMAT, type FilmRow, type FilmWorld } from '../film-world';
import { WIKIPEDIA_GENRE_IDS } from '../genres';
import { priorPopularities, type PriorFacts } from '../popularity';
import type { VegaFilm } from '../vega-movies';
import type { CmuCounts, CmuFilm } from './cmu';
import { findDuplicates, type DuplicateDecision } from './duplicates';
import { cleanExtract, directorsOf, personKey, resolveDirectors } from './extracts';
import { articleTitle, corpusAgrees, corpusPreference, resolveRuntime, statedNationality } from './film-evidence';
import { emptyCastRepairCounts, repairCast } from './names';
import { identifyPeople, type People } from './people';
import { BUILD_YEAR, isPlaceholderDate, resolveDate } from './precedence';
import { assignStableIds, type IdRange } from './stable-ids';
import { normaliseTitle } from './titles';
import { joinOriginalTitles, possessiveMentions } from './vega-originals';
import { mergeDuplicates, type WikipediaFilm } from './wikipedia';

/** Films only Wikipedia lists: above vega's 900,000,001–900,003,201, below 1,000,000,000. */
export const WIKIPEDIA_FILM_IDS: IdRange = { base: 910_000_000, span: 90_000_000 };
/** Films only the CMU corpus lists: between vega's and Wikipedia's ranges. */
export const CMU_FILM_IDS: IdRange = { base: 901_000_000, span: 9_000_000 };

interface Sources {
  vega: { records: number; films: readonly VegaFilm[] };
  wikipedia: readonly WikipediaFilm[];
  cmu: { films: readonly CmuFilm[]; counts: CmuCounts };
  /** Every film id an earlier committed film world served (its films' and former ids); none for a first build. */
  issuedIds?: ReadonlySet<number>;
  /** Every person id an earlier committed film world served (its people's and former person ids). */
  issuedPersonIds?: ReadonlySet<number>;
}

/** A Wikipedia film after repair: cast names cleaned, genre words mapped. */
interface RepairedFilm {
  title: string;
  year: number;
  cast: string[];
  genreIds: number[];
  href: string | null;
  /** The article's lead paragraph, cleaned (extracts.ts' cleanExtract). */
  overview: string | null;
  /** The directors the lead paragraph names (extracts.ts' directorsOf). */
  directors: string[];
  /** What the lead paragraph says the film is (film-evidence.ts' statedNationality). */
  nationality: 'american' | 'other' | null;
}

/** One film as its sources tell it; the duplicate pass joins two by concatenating their sources. */
interface SourcedFilm {
  wikipedia: RepairedFilm[];
  cmu: CmuFilm[];
  vega: VegaFilm[];
}

/** "Goonies, The": a title in a library's order, which another source's "The Goonies" beats. */
const LIBRARY_ORDER = /, (the|a|an)$/i;
const union = <T>(...lists: readonly (readonly T[])[]): T[] => [...new Set(lists.flat())];
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const vegaYear = (film: VegaFilm): number | null => (film.releaseDate === null ? null : Number(film.releaseDate.slice(0, 4)));
const titlesOf = (film: SourcedFilm): string[] => union(film.wikipedia.map((f) => f.title), film.cmu.map((f) => f.title), film.vega.map((f) => f.title));
const yearsOf = (film: SourcedFilm): number[] => union(film.wikipedia.map((f) => f.year), film.cmu.flatMap((f) => f.year ?? []));

interface PairingRules<T> {
  titleOf: (film: T) => string;
  yearOf: (film: T) => number | null;
  /** The year distances tried in order, each over all films before the next. */
  distances: readonly ((year: number, other: number) => boolean)[];
  /** More titles a film of `into` is known by for this pairing only. */
  moreTitles?: (film: SourcedFilm) => string[];
  /** Whether the two may be one film (film-evidence.ts' corpusAgrees); by default they may. */
  agrees?: (film: T, into: SourcedFilm) => boolean;
  /** Lower first: among the pairs of one distance, these are made before the others. */
  preference?: (film: T) => number;
}

/**
 * Pairs films of `from` with films of `into` of the same normalised title, each at most once:
 * the year distances are tried in the order given, over all films, before the next (so an exact
 * year always wins over a year apart); within a distance the preferred pairs first, and among
 * equal ones the film of `from` listed first takes its first candidate.
 */
function pairByTitleAndYear<T>(from: readonly T[], into: readonly SourcedFilm[], rules: PairingRules<T>): Map<T, SourcedFilm> {
  const byTitle = new Map<string, SourcedFilm[]>();
  for (const film of into) {
    for (const title of [...titlesOf(film), ...(rules.moreTitles?.(film) ?? [])]) {
      const key = normaliseTitle(title);
      const list = byTitle.get(key) ?? [];
      if (!list.includes(film)) list.push(film);
      byTitle.set(key, list);
    }
  }
  const pairs = new Map<T, SourcedFilm>();
  const used = new Set<SourcedFilm>();
  for (const near of rules.distances) {
    const candidates: { film: T; order: number; into: SourcedFilm; rank: number }[] = [];
    from.forEach((film, order) => {
      const year = rules.yearOf(film);
      if (pairs.has(film) || year === null) return;
      for (const other of byTitle.get(normaliseTitle(rules.titleOf(film))) ?? []) {
        if (!yearsOf(other).some((y) => near(year, y)) || (rules.agrees && !rules.agrees(film, other))) continue;
        candidates.push({ film, order, into: other, rank: candidates.length });
      }
    });
    const preference = rules.preference ?? (() => 0);
    candidates.sort((a, b) => preference(a.film) - preference(b.film) || a.order - b.order || a.rank - b.rank);
    for (const { film, into: other } of candidates) {
      if (pairs.has(film) || used.has(other)) continue;
      pairs.set(film, other);
      used.add(other);
    }
  }
  return pairs;
}

/**
 * vega-datasets gives each pair of remakes (Casino Royale 1967 and 2006) one IMDb rating and vote
 * count: the figures of one film, and which one cannot be told. Both records lose them.
 */
function sharedImdbFigures(films: readonly VegaFilm[]): Set<VegaFilm> {
  const byTitle = new Map<string, VegaFilm[]>();
  for (const film of films) byTitle.set(normaliseTitle(film.title), [...(byTitle.get(normaliseTitle(film.title)) ?? []), film]);
  const shared = new Set<VegaFilm>();
  for (const group of byTitle.values()) {
    for (const film of group) {
      if (film.imdbVotes !== null && group.some((other) => other !== film && other.imdbVotes === film.imdbVotes && other.imdbRating === film.imdbRating)) {
        shared.add(film);
      }
    }
  }
  return shared;
}

const titleKey = (film: RepairedFilm): string => `title:${normaliseTitle(film.title)}|${film.year}|${film.href ?? ''}`;

/** Unique keys for films without a vega id: the article slug, title and year, or the Freebase id. */
function filmKey(film: SourcedFilm, hrefCount: ReadonlyMap<string, number>): string {
  const wiki = film.wikipedia[0];
  if (!wiki) return `cmu:${(film.cmu[0] as CmuFilm).freebaseId}`;
  return wiki.href !== null && hrefCount.get(wiki.href) === 1 ? `wikipedia:${wiki.href}` : titleKey(wiki);
}

interface Draft {
  id: number;
  film: SourcedFilm;
  title: string;
  alternativeTitles: string[];
  releaseDate: string | null;
  year: number | null;
  dateSource: 'cmu' | 'vega' | null;
  vega: VegaFilm | null;
  imdbShared: boolean;
  cmu: CmuFilm | null;
  genreIds: number[];
  vegaDirectors: string[];
  extractDirectors: string[];
  cast: string[];
  href: string | null;
  overview: string | null;
  /** The runtime the film's sources allow (film-evidence.ts' resolveRuntime). */
  runtime: number | null;
  /** The popularity prior's facts but the cast's credits, which need every film. */
  prior: Omit<PriorFacts, 'castCredits'>;
}

/**
 * A film's facts by the precedence table of docs/CATALOGUE.md: the title Wikipedia's American
 * lists use, else CMU's (the English Wikipedia article), else vega's, and every other title as
 * an alternative (a title in library order, "Goonies, The", only where no source writes it
 * otherwise); dates by resolveDate; languages and countries from CMU; the runtime its sources
 * allow (resolveRuntime: CMU's and vega's when they agree); vega's own figures (IMDb, Rotten
 * Tomatoes, budget, gross, MPAA) unless shared by a remake pair.
 */
function draft(film: SourcedFilm, id: number, imdbShared: ReadonlySet<VegaFilm>): Draft {
  const wiki = film.wikipedia[0] ?? null;
  const cmu = film.cmu[0] ?? null;
  const vega = film.vega[0] ?? null;
  const candidates = [wiki?.title, cmu?.title, vega?.title].flatMap((t) => t ?? []);
  const title = candidates.find((t) => !LIBRARY_ORDER.test(t)) ?? (candidates[0] as string);
  const main = normaliseTitle(title);
  const alternativeTitles = union(titlesOf(film)).filter((other) => other !== title && normaliseTitle(other) !== main);
  const wikipediaYears = film.wikipedia.map((f) => f.year);
  const cmuYears = film.cmu.flatMap((f) => f.year ?? []);
  const date = resolveDate({
    cmuDate: film.cmu.find((f) => f.releaseDate !== null)?.releaseDate ?? null,
    cmuYear: cmuYears.find((year) => wikipediaYears.includes(year)) ?? cmuYears[0] ?? null,
    wikipediaYear: wikipediaYears.find((year) => cmuYears.includes(year)) ?? wikipediaYears[0] ?? null,
    vegaDate: vega?.releaseDate ?? null,
  });
  const shared = vega !== null && imdbShared.has(vega);
  const cast = union(...film.wikipedia.map((f) => f.cast));
  const genreIds = union(vega?.genreIds ?? [], ...film.wikipedia.map((f) => f.genreIds), ...film.cmu.map((f) => f.genreIds));
  const countries = union(...film.cmu.map((f) => f.countries));
  const runtime = resolveRuntime([...film.cmu.flatMap((f) => f.runtime ?? []), ...(vega?.runtime ? [vega.runtime] : [])], genreIds);
  return {
    id,
    film,
    title,
    alternativeTitles,
    releaseDate: date.releaseDate,
    year: date.year,
    dateSource: date.dateSource,
    vega,
    imdbShared: shared,
    cmu,
    genreIds,
    vegaDirectors: vega?.director ? [vega.director] : [],
    extractDirectors: film.wikipedia.find((f) => f.directors.length > 0)?.directors ?? [],
    cast,
    href: wiki?.href ?? null,
    // Only the article the film links to: its credit names that article.
    overview: wiki?.overview ?? null,
    runtime,
    prior: {
      imdbVotes: shared ? null : (vega?.imdbVotes ?? null),
      gross: vega?.gross ?? film.cmu.find((f) => f.boxOffice !== null)?.boxOffice ?? null,
      wikipediaArticleId: cmu?.articleId ?? null,
      american: countries.length === 0 || countries.includes('US'),
      sources: [film.wikipedia, film.cmu, film.vega].filter((list) => list.length > 0).length,
      knownFacts: [
        runtime !== null,
        date.releaseDate !== null,
        countries.length > 0,
        film.cmu.some((f) => f.languages.length > 0),
        genreIds.length > 0,
        (wiki?.href ?? null) !== null || cmu !== null,
      ].filter(Boolean).length,
      year: date.year,
    },
  };
}

/**
 * The years the duplicate pass looks for a film's twin in. A film dated by Wikipedia or CMU has
 * its year; a film only vega lists has none of its own (its date has no witness), so it is looked
 * for where its date's year points, read as its deliberate errors are: the year itself, the year
 * after a Dec 31 date, a century before a date after the build's year.
 */
function candidateYears(film: Draft): number[] {
  if (film.year !== null) return [film.year];
  const date = film.vega?.releaseDate;
  if (date === null || date === undefined) return [];
  const year = Number(date.slice(0, 4));
  return union([year], date.endsWith('-12-31') ? [year + 1] : [], year > BUILD_YEAR ? [year - 100] : []);
}

interface JoinExample {
  titles: string[];
  year: number | null;
  reason?: string;
}

/**
 * [former id, current id] of every Wikipedia or corpus film that a catalogue before this one
 * served on its own and that is now part of another film (joined by the duplicate pass or matched
 * to its vega record: Fantasia, Return of the Jedi; Seven Samurai, now one film with vega's
 * "Shichinin no samurai"): people's lists, diaries and ratings holding the former id follow the
 * film (former-ids.ts), and the API answers it with the film (catalogue-queries.ts). A film's
 * id is its own key's, so the former one is the id its key gets alone, kept only when an earlier
 * film world did serve it (most Wikipedia films joined to vega's never had an id of their own);
 * an id some film holds now is never a former one.
 */
function formerFilmIds(drafts: readonly Draft[], issued: ReadonlySet<number>): Array<[number, number]> {
  // A member's key was its article's while no other film of that article had a key (filmKey):
  // both are tried, as whether another had one depends on the earlier catalogue.
  const currentOfKey = new Map<string, number>();
  for (const film of drafts) {
    for (const member of film.film.wikipedia) {
      for (const key of [titleKey(member), ...(member.href === null ? [] : [`wikipedia:${member.href}`])]) currentOfKey.set(key, film.id);
    }
    for (const member of film.film.cmu) currentOfKey.set(`cmu:${member.freebaseId}`, film.id);
  }
  const keys = [...currentOfKey.keys()].sort(byCodePoint);
  const wikipediaIds = assignStableIds(keys.filter((key) => !key.startsWith('cmu:')), WIKIPEDIA_FILM_IDS).ids;
  const cmuIds = assignStableIds(keys.filter((key) => key.startsWith('cmu:')), CMU_FILM_IDS).ids;
  const current = new Set(drafts.map((film) => film.id));
  return [...currentOfKey]
    .flatMap(([key, id]): Array<[number, number]> => {
      const former = (wikipediaIds.get(key) ?? cmuIds.get(key)) as number;
      return issued.has(former) && !current.has(former) ? [[former, id]] : [];
    })
    .sort((a, b) => a[0] - b[0]);
}

/** A film where vega-datasets and the extract name different directors: the build prints a sample. */
export interface DirectorDisagreement {
  title: string;
  year: number | null;
  vega: string[];
  extract: string[];
}

/** The merged catalogue, its people and the duplicate pass' report, deterministic for the same inputs. */
export function deriveFilmWorld({ vega, wikipedia, cmu, issuedIds = new Set(), issuedPersonIds = new Set() }: Sources): FilmWorld & {
  duplicates: { joined: JoinExample[]; refused: JoinExample[] };
  originalTitles: { joined: JoinExample[]; ambiguous: string[] };
  directorDisagreements: DirectorDisagreement[];
  identities: Pick<People, 'joined' | 'split'>;
} {
  const castCounts = emptyCastRepairCounts();
  const merged = mergeDuplicates(wikipedia);
  let genreWords = 0;
  let genreWordsDropped = 0;
  let castEntries = 0;
  const films: SourcedFilm[] = merged.map((film) => {
    castEntries += film.cast.length;
    genreWords += film.genres.length;
    const genreIds = film.genres.flatMap((word) => {
      const ids = WIKIPEDIA_GENRE_IDS[word];
      if (!ids) genreWordsDropped += 1;
      return ids ?? [];
    });
    const repaired = {
      title: film.title,
      year: film.year,
      cast: repairCast(film.cast, castCounts),
      genreIds: union(genreIds),
      href: film.href,
      overview: film.extract === null ? null : cleanExtract(film.extract),
      directors: film.extract === null ? [] : directorsOf(film.extract),
      nationality: statedNationality(film.extract),
    };
    return { wikipedia: [repaired], cmu: [], vega: [] };
  });

  const wikipediaFilms = [...films];
  // The corpus names a film by its English article, so the article a list links to is one more
  // title to meet it by; a record the American-list film's facts contradict is another film.
  const cmuPairs = pairByTitleAndYear(cmu.films, wikipediaFilms, {
    titleOf: (f) => f.title,
    yearOf: (f) => f.year,
    distances: [(a, b) => a === b, (a, b) => Math.abs(a - b) === 1],
    moreTitles: (film) => film.wikipedia.flatMap((f) => (f.href === null ? [] : [articleTitle(f.href)])),
    agrees: (film, into) => into.wikipedia.every((f) => corpusAgrees(f.nationality, film)),
    preference: corpusPreference,
  });
  for (const film of cmu.films) {
    const into = cmuPairs.get(film);
    if (into) into.cmu.push(film);
    else films.push({ wikipedia: [], cmu: [film], vega: [] });
  }

  // vega's dates are matched loosely, then judged strictly (resolveDate): a Dec 31 date is the
  // next year's, and a century-late date the film's of a hundred years before.
  const vegaPairs = pairByTitleAndYear(vega.films, films, {
    titleOf: (f) => f.title,
    yearOf: vegaYear,
    distances: [(a, b) => a === b, (a, b) => Math.abs(a - b) === 1, (a, b) => Math.abs(a - 100 - b) <= 1],
  });
  for (const [film, into] of vegaPairs) into.vega.push(film);
  const originals = joinOriginalTitles(
    vega.films.filter((film) => !vegaPairs.has(film)),
    films.filter((film) => film.vega.length === 0),
    possessiveMentions(wikipedia.flatMap((film) => film.extract ?? [])),
  );
  for (const [film, into] of originals.pairs) into.vega.push(film);
  for (const film of vega.films) if (!vegaPairs.has(film) && !originals.pairs.has(film)) films.push({ wikipedia: [], cmu: [], vega: [film] });

  const imdbShared = sharedImdbFigures(vega.films);
  const provisional = films.map((film) => draft(film, 0, imdbShared));
  const { groups, joined, refused } = findDuplicates(
    provisional.map((film) => ({
      titles: [film.title, ...film.alternativeTitles],
      years: candidateYears(film),
      identity: {
        hrefs: film.film.wikipedia.flatMap((f) => f.href ?? []),
        freebaseIds: film.film.cmu.map((f) => f.freebaseId),
        vegaIds: film.film.vega.map((f) => f.id),
        cast: film.cast,
        directors: union(film.extractDirectors, film.vegaDirectors).map(personKey),
        runtime: film.runtime,
        releaseDate: film.film.cmu.find((f) => f.releaseDate !== null)?.releaseDate ?? null,
        countries: union(...film.film.cmu.map((f) => f.countries)),
        languages: union(...film.film.cmu.map((f) => f.languages)),
        american: film.film.wikipedia.length > 0 && film.film.wikipedia.every((f) => f.nationality !== 'other'),
      },
    })),
  );
  const joinedFilms: SourcedFilm[] = groups.map((group) => {
    const members = group.map((index) => films[index] as SourcedFilm);
    return {
      wikipedia: members.flatMap((f) => f.wikipedia),
      cmu: members.flatMap((f) => f.cmu),
      vega: members.flatMap((f) => f.vega),
    };
  });

  const unkeyed = joinedFilms.filter((film) => film.vega.length === 0);
  const hrefCount = new Map<string, number>();
  for (const film of unkeyed) {
    const href = film.wikipedia[0]?.href;
    if (href) hrefCount.set(href, (hrefCount.get(href) ?? 0) + 1);
  }
  const keys = unkeyed.map((film) => filmKey(film, hrefCount));
  const wikipediaIds = assignStableIds(keys.filter((key) => !key.startsWith('cmu:')).sort(byCodePoint), WIKIPEDIA_FILM_IDS);
  const cmuIds = assignStableIds(keys.filter((key) => key.startsWith('cmu:')).sort(byCodePoint), CMU_FILM_IDS);
  const keyOf = new Map(unkeyed.map((film, index) => [film, keys[index] as string]));
  const drafts = joinedFilms
    .map((film) => {
      const key = keyOf.get(film);
      const id = key === undefined ? (film.vega[0] as VegaFilm).id : ((wikipediaIds.ids.get(key) ?? cmuIds.ids.get(key)) as number);
      return draft(film, id, imdbShared);
    })
    .sort((a, b) => a.id - b.id);

  const formerIds = formerFilmIds(drafts, issuedIds);

  // vega's directors had ids before cast existed (favourite-actor lists may hold them): they keep
  // their hashed id on a collision, then the cast in code-point order of their names, then the
  // directors only the extracts name, so that no one who had an id before them gets another.
  const directorNames = [...new Set(drafts.flatMap((film) => film.vegaDirectors))].sort(byCodePoint);
  const directorSet = new Set(directorNames);
  const castNames = [...new Set(drafts.flatMap((film) => film.cast))].filter((name) => !directorSet.has(name)).sort(byCodePoint);
  const resolution = resolveDirectors(drafts.map((film) => ({ vega: film.vegaDirectors, extract: film.extractDirectors })), [...directorNames, ...castNames]);
  const filmDirectors = resolution.directors;
  const castSet = new Set(castNames);
  const extractOnlyNames = [...new Set(filmDirectors.flat())].filter((name) => !directorSet.has(name) && !castSet.has(name)).sort(byCodePoint);

  const creditsOf = new Map<string, number>();
  for (const film of drafts) for (const name of film.cast) creditsOf.set(name, (creditsOf.get(name) ?? 0) + 1);
  const popularities = priorPopularities(
    drafts.map((film) => ({ ...film.prior, castCredits: film.cast.reduce((sum, name) => sum + (creditsOf.get(name) ?? 0), 0) })),
    BUILD_YEAR,
  );

  const identified = identifyPeople(
    drafts.map((film, index) => ({ year: film.year, directors: filmDirectors[index] as string[], cast: film.cast, popularity: popularities[index] as number })),
    [...directorNames, ...castNames, ...extractOnlyNames],
    issuedPersonIds,
  );
  const { people } = identified;

  const rows: FilmRow[] = drafts.map((film, index) => {
    const vegaFilm = film.vega;
    const languages = union(...film.film.cmu.map((f) => f.languages));
    return [
      film.id,
      film.title,
      film.releaseDate,
      film.year,
      film.runtime,
      film.imdbShared ? null : (vegaFilm?.imdbRating ?? null),
      film.imdbShared ? null : (vegaFilm?.imdbVotes ?? null),
      vegaFilm?.budget ?? null,
      vegaFilm?.gross ?? null,
      vegaFilm?.mpaaRating ?? null,
      vegaFilm?.rottenTomatoes ?? null,
      film.genreIds,
      identified.directors[index] as number[],
      identified.cast[index] as number[],
      film.href,
      popularities[index] as number,
      languages.length === 1 ? (languages[0] as string) : '',
      union(...film.film.cmu.map((f) => f.countries)),
      languages,
      film.alternativeTitles,
      film.film.cmu.some((f) => f.adult),
      film.cmu?.freebaseId ?? null,
      film.dateSource,
      film.film.wikipedia[0]?.year ?? null,
      film.film.cmu.find((f) => f.year !== null)?.year ?? null,
      film.overview,
    ];
  });

  const example = (decision: DuplicateDecision): JoinExample => ({
    titles: [provisional[decision.a]?.title as string, provisional[decision.b]?.title as string],
    year: provisional[decision.a]?.year ?? provisional[decision.b]?.year ?? null,
    ...(decision.refused ? { reason: decision.refused } : {}),
    ...(decision.evidence ? { reason: `joined by ${decision.evidence}` } : {}),
  });
  const count = (predicate: (row: FilmRow) => boolean) => rows.filter(predicate).length;
  const vegaOnly = (film: Draft) => film.film.wikipedia.length === 0 && film.film.cmu.length === 0;
  return {
    format: FILM_WORLD_FORMAT,
    counts: {
      vegaRecords: vega.records,
      vegaFilms: vega.films.length,
      vegaMatched: vegaPairs.size,
      vegaDatesKept: count((row) => row[22] === 'vega'),
      vegaPlaceholderDates: vega.films.filter((film) => film.releaseDate !== null && isPlaceholderDate(film.releaseDate)).length,
      vegaImdbFiguresDropped: imdbShared.size,
      vegaOnlyFilms: drafts.filter(vegaOnly).length,
      wikipediaRecords: wikipedia.length,
      wikipediaFilmsAfterMerge: merged.length,
      wikipediaDuplicatesMerged: wikipedia.length - merged.length,
      ...cmu.counts,
      cmuFeatureFilms: cmu.films.length,
      cmuMatchedToWikipedia: cmuPairs.size,
      duplicatesJoined: joined.length,
      duplicatesRefused: refused.length,
      films: rows.length,
      filmsWithCast: count((row) => row[13].length > 0),
      filmsWithDate: count((row) => row[2] !== null),
      filmsWithYearOnly: count((row) => row[2] === null && row[3] !== null),
      filmsWithoutYear: count((row) => row[3] === null),
      filmsWithRuntime: count((row) => row[4] !== null),
      filmsWithCountry: count((row) => row[17].length > 0),
      filmsWithLanguage: count((row) => row[16] !== ''),
      filmsWithImdbRating: count((row) => row[5] !== null),
      filmsAdult: count((row) => row[20]),
      alternativeTitles: rows.reduce((sum, row) => sum + row[19].length, 0),
      filmIdCollisions: wikipediaIds.collisions + cmuIds.collisions,
      genreWords,
      genreWordsDropped,
      castEntriesBefore: castEntries,
      castSuffixesJoined: castCounts.suffixesJoined,
      castNotesRemoved: castCounts.notesRemoved,
      castNotNamesDropped: castCounts.notNamesDropped,
      castDuplicatesDropped: castCounts.duplicatesDropped,
      castCredits: rows.reduce((sum, row) => sum + row[13].length, 0),
      distinctCastNamesBefore: new Set(merged.flatMap((film) => film.cast)).size,
      directors: directorNames.length,
      wikipediaExtracts: wikipedia.filter((film) => film.extract !== null).length,
      filmsWithOverview: count((row) => row[25] !== null),
      filmsWithDirector: count((row) => row[12].length > 0),
      filmsWithDirectorFromExtract: drafts.filter((film) => film.extractDirectors.length > 0).length,
      filmsWithDirectorFromVegaOnly: drafts.filter((film) => film.extractDirectors.length === 0 && film.vegaDirectors.length > 0).length,
      directorCredits: rows.reduce((sum, row) => sum + row[12].length, 0),
      directorsBothSources: resolution.both,
      directorsAgreeWithVega: resolution.agree,
      extractDirectorNamesReused: resolution.reused.size,
      extractOnlyDirectors: extractOnlyNames.length,
      people: people.length,
      peopleWithSpellingsJoined: identified.joined.length,
      namesSplitIntoCareers: identified.split.length,
      peopleFromSplitNames: identified.split.reduce((sum, careers) => sum + careers.length, 0),
      formerPersonIds: identified.formerIds.length,
      personIdCollisions: identified.collisions,
    },
    people,
    films: rows,
    formerIds,
    formerPersonIds: identified.formerIds,
    identities: { joined: identified.joined, split: identified.split },
    duplicates: { joined: joined.map(example), refused: refused.map(example) },
    originalTitles: {
      joined: [...originals.pairs].map(([record, film]) => {
        const evidence = originals.evidence.get(record);
        const facts = evidence ? Object.entries(evidence).flatMap(([fact, value]) => (value === true || (fact === 'title' && Number(value) > 0) ? [fact === 'title' && Number(value) < 0.5 ? 'word' : fact] : [])) : [];
        return { titles: [record.title, titlesOf(film)[0] as string], year: yearsOf(film)[0] ?? null, reason: facts.join('+') };
      }),
      ambiguous: originals.ambiguous.map((record) => record.title),
    },
    directorDisagreements: resolution.disagreements.map((index) => {
      const film = drafts[index] as Draft;
      return { title: film.title, year: film.year, vega: film.vegaDirectors, extract: film.extractDirectors };
    }),
  };
}
