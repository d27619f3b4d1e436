import { memoryCache } from './cache';

describe('the in-process cache', () => {
  it('holds 32 MB of answers at most, dropping the least recently used, however few they are', async () => {
    const cache = memoryCache();
    const answer = (n: number) => String(n).repeat(8 * 1024 * 1024);
    for (const n of [1, 2, 3, 4, 5]) await cache.set(`page:${n}`, answer(n), 60_000);
    expect(await cache.get('page:1')).toBeUndefined();
    expect(await cache.get('page:5')).toBe(answer(5));
    expect(await cache.get('page:4')).toBe(answer(4));
    await cache.close();
  });
});
