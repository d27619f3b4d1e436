import type { Server } from 'node:http';

/** How long a node must have answered everything before it collects: a pause then keeps nobody waiting. */
export const QUIET_MS = 2_000;

/**
 * Collects garbage once the server has no request in flight and has had none for QUIET_MS,
 * after `schedule()` asks for it. After large uploads and imports the heap holds a few hundred
 * MB of dead files and rows, which an idle server has no reason to collect, so they stay
 * resident for good; a full collection gives them back but holds the event loop 100 to 450 ms
 * (PERFORMANCE.md, "Issue 38"), so it waits until nobody would wait for it. A node that never
 * falls quiet keeps allocating, and V8 collects on its own.
 */
export function collectWhenQuiet(server: Server, collect: () => void, quietMs = QUIET_MS): { schedule(): void; stop(): void } {
  let inFlight = 0;
  let lastActivity = performance.now();
  let timer: NodeJS.Timeout | null = null;
  server.on('request', (_request, response) => {
    inFlight += 1;
    lastActivity = performance.now();
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = performance.now();
    });
  });
  const check = () => {
    const wait = quietMs - (performance.now() - lastActivity);
    if (inFlight > 0 || wait > 0) {
      timer = setTimeout(check, Math.max(wait, quietMs / 4)).unref();
      return;
    }
    timer = null;
    collect();
  };
  return {
    schedule() {
      if (timer === null) timer = setTimeout(check, quietMs).unref();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
