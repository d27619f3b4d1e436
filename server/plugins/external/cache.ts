import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { memoryCache, type Cache } from '../../cache/cache';
import { redisCacheWithFallback } from '../../cache/fallback-cache';

/** What /api/health/ says about the cache: Redis, and whether the in-process fallback stands in for it. */
type CacheHealth =
  | { kind: 'memory' }
  | { kind: 'redis'; status: 'ok' }
  | { kind: 'redis'; status: 'unavailable'; fallback: 'memory' };

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
    /** The Redis connection when REDIS_URL is set (rate limits share it); check `status` before relying on it. */
    redis: Redis | undefined;
    cacheHealth: () => CacheHealth;
  }
}

/** Reconnection attempts back off to this, so a returning Redis is used again within seconds. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * An in-process LRU by default; Redis when REDIS_URL is set, so every node sees one cache.
 * Redis missing at start or lost later does not stop the server: it serves from the
 * in-process fallback, reports it in /api/health/, and keeps reconnecting in the background.
 */
export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', undefined);
      app.decorate('cache', memoryCache());
      app.decorate('cacheHealth', (): CacheHealth => ({ kind: 'memory' }));
      return;
    }
    // Loaded only with REDIS_URL: the default never pays the client's memory (docs/PERFORMANCE.md, "Server memory").
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      connectTimeout: 2000,
      // A Redis that accepts connections but stops answering must not hold requests either.
      commandTimeout: 1000,
      retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    });
    // One warning per outage, not one per reconnection attempt.
    let warned = false;
    const outage = (error: unknown) => {
      if (warned) return;
      warned = true;
      app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'redis unavailable: using the in-process cache and rate limits');
    };
    redis.on('error', outage);
    redis.on('ready', () => {
      if (warned) app.log.info('redis available again');
      warned = false;
    });
    await redis.connect().catch(outage);
    app.decorate('redis', redis);
    app.decorate('cache', redisCacheWithFallback(redis, memoryCache(), outage));
    app.decorate(
      'cacheHealth',
      (): CacheHealth =>
        redis.status === 'ready' ? { kind: 'redis', status: 'ok' } : { kind: 'redis', status: 'unavailable', fallback: 'memory' },
    );
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'cache', dependencies: ['config'] },
);
