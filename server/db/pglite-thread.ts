import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable } from './database';
import type { ErrorFields, ThreadData, ThreadReply, ThreadRequest } from './pglite-worker.mjs';

/**
 * PGlite on a worker thread of its own (pglite-worker.ts). PGlite runs PostgreSQL in WebAssembly
 * on the thread that calls it, and its file system's writes and fsyncs are synchronous: on the
 * main thread every statement, a commit's fsync and a new WAL segment held the event loop, so one
 * person's import (500-row statements, 20 to 250 ms each) kept everyone else's requests waiting
 * (issue 38). Here the main thread only sends the SQL and receives the rows.
 */

/** A request to the thread, without the id each call gets. */
type Request = ThreadRequest extends infer Each ? (Each extends unknown ? Omit<Each, 'id'> : never) : never;

/** An Error with the fields PostgreSQL gave it (code, detail, constraint…), as PGlite's own errors carry them. */
const toError = (fields: ErrorFields): Error => Object.assign(new Error(fields.message), fields);

export interface PgliteThread {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** How many fsyncs PostgreSQL has made through the thread: what makes a commit survive the machine's crash. */
  fsyncs(): Promise<number>;
  close(): Promise<void>;
  /**
   * Settles, with why, if the thread stops other than by close() (out of memory, a crash in
   * PostgreSQL's WebAssembly): every call fails from then on, and only a new start opens the
   * database again.
   */
  readonly lost: Promise<Error>;
}

/** The global WebAssembly object, which the server's type libraries (no DOM) leave undeclared. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

let compiled: Promise<object> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: a compiled module posted to a thread is
 * shared, not compiled again, so a database opened again (the tests open hundreds) starts in
 * about a third of the time.
 */
const pgliteWasm = () =>
  (compiled ??= fs.readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)));

/** Starts PGlite on a thread of its own over an existing cluster in `dir`. */
export async function startPgliteThread(dir: string, startParams: string[]): Promise<PgliteThread> {
  // The thread's program in the form this module has: compiled JavaScript in the built server, TypeScript under the tests.
  const worker = new Worker(path.join(__dirname, __filename.endsWith('.ts') ? 'pglite-worker.mts' : 'pglite-worker.mjs'), {
    // A thread's young generation otherwise grows with the machine's memory (V8's own sizing):
    // with three 20 MB imports at once the server's peak was 728 MB, with 8 MB 512 MB
    // (PERFORMANCE.md, issue 38). The statements' garbage is small and short-lived.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    workerData: { dir, startParams, wasm: (await pgliteWasm()) as ThreadData['wasm'] } satisfies ThreadData,
  });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;
  let markLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => (markLost = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) resolve();
      else if ('failed' in reply) reject(toError(reply.failed));
      else {
        const call = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.error) call?.reject(toError(reply.error));
        else call?.resolve(reply.result);
      }
    });
    const stop = (error: Error) => {
      stopped ??= error;
      if (!closing) markLost(stopped);
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  });
  const call = <T>(request: Request): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    query: <Row>(sql: string, params: unknown[] = []) => call<Row[]>({ op: 'query', sql, params, ...(tx === undefined ? {} : { tx }) }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) }),
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...queryable(),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await call<number>({ op: 'begin' });
      let result: T;
      try {
        result = await work(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false });
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    fsyncs: () => call<number>({ op: 'fsyncs' }),
    lost,
    async close() {
      closing = true;
      // A thread that stopped on its own has nothing left to close.
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
