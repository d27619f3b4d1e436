import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/harness';

export const ROOT = path.resolve(__dirname, '..');

/** The CPU model as /proc/cpuinfo names it, for the measurement notes. */
export function cpuModel(): string {
  const cpuinfo = fs.readFileSync('/proc/cpuinfo', 'utf8');
  return /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
}

interface BenchServer {
  url: string;
  child: ChildProcess;
  /** Spawn to the first healthy answer. */
  startupMs: number;
}

/**
 * The production server (dist/server/server.js, what `npm start` runs; the bench scripts build
 * it first) on a free loopback port, without the developer's database, TMDB key or Redis
 * unless env sets them.
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', TMDB_API_KEY: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    if (await fetch(`${url}/api/health/`).then((res) => res.ok, () => false)) return { url, child, startupMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SIGTERM and the exit code, or the code it already exited with. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}
