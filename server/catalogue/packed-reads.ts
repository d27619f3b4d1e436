import type { Queryable } from '../db/database';

/**
 * Reading a catalogue-wide column into memory (discover-index.ts, title-index.ts): values
 * gathered into one binary value a column a part of the films, a part a statement, so that
 * neither PGlite nor node-postgres parses them one by one, and the latest read kept.
 */

/** Stands for an unknown number in a packed column (`coalesce(x, UNKNOWN)`). */
export const UNKNOWN = -2147483648;

/** A statement's rows, each the part after the one before (`$1`: the part's `last`), until one is empty. */
export async function readInParts<Part extends { last: number | null }>(db: Queryable, sql: string): Promise<Part[]> {
  const parts: Part[] = [];
  // Ids are integers: the smallest comes before them all.
  for (let after = -2147483648; ; ) {
    const [part] = await db.query<Part>(sql, [after]);
    if (part?.last === null || part?.last === undefined) return parts;
    parts.push(part);
    after = part.last;
  }
}

export function joinBytes(parts: readonly (Uint8Array | null)[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + (part?.length ?? 0), 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part ?? [], at);
    at += part?.length ?? 0;
  }
  return joined;
}

/** The parts' lists as one, `separator` between films as within a part; null without parts. */
export const joinText = (parts: readonly (string | null)[], separator: string): string | null => (parts.length === 0 ? null : parts.join(separator));

/** A packed column's 4-byte integers (int4send); UNKNOWN as `unknown`. */
export function int32s(bytes: Uint8Array | null, unknown = UNKNOWN): Float64Array {
  const view = bytes ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return Float64Array.from({ length: (bytes?.length ?? 0) / 4 }, (_, i) => {
    const value = view!.getInt32(i * 4);
    return value === UNKNOWN ? unknown : value;
  });
}

/** A packed column's 8-byte floats (float8send). */
export function float64s(bytes: Uint8Array | null): Float64Array {
  const view = bytes ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
  return Float64Array.from({ length: (bytes?.length ?? 0) / 8 }, (_, i) => view!.getFloat64(i * 8));
}

/** The first position in `sorted` not below `value` (its length when all are). */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where `value` is in `sorted` (ascending, each once), or -1. */
export function positionIn(sorted: ArrayLike<number>, value: number): number {
  const at = lowerBound(sorted, value);
  return sorted[at] === value ? at : -1;
}

/**
 * What `read` gives, read on first use and read again once it is `maxAgeMs` old, the old one
 * answering while the new one is read: the catalogue changes only by an import or popularity's
 * refresh, and cached answers are as old.
 */
export function latestRead<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let current: { value: Promise<T>; readAt: number } | undefined;
  let reading = false;
  return () => {
    if (!current) {
      const value = read();
      current = { value, readAt: Date.now() };
      value.catch(() => (current = undefined));
    } else if (!reading && Date.now() - current.readAt >= maxAgeMs) {
      reading = true;
      read()
        .then((value) => (current = { value: Promise.resolve(value), readAt: Date.now() }))
        .catch(() => undefined)
        .finally(() => (reading = false));
    }
    return current.value;
  };
}
