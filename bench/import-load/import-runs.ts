/**
 * The two imports under load: one person's 200,000-row export (run A), and three people's
 * 20 MB files at once (run B), each while the open-loop sampler asks for what everyone else
 * is doing (health, a catalogue read, another person's lists). Every wait ends at the run's
 * deadline, so a frozen server yields bad numbers, not a benchmark that never ends.
 */
import { IMPORT_FIELD, type ImportJob } from '../../contract/filmLogImport';
import { processMemory } from '../support';
import { type EndpointStats, type Probe, startSampler } from './open-loop';
import { startRssSampler } from './rss-sampler';
import { multipartBody, personHeaders, sendUpload, type UploadOutcome, waitForImport } from './uploads';

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

export interface Person {
  access: string;
  apiKey: string;
  ip: string;
}

export interface RunOptions {
  /** The sampler starts a request per endpoint this often. */
  intervalMs: number;
  /** From the first upload: past it the run stops waiting and reports what it saw. */
  timeoutMs: number;
}

export interface ImportOutcome {
  label: string;
  upload: UploadOutcome;
  /** 503 answers (the server busy with other uploads) whose Retry-After was waited out before sending again. */
  busyRetries: number;
  /** From the upload's first byte to done or failed (or to the deadline, then `finished` is false). */
  totalMs: number;
  job: ImportJob | null;
  finished: boolean;
}

export interface RunResult {
  endpoints: EndpointStats[];
  /** The sampler's own worst lateness: large values mean this process, not the server, was stalled. */
  lateMs: number;
  imports: ImportOutcome[];
}

/**
 * The sampled endpoints. The watcher has a few lists of its own, as someone browsing them
 * has; the catalogue read takes the most popular films in turn.
 */
export async function samplerProbes(baseUrl: string, watcher: Person, filmIds: readonly number[]): Promise<Probe[]> {
  for (const name of ['Watch with friends', 'Best of the year', 'Noir']) {
    const res = await fetch(`${baseUrl}/api/me/lists/`, {
      method: 'POST',
      headers: { ...personHeaders(watcher), 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (res.status !== 201) throw new Error(`creating a list failed: ${res.status} ${await res.text()}`);
  }
  return [
    { name: 'GET /api/health/', paths: ['/api/health/'] },
    { name: 'GET /3/movie/{id}', paths: filmIds.map((id) => `/3/movie/${id}?api_key=${watcher.apiKey}`) },
    { name: "GET /api/me/lists/ (another person's)", paths: ['/api/me/lists/'], headers: personHeaders(watcher) },
  ];
}

/** A file to import, and what the report calls it. */
export interface ImportFile {
  label: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Uploads until the server takes the file or refuses it for good: a 503 with Retry-After is waited out, within the deadline. */
async function upload(baseUrl: string, person: Person, file: ImportFile, deadline: number): Promise<{ outcome: UploadOutcome; id: number | null; busyRetries: number }> {
  const body = multipartBody({ field: IMPORT_FIELD, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes });
  for (let busyRetries = 0; ; busyRetries += 1) {
    const outcome = await sendUpload(`${baseUrl}/api/me/imports/`, personHeaders(person), body, 'fast', Math.max(1, deadline - performance.now()));
    const retryAt = outcome.status === 503 && 'retryAfterS' in outcome ? performance.now() + Math.max(1, outcome.retryAfterS ?? 0) * 1000 : Infinity;
    if (retryAt < deadline) {
      await sleepUntil(retryAt);
      continue;
    }
    if (outcome.status !== 202) return { outcome, id: null, busyRetries };
    try {
      return { outcome, id: (JSON.parse(outcome.body) as { id: number }).id, busyRetries };
    } catch {
      return { outcome, id: null, busyRetries };
    }
  }
}

async function finish(baseUrl: string, person: Person, file: ImportFile, started: number, sent: Awaited<ReturnType<typeof upload>>, deadline: number): Promise<ImportOutcome> {
  const waited = sent.id === null ? { job: null, finished: false } : await waitForImport(baseUrl, person, sent.id, deadline);
  return { label: file.label, upload: sent.outcome, busyRetries: sent.busyRetries, totalMs: Math.round(performance.now() - started), ...waited };
}

/** How long run A samples before its upload: this machine's floor, to read the import's numbers against. */
export const IDLE_MS = 5_000;

/** Run A: one person imports `file` while the others are sampled, until the job ends. */
export async function runOneImport(baseUrl: string, probes: readonly Probe[], importer: Person, file: ImportFile, options: RunOptions): Promise<RunResult & { idle: EndpointStats[] }> {
  const idle = startSampler(baseUrl, probes, options.intervalMs);
  await sleepUntil(performance.now() + IDLE_MS);
  const { endpoints: idleEndpoints } = await idle.stop();
  const sampler = startSampler(baseUrl, probes, options.intervalMs);
  const started = performance.now();
  const deadline = started + options.timeoutMs;
  const outcome = await finish(baseUrl, importer, file, started, await upload(baseUrl, importer, file, deadline), deadline);
  const sampled = await sampler.stop();
  return { ...sampled, imports: [outcome], idle: idleEndpoints };
}

export interface MemoryResult {
  /** Before the first upload, once the server's start has settled. */
  beforeMb: number | null;
  /**
   * The highest RSS read every RSS_EVERY_MS from the first upload to the last reading (not
   * VmHWM: the server's own start peaks higher than any import, at about 750 MB).
   */
  peakMb: number;
  afterUploadsMb: number | null;
  afterImportsMb: number | null;
  /** From the first upload's first byte to the last upload's answer (or the deadline). */
  uploadsMs: number;
  importsMs: number;
}

const RSS_EVERY_MS = 100;
/** A server's RSS right after its start is high and falls within seconds: the run starts after it has. */
const START_SETTLE_MS = 3_000;

/**
 * Run B: every person uploads their file at once, sampled until every job has ended; the
 * server's memory is followed throughout, then read `settleMs` after the last upload was
 * answered and `settleMs` after the last import ended.
 */
export async function runConcurrentImports(
  server: { url: string; pid: number | undefined },
  probes: readonly Probe[],
  uploads: ReadonlyArray<{ person: Person; file: ImportFile }>,
  options: RunOptions & { settleMs: number },
): Promise<RunResult & { memory: MemoryResult }> {
  await sleepUntil(performance.now() + START_SETTLE_MS);
  const beforeMb = (await processMemory(server.pid))?.rssMb ?? null;
  const rss = startRssSampler(server.pid, RSS_EVERY_MS);
  const sampler = startSampler(server.url, probes, options.intervalMs);
  const started = performance.now();
  const deadline = started + options.timeoutMs;
  const sent = await Promise.all(uploads.map(({ person, file }) => upload(server.url, person, file, deadline)));
  const uploadsDone = performance.now();
  const afterUploads = sleepUntil(uploadsDone + options.settleMs).then(() => processMemory(server.pid));
  const imports = await Promise.all(uploads.map(({ person, file }, index) => finish(server.url, person, file, started, sent[index] as (typeof sent)[number], deadline)));
  const importsDone = performance.now();
  const sampled = await sampler.stop();
  const afterUploadsMb = (await afterUploads)?.rssMb ?? null;
  await sleepUntil(importsDone + options.settleMs);
  const after = await processMemory(server.pid);
  const { peakMb } = await rss.stop();
  return {
    ...sampled,
    imports,
    memory: {
      beforeMb,
      peakMb,
      afterUploadsMb,
      afterImportsMb: after?.rssMb ?? null,
      uploadsMs: Math.round(uploadsDone - started),
      importsMs: Math.round(importsDone - started),
    },
  };
}

/** One import in words: how its upload was answered, and its job's end and report. */
export function describeImport(outcome: ImportOutcome): string {
  const { upload: sent, job } = outcome;
  const retried = outcome.busyRetries > 0 ? ` after ${outcome.busyRetries} busy answers (503) waited out` : '';
  const answer = typeof sent.status === 'number' ? `upload answered ${sent.status} in ${sent.ms} ms${retried}` : `upload got no answer (${sent.status} after ${sent.ms} ms)${retried}`;
  const refused = typeof sent.status === 'number' && sent.status !== 202 ? `: ${sent.body.slice(0, 160)}` : '';
  if (!job) return `${outcome.label}: ${answer}${refused}; no poll answered before the deadline (${outcome.totalMs} ms).`;
  const state = outcome.finished ? job.status : `still ${job.status} at the deadline`;
  const progress = `${job.processed.toLocaleString('en')} of ${job.total.toLocaleString('en')} rows processed`;
  const report = job.report
    ? `; matched ${job.report.matched.toLocaleString('en')}, unmatched ${job.report.unmatched.toLocaleString('en')}; created ` +
      Object.entries(job.report.created).map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`).join(', ') +
      `; skipped as already there ${job.report.skipped_existing.toLocaleString('en')}`
    : '';
  const error = job.error ? `; error: ${job.error}` : '';
  return `${outcome.label}: ${answer}; ${state} after ${(outcome.totalMs / 1000).toFixed(1)} s (upload to end), ${progress}${report}${error}.`;
}
