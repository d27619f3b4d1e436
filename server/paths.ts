import fs from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs as TypeScript or from dist/. */
function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot(__dirname);
/** Where webpack writes the SPA. */
export const spaDir = path.join(rootDir, 'dist', 'public');
