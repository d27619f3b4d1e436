// Preloaded into the server (NODE_OPTIONS=--import) by database-thread-loss.test.ts: on SIGUSR2
// it ends the embedded database's thread, as running out of memory or a crash in PostgreSQL's
// WebAssembly would. The server compiles `new Worker(...)` to a read of this module's export
// at the call (the CommonJS exports this default import is), so the subclass below is what it
// constructs.
import workerThreads from 'node:worker_threads';

const started = [];
workerThreads.Worker = class extends workerThreads.Worker {
  constructor(...args) {
    super(...args);
    started.push(this);
  }
};

process.on('SIGUSR2', () => {
  for (const worker of started) void worker.terminate();
});
