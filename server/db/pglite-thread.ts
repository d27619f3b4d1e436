import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable } from './database';

/**
 * PGlite on a worker thread of its own. PGlite runs PostgreSQL in WebAssembly on the thread that
 * calls it, and its file system's writes and fsyncs are synchronous: on the main thread every
 * statement, a commit's fsync and a new WAL segment held the event loop, so one person's import
 * (500-row statements, 20 to 250 ms each) kept everyone else's requests waiting (issue 38). Here
 * the main thread only sends the SQL and receives the rows.
 *
 * The thread's code is a string evaluated by the Worker (as the cluster's creation runs in a
 * child process): it then runs the same under the compiled server and under the tests, which
 * load TypeScript sources a worker cannot.
 */
const THREAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { PGlite } = require(workerData.modules.pglite);
const { pg_trgm } = require(workerData.modules.pgTrgm);
const { unaccent } = require(workerData.modules.unaccent);

let fsyncs = 0;
const errorFields = (error) => (error instanceof Error ? { ...error, name: error.name, message: error.message } : { name: 'Error', message: String(error) });

async function open() {
  const db = await PGlite.create(workerData.dir, { extensions: { pg_trgm, unaccent }, startParams: workerData.startParams, pgliteWasmModule: workerData.wasm });
  // PGlite's Node file system cannot fsync: without this a commit survives a crash of the
  // process but not of the machine (database.ts, durableStartParams).
  const streamOps = db.Module && db.Module.NODEFS && db.Module.NODEFS.stream_ops;
  if (!streamOps) {
    await db.close();
    throw new Error('PGlite no longer exposes its Node file system: commits cannot be made durable');
  }
  streamOps.fsync = (stream) => {
    fs.fsyncSync(stream.nfd);
    fsyncs += 1;
  };
  return db;
}

open().then(
  (db) => {
    const transactions = new Map();
    const target = (tx) => (tx === undefined ? db : transactions.get(tx).tx);
    const run = async (message) => {
      switch (message.op) {
        case 'query':
          return (await target(message.tx).query(message.sql, message.params)).rows;
        case 'exec':
          await target(message.tx).exec(message.sql);
          return undefined;
        case 'begin':
          // Answers once PGlite's transaction is open; it stays open until 'end' settles it.
          return new Promise((opened, failed) => {
            const done = db.transaction(
              (tx) =>
                new Promise((commit, rollBack) => {
                  transactions.set(message.id, { tx, commit, rollBack, done });
                  opened(message.id);
                }),
            );
            done.catch(failed).finally(() => transactions.delete(message.id));
          });
        case 'end': {
          const open = transactions.get(message.tx);
          if (message.commit) open.commit();
          else open.rollBack(new Error('rolled back'));
          await open.done.catch((error) => {
            if (message.commit) throw error;
          });
          return undefined;
        }
        case 'fsyncs':
          return fsyncs;
        case 'close':
          await db.close();
          return undefined;
      }
      throw new Error('unknown operation ' + message.op);
    };
    parentPort.on('message', (message) => {
      run(message).then(
        (result) => parentPort.postMessage({ id: message.id, result }),
        (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
      );
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: errorFields(error) }),
);
`;

type Request = { op: 'query'; sql: string; params: unknown[]; tx?: number } | { op: 'exec'; sql: string; tx?: number } | { op: 'begin' } | { op: 'end'; tx: number; commit: boolean } | { op: 'fsyncs' } | { op: 'close' };

interface ErrorFields {
  name: string;
  message: string;
  [field: string]: unknown;
}

type Reply = { ready: true } | { failed: ErrorFields } | { id: number; result?: unknown; error?: ErrorFields };

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
  const worker = new Worker(THREAD_SCRIPT, {
    eval: true,
    // A thread's young generation otherwise grows with the machine's memory (V8's own sizing):
    // with three 20 MB imports at once the server's peak was 728 MB, with 8 MB 512 MB
    // (PERFORMANCE.md, issue 38). The statements' garbage is small and short-lived.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    workerData: {
      dir,
      startParams,
      wasm: await pgliteWasm(),
      modules: {
        pglite: require.resolve('@electric-sql/pglite'),
        pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        unaccent: require.resolve('@electric-sql/pglite/contrib/unaccent'),
      },
    },
  });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;
  let markLost: (error: Error) => void = () => undefined;
  const lost = new Promise<Error>((resolve) => (markLost = resolve));
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
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
