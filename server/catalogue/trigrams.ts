import type { Queryable } from '../db/database';
import { lowerBound } from './packed-reads';

/**
 * pg_trgm's similarity() and word_similarity() in JavaScript, value for value, so that titles
 * held in memory rank as the database would rank them (contrib/pg_trgm/trgm_op.c: words of word
 * characters, each padded with two blanks before and one after; a trigram of three one-byte
 * characters kept as its bytes, any other as three bytes of the legacy CRC-32 of its UTF-8;
 * scores as 4-byte floats). The text is taken as already lower-cased, as search titles are.
 */

/** Whether a character (one code point, not ASCII) is a word character for the database. */
export type WordCharacter = (character: string) => boolean;

/** pg_trgm.word_similarity_threshold's default as PostgreSQL compares it: a float4 widened to a double. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** PostgreSQL's legacy CRC-32 (pg_crc.h): the reflected algorithm over the table of the normal polynomial. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function legacyCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)) >>> 0;
  return (crc ^ 0xffffffff) >>> 0;
}

const encoder = new TextEncoder();

/** A trigram as the number its three bytes make, first byte highest (how pg_trgm shows them). */
function trigramCode(first: string, second: string, third: string): number {
  if (first.length === 1 && second.length === 1 && third.length === 1) {
    const a = first.charCodeAt(0);
    const b = second.charCodeAt(0);
    const c = third.charCodeAt(0);
    if (a < 0x80 && b < 0x80 && c < 0x80) return (a << 16) | (b << 8) | c;
  }
  // The CRC's three lowest bytes, in memory order on a little-endian machine.
  const crc = legacyCrc32(encoder.encode(first + second + third));
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

/** The text's trigrams in order, duplicates kept (pg_trgm's generate_trgm_only). */
export function trigramsOf(text: string, isWordCharacter: WordCharacter): number[] {
  return isAscii(text) ? asciiTrigrams(text) : anyTrigrams(text, isWordCharacter);
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false;
  return true;
}

/** An ASCII letter or digit, pg_trgm's word characters below 128. */
export const isAlphanumeric = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);

/** Most titles: one byte a character, each trigram its three bytes. */
function asciiTrigrams(text: string): number[] {
  const trigrams: number[] = [];
  const SPACE = 0x20;
  for (let at = 0; at < text.length; ) {
    while (at < text.length && !isAlphanumeric(text.charCodeAt(at))) at++;
    if (at === text.length) break;
    let previous = SPACE;
    let last = SPACE;
    for (; at < text.length && isAlphanumeric(text.charCodeAt(at)); at++) {
      const code = text.charCodeAt(at);
      trigrams.push((previous << 16) | (last << 8) | code);
      previous = last;
      last = code;
    }
    trigrams.push((previous << 16) | (last << 8) | SPACE);
  }
  return trigrams;
}

function anyTrigrams(text: string, isWordCharacter: WordCharacter): number[] {
  const trigrams: number[] = [];
  let word: string[] = [];
  const endWord = () => {
    if (word.length === 0) return;
    const padded = [' ', ' ', ...word, ' '];
    for (let at = 0; at + 2 < padded.length; at++) trigrams.push(trigramCode(padded[at]!, padded[at + 1]!, padded[at + 2]!));
    word = [];
  };
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80 ? isAlphanumeric(code) : isWordCharacter(character)) word.push(character);
    else endWord();
  }
  endWord();
  return trigrams;
}

/** The distinct trigrams, sorted. */
export const trigramSet = (trigrams: readonly number[]): Int32Array => {
  const sorted = Int32Array.from(trigrams).sort();
  let length = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[length - 1]) sorted[length++] = sorted[i]!;
  return sorted.subarray(0, length);
};

/** CALCSML: shared / (one + other - shared), divided as 4-byte floats. */
const score = (shared: number, one: number, other: number): number => Math.fround(shared / (one + other - shared));

/** Working arrays of trigramScores, grown as a longer text asks: a search scores thousands of titles. */
let scratch = { indexes: new Int32Array(64), distinct: new Int32Array(64), found: new Uint8Array(64), lastPosition: new Int32Array(64) };

/**
 * similarity(query, text) and word_similarity(query, text) from the query's trigram set and the
 * text's trigrams in order. Word similarity is the best similarity between the query's trigrams
 * and any run of the text's trigrams in order, found as pg_trgm's iterate_word_similarity finds
 * it (the run's end at each trigram the query has, its start moved up while that scores better).
 */
export function trigramScores(query: Int32Array, text: readonly number[]): { similarity: number; word: number } {
  const queryLength = query.length;
  if (scratch.indexes.length < text.length) {
    const size = text.length * 2;
    scratch = { indexes: new Int32Array(size), distinct: new Int32Array(size), found: new Uint8Array(size), lastPosition: new Int32Array(size) };
  }
  const { indexes, distinct, found, lastPosition } = scratch;
  // Each distinct trigram of the text numbered (titles are short: a scan of those seen), and whether the query has it.
  let distinctCount = 0;
  let sharedCount = 0;
  for (let i = 0; i < text.length; i++) {
    const trigram = text[i]!;
    let number = 0;
    while (number < distinctCount && distinct[number] !== trigram) number++;
    if (number === distinctCount) {
      distinct[distinctCount++] = trigram;
      found[number] = binarySearch(query, trigram) ? 1 : 0;
      sharedCount += found[number]!;
      lastPosition[number] = -1;
    }
    indexes[i] = number;
  }
  const similarity = queryLength === 0 || distinctCount === 0 ? 0 : score(sharedCount, queryLength, distinctCount);

  let best = 0;
  let runLength = 0;
  let shared = 0;
  let lower = -1;
  for (let upper = 0; upper < text.length; upper++) {
    const number = indexes[upper]!;
    if (lower >= 0 || found[number]) {
      if (lastPosition[number]! < 0) {
        runLength++;
        if (found[number]) shared++;
      }
      lastPosition[number] = upper;
    }
    if (!found[number]) continue;
    if (lower === -1) {
      lower = upper;
      runLength = 1;
    }
    let current = score(shared, queryLength, runLength);
    let tryShared = shared;
    let tryLength = runLength;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const tried = score(tryShared, queryLength, tryLength);
      if (tried > current) {
        current = tried;
        runLength = tryLength;
        lower = tryLower;
        shared = tryShared;
      }
      const triedNumber = indexes[tryLower]!;
      if (lastPosition[triedNumber] === tryLower) {
        tryLength--;
        if (found[triedNumber]) tryShared--;
      }
    }
    if (current > best) best = current;
    for (let dropped = previousLower; dropped < lower; dropped++) {
      const droppedNumber = indexes[dropped]!;
      if (lastPosition[droppedNumber] === dropped) lastPosition[droppedNumber] = -1;
    }
  }
  return { similarity, word: best };
}

const binarySearch = (sorted: Int32Array, value: number): boolean => sorted[lowerBound(sorted, value)] === value;

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;

/** The characters of a text beyond ASCII (most titles have none: they are not split). */
export const nonAscii = (text: string): string[] => (NON_ASCII.test(text) ? [...text].filter((character) => NON_ASCII.test(character)) : []);

/**
 * Whether the database's pg_trgm counts each character as part of a word (a word character
 * alone makes trigrams): it depends on the database's character type (C.UTF-8 counts é and 日
 * but not ³), so it is asked, not guessed.
 */
export async function askWordCharacters(db: Queryable, characters: ReadonlySet<string>): Promise<Map<string, boolean>> {
  if (characters.size === 0) return new Map();
  const rows = await db.query<{ character: string; word: boolean }>(
    'select c as character, cardinality(show_trgm(c)) > 0 as word from unnest($1::text[]) c',
    [[...characters]],
  );
  return new Map(rows.map((row) => [row.character, row.word]));
}
