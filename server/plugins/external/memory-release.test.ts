import Fastify, { type FastifyInstance } from 'fastify';
import memoryRelease from './memory-release';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the memory release plugin', () => {
  let app: FastifyInstance;
  let releases: number;
  let collections: number;

  beforeEach(async () => {
    releases = 0;
    collections = 0;
    app = Fastify();
    await app.register(memoryRelease, {
      release: () => (releases += 1) > 0,
      collect: () => (collections += 1),
      loadRequests: 50,
      collectAfterMs: 600,
      quietMs: 100,
      busyEveryMs: 400,
      settleMs: 250,
    });
    app.get('/', async () => 'ok');
  });

  afterEach(async () => {
    await app.close();
  });

  it('releases at every check while the start settles, then nothing while idle', async () => {
    await app.ready();
    expect(releases).toBe(0);
    await sleep(600);
    const settled = releases;
    // Checks every 100 ms for 250 ms: two, or one or three with a late timer.
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(settled).toBeLessThanOrEqual(3);
    await sleep(500);
    expect(releases).toBe(settled);
  });

  it('collects garbage once a load has been over for a while, never during it, soon after it nor after a few requests', async () => {
    await app.ready();
    await sleep(600);
    await Promise.all(Array.from({ length: 20 }, () => app.inject('/')));
    await sleep(800);
    expect(collections).toBe(0);
    const releasesBefore = releases;
    for (let round = 0; round < 3; round++) {
      await Promise.all(Array.from({ length: 20 }, () => app.inject('/')));
      expect(collections).toBe(0);
    }
    await sleep(300);
    expect(collections).toBe(0);
    await sleep(600);
    expect(collections).toBe(1);
    // The collected pages are handed back by a release of their own.
    expect(releases).toBeGreaterThanOrEqual(releasesBefore + 2);
    await sleep(800);
    expect(collections).toBe(1);
  });

  it('releases once after a burst of requests has gone quiet', async () => {
    await app.ready();
    await sleep(600);
    const before = releases;
    await Promise.all(Array.from({ length: 20 }, () => app.inject('/')));
    await sleep(300);
    expect(releases).toBe(before + 1);
    await sleep(500);
    expect(releases).toBe(before + 1);
  });

  it('still releases under traffic that never pauses', async () => {
    await app.ready();
    await sleep(600);
    const before = releases;
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      await app.inject('/');
      await sleep(20);
    }
    // One every 400 ms of the 1.5 s, give or take a stalled timer on a busy machine; not one per tick.
    expect(releases - before).toBeGreaterThanOrEqual(2);
    expect(releases - before).toBeLessThanOrEqual(6);
  });
});
