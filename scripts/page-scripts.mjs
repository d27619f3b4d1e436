/**
 * Writes page-scripts.json next to index.html: for each lazy chunk named in an import (a page's
 * webpackChunkName, its route id), the script files it needs beyond the entry's. The prerender
 * puts each page's list into shells.json, for the server's preload header and the page's loader.
 */
const PAGE_SCRIPTS_FILE = 'page-scripts.json';

export class PageScriptsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageScriptsPlugin', (compilation) => {
      // After content hashing: the file names that ship.
      compilation.hooks.processAssets.tap({ name: 'PageScriptsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const lazyGroups = [...compilation.namedChunkGroups].filter(([, group]) => !group.isInitial());
        const scripts = lazyGroups.map(([name, group]) => [name, group.getFiles().filter((file) => file.endsWith('.js') && !entryFiles.has(file)).sort()]);
        compilation.emitAsset(PAGE_SCRIPTS_FILE, new sources.RawSource(`${JSON.stringify(Object.fromEntries(scripts), null, 2)}\n`));
      });
    });
  }
}
