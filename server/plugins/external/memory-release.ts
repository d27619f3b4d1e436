import fp from 'fastify-plugin';
import { collectGarbage, mallocTrim, type ReleaseMemory } from '../../memory/give-back';

export interface MemoryReleaseOptions {
  /** The release; the C library's own by default. */
  release?: ReleaseMemory;
  /** How long without a request before the freed memory goes back. */
  quietMs?: number;
  /** Under steady traffic, at most this long between releases. */
  busyEveryMs?: number;
  /** After the start, release this long at every check, whatever happens. */
  settleMs?: number;
  /** A full garbage collection; V8's own by default. */
  collect?: () => void;
  /** Requests since the last collection that make a load worth collecting after, once quiet. */
  loadRequests?: number;
  /** How long without a request before a load is collected after. */
  collectAfterMs?: number;
}

/**
 * After a load, V8 keeps the heap it grew for it (its memory reducer shrinks it slowly, over
 * minutes): 30 s after the load test the server held 324 MB, 94 MB of it V8's pages, where a
 * full collection then gave back 23 to 40 MB (issue 64: at most 300 MB 30 s after the load).
 * So a node that took this many requests since its last collection and then none for
 * COLLECT_AFTER_MS collects once, before the release hands the freed pages back; the pause (tens
 * of ms) keeps nobody waiting. Not sooner: the next burst would start on a shrunk heap and regrow
 * it (alternate 5 s loads on two servers, 1 s after each: 10 % fewer requests per second).
 */
const LOAD_REQUESTS = 1000;
const COLLECT_AFTER_MS = 10_000;

/**
 * Gives free memory back at every check (a second apart) for 5 s after the start, then once the
 * server has been quiet for a second after serving, and every 10 s under steady traffic; an idle
 * server does no work. The start is special because memory is still being freed after the
 * server is ready: its first queries, and V8 optimising PGlite's WebAssembly, which on Node 24
 * peaks at about 650 MB and falls back 2 s after the server is ready. A release walks every
 * malloc arena: a few ms on the main thread.
 */
export default fp<MemoryReleaseOptions>(
  async (app, { release: given, quietMs = 1000, busyEveryMs = 10_000, settleMs = 5000, collect = collectGarbage, loadRequests = LOAD_REQUESTS, collectAfterMs = COLLECT_AFTER_MS }) => {
    const release = given ?? (await mallocTrim());
    if (!release) return;
    let settlingUntil = -Infinity;
    let lastRequest = 0;
    let lastRelease = 0;
    let servedSince = false;
    let servedSinceCollection = 0;
    app.addHook('onReady', async () => {
      settlingUntil = performance.now() + settleMs;
    });
    // At each request, not each response: an onResponse hook would add a phase of hooks to every
    // answer, which the cached routes measurably pay for (docs/PERFORMANCE.md, issue 64, session 49).
    app.addHook('onRequest', (_request, _reply, done) => {
      lastRequest = performance.now();
      servedSince = true;
      servedSinceCollection += 1;
      done();
    });
    const timer = setInterval(
      () => {
        const now = performance.now();
        const settling = now <= settlingUntil;
        const collecting = servedSinceCollection >= loadRequests && now - lastRequest >= collectAfterMs;
        const due = servedSince && (now - lastRequest >= quietMs || now - lastRelease >= busyEveryMs);
        if (!settling && !due && !collecting) return;
        if (collecting) {
          servedSinceCollection = 0;
          collect();
        }
        servedSince = false;
        lastRelease = now;
        release();
      },
      Math.min(quietMs, busyEveryMs),
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'memory-release' },
);
