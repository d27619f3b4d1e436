import type { Compiler } from 'webpack';

/** Writes page-scripts.json: each lazy chunk group's scripts beyond the entry's (scripts/page-scripts.mjs). */
export class PageScriptsPlugin {
  apply(compiler: Compiler): void;
}
