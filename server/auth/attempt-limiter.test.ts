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
});
