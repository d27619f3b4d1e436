/**
 * `npm run bench:import` (issue 38, "One person's import never stops the server"): the compiled
 * server while imports run, each part on a fresh DATA_DIR:
 * A. one person imports a 200,000-row Letterboxd export while an open-loop sampler asks, at a
 *    fixed rate, for health, a catalogue read and another person's lists;
 * B. three people upload a 20 MB diary CSV each at once, same sampler, and the server's RSS;
 * C. files 2% over each upload limit (import 20 MiB, photo 5 MiB), in one write and trickled.
 * Every wait has a deadline, so a server that freezes gives bad numbers, not a bench that hangs.
 * Writes the "Import under load" section of docs/PERFORMANCE.md.
 *
 * Environment: IMPORT_BENCH_DATABASE_URL (a PostgreSQL server that may create databases: the
 * runs on it instead of PGlite, in a section of their own), IMPORT_BENCH_TIMEOUT_S (70: how long a run waits for its imports),
 * IMPORT_BENCH_SETTLE_S (30: when run B reads the RSS again), IMPORT_BENCH_PROBE_TRIES (50).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_MAX_BYTES } from '../contract/filmLogImport';
import { cpuModel, popularIds, ROOT, startServer, stopServer } from './support';
import { BENCH_DATABASE_URL, newPerson, onFreshServer } from './import-load/fresh-server';
import { describeImport, IDLE_MS, type ImportFile, type ImportOutcome, type Person, type RunResult, runConcurrentImports, runOneImport, samplerProbes } from './import-load/import-runs';
import { EXPORT_PLAN, LARGE_CSV_BYTES, largeDiaryCsv, letterboxdExport, type LetterboxdExport } from './import-load/letterboxd-export';
import { endpointTable, type EndpointStats, SAMPLE_TIMEOUT_MS } from './import-load/open-loop';
import { OVER_LIMIT, oversizeCases, type OversizeResult, oversizeTable, probeOversize } from './import-load/oversize-probe';
import { SLOW_CHUNK_DELAY_MS } from './import-load/uploads';

const TIMEOUT_MS = Number(process.env.IMPORT_BENCH_TIMEOUT_S ?? 70) * 1000;
const SETTLE_MS = Number(process.env.IMPORT_BENCH_SETTLE_S ?? 30) * 1000;
const PROBE_TRIES = Number(process.env.IMPORT_BENCH_PROBE_TRIES ?? 50);
const SAMPLE_EVERY_MS = 20;
const RUN_TIMING = { intervalMs: SAMPLE_EVERY_MS, timeoutMs: TIMEOUT_MS };
/** Refused uploads per account in the probe: a limit on one person's refusals should not be what it measures. */
const PROBE_TRIES_PER_ACCOUNT = 10;
/** A node holds three imports' uploads at once; a fourth at once would be refused as busy (503), not for its size. */
const PROBE_CONCURRENCY = 3;

const TARGETS = { p99Ms: 100, importS: 60, peakMb: 500, afterMb: 300 };
/** Each database its own section: the embedded one by default, PostgreSQL with IMPORT_BENCH_DATABASE_URL. */
const SECTION = BENCH_DATABASE_URL ? '## Import under load (PostgreSQL)' : '## Import under load';

const benchStarted = performance.now();
/** Where the benchmark is, on stderr: a run that waits out its deadline says so while it waits. */
const step = (message: string) => process.stderr.write(`[bench:import ${Math.round((performance.now() - benchStarted) / 1000)} s] ${message}\n`);
const mark = (met: boolean) => (met ? '✓' : '✗ missed');
const thousands = (n: number) => n.toLocaleString('en');

interface Inputs {
  tmp: string;
  template: string;
  letterboxd: LetterboxdExport;
  largeCsvs: Array<{ csv: Buffer; rows: number }>;
  filmIds: number[];
}

/** The template DATA_DIR (one first start) and the files to upload, in `tmp`. */
async function prepare(tmp: string): Promise<Inputs> {
  step('first start of the template DATA_DIR, and the files to upload');
  const template = path.join(tmp, 'template');
  const firstStart = startServer({ DATA_DIR: template }).then((server) => stopServer(server.child));
  const files = Promise.all([letterboxdExport(), ...[1, 2, 3].map((seed) => largeDiaryCsv(seed))]);
  // Both settled before either fails the benchmark: no server is left running behind it.
  await Promise.allSettled([firstStart, files]);
  await firstStart;
  const [letterboxd, ...largeCsvs] = await files;
  // On disk too, to look at after a surprising run; the temporary folder goes at the end.
  await fs.writeFile(path.join(tmp, 'letterboxd.zip'), letterboxd.zip);
  for (const [index, csv] of largeCsvs.entries()) await fs.writeFile(path.join(tmp, `reviews-${index + 1}.csv`), csv.csv);
  return { tmp, template, letterboxd, largeCsvs, filmIds: (await popularIds()).films };
}

function samplerTargets(run: RunResult): string {
  const p99 = run.endpoints.every((e) => e.p99 <= TARGETS.p99Ms && e.failed === 0);
  const over = run.endpoints.every((e) => e.over1s === 0);
  return `${mark(p99)} every endpoint's p99 ≤ ${TARGETS.p99Ms} ms, ${mark(over)} none over 1 s`;
}

const importDone = (outcome: ImportOutcome) => outcome.finished && outcome.job?.status === 'done';

/** A run's part of the section, printed as soon as it is known. */
function runSection(title: string, run: RunResult & { idle?: EndpointStats[] }, notes: string[]): string[] {
  const section = [
    `### ${title}`,
    '',
    ...notes,
    ...run.imports.map((outcome) => `- ${describeImport(outcome)}`),
    `- Sampler: one request per endpoint every ${SAMPLE_EVERY_MS} ms from the first upload until the imports ended, ` +
      `latency from when each was due; at worst ${run.lateMs} ms late to start (this process's own stall).`,
    '',
    endpointTable(run.endpoints),
    '',
    ...(run.idle ? [`The same sampler for ${IDLE_MS / 1000} s before the upload, the server idle (this machine's floor):`, '', endpointTable(run.idle), ''] : []),
  ];
  process.stdout.write(`${section.join('\n')}\n`);
  return section;
}

async function oneImport(inputs: Inputs): Promise<string[]> {
  step(`A: one person imports the 200,000-row export (at most ${TIMEOUT_MS / 1000} s)`);
  const { letterboxd } = inputs;
  const run = await onFreshServer(inputs.template, path.join(inputs.tmp, 'run-a'), async ({ url }) => {
    const probes = await samplerProbes(url, await newPerson(url), inputs.filmIds);
    const file = { label: 'letterboxd.zip', fileName: 'letterboxd.zip', contentType: 'application/zip', bytes: letterboxd.zip };
    return runOneImport(url, probes, await newPerson(url), file, RUN_TIMING);
  });
  const [outcome] = run.result.imports;
  const files = Object.entries(letterboxd.rows).filter(([name]) => !name.startsWith('lists/'));
  return runSection('A. One person imports 200,000 rows', run.result, [
    `- ${mark(!!outcome && importDone(outcome) && outcome.totalMs <= TARGETS.importS * 1000)} import done within ${TARGETS.importS} s; ${samplerTargets(run.result)}.`,
    `- The export: ${thousands(letterboxd.zip.length)} bytes zipped; rows ${files.map(([name, rows]) => `${name} ${thousands(rows)}`).join(', ')}, ` +
      `and ${EXPORT_PLAN.lists.length} lists of ${Math.min(...EXPORT_PLAN.lists)} to ${Math.max(...EXPORT_PLAN.lists)} films; ` +
      `about 5% of the titles are not in the catalogue. ${run.exit}.`,
  ]);
}

async function threeImports(inputs: Inputs): Promise<string[]> {
  step(`B: three people upload a 20 MB CSV each (at most ${TIMEOUT_MS / 1000} s, then ${SETTLE_MS / 1000} s more)`);
  const run = await onFreshServer(inputs.template, path.join(inputs.tmp, 'run-b'), async (server) => {
    const probes = await samplerProbes(server.url, await newPerson(server.url), inputs.filmIds);
    const uploads: Array<{ person: Person; file: ImportFile }> = [];
    for (const [index, { csv }] of inputs.largeCsvs.entries()) {
      const name = `reviews-${index + 1}.csv`;
      uploads.push({ person: await newPerson(server.url), file: { label: name, fileName: name, contentType: 'text/csv', bytes: csv } });
    }
    return runConcurrentImports(server, probes, uploads, { ...RUN_TIMING, settleMs: SETTLE_MS });
  });
  const { memory } = run.result;
  const mb = (value: number | null) => (value === null ? 'no reading (the server had exited)' : `${value} MB`);
  const settle = `${SETTLE_MS / 1000} s`;
  return runSection('B. Three people upload a 20 MB CSV each at once', run.result, [
    `- ${mark(run.result.imports.every(importDone) && memory.importsMs <= TARGETS.importS * 1000)} all three done within ${TARGETS.importS} s; ` +
      `${samplerTargets(run.result)}; ${mark(memory.peakMb <= TARGETS.peakMb)} peak RSS ≤ ${TARGETS.peakMb} MB; ` +
      `${mark(memory.afterUploadsMb !== null && memory.afterUploadsMb <= TARGETS.afterMb)} ≤ ${TARGETS.afterMb} MB ${settle} after the uploads.`,
    `- The files: ${inputs.largeCsvs.map(({ csv, rows }) => `${thousands(csv.length)} bytes, ${thousands(rows)} rows`).join('; ')} ` +
      `(Letterboxd's reviews.csv columns, a review on every viewing, read as a diary; under the ${IMPORT_MAX_BYTES / 2 ** 20} MiB cap and the diary's 50,000 entries).`,
    `- Server RSS (VmRSS every 100 ms): ${mb(memory.beforeMb)} before the uploads; peak ${memory.peakMb} MB; ` +
      `${mb(memory.afterUploadsMb)} ${settle} after the last upload was answered or given up on (${(memory.uploadsMs / 1000).toFixed(1)} s after the first byte); ` +
      `${mb(memory.afterImportsMb)} ${settle} after the last import ended (${(memory.importsMs / 1000).toFixed(1)} s after the first byte). ${run.exit}.`,
  ]);
}

async function oversize(inputs: Inputs): Promise<string[]> {
  step(`C: files over the upload limits, ${PROBE_TRIES} tries each way`);
  const run = await onFreshServer(inputs.template, path.join(inputs.tmp, 'probe'), async ({ url }) => {
    const results: OversizeResult[] = [];
    for (const testCase of await oversizeCases()) {
      for (const pace of ['fast', 'slow', 'chunked'] as const) {
        step(`C: ${testCase.name}, ${pace}`);
        const options = { tries: PROBE_TRIES, triesPerAccount: PROBE_TRIES_PER_ACCOUNT, concurrency: PROBE_CONCURRENCY };
        results.push(await probeOversize(url, testCase, pace, () => newPerson(url), options));
      }
    }
    return results;
  });
  const accepted = run.result.reduce((sum, result) => sum + result.accepted, 0);
  const section = [
    `### C. Files ${Math.round(OVER_LIMIT * 100 - 100)}% over an upload limit`,
    '',
    `- ${mark(accepted === 0)} none accepted (${accepted} of ${run.result.reduce((sum, result) => sum + result.tries, 0)}). ${run.exit}.`,
    `- The import's file is a diary CSV valid but for its size, the photo a real JPEG padded after its end marker. Fast: the ` +
      `multipart body in one write; slow: 64 KiB every ${SLOW_CHUNK_DELAY_MS} ms with its length declared, stopped once the server ` +
      `answers; chunked: as slow, no length declared (chunked transfer encoding), so only the bytes that arrive can tell the size. ` +
      `${PROBE_CONCURRENCY} at a time, each sender a person on an address of its own, a new one every ${PROBE_TRIES_PER_ACCOUNT} tries. 413 is the limit; ` +
      '429 and 503 are refusals of another kind; "no answer" is a connection closed before any status, or none within 30 s.',
    '',
    oversizeTable(run.result),
    '',
  ];
  process.stdout.write(`${section.join('\n')}\n`);
  return section;
}

function preamble(): string[] {
  const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
  return [
    SECTION,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:import\` (bench/import-load.ts) on ${os.availableParallelism()} cores ` +
      `(${cpuModel()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${BENCH_DATABASE_URL ? 'PostgreSQL 15 on the same machine' : 'PGlite'}; the benchmark's client runs on the same cores. ` +
      `Each part on a fresh DATA_DIR; a run stops waiting ${TIMEOUT_MS / 1000} s after its first upload; a sampled request without an answer ` +
      `after ${SAMPLE_TIMEOUT_MS / 1000} s counts as that slow and as "no answer". Whole benchmark: ${Math.round((performance.now() - benchStarted) / 1000)} s; ` +
      `load average at the end ${load} (1, 5, 15 min).`,
    '',
    `Targets (issue 38): sampled p99 ≤ ${TARGETS.p99Ms} ms and none over 1 s during any import; the 200,000-row import done within ` +
      `${TARGETS.importS} s; with three ${LARGE_CSV_BYTES / 1e6} MB uploads at once peak RSS ≤ ${TARGETS.peakMb} MB and ≤ ${TARGETS.afterMb} MB ` +
      `${SETTLE_MS / 1000} s after; no upload over its limit accepted.`,
    '',
  ];
}

/** Replaces the section in docs/PERFORMANCE.md, or adds it at the end. */
async function writeSection(parts: string[]): Promise<void> {
  const file = path.join(ROOT, 'docs', 'PERFORMANCE.md');
  const current = await fs.readFile(file, 'utf8').catch(() => '# Performance\n\n');
  const heading = SECTION.replace(/[()]/g, '\\$&');
  const without = current.replace(new RegExp(`${heading}\\n[\\s\\S]*?(?=\\n## |$)`), '').trimEnd();
  await fs.writeFile(file, `${without}\n\n${parts.join('\n')}`);
}

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-bench-import-'));
  try {
    const inputs = await prepare(tmp);
    const parts = [...(await oneImport(inputs)), ...(await threeImports(inputs)), ...(await oversize(inputs))];
    await writeSection([...preamble(), ...parts]);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
