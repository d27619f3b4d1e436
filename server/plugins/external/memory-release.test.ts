import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { releaseLoadMemory } from '../../catalogue/film-world';
import memoryRelease, { mallocTrim } from './memory-release';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Memory of the process's own, not backed by a file: where malloc's free pages show. */
const anonymousMb = () => Number(/RssAnon:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

describe('mallocTrim', () => {
  it("gives the pages of freed allocations back, which glibc's free alone keeps", async () => {
    const trim = await mallocTrim();
    expect(trim).toBeDefined();
    // 4,000 blocks of 20 kB (below glibc's mmap threshold, so from a malloc arena); every 40th stays
    // alive, so the free space lies below live blocks, where free() never returns it.
    let blocks: Buffer[] | undefined = Array.from({ length: 4000 }, () => Buffer.alloc(20_000, 1));
    const kept = blocks.filter((_, index) => index % 40 === 0);
    blocks = undefined;
    releaseLoadMemory();
    const freedButResident = anonymousMb();

    expect(trim?.()).toBe(true);

    expect(freedButResident - anonymousMb()).toBeGreaterThan(30);
    expect(kept).toHaveLength(100);
  });
});

describe('the memory release plugin', () => {
  let app: FastifyInstance;
  let releases: number;

  beforeEach(async () => {
    releases = 0;
    app = Fastify();
    await app.register(memoryRelease, { release: () => (releases += 1) > 0, quietMs: 100, busyEveryMs: 400, settleMs: 250 });
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
