// One lint setup for the whole workspace.
// The architectural rules live here, next to the code they protect:
//  - remotes meet only through federation: no package imports another remote's source;
//  - a feature folder is private: other features use what its index exports, never its internals;
//  - an api module is used by other modules only through its index;
//  - imports in a web package flow one way: app → features → shared;
//  - no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createRequire } from 'node:module';
import harmo from './eslint-rules/index.mjs';

/** Package folders of the remotes, from the workspace's one app list. */
export const REMOTES = createRequire(import.meta.url)('./shared/build/apps.cjs').REMOTES.map(
  (app) => app.dir,
);

/** Patterns that reach into another remote's package or sources. */
function otherRemotePatterns(self) {
  return REMOTES.filter((r) => r !== self).flatMap((r) => [
    `@harmo/${r}`,
    `@harmo/${r}/*`,
    `**/${r}/**`,
    `**/${r}`,
  ]);
}

const remoteBoundaries = ['host', ...REMOTES, 'shared'].map((pkg) => ({
  files: [pkg === 'shared' ? 'shared/runtime/**/*.{ts,tsx}' : `${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@harmo/contracts/facilities',
            message:
              'The web takes the facility answers and constants from @harmo/contracts/facilities-answers: this module also builds every request schema of the api when imported.',
          },
        ],
        patterns: [
          {
            group: otherRemotePatterns(pkg),
            message:
              'Remotes meet only through Module Federation: load the other remote with loadRemote(), never import its source.',
          },
          ...(pkg === 'shared'
            ? []
            : [
                {
                  group: ['**/shared/runtime/src/**', '@harmo/shared/src/**'],
                  message:
                    'Import the shared package by its name (@harmo/shared) so that it stays one singleton across host and remotes.',
                },
              ]),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, harmo },
    rules: {
      'harmo/feature-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Type-aware rules: every TypeScript file belongs to its package's tsconfig (the workspace
    // tooling to the root one), so the type checker sees the whole program.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      // import-x reads (for cycles) only files with these extensions.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // Workspace packages export their TypeScript sources, so one Node-style resolver that knows
      // the TypeScript extensions resolves both relative paths and `@harmo/*` names.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A switch without a default must name every member of its union; one with a default has
      // chosen a catch-all (or ends in a `never` check that the compiler enforces).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'harmo/api-module-boundaries': 'error' },
  },
  {
    files: ['{host,remote-*}/src/**/*.{ts,tsx}'],
    rules: { 'harmo/layer-direction': 'error' },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['{host,shared/runtime,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...remoteBoundaries,
  prettier,
);
