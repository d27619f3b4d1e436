import type { Redis } from 'ioredis';
import { redisCache, type Cache } from './cache';

/**
 * The Redis cache while Redis answers; the in-process one while it does not, so a Redis
 * outage costs cache hits and cross-node sharing but never a failed request. Commands are
 * not queued while Redis is away (enableOfflineQueue: false), so the switch is immediate.
 */
export function redisCacheWithFallback(redis: Redis, fallback: Cache, onError: (error: unknown) => void): Cache {
  const shared = redisCache(redis);
  const usable = () => redis.status === 'ready';
  async function either<T>(onRedis: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (!usable()) return onFallback();
    try {
      return await onRedis();
    } catch (error) {
      onError(error);
      return onFallback();
    }
  }
  // What was written locally during an outage is not what the other nodes saw: forget it.
  redis.on('ready', () => void fallback.close());
  return {
    kind: 'redis',
    get: (key) => either(() => shared.get(key), () => fallback.get(key)),
    set: (key, value, ttlMs) => either(() => shared.set(key, value, ttlMs), () => fallback.set(key, value, ttlMs)),
    close: () => fallback.close(),
  };
}
