import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(rootDir, 'dist');

/**
 * Each build, the inputs that decide its output, a file that must exist afterwards and the
 * folders it rewrites whole (emptied before it runs).
 * Tests never reach a bundle, so editing one does not make a build stale.
 */
export const builds = [
  {
    name: 'server',
    script: 'build:server',
    inputs: ['server', 'contract', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    output: path.join(distDir, 'server', 'server.js'),
    // tsc leaves what an earlier build compiled: a moved module's old file would still be found first (config.js before config/index.js).
    clean: [path.join(distDir, 'server'), path.join(distDir, 'contract')],
  },
  {
    name: 'client',
    script: 'build:client',
    inputs: ['src', 'public', 'contract', 'webpack.config.ts', 'scripts/bundle-budgets.mjs', 'scripts/installable-app.mjs', 'scripts/page-scripts.mjs', 'scripts/prerender.mjs', 'server/routes/spa/page-html.ts', 'tsconfig.json', 'package-lock.json'],
    output: path.join(distDir, 'public', 'index.html'),
  },
  {
    // The server's own code makes it (migrations, the film world's load), so after the server's build.
    name: 'seed',
    script: 'build:seed',
    inputs: ['server', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    output: path.join(distDir, 'seed', 'pglite', 'PG_VERSION'),
  },
];

const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(relative) {
  const absolute = path.join(rootDir, relative);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return [];
  }
  if (stat.isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isTestFile(entry.name))
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)));
}

/**
 * A content hash rather than mtimes: a fresh clone, a `git checkout` or a touch must not
 * decide whether a build runs, only what the files say.
 */
export function inputHash(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap(listFiles).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(rootDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (build) => path.join(distDir, `.${build.name}-build.stamp`);

export function isFresh(build, hash = inputHash(build.inputs)) {
  if (!fs.existsSync(build.output)) return false;
  try {
    return fs.readFileSync(stampFile(build), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

function runScript(script, onChild) {
  return new Promise((resolve) => {
    // Its own process group, so one signal reaches npm, sh and the compiler alike.
    const child = spawn('npm', ['run', '--silent', script], { cwd: rootDir, stdio: 'inherit', detached: true });
    onChild(child);
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/**
 * Runs every stale build (npm run build:<name>) and stamps it; resolves false when one fails.
 * onChild sees each build process, so a caller can stop it on a signal.
 */
export async function buildStale({ log = (line) => process.stdout.write(`${line}\n`), onChild = () => {} } = {}) {
  for (const build of builds) {
    const hash = inputHash(build.inputs);
    if (isFresh(build, hash)) {
      log(`[build] ${build.name} build is fresh, not rebuilding`);
      continue;
    }
    log(`[build] ${build.name} build is stale or missing: npm run ${build.script}`);
    const started = Date.now();
    // The old stamp goes first so an interrupted build is never taken for a fresh one.
    fs.rmSync(stampFile(build), { force: true });
    for (const dir of build.clean ?? []) fs.rmSync(dir, { recursive: true, force: true });
    if (!(await runScript(build.script, onChild))) {
      log(`[build] npm run ${build.script} failed`);
      return false;
    }
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(stampFile(build), `${hash}\n`);
    log(`[build] ${build.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}
