/** FNV-1a over the code points of a text: the hash the catalogue has used for person ids since its first version. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface IdRange {
  /** The first id of the range. */
  base: number;
  /** How many ids the range holds. */
  span: number;
}

/**
 * Gives each key the id its hash names in the range; when that id is taken, the next free one
 * (wrapping inside the range). Keys are served in the order given, so a key earlier in the
 * list keeps its hashed id on a collision: callers list the keys whose ids were already issued
 * first, then the rest in a sorted order, which makes the result independent of input order.
 * `taken` holds ids no key may get.
 */
export function assignStableIds(keys: readonly string[], range: IdRange, taken: ReadonlySet<number> = new Set()): {
  ids: Map<string, number>;
  collisions: number;
} {
  const used = new Set(taken);
  const ids = new Map<string, number>();
  let collisions = 0;
  for (const key of keys) {
    if (ids.has(key)) continue;
    let offset = fnv1a(key) % range.span;
    if (used.has(range.base + offset)) collisions += 1;
    while (used.has(range.base + offset)) offset = (offset + 1) % range.span;
    used.add(range.base + offset);
    ids.set(key, range.base + offset);
  }
  return { ids, collisions };
}
