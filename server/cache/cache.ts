import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A string cache shared by whatever needs one: the movie responses above all. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

const MAX_MEMORY_ENTRIES = 10_000;
/**
 * What the cached strings may hold in all, counted in UTF-16 code units (what V8 stores at most
 * two bytes each; answers are mostly ASCII, one byte each). Without it 10,000 answers of a few
 * pages of films each kept about 100 MB of V8's heap alive after a load test, past issue 64's
 * 300 MB after the load; the hot answers (first pages, popular films) fit many times over.
 */
const MAX_MEMORY_UNITS = 32 * 1024 * 1024;

/** `clock` stands in for performance.now(), so that a test moves time on instead of waiting. */
export function memoryCache(clock?: { now(): number }): Cache {
  const lru = new LRUCache<string, string>({
    max: MAX_MEMORY_ENTRIES,
    maxSize: MAX_MEMORY_UNITS,
    sizeCalculation: (value, key) => value.length + key.length,
    // lru-cache keeps a reading for a millisecond by default, which would hide a test clock's jump.
    ...(clock && { perf: clock, ttlResolution: 0 }),
  });
  return {
    kind: 'memory',
    get: async (key) => lru.get(key),
    set: async (key, value, ttlMs) => {
      lru.set(key, value, { ttl: ttlMs });
    },
    close: async () => lru.clear(),
  };
}

export function redisCache(redis: Redis, prefix = 'mb:cache:'): Cache {
  return {
    kind: 'redis',
    get: async (key) => (await redis.get(prefix + key)) ?? undefined,
    set: async (key, value, ttlMs) => {
      await redis.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    close: async () => undefined,
  };
}
