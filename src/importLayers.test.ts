import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its ESM config with import(), which jest's CommonJS runtime cannot: it runs in its own node.
const lintInNode = `
  import { ESLint } from 'eslint';
  const { code, filePath } = JSON.parse(process.argv[1]);
  const [result] = await new ESLint().lintText(code, { filePath });
  console.log(JSON.stringify(result.messages.filter((m) => ['no-restricted-imports', 'import-x/no-restricted-paths'].includes(m.ruleId)).map((m) => m.message)));
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
    ['a feature importing another feature', "import { useLogout } from '../auth/useLogout';", 'src/features/genre/X.tsx', 'A feature never imports another feature'],
    ['a nested feature file importing another feature', "import { filmLogApi } from '../../filmLog/filmLogApi';", 'src/features/userLists/parts/X.tsx', 'A feature never imports another feature'],
    ['a feature importing a page', "import { loader } from '../../pages/home/PopularPage';", 'src/features/genre/X.tsx', 'Features never import pages'],
    ['a page importing another page', "import { loader } from '../home/PopularPage';", 'src/pages/movie/X.tsx', 'A page never imports another page'],
    ['an entity importing a feature', "import { CardLogButton } from '../../features/filmLog';", 'src/entities/catalogue/X.tsx', 'Entities are shared'],
    ['a feature importing the app', "import { Layout } from '../../app/Layout';", 'src/features/movie/X.tsx', 'Only app/ assembles the app'],
    ['the SPA importing the server', "import { buildApp } from '../../server/app';", 'src/features/movie/X.tsx', 'never reach into the server'],
  ])('refuses %s', (_case, importLine, filePath, message) => {
    const errors = restrictedImports(`${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`, filePath);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['a feature using an entity through its index', "import { browseApi } from '../../entities/catalogue';", 'src/features/genre/X.tsx'],
    ['a nested page file using its own folder', "import { useProfileTranslation } from '../profileTranslation';", 'src/pages/profile/components/X.tsx'],
    ['a page using a feature', "import { FilmLogPanel } from '../../features/filmLog';", 'src/pages/movie/X.tsx'],
    ['a page showing film cards using their buttons', "import { movieCardActions } from '../../app/cardActions';", 'src/pages/home/X.tsx'],
    ['a feature using shared code', "import { paths } from '../../config/paths';", 'src/features/home/X.tsx'],
    ['a component using the typed hooks', "import { useAppSelector } from '../../app/hooks';", 'src/components/Menu/X.tsx'],
    ['the app importing a feature file', "import { useLogout } from '../features/auth/useLogout';", 'src/app/X.tsx'],
  ])('allows %s', (_case, importLine, filePath) => {
    const errors = restrictedImports(`${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`, filePath);
    expect(errors).toEqual([]);
  });
});
