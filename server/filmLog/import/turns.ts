import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long an import's work runs before the event loop gets a turn: well inside the 50 ms
 * that other people's requests may wait behind it (issue 38). A step that cannot be cut (a CSV
 * slice, a collection, a query's answer) runs past it: at 20 ms the loop still stalled 40 to 55 ms
 * at a time during an import on PostgreSQL, at 10 ms 20 to 45 ms, for the same import time.
 */
const SLICE_MS = 10;

/**
 * For a loop that must not hold the event loop: call the returned function once per step; it
 * yields to the event loop (timers, I/O, other requests) whenever the current slice has run
 * SLICE_MS, and costs a clock read otherwise.
 */
export function giveTurns(sliceMs = SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
