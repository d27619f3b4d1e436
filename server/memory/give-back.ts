import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * The two ways this server gives memory back that no library does for it: V8's garbage
 * collector called at once (a run-time flag), and glibc's malloc_trim. Both lean on what no API
 * promises (an undocumented gc option, a C function through a foreign-function interface), so
 * they live here alone. Kept because bench:memory misses issue 65's targets without them
 * (2026-12-07, same sitting, 2-core AMD EPYC, Node 24, PGlite): idle 30 s after a later start 218
 * MB with them, 279 without (target ≤ 260); 30 s after `npm run loadtest` 307 MB with them, 398
 * without (+30 %, where 10 % was allowed); idle after a first start 222 and 257 MB.
 */

/**
 * Gives memory back at once after a large piece of work (a film world load, a batch of uploads).
 * Their garbage is mostly memory outside V8's heap (decompressed text, query parameters, upload
 * buffers), freed only by a full collection, which an idle server has no reason to run: after a
 * first start about 190 MB stayed resident for good (docs/PERFORMANCE.md, "Server memory"). The
 * collector is reached as jest reaches it.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  // 'last-resort' also hands the emptied pages back: after a first start on PostgreSQL a plain
  // collection left the RSS at 395 MB until V8's own memory reducer ran 9 s later (118 MB), and
  // an import arriving in between counted from there.
  (vm.runInNewContext('gc') as (options: object) => void)({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** Hands the allocator's free pages back to the system; false when it had none to give. */
export type ReleaseMemory = () => boolean;

/**
 * glibc's malloc_trim(0), through koffi's foreign-function interface (prebuilt for each platform,
 * from the npm registry), or undefined where the C library has none (musl, macOS, Windows).
 *
 * Why: glibc gives back only the free memory at the top of a heap. Starting PGlite (V8 compiling
 * its WebAssembly) and serving requests free tens of MB below the top, which then stays resident
 * for the life of the process: after a later start 57 MB of the 234 MB were free malloc memory
 * (docs/PERFORMANCE.md, "Server memory").
 */
export async function mallocTrim(): Promise<ReleaseMemory | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const trim = koffi.load(null).func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => trim(0) === 1;
  } catch {
    return undefined;
  }
}
