import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer, type ServerProcess } from './harness';

jest.setTimeout(240_000);

/** The memory docs/OPERATIONS.md ("Node") tells operators to allow a node, in MB. */
async function documentedAllowanceMb(): Promise<number> {
  const operations = await fs.readFile(path.resolve(__dirname, '..', 'docs', 'OPERATIONS.md'), 'utf8');
  return Number(/allow (\d+) MB a node/.exec(operations)?.[1]);
}

async function memoryMb(pid: number | undefined): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * The process's peak (VmHWM) over its start. The start's largest allocation is V8 optimising
 * PGlite's WebAssembly on a helper thread, which ends a few seconds after the server is healthy
 * and then gives its memory back: read once the resident memory has fallen 100 MB below the
 * peak, or after a minute if it never rises that far.
 */
async function startPeakMb(server: ServerProcess): Promise<number> {
  const giveUp = Date.now() + 60_000;
  for (;;) {
    const { rss, peak } = await memoryMb(server.child.pid);
    if (peak - rss >= 100 || Date.now() > giveUp) return peak;
    await sleep(250);
  }
}

/** Issue 61, point 6: a restart peaked at 772 to 788 MB against the 700 MB the operations guide said to allow. */
describe('the memory a node is documented to need', () => {
  it('covers the peak of a first start and of a later start on the same DATA_DIR', async () => {
    const allowMb = await documentedAllowanceMb();
    expect(allowMb).toBeGreaterThan(0);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-start-memory-'));
    const peaks: number[] = [];
    try {
      for (let start = 0; start < 2; start++) {
        const server = await spawnServer(dataDir);
        try {
          peaks.push(await startPeakMb(server));
        } finally {
          await server.stop();
        }
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    for (const peak of peaks) expect(peak).toBeLessThanOrEqual(allowMb);
  });
});
