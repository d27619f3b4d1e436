/**
 * `npm run bench` (after bench/import-load.ts): the server's render of signed-in landing pages
 * (docs/ARCHITECTURE.md, "First paint"): latency of a film's page, the popular page and a
 * person's page rendered with a signed-in visitor's data, beside the prerendered frame the same
 * path gets without a session, and the server's memory before and after rendering. Writes the
 * "Server render" section of docs/PERFORMANCE.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cpuModel, DURATION_S, load, processMemory, replaceSection, ROOT, type Row, signUp, startServer, stopServer, table } from './support';

const GODFATHER = 900000370;
const AL_PACINO = 953144592;
const TARGET_P99_MS = 50;
/** Connections of the loaded rows: several readers landing at once on the 2 cores. */
const CONNECTIONS = 8;

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-bench-render-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const { access, apiKey } = await signUp(server.url);
    const html = { accept: 'text/html' };
    const signedIn = { ...html, cookie: `access=${access}; api_key=${apiKey}; signed_in=1` };
    // A session ended elsewhere (its key signed out): its access cookie still verifies, the session
    // check does not answer, and the page is the prerendered frame.
    const ended = await signUp(server.url);
    const signedOut = await fetch(`${server.url}/api/auth/logout/`, { method: 'POST', headers: { authorization: `Token ${ended.key}` } });
    if (!signedOut.ok) throw new Error(`logout: ${signedOut.status}`);
    const frame = { ...html, cookie: `access=${ended.access}; signed_in=1` };
    const page = (pathname: string, headers: Record<string, string>) => [{ path: pathname, headers }];
    // Settled before measuring: the first start's memory release, then each page's first render
    // (the renderer loads with the first) and a warm-up run of each: the JIT's first renders are two
    // to four times slower, and measured with the rest they would be the p99 of a run.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const idle = await processMemory(server.child.pid);
    const renderedPages = [`/movie/${GODFATHER}`, '/', `/person/${AL_PACINO}`];
    const firstRenders: string[] = [];
    for (const pathname of renderedPages) {
      const started = performance.now();
      const res = await fetch(`${server.url}${pathname}`, { headers: signedIn });
      if (!(await res.text()).includes('id="server-state"')) throw new Error(`${pathname} was not rendered by the server`);
      firstRenders.push(`${pathname} ${Math.round(performance.now() - started)} ms`);
    }
    for (const pathname of renderedPages) await load(`warm-up ${pathname}`, server.url, page(pathname, signedIn), 1);
    const rows: Row[] = [];
    for (const connections of [1, CONNECTIONS]) {
      rows.push(await load(`/movie/:id rendered, ${connections} connection(s)`, server.url, page(`/movie/${GODFATHER}`, signedIn), connections));
      rows.push(await load(`/ rendered, ${connections} connection(s)`, server.url, page('/', signedIn), connections));
      rows.push(await load(`/person/:id rendered, ${connections} connection(s)`, server.url, page(`/person/${AL_PACINO}`, signedIn), connections));
      rows.push(await load(`/movie/:id frame (session ended), ${connections} connection(s)`, server.url, page(`/movie/${GODFATHER}`, frame), connections));
    }
    const afterLoad = await processMemory(server.child.pid);
    // V8 gives an idle server's heap back within about a minute.
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    const settled = await processMemory(server.child.pid);
    const film = rows.filter((row) => row.name.startsWith('/movie/:id rendered'));
    const mark = (row: Row) => `${row.p99 <= TARGET_P99_MS ? '✓' : '✗ missed'} ${row.name}: p99 ${row.p99} ms`;
    const section = [
      '## Server render',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` (bench/server-render.ts) on ${os.availableParallelism()} cores ` +
        `(${cpuModel()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; the production server on PGlite after its first ` +
        `start, autocannon on the same machine, ${DURATION_S} s per row after a ${DURATION_S} s warm-up of each rendered page, one signed-in visitor's cookies on every request. A rendered page ` +
        'is the session check, the page\'s loader (answered in process) and React\'s render with emotion\'s extraction; the frame row is ' +
        'the same path for a session ended elsewhere (its session check, then the prerendered file).',
      `Load average when the runs ended: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min).`,
      '',
      `Target (issue 41): p99 of a film's page at most ${TARGET_P99_MS} ms.`,
      '',
      ...film.map((row) => `- ${mark(row)}`),
      '',
      table(rows),
      '',
      `Each page's first render after the start (the renderer's bundle loads with the first): ${firstRenders.join(', ')}.`,
      '',
      `Server memory (RSS): ${idle?.rssMb ?? '?'} MB idle after the first start, before any page was rendered (the renderer loads with the ` +
        `first); ${afterLoad?.rssMb ?? '?'} MB right after the runs; ${settled?.rssMb ?? '?'} MB 65 s later. (The process's peak, ${afterLoad?.peakMb ?? '?'} MB, is the first start's catalogue load.)`,
      '',
    ].join('\n');
    const file = path.join(ROOT, 'docs', 'PERFORMANCE.md');
    await fs.writeFile(file, replaceSection(await fs.readFile(file, 'utf8'), '## Server render', section));
    process.stdout.write(`${section}\n`);
  } finally {
    await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
