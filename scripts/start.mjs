import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildStale, distDir, rootDir } from './build-state.mjs';
import { SERVER_NODE_OPTIONS, serverEnv } from './server-launch.cjs';

/**
 * `npm start`: builds what is stale, then runs the server as a child. Signals this process
 * gets go to whichever child runs (a build or the server), and the server's exit code
 * becomes this process's exit code.
 */
let current;
let stopping;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    if (current && current.exitCode === null && current.signalCode === null) {
      // A build runs in its own process group (npm, sh and the compiler); the server does not,
      // so a Ctrl-C reaches it twice, which it takes as one.
      try {
        process.kill(-current.pid, signal);
      } catch {
        current.kill(signal);
      }
    } else {
      process.exit(128 + os.constants.signals[signal]);
    }
  });
}

// `npm start` runs this under `sh -c`, which does not pass on a SIGTERM sent to npm: when the
// parent goes away this process is re-parented, and it stops the server rather than lingering.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  process.emit('SIGTERM', 'SIGTERM');
}, 1000).unref();

/** What each build did, for the server's ready summary: "server up to date, client built in 41.2 s". */
const buildOutcomes = [];
const BUILD_OUTCOME = /^\[build\] (\w+) (?:(build is fresh)|(built in .+))/;
const built = await buildStale({
  onChild: (child) => (current = child),
  log: (line) => {
    process.stdout.write(`${line}\n`);
    const [, name, fresh, took] = BUILD_OUTCOME.exec(line) ?? [];
    if (name) buildOutcomes.push(`${name} ${fresh ? 'up to date' : took}`);
  },
});
if (stopping) process.exit(128 + os.constants.signals[stopping]);
if (!built) process.exit(1);

// In this process's group, unlike the builds, so whatever stops the group stops the server.
current = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(distDir, 'server', 'server.js')], {
  cwd: rootDir,
  stdio: 'inherit',
  env: serverEnv({ ...process.env, START_BUILT: buildOutcomes.join(', ') }),
});
current.on('exit', (code, signal) => {
  process.exit(signal ? 128 + os.constants.signals[signal] : (code ?? 1));
});
