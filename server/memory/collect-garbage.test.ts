import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
  it('collects garbage at once: an object nothing refers to any more is gone', async () => {
    const ref = new WeakRef({ films: Array.from({ length: 1000 }, (_, id) => ({ id })) });
    // A WeakRef's target lives at least until the job that made or read it has ended.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
