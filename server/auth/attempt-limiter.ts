import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How many attempts one key may make in a fixed window. */
export interface AttemptRule {
  limit: number;
  windowMs: number;
}

/** Counts attempts per key; the count lives in Redis when there is one, so every node sees it. */
export interface AttemptLimiter {
  /** Counts one attempt; returns the seconds to wait when this one is over the limit, else null. */
  attempt(key: string, rule: AttemptRule): Promise<number | null>;
  /** Without counting: the seconds to wait when the key has used up its limit, else null. */
  waitFor(key: string, rule: AttemptRule): Promise<number | null>;
}

function retryAfter(count: number, rule: AttemptRule, msLeft: number): number | null {
  return count > rule.limit ? Math.max(1, Math.ceil(msLeft / 1000)) : null;
}

/**
 * The keys kept at most: a flood of unique e-mails evicts the least recently tried ones, at a
 * constant cost per attempt, instead of growing the map or sweeping it. A key under attack is
 * tried all the time, so it is never the one evicted.
 */
const MAX_KEYS = 50_000;

export function memoryAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: MAX_KEYS });
  return {
    async attempt(key, rule) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return retryAfter(window.count, rule, window.resetAt - time);
    },
    async waitFor(key, rule) {
      const time = now();
      const window = windows.get(key);
      return window && window.resetAt > time ? retryAfter(window.count + 1, rule, window.resetAt - time) : null;
    },
  };
}

/** INCR and the window's expiry in one step, so concurrent attempts on several nodes count exactly. */
const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

const READ_ATTEMPTS = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

export function redisAttemptLimiter(
  redis: Redis,
  prefix = 'mb:attempts:',
  onError: (error: unknown) => void = () => undefined,
  fallback?: AttemptLimiter,
): AttemptLimiter {
  return {
    async attempt(key, rule) {
      // While Redis is away each node counts on its own: looser than one shared count, never none.
      if (fallback && redis.status !== 'ready') return fallback.attempt(key, rule);
      try {
        const [count, msLeft] = (await redis.eval(COUNT_ATTEMPT, 1, prefix + key, rule.windowMs)) as [number, number];
        return retryAfter(count, rule, msLeft);
      } catch (error) {
        // Redis being down must not lock every user out: the limiter falls back (or fails open) and says so.
        onError(error);
        return fallback ? fallback.attempt(key, rule) : null;
      }
    },
    async waitFor(key, rule) {
      if (fallback && redis.status !== 'ready') return fallback.waitFor(key, rule);
      try {
        const [count, msLeft] = (await redis.eval(READ_ATTEMPTS, 1, prefix + key)) as [number, number];
        return msLeft > 0 ? retryAfter(count + 1, rule, msLeft) : null;
      } catch (error) {
        onError(error);
        return fallback ? fallback.waitFor(key, rule) : null;
      }
    },
  };
}
