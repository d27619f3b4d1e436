import type { Queryable } from '../db/database';
import { float64s, int32s, joinBytes, joinText, lowerBound, positionIn, readInParts, UNKNOWN } from './packed-reads';
import { askWordCharacters, isAlphanumeric, nonAscii, trigramScores, trigramSet, trigramsOf, WORD_SIMILARITY_THRESHOLD } from './trigrams';

/**
 * Every film's search titles (its own and its alternative ones, lower(unaccent(title))) held in
 * memory with what a search filters and ranks by, and the titles' trigram postings, so that a
 * search tests the titles holding the query's rarest trigram (or scans them all) and, for a
 * typo, counts over the rarest postings, instead of statements that read most of a trigram
 * index (PGlite's p99 was 20 ms). The ranking is the one title-index.test.ts writes in SQL:
 * similarity() and word_similarity() are pg_trgm's, ported value for value (trigrams.ts).
 */

/** Films a statement, as the Discover index reads them. */
const FILMS_A_READ = 10_000;

const TITLES = `select max(id) as last, string_agg(int4send(id), '') as id, json_agg(search_title) as title,
  string_agg(float8send(popularity), '') as popularity,
  string_agg(case when adult then '1' else '0' end, '') as adult,
  string_agg(int4send(coalesce(release_year, ${UNKNOWN})), '') as year
  from (select id, search_title, popularity, adult, release_year from movies where id > $1 order by id limit ${FILMS_A_READ}) m`;

interface TitlesRow {
  last: number | null;
  id: Uint8Array | null;
  title: string[] | null;
  popularity: Uint8Array | null;
  adult: string | null;
  year: Uint8Array | null;
}

/** Not found yet: every match's quality is above it. */
const NONE = -1;
/** How far a film's fame can lift it over a better-matching title: an exact title stays ahead of one the query is less than half of. */
const FAME_WEIGHT = 0.5;
/** English articles a title may start with: "godfather" is all of "The Godfather". */
const LEADING_ARTICLE = /^(the|a|an) /;
/** Above this many titles holding a query's rarest trigram, a scan of all the titles finds those containing it as fast. */
const SCAN_ABOVE = 20_000;
const NO_TITLES = new Int32Array(0);

/** Characters as the database counts them (code points): titles beyond the BMP are rare, so the plain length is tried first. */
const lengthOf = (text: string): number => (/[\uD800-\uDFFF]/.test(text) ? [...text].length : text.length);

/**
 * How much of a title the query is, for a title containing it: the query's length over the
 * shortest of the title's forms holding it, the forms being the title, the title without a
 * leading article and its main title (before ": "), with and without one. So "godfather" is all
 * of "The Godfather", and "lord of the rings" all of "The Lord of the Rings: The Two Towers".
 */
function titleCoverage(title: string, query: string): number {
  const colon = title.indexOf(': ');
  // Most titles have neither an article nor a subtitle: they are their only form.
  if (colon < 0 && !LEADING_ARTICLE.test(title)) return lengthOf(query) / lengthOf(title);
  const main = colon < 0 ? title : title.slice(0, colon);
  let shortest = lengthOf(title);
  for (const form of [title.replace(LEADING_ARTICLE, ''), main, main.replace(LEADING_ARTICLE, '')]) {
    if (form.length > 0 && form.includes(query)) shortest = Math.min(shortest, lengthOf(form));
  }
  return lengthOf(query) / shortest;
}

/** The trigrams of three ASCII letters or digits in a row in the text: any text containing it holds them. */
function innerTrigrams(text: string): number[] {
  const trigrams: number[] = [];
  for (let at = 0; at + 2 < text.length; at++) {
    const [a, b, c] = [text.charCodeAt(at), text.charCodeAt(at + 1), text.charCodeAt(at + 2)];
    if (isAlphanumeric(a) && isAlphanumeric(b) && isAlphanumeric(c)) trigrams.push((a << 16) | (b << 8) | c);
  }
  return trigrams;
}

export interface TitleSearch {
  /** Normalised as search titles are (normaliseQuery); not empty. */
  query: string;
  includeAdult: boolean;
  year?: number | undefined;
  offset: number;
  limit: number;
}

/** Trigram postings: the titles holding keys[k] are titles[offsets[k] .. offsets[k + 1]). */
interface Postings {
  keys: Int32Array;
  offsets: Int32Array;
  titles: Int32Array;
}

export class TitleIndex {
  /** Titles end with a character no search title holds, so a match inside the haystack never spans two. */
  private static readonly END = '\n';
  private readonly haystack: string;
  /** Where each title starts in the haystack, and one past the last. */
  private readonly starts: Int32Array;
  private postings: Postings | undefined;
  /** Per film, its best title's quality in the search under way (NONE between searches) and that title. */
  private readonly bestQuality: Float64Array;
  private readonly bestTitle: Int32Array;
  /** Per film, ln(1 + popularity) over ln(1 + the largest popularity): 1 for the best known film, near 0 for the least. */
  private readonly fame: Float64Array;
  /** Per title, fuzzyCandidates' count (zero between searches). */
  private readonly shared: Uint16Array;

  private constructor(
    private readonly ids: Int32Array,
    popularity: Float64Array,
    private readonly adult: Uint8Array,
    private readonly year: Float64Array,
    /** Search titles; titleFilm[t] is the position of title t's film in the arrays above. */
    private readonly titles: string[],
    private readonly titleFilm: Int32Array,
    /** Non-ASCII characters by whether the database counts them as word characters (ASCII: letters and digits). */
    private readonly wordCharacters: Map<string, boolean>,
  ) {
    this.bestQuality = new Float64Array(ids.length).fill(NONE);
    this.bestTitle = new Int32Array(ids.length);
    // ln(1 + p), as the database's ln() reads it (title-index.test.ts ranks the same in SQL).
    const most = Math.log(1 + popularity.reduce((max, value) => Math.max(max, value), 0));
    this.fame = popularity.map((value) => (most > 0 ? Math.log(1 + value) / most : 0));
    this.shared = new Uint16Array(titles.length);
    this.starts = new Int32Array(titles.length + 1);
    let at = 0;
    titles.forEach((title, t) => {
      this.starts[t] = at;
      at += title.length + 1;
    });
    this.starts[titles.length] = at;
    // A line break inside a title (none in the film world) reads as a space here.
    this.haystack = titles.map((title) => title.replaceAll(TitleIndex.END, ' ')).join(TitleIndex.END) + TitleIndex.END;
  }

  static async read(db: Queryable): Promise<TitleIndex> {
    const parts = await readInParts<TitlesRow>(db, TITLES);
    const ids = Int32Array.from(int32s(joinBytes(parts.map((part) => part.id))));
    const titles = parts.flatMap((part) => part.title ?? []);
    const alternatives = await db.query<{ movie_id: number; search_title: string }>('select movie_id, search_title from movie_alternative_titles');
    const titleFilm = Array.from(titles, (_, film) => film);
    for (const { movie_id, search_title } of alternatives) {
      const film = positionIn(ids, movie_id);
      if (film < 0) continue;
      titles.push(search_title);
      titleFilm.push(film);
    }
    return new TitleIndex(
      ids,
      float64s(joinBytes(parts.map((part) => part.popularity))),
      Uint8Array.from(joinText(parts.map((part) => part.adult), '') ?? '', Number),
      int32s(joinBytes(parts.map((part) => part.year)), Number.NaN),
      titles,
      Int32Array.from(titleFilm),
      await askWordCharacters(db, new Set(titles.flatMap((title) => nonAscii(title)))),
    );
  }

  /**
   * The ids of a page of matches, best first, and how many films match. A film's best title
   * gives its quality: how much of the title the query is (titleCoverage), or for a near
   * spelling, which joins only a search that finds less than a page otherwise, pg_trgm's
   * similarity. Films rank by quality + ½ · fame, then id: among equal matches the better known
   * film first, and a famous film's near spelling ("the dark night") before an obscure exact title.
   */
  async search(db: Queryable, search: TitleSearch): Promise<{ ids: number[]; total: number }> {
    const unknown = new Set(nonAscii(search.query).filter((character) => !this.wordCharacters.has(character)));
    if (unknown.size > 0) for (const [character, isWord] of await askWordCharacters(db, unknown)) this.wordCharacters.set(character, isWord);
    const { query } = search;
    const passes = (film: number) => (search.includeAdult || this.adult[film] === 0) && (search.year === undefined || this.year[film] === search.year);
    // Each film's best title so far, by film position, and the films found, in the order found.
    // The arrays are the index's own, set back for the films found before returning: nothing
    // below waits, so no other search runs meanwhile.
    const { bestQuality, bestTitle } = this;
    const films: number[] = [];
    const keep = (film: number, quality: number, title: number) => {
      const best = bestQuality[film]!;
      if (best === NONE) films.push(film);
      else if (quality < best || (quality === best && this.titles[title]! >= this.titles[bestTitle[film]!]!)) return;
      bestQuality[film] = quality;
      bestTitle[film] = title;
    };

    for (const title of this.titlesContaining(query)) {
      const film = this.titleFilm[title]!;
      if (passes(film)) keep(film, titleCoverage(this.titles[title]!, query), title);
    }
    // Near spellings join only a search that finds less than a page otherwise: after a page of real matches they help nobody.
    if (films.length < search.limit) {
      const queryTrigrams = trigramSet(trigramsOf(query, this.isWordCharacter));
      for (const title of this.fuzzyCandidates(queryTrigrams)) {
        const film = this.titleFilm[title]!;
        const text = this.titles[title]!;
        if (!passes(film) || text.includes(query)) continue;
        const scores = trigramScores(queryTrigrams, trigramsOf(text, this.isWordCharacter));
        if (scores.word >= WORD_SIMILARITY_THRESHOLD) keep(film, scores.similarity, title);
      }
    }

    const scores = Float64Array.from(films, (film) => bestQuality[film]! + FAME_WEIGHT * this.fame[film]!);
    for (const film of films) bestQuality[film] = NONE;
    // Only the films up to the page's end are ordered: the score the last of them reaches is found by a numeric sort.
    const reach = search.offset + search.limit;
    const lowest = films.length > reach ? Float64Array.from(scores).sort()[films.length - reach]! : -Infinity;
    const ranked = films
      .flatMap((film, at) => (scores[at]! >= lowest ? [{ film, score: scores[at]! }] : []))
      .sort((a, b) => b.score - a.score || this.ids[a.film]! - this.ids[b.film]!);
    return { ids: ranked.slice(search.offset, reach).map((hit) => this.ids[hit.film]!), total: films.length };
  }

  private readonly isWordCharacter = (character: string): boolean => this.wordCharacters.get(character) ?? false;

  /** The title holding haystack position `at` (binary search over the starts). */
  private titleAt(at: number): number {
    let low = 0;
    let high = this.titles.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * The titles containing the query. A title containing it holds every trigram of three letters
   * or digits in a row the query has, so the titles of its rarest one are the ones to test; a
   * query without one, or whose rarest is common, is found by a scan of all the titles.
   */
  private titlesContaining(query: string): Iterable<number> {
    let rarest: Int32Array | undefined;
    for (const trigram of innerTrigrams(query)) {
      const titles = this.titlesWith(trigram);
      if (!rarest || titles.length < rarest.length) rarest = titles;
    }
    if (rarest && rarest.length < SCAN_ABOVE) return rarest.filter((title) => this.titles[title]!.includes(query));
    const found: number[] = [];
    for (let at = this.haystack.indexOf(query); at >= 0; ) {
      const title = this.titleAt(at);
      const next = this.starts[title + 1]!;
      if (at + query.length < next) found.push(title);
      at = this.haystack.indexOf(query, next);
    }
    return found;
  }

  /**
   * Titles that may reach the word-similarity threshold, each to be scored exactly: a title's
   * word similarity is at most the share of the query's trigrams it holds, so it holds at least
   * `need` of them, and then at least one of any `query.length - need + 1`: the rarest ones give
   * the titles to count the others for.
   */
  private fuzzyCandidates(query: Int32Array): number[] {
    let need = 1;
    while (Math.fround(need / query.length) < WORD_SIMILARITY_THRESHOLD) need++;
    const lists = Array.from(query, (trigram) => this.titlesWith(trigram)).sort((a, b) => a.length - b.length);
    const { shared } = this;
    const taken: number[] = [];
    for (const titles of lists.slice(0, query.length - need + 1)) {
      for (const title of titles) {
        if (shared[title] === 0) {
          shared[title] = 1;
          taken.push(title);
        }
      }
    }
    // Counted from 1: a taken title's count is one more than the trigrams it holds.
    for (const titles of lists) for (const title of titles) if (shared[title] !== 0) shared[title]!++;
    const candidates = taken.filter((title) => shared[title]! - 1 >= need);
    for (const title of taken) shared[title] = 0;
    return candidates;
  }

  /** The titles holding a trigram, in title order. */
  private titlesWith(trigram: number): Int32Array {
    const postings = (this.postings ??= this.buildPostings());
    const key = lowerBound(postings.keys, trigram);
    return postings.keys[key] === trigram ? postings.titles.subarray(postings.offsets[key], postings.offsets[key + 1]) : NO_TITLES;
  }

  /** Built at the first search: about 1.7 million entries for the 92,158 films' titles. */
  private buildPostings(): Postings {
    // Two passes over the titles' trigrams, counting and then placing: no per-title arrays kept.
    const each = (visit: (trigram: number, title: number) => void) =>
      this.titles.forEach((text, title) => {
        for (const trigram of trigramSet(trigramsOf(text, this.isWordCharacter))) visit(trigram, title);
      });
    const counts = new Map<number, number>();
    each((trigram) => counts.set(trigram, (counts.get(trigram) ?? 0) + 1));
    const keys = Int32Array.from(counts.keys()).sort();
    const offsets = new Int32Array(keys.length + 1);
    const next = new Map<number, number>();
    keys.forEach((key, k) => {
      offsets[k + 1] = offsets[k]! + counts.get(key)!;
      next.set(key, offsets[k]!);
    });
    const titles = new Int32Array(offsets[keys.length]!);
    each((trigram, title) => {
      const at = next.get(trigram)!;
      titles[at] = title;
      next.set(trigram, at + 1);
    });
    return { keys, offsets, titles };
  }
}
