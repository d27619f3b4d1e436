import { memoryAttemptLimiter } from './attempt-limiter';

describe('memoryAttemptLimiter', () => {
  it('counts per key in fixed windows and tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = memoryAttemptLimiter(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.attempt('a', rule)).toBeNull();
    expect(await limiter.attempt('a', rule)).toBeNull();
    expect(await limiter.attempt('b', rule)).toBeNull();
    now += 15_500;
    expect(await limiter.attempt('a', rule)).toBe(45);
    now += 44_500;
    expect(await limiter.attempt('a', rule)).toBeNull();
  });

  it('tells how long a key must wait without counting an attempt', async () => {
    let now = 1_000_000;
    const limiter = memoryAttemptLimiter(() => now);
    const rule = { limit: 2, windowMs: 60_000 };
    expect(await limiter.waitFor('a', rule)).toBeNull();
    await limiter.attempt('a', rule);
    expect(await limiter.waitFor('a', rule)).toBeNull();
    expect(await limiter.waitFor('a', rule)).toBeNull();
    await limiter.attempt('a', rule);
    now += 20_000;
    expect(await limiter.waitFor('a', rule)).toBe(40);
    expect(await limiter.waitFor('b', rule)).toBeNull();
    now += 40_000;
    expect(await limiter.waitFor('a', rule)).toBeNull();
  });

  it('stays fast under a flood of unique keys and still counts the key under attack', async () => {
    const limiter = memoryAttemptLimiter();
    const rule = { limit: 10, windowMs: 15 * 60_000 };
    const started = performance.now();
    for (let attempt = 0; attempt < 100_000; attempt++) {
      await limiter.attempt(`login-email:flood-${attempt}@example.test`, rule);
      if (attempt % 10_000 === 0) await limiter.attempt('login-ip:203.0.113.9', rule);
    }
    // Sweeping every key on each attempt past 10,000 keys took minutes here; a bounded map takes well under a second.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await limiter.attempt('login-ip:203.0.113.9', rule)).not.toBeNull();
  }, 60_000);
});
