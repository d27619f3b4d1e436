import { gzipSync } from 'node:zlib';

/**
 * What a first visit downloads, gzipped: the entry's chunk group (runtime, vendor, main) plus
 * the lazily loaded chunk groups the landing route renders. Chunk groups are webpack's own
 * (the entry and the webpackChunkName of each lazy page), so a new split or a moved module
 * counts wherever webpack puts it. Budgets sit a few per cent above the measured sizes:
 * docs/PERFORMANCE.md ("Bundle") holds the measurements.
 */
export const firstVisitBudgets = [
  { page: '/login (signed out)', chunkGroups: ['main', 'login'], maxGzipBytes: 247_000 },
  { page: '/ (signed in)', chunkGroups: ['main', 'popular'], maxGzipBytes: 247_000 },
  { page: '/movie/:id (signed in)', chunkGroups: ['main', 'movie-details'], maxGzipBytes: 251_100 },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function gzippedSize(compilation, file) {
  const asset = compilation.getAsset(file);
  return asset ? gzipSync(asset.source.buffer(), { level: 9 }).length : 0;
}

/** The JavaScript files of the named chunk groups, each once (shared chunks download once). */
function filesOf(compilation, chunkGroupNames) {
  const files = new Set();
  for (const name of chunkGroupNames) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) return { missing: name, files: [] };
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  return { missing: null, files: [...files].sort() };
}

/** Fails the build (a webpack error, so the CLI exits non-zero) when a first visit outgrows its budget. */
export class BundleBudgetPlugin {
  constructor(budgets = firstVisitBudgets) {
    this.budgets = budgets;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and content hashing: the bytes that ship.
        { name: 'BundleBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.check(compilation, WebpackError),
      );
    });
  }

  check(compilation, WebpackError) {
    const logger = compilation.getLogger('BundleBudgetPlugin');
    for (const budget of this.budgets) {
      const { missing, files } = filesOf(compilation, budget.chunkGroups);
      if (missing) {
        compilation.errors.push(new WebpackError(`Bundle budget for ${budget.page}: no chunk group named "${missing}" (was a webpackChunkName renamed?)`));
        continue;
      }
      const sizes = files.map((file) => ({ file, gzip: gzippedSize(compilation, file) }));
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
      const detail = sizes.map(({ file, gzip }) => `${file} ${kb(gzip)}`).join(', ');
      const line = `${budget.page}: ${kb(total)} (${total} bytes) gzipped of ${kb(budget.maxGzipBytes)} budget (${detail})`;
      if (total > budget.maxGzipBytes) {
        compilation.errors.push(
          new WebpackError(`Bundle budget exceeded: ${line}. Make it smaller, or raise the budget in scripts/bundle-budgets.mjs with the reason in docs/PERFORMANCE.md.`),
        );
      } else {
        logger.info(line);
      }
    }
  }
}
