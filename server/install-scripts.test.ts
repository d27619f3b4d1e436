import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from './paths';

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8')) as Record<string, unknown>;
}

/** The name npm knows a locked package by: the last `node_modules/` segment of its lock key. */
function packageName(lockKey: string): string {
  return lockKey.slice(lockKey.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

describe('install scripts (docs/OPERATIONS.md, "Install scripts")', () => {
  // npm 11.16+ lists every install script package.json's allowScripts does not decide on at the
  // end of each install, and npm 12 skips them: each one is reviewed, allowed or denied.
  it('gives every locked package with an install script an allow or deny decision', () => {
    const decisions = (readJson('package.json').allowScripts ?? {}) as Record<string, unknown>;
    const lock = readJson('package-lock.json') as { packages: Record<string, { hasInstallScript?: boolean }> };
    const withScripts = Object.entries(lock.packages)
      .filter(([key, entry]) => key !== '' && entry.hasInstallScript === true)
      .map(([key]) => packageName(key));

    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => typeof decisions[name] !== 'boolean')).toEqual([]);
  });
});
