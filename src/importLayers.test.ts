import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its ESM config with import(), which jest's CommonJS runtime cannot: it runs in its
// own node, once for every case (each start of ESLint and its config costs seconds).
const lintInNode = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint();
  const cases = JSON.parse(process.argv[1]);
  const rules = ['no-restricted-imports', 'import-x/no-restricted-paths'];
  const results = [];
  for (const { code, filePath } of cases) {
    const [result] = await eslint.lintText(code, { filePath });
    results.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message));
  }
  console.log(JSON.stringify(results));
`;

type Case = [name: string, importLine: string, filePath: string, message?: string];

const refused: Case[] = [
  ['a component importing a feature', "import { useLogout } from '../../features/auth/useLogout';", 'src/components/Menu/X.tsx', 'imports no feature'],
  ['the theme importing the router', "import { routes } from '../app/router';", 'src/theme/X.tsx', 'Only app/ assembles the app'],
  ['a feature importing another feature', "import { useLogout } from '../auth/useLogout';", 'src/features/genre/X.tsx', 'A feature never imports another feature'],
  ['a nested feature file importing another feature', "import { filmLogApi } from '../../filmLog/filmLogApi';", 'src/features/userLists/parts/X.tsx', 'A feature never imports another feature'],
  ['a feature importing a page', "import { loader } from '../../pages/home/PopularPage';", 'src/features/genre/X.tsx', 'Features never import pages'],
  ['a page importing another page', "import { loader } from '../home/PopularPage';", 'src/pages/movie/X.tsx', 'A page never imports another page'],
  ['an entity importing a feature', "import { CardLogButton } from '../../features/filmLog';", 'src/entities/catalogue/X.tsx', 'Entities are shared'],
  ['a feature importing the app', "import { Layout } from '../../app/Layout';", 'src/features/movie/X.tsx', 'Only app/ assembles the app'],
  ['the SPA importing the server', "import { buildApp } from '../../server/app';", 'src/features/movie/X.tsx', 'never reach into the server'],
];

const allowed: Case[] = [
  ['a feature using an entity through its index', "import { browseApi } from '../../entities/catalogue';", 'src/features/genre/X.tsx'],
  ['a nested page file using its own folder', "import { useProfileTranslation } from '../profileTranslation';", 'src/pages/profile/components/X.tsx'],
  ['a page using a feature', "import { FilmLogPanel } from '../../features/filmLog';", 'src/pages/movie/X.tsx'],
  ['a page showing film cards using their buttons', "import { movieCardActions } from '../../app/cardActions';", 'src/pages/home/X.tsx'],
  ['a feature using shared code', "import { paths } from '../../config/paths';", 'src/features/home/X.tsx'],
  ['a component using the typed hooks', "import { useAppSelector } from '../../app/hooks';", 'src/components/Menu/X.tsx'],
  ['the app importing a feature file', "import { useLogout } from '../features/auth/useLogout';", 'src/app/X.tsx'],
];

/** Each case's import line in a file of its own at its path, the import used; the layer rules' messages, by case. */
function restrictedImports(cases: readonly Case[]): Map<string, string[]> {
  const sources = cases.map(([, importLine, filePath]) => ({
    code: `${importLine}\nexport const used = [${importLine.match(/\{ (\w+) \}/)?.[1]}];\n`,
    filePath,
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', lintInNode, JSON.stringify(sources)], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  const messages = JSON.parse(output) as string[][];
  return new Map(cases.map(([name], index) => [name, messages[index] ?? []]));
}

describe('the import layers (eslint.config.mjs)', () => {
  let messages: Map<string, string[]>;
  beforeAll(() => {
    messages = restrictedImports([...refused, ...allowed]);
  }, 120_000);

  it.each(refused)('refuses %s', (name, _importLine, _filePath, message) => {
    expect(messages.get(name)).toEqual([expect.stringContaining(message ?? '')]);
  });

  it.each(allowed)('allows %s', (name) => {
    expect(messages.get(name)).toEqual([]);
  });
});
