import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A string cache shared by whatever needs one: the movie responses above all. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCache(maxEntries = 10_000): Cache {
  const lru = new LRUCache<string, string>({ max: maxEntries });
  return {
    kind: 'memory',
    get: async (key) => lru.get(key),
    set: async (key, value, ttlMs) => {
      lru.set(key, value, { ttl: ttlMs });
    },
    delete: async (key) => {
      lru.delete(key);
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
    delete: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => undefined,
  };
}
