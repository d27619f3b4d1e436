import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its ESM config with import(), which jest's CommonJS runtime cannot: it runs in its own node.
const lintInNode = `
  import { ESLint } from 'eslint';
  const { code, filePath } = JSON.parse(process.argv[1]);
  const [result] = await new ESLint().lintText(code, { filePath });
  console.log(JSON.stringify(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)));
`;

function restrictedImports(code: string, filePath: string): string[] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', lintInNode, JSON.stringify({ code, filePath })], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[];
}

describe('the import layers (eslint.config.mjs)', () => {
  it.each([
    ['a component importing a feature', "import { useLogout } from '../../features/auth/useLogout';", 'src/components/Menu/X.tsx', 'imports no feature'],
    ['the theme importing the router', "import { routes } from '../app/router';", 'src/theme/X.tsx', 'Only app/ assembles the app'],
    ['a feature reaching past another feature’s index', "import { browseApi } from '../catalogue/browseApi';", 'src/features/home/X.tsx', "through that feature's index.ts"],
    ['a nested feature file reaching past an index', "import { listsApi } from '../../lists/listsApi';", 'src/features/profile/components/X.tsx', "through that feature's index.ts"],
    ['a feature importing the app', "import { Layout } from '../../app/Layout';", 'src/features/movie/X.tsx', 'Only app/ assembles the app'],
    ['the SPA importing the server', "import { buildApp } from '../../server/app';", 'src/features/movie/X.tsx', 'never reach into the server'],
  ])('refuses %s', (_case, importLine, filePath, message) => {
    const errors = restrictedImports(`${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`, filePath);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['a feature using another through its index', "import { browseApi } from '../catalogue';", 'src/features/home/X.tsx'],
    ['a nested feature file using its own folder', "import { ListBody } from '../ListBody';", 'src/features/profile/components/X.tsx'],
    ['a feature using shared code', "import { paths } from '../../config/paths';", 'src/features/home/X.tsx'],
    ['a component using the typed hooks', "import { useAppSelector } from '../../app/hooks';", 'src/components/Menu/X.tsx'],
    ['the app importing a feature file', "import { useLogout } from '../features/auth/useLogout';", 'src/app/X.tsx'],
  ])('allows %s', (_case, importLine, filePath) => {
    const errors = restrictedImports(`${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`, filePath);
    expect(errors).toEqual([]);
  });
});
