/**
 * `npm run bench:memory`: the server's resident memory on the embedded database (PGlite), as
 * `npm start` runs it (the compiled server, one process). Three figures, each read from
 * /proc once the process has settled:
 * - idle after a first start (fresh DATA_DIR: the seed's copy, migrations), and the start's peak;
 * - idle after a later start of the same DATA_DIR, and the start's peak: VmHWM, the most the
 *   process held at once from its spawn, read once it has settled (V8 optimising PGlite's
 *   WebAssembly peaks a few seconds after the server is healthy), and the RSS when it first was;
 * - during and after `npm run loadtest` on the embedded database (its own fresh DATA_DIR), read
 *   from the load test's server every half second: the peak (VmHWM), the last reading while its
 *   users were still busy, and the reading after the server has been idle MEMORY_AFTER_LOAD_MS.
 * RSS does not depend on how busy the cores are, so these figures hold on a shared machine;
 * the load test's throughput does not (run `npm run loadtest` alone on a quiet machine for it).
 *
 * Environment: MEMORY_SETTLE_MS (30000), MEMORY_AFTER_LOAD_MS (30000: issue 64 asks for the RSS 30 s after the load), and the load test's own
 * (LOADTEST_DURATION, …).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOAD_OVER, ROOT, cpuModel, processMemory, startServer, stopServer } from './support';

// A server gives its start's memory back over about 15 s after it is ready (V8 shrinking its
// heap once idle, then malloc_trim): read 5 s after a first start it was 695 MB, 30 s after 218.
const SETTLE_MS = Number(process.env.MEMORY_SETTLE_MS ?? 30_000);
const AFTER_LOAD_MS = Number(process.env.MEMORY_AFTER_LOAD_MS ?? 30_000);

type Status = NonNullable<Awaited<ReturnType<typeof processMemory>>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleRss(env: Record<string, string>): Promise<Status & { startupMs: number; healthyMb: number }> {
  const server = await startServer(env);
  try {
    const healthy = await processMemory(server.child.pid ?? 0);
    await sleep(SETTLE_MS);
    const read = await processMemory(server.child.pid ?? 0);
    if (!read || !healthy) throw new Error('the server exited while idle');
    return { ...read, startupMs: server.startupMs, healthyMb: healthy.rssMb };
  } finally {
    await stopServer(server.child);
  }
}

/** The processes under pid, by their parent in /proc/<pid>/stat. */
async function descendants(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name in parentheses may hold spaces: the fields after its closing one are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(entry), ppid);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

async function isServer(pid: number): Promise<boolean> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.split('\0').some((arg) => arg.endsWith(path.join('dist', 'server', 'server.js')));
}

/** Runs the load test on the embedded database and follows its server's memory. */
async function underLoad(): Promise<{ busy: Status; after: Status; output: string; exitCode: number | null }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'bench', 'loadtest.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOADTEST_TARGETS: 'pglite', LOADTEST_LINGER_MS: String(AFTER_LOAD_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let server: number | undefined;
  let last: Status | undefined;
  let busy: Status | undefined;
  while (child.exitCode === null) {
    if (server === undefined) {
      for (const pid of await descendants(child.pid ?? 0)) if (await isServer(pid)) server = pid;
    } else {
      if (!busy && output.includes(LOAD_OVER)) busy = last;
      last = (await processMemory(server)) ?? last;
    }
    await Promise.race([exited, sleep(500)]);
  }
  if (!busy || !last) throw new Error('the load test ended before its server could be read under load and after it');
  return { busy, after: last, output, exitCode: await exited };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-memory-'));
  try {
    const first = await idleRss({ DATA_DIR: dataDir });
    const later = await idleRss({ DATA_DIR: dataDir });
    const load = await underLoad();
    const summary = /Timed window: (.+)/.exec(load.output)?.[1] ?? '(no summary: see the output above)';
    process.stdout.write(
      [
        `Measured ${new Date().toISOString()} by \`npm run bench:memory\` (bench/memory.ts) on ${os.availableParallelism()} cores ` +
          `(${cpuModel()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PGlite; load average ` +
          `${os.loadavg().map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min).`,
        '',
        `- Idle ${SETTLE_MS / 1000} s after a first start (fresh DATA_DIR, ${first.startupMs} ms): ${first.rssMb} MB; ` +
          `start-up peak (VmHWM) ${first.peakMb} MB, ${first.healthyMb} MB when first healthy.`,
        `- Idle ${SETTLE_MS / 1000} s after a later start (${later.startupMs} ms): ${later.rssMb} MB; ` +
          `start-up peak (VmHWM) ${later.peakMb} MB, ${later.healthyMb} MB when first healthy.`,
        `- \`npm run loadtest\` on the embedded database (a first start, then the load): ${load.busy.rssMb} MB at the end of the load, ` +
          `${load.after.rssMb} MB ${AFTER_LOAD_MS / 1000} s after it, peak ${load.after.peakMb} MB.`,
        `- The load test's window (not comparable on a shared machine): ${summary}`,
        '',
      ].join('\n'),
    );
    if (load.exitCode !== 0) {
      process.stderr.write(`the load test failed (exit code ${load.exitCode}):\n${load.output}\n`);
      process.exitCode = 1;
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
