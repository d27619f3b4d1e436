/**
 * `npm run bench:pglite-memory`: what the embedded database's memory is made of. Every row is
 * a fresh process (`node --import tsx --expose-gc`, garbage collected before each reading) so
 * readings do not mix; deltas are against the process's own start, since tsx and the modules
 * cost the same in every row.
 * - bare: `PGlite.create` on a fresh directory (initdb) and then on the existing one, with
 *   PGlite's defaults: resident memory and the size of PGlite's WebAssembly memory.
 * - server path, for each set of PostgreSQL settings: openDatabase on a fresh DATA_DIR,
 *   migrations, the film world's load, queries over the whole catalogue; then a second process
 *   opening the same DATA_DIR (a later start) and running the same queries.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadFilmWorld } from '../server/catalogue/catalogue-store';
import { searchFilms } from '../server/catalogue/search';
import { TitleIndex } from '../server/catalogue/title-index';
import { openDatabase, PGLITE_SETTINGS, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { ROOT, cpuModel } from './support';

const VARIANTS: Array<{ name: string; settings: Record<string, string>; nodeFlags?: string[] }> = [
  { name: "PGlite's defaults (shared_buffers 128MB, maintenance_work_mem 64MB)", settings: {} },
  { name: 'shared_buffers 32MB', settings: { shared_buffers: '32MB' } },
  { name: `shipped: ${Object.entries(PGLITE_SETTINGS).map(([name, value]) => `${name} ${value}`).join(', ')}`, settings: { ...PGLITE_SETTINGS } },
  { name: 'shared_buffers 8MB, maintenance_work_mem 16MB', settings: { shared_buffers: '8MB', maintenance_work_mem: '16MB' } },
  { name: 'shipped, node --liftoff-only (no optimised WebAssembly code)', settings: { ...PGLITE_SETTINGS }, nodeFlags: ['--liftoff-only'] },
];

interface Reading {
  phase: string;
  rssMb: number;
  wasmMb?: number;
}

function rssMb(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function settled(phase: string, wasmMb?: number): Reading {
  (globalThis as { gc?: () => void }).gc?.();
  return { phase, rssMb: rssMb(), ...(wasmMb === undefined ? {} : { wasmMb }) };
}

/** Queries that read every catalogue table through, as a long-running server eventually has. */
async function touchCatalogue(db: Database): Promise<void> {
  await db.query('select count(*), sum(length(title)) from movies');
  await db.query('select count(*), sum(length(name)) from people');
  await db.query('select count(*) from movie_credits');
  const titles = await TitleIndex.read(db);
  for (const query of ['godfather', 'star wars', 'matrix', 'amelie', 'love', 'the']) {
    await searchFilms(db, titles, { query, page: 1, includeAdult: false });
  }
}

async function probe(mode: string, dir: string, settings: Record<string, string>): Promise<Reading[]> {
  const readings = [settled('process start')];
  if (mode === 'bare') {
    fs.mkdirSync(dir, { recursive: true });
    const heapMb = (db: PGlite) => Math.round(db.Module.HEAPU8.byteLength / 2 ** 20);
    const fresh = await PGlite.create(path.join(dir, 'bare'));
    readings.push(settled('PGlite.create, fresh directory (initdb)', heapMb(fresh)));
    await fresh.close();
    readings.push(settled('closed'));
    const again = await PGlite.create(path.join(dir, 'bare'));
    readings.push(settled('PGlite.create again in the same process, existing directory', heapMb(again)));
    await again.close();
    return readings;
  }
  const db = await openDatabase({ dataDir: dir, pgliteSettings: settings });
  readings.push(settled(mode === 'first' ? 'open, fresh DATA_DIR (initdb)' : 'open, existing DATA_DIR'));
  if (mode === 'first') {
    await migrate(db);
    readings.push(settled('migrations'));
    await loadFilmWorld(db);
    readings.push(settled("the film world's load"));
  }
  await touchCatalogue(db);
  readings.push(settled('queries over the whole catalogue'));
  await db.close();
  return readings;
}

function child(mode: string, dir: string, settings: Record<string, string>, nodeFlags: string[] = []): Reading[] {
  const result = spawnSync(
    process.execPath,
    [...nodeFlags, '--expose-gc', '--import', 'tsx', __filename, mode, dir, JSON.stringify(settings)],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`the ${mode} probe failed (exit code ${result.status})`);
  return JSON.parse(result.stdout) as Reading[];
}

function table(readings: Reading[]): string[] {
  const start = readings[0]?.rssMb ?? 0;
  return readings.map(
    (reading) => `| ${reading.phase} | ${reading.rssMb} | +${reading.rssMb - start} | ${reading.wasmMb === undefined ? '-' : reading.wasmMb} |`,
  );
}

async function main(): Promise<void> {
  const [mode, dir, settings] = process.argv.slice(2);
  if (mode && dir) {
    process.stdout.write(JSON.stringify(await probe(mode, dir, JSON.parse(settings ?? '{}') as Record<string, string>)));
    return;
  }
  const lines = [
    `Measured ${new Date().toISOString()} by \`npm run bench:pglite-memory\` (bench/pglite-memory.ts) on ${os.availableParallelism()} cores ` +
      `(${cpuModel()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, @electric-sql/pglite ` +
      `${JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string}.`,
    '',
    '| Phase | RSS MB | over the process start | WebAssembly memory MB |',
    '|---|---:|---:|---:|',
  ];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
  try {
    lines.push('| **bare PGlite, its defaults** | | | |', ...table(child('bare', path.join(tmp, 'bare'), {})));
    VARIANTS.forEach((variant, index) => {
      const dir = path.join(tmp, String(index));
      lines.push(`| **${variant.name}**: first start | | | |`, ...table(child('first', dir, variant.settings, variant.nodeFlags)));
      lines.push(`| later start | | | |`, ...table(child('later', dir, variant.settings, variant.nodeFlags)));
    });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
