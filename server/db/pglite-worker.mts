/**
 * The database thread's program (pglite-thread.ts starts it): PGlite over the cluster in
 * `workerData.dir`, answering the main thread's statements. Written in erasable TypeScript only,
 * because the tests start it from this source and Node runs it by stripping its types; the
 * server starts its compiled JavaScript. It imports no module of the server for that reason.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export interface ThreadData {
  dir: string;
  startParams: string[];
  wasm: PGliteOptions['pgliteWasmModule'];
}

export type ThreadRequest = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'fsyncs' }
  | { op: 'close' }
);

export interface ErrorFields {
  name: string;
  message: string;
  [field: string]: unknown;
}

export type ThreadReply = { ready: true } | { failed: ErrorFields } | { id: number; result?: unknown; error?: ErrorFields };

/**
 * PGlite's Emscripten module, whose Node file system's stream operations are where a write
 * reaches the disk. Not part of PGlite's typed interface: open() refuses to run without it.
 */
interface WithNodeFs {
  Module?: { NODEFS?: { stream_ops?: { fsync?: (stream: { nfd: number }) => void } } };
}

interface OpenTransaction {
  tx: Transaction;
  commit: () => void;
  rollBack: (error: Error) => void;
  done: Promise<unknown>;
}

const errorFields = (error: unknown): ErrorFields => (error instanceof Error ? { ...error, name: error.name, message: error.message } : { name: 'Error', message: String(error) });

let fsyncs = 0;

async function open({ dir, startParams, wasm }: ThreadData): Promise<PGlite> {
  const db = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, startParams, pgliteWasmModule: wasm });
  // PGlite's Node file system cannot fsync: without this a commit survives a crash of the
  // process but not of the machine (database.ts, durableStartParams).
  const streamOps = (db as unknown as WithNodeFs).Module?.NODEFS?.stream_ops;
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

function serve(db: PGlite, port: NonNullable<typeof parentPort>): void {
  const transactions = new Map<number, OpenTransaction>();
  const target = (tx: number | undefined): PGlite | Transaction => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`no open transaction ${tx}`);
    return open.tx;
  };
  const run = async (message: ThreadRequest): Promise<unknown> => {
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
              new Promise<void>((commit, rollBack) => {
                transactions.set(message.id, { tx, commit, rollBack, done });
                opened(message.id);
              }),
          );
          done.catch(failed).finally(() => transactions.delete(message.id));
        });
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`no open transaction ${message.tx}`);
        if (message.commit) open.commit();
        else open.rollBack(new Error('rolled back'));
        await open.done.catch((error: unknown) => {
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
  };
  port.on('message', (message: ThreadRequest) => {
    run(message).then(
      (result) => port.postMessage({ id: message.id, result } satisfies ThreadReply),
      (error: unknown) => port.postMessage({ id: message.id, error: errorFields(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReply);
}

const port = parentPort;
if (port) {
  open(workerData as ThreadData).then(
    (db) => serve(db, port),
    (error: unknown) => port.postMessage({ failed: errorFields(error) } satisfies ThreadReply),
  );
}
