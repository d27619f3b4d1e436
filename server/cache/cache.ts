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

/** `clock` stands in for performance.now(), so that a test moves time on instead of waiting. */
export function memoryCache(clock?: { now(): number }): Cache {
  const lru = new LRUCache<string, string>({
    max: MAX_MEMORY_ENTRIES,
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
