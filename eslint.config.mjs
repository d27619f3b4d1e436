import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The SPA's layers, one direction only: shared (components, theme, i18n, config, api) →
 * features → app. A feature uses another only through its index.ts; app/hooks (the store's
 * typed hooks) and type-only imports of app/ are open to all, since they vanish from the build.
 * no-restricted-imports matches the import text, not the resolved file, so the cross-feature
 * pattern is written once per folder depth; each block repeats the whole list because a later
 * block replaces an earlier block's options for the same rule.
 */
// Relative paths only: a package may have server in its name (@emotion/server renders styles at build time).
const intoServer = { group: ['./**/server/**', '../**/server/**'], message: 'The SPA must never reach into the server; both share only contract/.' };
const intoApp = {
  regex: '^(\\.\\./)+app/(?!hooks$)',
  allowTypeImports: true,
  message: 'Only app/ assembles the app: import what you need from a shared module or from app/hooks.',
};
const intoFeature = {
  regex: '^(\\.\\./)+features(/|$)',
  message: 'Shared code (components, theme, i18n, config, api) imports no feature.',
};
const intoOtherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/`,
  message: "A feature uses another only through that feature's index.ts.",
});
const restrict = (files, ...patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [intoServer, ...patterns] }] },
});

function spaImportRules() {
  const sharedDirs = '{components,theme,i18n,config,api}';
  return [
    { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [intoServer] }] } },
    restrict([`src/${sharedDirs}/**/*.{ts,tsx}`], intoApp, intoFeature),
    ...[0, 1, 2, 3].map((depth) => restrict([`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`], intoApp, intoOtherFeature(depth))),
  ];
}

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
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
);
