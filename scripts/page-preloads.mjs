/**
 * Writes page-preloads.json next to index.html: for each lazily loaded page, its path patterns
 * and the script files its chunk group needs beyond the entry's (runtime, vendor, main). The
 * server names them in a `Link: rel=preload` header on the HTML of those paths, so the page's
 * chunks download alongside the entry instead of after it has run.
 */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

export class PagePreloadPlugin {
  /**
   * @param {Array<{ chunk: string, paths: readonly string[] }>} pages webpackChunkName and path patterns
   * @param {string} fallback the chunk an unknown path shows
   */
  constructor(pages, fallback) {
    this.pages = pages;
    this.fallback = fallback;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PagePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After content hashing: the file names that ship.
        { name: 'PagePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
          const scriptsOf = (chunk) => {
            const group = compilation.namedChunkGroups.get(chunk);
            if (!group) {
              compilation.errors.push(new WebpackError(`Page preloads: no chunk group named "${chunk}" (was a webpackChunkName renamed?)`));
              return [];
            }
            return group.getFiles().filter((file) => file.endsWith('.js') && !entryFiles.has(file)).sort();
          };
          const manifest = {
            pages: this.pages.map(({ chunk, paths }) => ({ paths: [...paths], scripts: scriptsOf(chunk) })),
            fallback: scriptsOf(this.fallback),
          };
          compilation.emitAsset(PAGE_PRELOADS_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
  }
}
