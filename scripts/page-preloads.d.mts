import type { Compiler } from 'webpack';

export class PagePreloadPlugin {
  constructor(pages: Array<{ chunk: string; paths: readonly string[] }>, fallback: string);
  apply(compiler: Compiler): void;
}
