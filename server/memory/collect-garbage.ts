import v8 from 'node:v8';
import vm from 'node:vm';

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
