/**
 * `npm run bench:reads` (and part of `npm run bench`): issue 39's read targets on the film world,
 * one connection, 5 s a row, on PGlite and, when TEST_DATABASE_URL names a server to create a
 * database on, on PostgreSQL: movie search and multi search computed (each request a spelling no
 * earlier one asked, so no answer comes from the cache) and cached, Discover's mix and its origin
 * filters alone (each query distinct), and For you for full profiles (never cached). Prints a
 * Markdown table with the machine's load before and after; docs/PERFORMANCE.md quotes it by hand.
 * The first 5 s after the start are measured apart (cold) and not judged; the server is then
 * warmed with requests no row asks. BENCH_DATA_DIR reuses a PGlite data directory an earlier run
 * loaded, instead of a first start.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, testDatabaseUrl } from '../server/testing/databases';
import {
  caseVariantSearchPaths,
  discoverOriginPaths,
  discoverPaths,
  discoverWarmUpPaths,
  forYouProfiles,
  searchPaths,
  WARM_UP_SEARCHES,
} from './catalogue-requests';
import { cpuModel, DURATION_S, load, popularIds, type Row, signUp, startServer, stopServer, table } from './support';

/** More spellings than one connection asks for in a row's 5 s. */
const VARIANTS = 5000;

const TARGETS = { search: 10, discover: 10, forYou: 30 };

async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(env);
  try {
    const { apiKey } = await signUp(server.url);
    const { people } = await popularIds();
    const rows: Row[] = [];
    const row = async (name: string, paths: Parameters<typeof load>[2]) => rows.push(await load(`${database}: ${name}`, server.url, paths, 1));
    // PGlite's WebAssembly runs slower until V8 has optimised it (docs/PERFORMANCE.md, "A server's
    // first seconds measured apart"): the first seconds are a row of their own, then the server is
    // warmed with searches and Discover queries that no row below asks.
    await row('GET /3/search/movie, 10 queries, computed, cold: the first 5 s after the start', caseVariantSearchPaths(apiKey, VARIANTS));
    for (const route of ['movie', 'multi']) await load('warm-up', server.url, caseVariantSearchPaths(apiKey, VARIANTS, route, { queries: WARM_UP_SEARCHES }), 1);
    await load('warm-up', server.url, discoverWarmUpPaths(apiKey, people), 1);
    await row('GET /3/search/movie, 10 queries, computed', caseVariantSearchPaths(apiKey, VARIANTS, 'movie', { from: VARIANTS }));
    await row('GET /3/search/movie, 10 queries, cached', searchPaths(apiKey));
    await row('GET /3/search/multi, 10 queries, computed', caseVariantSearchPaths(apiKey, VARIANTS, 'multi'));
    await row(`GET /3/discover/movie, ${discoverPaths('', people).length} queries`, discoverPaths(apiKey, people));
    await row(`GET /3/discover/movie, origins alone, ${discoverOriginPaths('').length} queries`, discoverOriginPaths(apiKey));
    await row('GET /api/me/for-you/, 8 full profiles', await forYouProfiles(server.url));
    return rows;
  } finally {
    await stopServer(server.child);
  }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-bench-reads-'));
  try {
    const before = uptime();
    const rows = await measure('PGlite', { DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(tmp, 'catalogue') });
    if (testDatabaseUrl) {
      const database = await freshDatabase(testDatabaseUrl, 'movie_bench_reads');
      try {
        rows.push(...(await measure('PostgreSQL', { DATA_DIR: path.join(tmp, 'postgres'), DATABASE_URL: database.url() })));
      } finally {
        await database.drop();
      }
    }
    const target = (row: Row) =>
      row.name.includes('for-you') ? TARGETS.forYou : row.name.includes('discover') ? TARGETS.discover : TARGETS.search;
    const judged = (row: Row) => !row.name.includes('cold:');
    process.stdout.write([
      `Measured ${new Date().toISOString()} by \`npm run bench:reads\` (bench/catalogue-reads.ts) on ${os.availableParallelism()} cores ` +
        `(${cpuModel()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; one connection, ${DURATION_S} s a row.`,
      `uptime before: ${before}`,
      `uptime after:  ${uptime()}`,
      ...(testDatabaseUrl ? [] : ['PostgreSQL not measured: set TEST_DATABASE_URL.']),
      '',
      table(rows),
      '',
      ...rows.filter(judged).map((row) => `- ${row.p99 < target(row) ? '✓' : '✗'} ${row.name}: p99 ${row.p99} ms (target < ${target(row)} ms)`),
      '',
    ].join('\n'));
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
