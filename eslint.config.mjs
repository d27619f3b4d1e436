import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The SPA's layers, one direction only (docs/ARCHITECTURE.md, "Layers"): shared (components,
 * theme, i18n, config, api, and the entities: catalogue, lists, people…) → features → pages → app.
 * A feature never imports another feature, a page never another page: what several need lives in
 * entities/, and what puts features together is a page or app/ (a film card's buttons: app/cardActions).
 * The zones below say it on resolved files (import-x/no-restricted-paths); only the way into app/
 * stays a pattern over the import's text, as a zone cannot let type-only imports through: everyone
 * may import app/hooks (the store's typed hooks) and types from app/ (erased at build), and a
 * page that shows film cards app/cardActions.
 */
// Relative paths only: a package may have server in its name (@emotion/server renders styles at build time).
const intoServer = { group: ['./**/server/**', '../**/server/**'], message: 'The SPA must never reach into the server; both share only contract/.' };
const intoApp = {
  regex: '^(\\.\\./)+app/(?!(hooks|cardActions)$)',
  allowTypeImports: true,
  message: 'Only app/ assembles the app: import what you need from a shared module, from app/hooks, or (a page showing film cards) app/cardActions.',
};

const SPA_SHARED = ['components', 'theme', 'i18n', 'config', 'api', 'headScript', 'serviceWorker'];
const spaPaths = (names) => names.map((name) => `./src/${name}`);
const foldersOf = (folder) => fs.readdirSync(new URL(`./src/${folder}`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** Each folder of `layer` (features, pages) may import only its own folder of that layer. */
const ownFolderOnly = (layer, message) =>
  foldersOf(layer).map((name) => ({ target: `./src/${layer}/${name}`, from: `./src/${layer}`, except: [`./${name}`], message }));
const spaZones = [
  { target: spaPaths(SPA_SHARED), from: spaPaths(['entities', 'features', 'pages']), message: 'Shared code (components, theme, i18n, config, api) imports no feature, page or entity.' },
  { target: './src/entities', from: spaPaths(['features', 'pages']), message: 'Entities are shared: they import no feature or page (a card takes its buttons as props or slots).' },
  { target: './src/features', from: './src/pages', message: 'Features never import pages: a page puts features together.' },
  ...ownFolderOnly('features', 'A feature never imports another feature: move what both need to entities/, or put them together in a page (pages/) or app/.'),
  ...ownFolderOnly('pages', 'A page never imports another page: move what both need to entities/ or to a feature.'),
];

function spaImportRules() {
  return [
    { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [intoServer] }] } },
    {
      files: [`src/{${[...SPA_SHARED, 'entities', 'features', 'pages'].join(',')}}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { patterns: [intoServer, intoApp] }] },
    },
  ];
}

/**
 * The server's layers, each importing only those below it (docs/ARCHITECTURE.md, "Layers"):
 * entry points (server.ts, app.ts, cli/) → routes/ and openapi/ → plugins/ → the domain →
 * infrastructure → contract/. In the domain, the catalogue is the base the others build on; in
 * the infrastructure, http/ → cache/ and memory/ → db/ → config/ and paths.ts. Test helpers
 * (testing/) and programs (cli/) are imported by tests only.
 */
const DOMAIN = ['auth', 'catalogue', 'filmLog', 'lists', 'movies', 'popularity', 'profile', 'recommendations'];
const INFRASTRUCTURE = ['http', 'cache', 'memory', 'db', 'config', 'paths.ts'];
const ENTRY = ['app.ts', 'server.ts', 'cli'];
const serverPaths = (names) => names.map((name) => `./server/${name}`);
/** Everything in server/ but the given folders: a zone's target cannot leave out part of a folder it names. */
const serverPathsBut = (...left) => serverPaths(fs.readdirSync(new URL('./server', import.meta.url)).filter((name) => !left.includes(name)));
const serverZones = [
  { target: serverPaths([...DOMAIN, ...INFRASTRUCTURE]), from: serverPaths(['routes', 'openapi', 'plugins', ...ENTRY]), message: 'The domain and the infrastructure never import routes, plugins or entry points.' },
  { target: serverPaths(['plugins']), from: serverPaths(['routes', 'openapi', ...ENTRY]), message: 'Plugins never import routes or entry points.' },
  { target: serverPaths(['routes', 'openapi']), from: serverPaths(ENTRY), message: 'Routes never import entry points.' },
  { target: serverPaths(INFRASTRUCTURE), from: serverPaths(DOMAIN), message: 'The infrastructure never imports the domain.' },
  { target: serverPaths(['catalogue']), from: serverPaths(DOMAIN.filter((name) => name !== 'catalogue')), message: 'The catalogue is the domain’s base: it imports no other domain folder.' },
  { target: serverPaths(['db', 'cache', 'memory', 'config', 'paths.ts']), from: serverPaths(['http']), message: 'Lower infrastructure never imports http/.' },
  { target: serverPaths(['config', 'paths.ts']), from: serverPaths(['db', 'cache', 'memory']), message: 'Configuration imports nothing above it.' },
  { target: [...serverPathsBut('testing'), './src', './contract'], from: serverPaths(['testing']), message: 'Test helpers are for tests only.' },
  { target: [...serverPathsBut('cli'), './src', './contract'], from: serverPaths(['cli']), message: 'Programs are run, never imported.' },
  { target: './contract', from: ['./server', './src'], message: 'contract/ is shared by the SPA and the server and imports neither.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...spaImportRules(),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // What the plugin's TypeScript preset sets: without the extensions and the parser, no-cycle does not follow imports into .ts files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['tsconfig.json', 'tsconfig.server.json'] }), createNodeResolver()],
    },
  },
  {
    files: ['server/**/*.ts', 'contract/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**/*.ts', 'contract/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...spaZones] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
