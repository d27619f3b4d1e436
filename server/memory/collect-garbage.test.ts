import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('collects garbage at once: an object nothing refers to any more is gone', async () => {
    const ref = new WeakRef({ films: Array.from({ length: 1000 }, (_, id) => ({ id })) });
    // A WeakRef's target lives at least until the job that made or read it has ended.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });

  it("hands the heap's emptied pages back at once", async () => {
    const before = process.memoryUsage().heapTotal;
    let rows: unknown[] | null = Array.from({ length: 2_000_000 }, (_, id) => ({ id, title: `film ${id}` }));
    expect(rows).toHaveLength(2_000_000);
    rows = null;
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(process.memoryUsage().heapTotal - before).toBeLessThan(20 * 1024 * 1024);
  });
});
