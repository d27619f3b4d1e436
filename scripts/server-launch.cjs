/**
 * The Node options and environment the compiled server runs with: `npm start` (scripts/start.mjs) passes them,
 * and so do the benchmarks and the e2e tests, which run the server as `npm start` does. They
 * are settings a process cannot change for itself once it runs (V8 sizes its heap at start,
 * glibc its malloc arenas).
 *
 * --max-semi-space-size=16: Node 24's V8 lets the young generation grow to 128 MB on a machine
 * with this much memory, where Node 20's stopped at 32 MB; the film world's load grows it to
 * the full 128 MB, and it stays resident. 16 MB semi-spaces are Node 20's default.
 * docs/PERFORMANCE.md, "Server memory", has the measurements; docs/OPERATIONS.md shows the
 * same for a start without npm.
 *
 * --heap-growing-percent=50: after each full collection V8 lets the old generation grow by a
 * factor it picks between 1.1 and 4 before the next one; a large import's rows and garbage then
 * pile up: three people uploading 20 MB files at once peaked at 600 to 675 MB on PGlite. At 1.5
 * the same run peaked at 426 to 433 MB (1.35: 427 to 445; 1.2: 406 to 411, with more
 * collections for little less), and the load test's throughput did not move beyond its noise
 * (at 1.2: 488 and 483 req/s with and without). --memory-saver-mode (357 to 371 MB) held other
 * requests longer (docs/PERFORMANCE.md, "Import under load").
 */
exports.SERVER_NODE_OPTIONS = ['--max-semi-space-size=16', '--heap-growing-percent=50'];

/**
 * MALLOC_ARENA_MAX=1: glibc gives each thread that allocates its own malloc arena, up to 8 per
 * core; the password hashes (7 MiB each, on libuv's worker threads) and V8's helper threads
 * then leave freed memory resident in arenas of their own. Two arenas took about 30 MB off the
 * RSS after the load test and 70 MB off its peak; on Node 24 the second one still kept 16 to
 * 45 MB that malloc_trim cannot give back (V8 compiling PGlite's WebAssembly on its helper
 * threads), and one arena takes that off too, with the same throughput. An operator's own
 * value wins.
 */
exports.serverEnv = (env) => ({ MALLOC_ARENA_MAX: '1', ...env });
