/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { leftOutTestPathPatterns } from './server/testing/test-services';

// ts-jest only transpiles here: `npm run typecheck` is the type check.
const tsJest = {
  '^.+\\.(ts|tsx)$': [
    'ts-jest',
    { tsconfig: { module: 'commonjs', moduleResolution: 'bundler', jsx: 'react-jsx', isolatedModules: true }, diagnostics: false },
  ],
  // msw's ESM-only dependencies must be compiled to CommonJS too.
  // useESM: CommonJS where jest requires them, but ECMAScript modules where it loads them as
  // such: on Node >= 24.9 jest loads a `"type": "module"` package as ESM even from require().
  '^.+\\.(js|mjs)$': ['ts-jest', { tsconfig: { module: 'commonjs', allowJs: true }, diagnostics: false, useESM: true }],
} satisfies Config['transform'];

const esmOnlyDependencies = ['rettime', 'until-async', '@open-draft/deferred-promise', 'msw', '@mswjs', 'headers-polyfill', 'outvariant', 'strict-event-emitter', 'is-node-process', 'content-disposition', 'cookie', '@apidevtools/json-schema-ref-parser'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnlyDependencies.join('|')})/)`];
// Under --experimental-vm-modules the same package may be required (light-my-request requires
// `cookie`) and imported (@fastify/cookie imports it): useESM compiles each load to what it needs.
const serverTransform = {
  ...tsJest,
  '^.+\\.(js|mjs)$': ['ts-jest', { tsconfig: { module: 'commonjs', allowJs: true }, useESM: true, diagnostics: false }],
} satisfies Config['transform'];

// Test files whose PostgreSQL or Redis is not configured are not loaded (their global setup says which).
const testPathIgnorePatterns = ['/node_modules/', ...leftOutTestPathPatterns()];

const config: Config = {
  // Jest's default is one worker less than the cores: one on CI's two, which left a core idle. Two
  // workers took the unit tests from 567 s to 322 s there (docs/PERFORMANCE.md, "Test suite").
  maxWorkers: '100%',
  // Hooks build whole apps (PGlite, argon2) and e2e drives a browser: 5 s is too tight on 2 cores.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/contract'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: tsJest,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.(svg|png|webp|jpg|css)$': '<rootDir>/__mocks__/fileMock.ts' },
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contract'],
      testMatch: ['<rootDir>/{server,contract}/**/*.test.ts'],
      testPathIgnorePatterns,
      transform: serverTransform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/server/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/testing/global-teardown.ts',
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testPathIgnorePatterns,
      transform: tsJest,
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/retry-once.ts'],
    },
  ],
};

export default config;
