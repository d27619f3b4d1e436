import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { collectGarbage } from './give-back';

const run = promisify(execFile);


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

/**
 * What a trim gives back, measured in a process of its own: in a jest worker other suites'
 * garbage and the collector's background sweeping move the resident size while it is read.
 * 4,000 blocks of 20 kB (below glibc's mmap threshold, so from a malloc arena); every 40th stays
 * alive, so the free space lies below live blocks, where free() never returns it. RssAnon is the
 * process's memory not backed by a file: where malloc's free pages show.
 */
const TRIM_PROBE = `
  const fs = await import('node:fs');
  const { mallocTrim } = await import(${JSON.stringify(path.join(__dirname, 'give-back.ts'))});
  const anonymousMb = () => Number(/RssAnon:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
  const trim = await mallocTrim();
  let blocks = Array.from({ length: 4000 }, () => Buffer.alloc(20_000, 1));
  const kept = blocks.filter((_, index) => index % 40 === 0);
  blocks = undefined;
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const freedButResident = anonymousMb();
  const trimmed = trim?.();
  console.log(JSON.stringify({ trimmed, releasedMb: freedButResident - anonymousMb(), kept: kept.length }));
`;

describe('mallocTrim', () => {
  it("gives the pages of freed allocations back, which glibc's free alone keeps", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--expose-gc', '--input-type=module', '-e', TRIM_PROBE]);
    const probe = JSON.parse(stdout) as { trimmed?: boolean; releasedMb: number; kept: number };

    expect(probe.trimmed).toBe(true);
    expect(probe.releasedMb).toBeGreaterThan(30);
    expect(probe.kept).toBe(100);
  });
});
