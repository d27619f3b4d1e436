import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness';

jest.setTimeout(120_000);

const rootDir = path.resolve(__dirname, '..');

/**
 * `npm start` right after `npm test`'s own build: nothing may be rebuilt, and an empty DATA_DIR
 * starts from the build's seed rather than loading the film world.
 */
describe('node scripts/start.mjs', () => {
  it('starts without rebuilding fresh builds, from the seed, with the memory settings, and passes SIGTERM on to a clean exit', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(rootDir, 'scripts', 'start.mjs')], {
      cwd: rootDir,
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a failed test can stop it and the server in one go.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      let healthy = false;
      while (!healthy && Date.now() < deadline && child.exitCode === null) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health/`).then((res) => res.ok, () => false);
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect({ healthy, output }).toEqual({ healthy: true, output: expect.any(String) });
      expect(output).toContain('[build] server build is fresh, not rebuilding');
      expect(output).toContain('[build] client build is fresh, not rebuilding');
      expect(output).toContain('[build] seed build is fresh, not rebuilding');
      expect(output).not.toContain('stale');
      // The whole film world is there on the first start, and it was not loaded by this start.
      while (!output.includes('"msg":"ready"') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(output).toMatch(/embedded film world, \d{2},\d{3} films/);
      expect(output).not.toContain('embedded catalogue loaded');
      expect(output).not.toContain('database migrated');

      // The server runs with the memory settings of scripts/server-launch.cjs (docs/OPERATIONS.md).
      const [serverPid] = (await fs.readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')).trim().split(' ');
      const server = { cmdline: await fs.readFile(`/proc/${serverPid}/cmdline`, 'utf8'), environ: await fs.readFile(`/proc/${serverPid}/environ`, 'utf8') };
      expect(server.cmdline.split('\0')).toEqual(expect.arrayContaining(['--max-semi-space-size=16', '--heap-growing-percent=50', path.join(rootDir, 'dist', 'server', 'server.js')]));
      expect(server.environ.split('\0')).toContain('MALLOC_ARENA_MAX=1');

      child.kill('SIGTERM');
      await expect(exited).resolves.toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
    } finally {
      if (child.exitCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
