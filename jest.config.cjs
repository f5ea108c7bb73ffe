// Unit tests of the web packages and the workspace tooling. The api has its own configuration
// (it runs twice: on embedded PGlite and on a real PostgreSQL server).
const path = require('node:path');
const { APPS, REMOTE_DESCRIPTIONS } = require('./shared/build/apps.cjs');

const ZOD_ROOT = path.dirname(
  require.resolve('zod/package.json', { paths: [path.join(__dirname, 'shared/runtime')] }),
);

const REACT_ROUTER_ROOT = path.dirname(
  require.resolve('react-router/package.json', { paths: [path.join(__dirname, 'shared/runtime')] }),
);
const REACT_I18NEXT_ROOT = path.dirname(
  require.resolve('react-i18next/package.json', {
    paths: [path.join(__dirname, 'shared/runtime')],
  }),
);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const web = (dir, displayName = dir) => ({
  displayName,
  rootDir: `<rootDir>/${dir}`,
  // jsdom with the platform's fetch, Request and TextEncoder, which react-router relies on.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  moduleNameMapper: { '\\.css$': `${__dirname}/jest/style-stub.cjs` },
  setupFilesAfterEnv: [`${__dirname}/jest/setup-dom.ts`],
  globals: {
    __HARMO_BUILD_INFO__: { name: dir, version: '0.0.0-test', builtAt: 'test' },
    __HARMO_REMOTES__: REMOTE_DESCRIPTIONS,
  },
});

module.exports = {
  projects: [
    web('shared/runtime', 'shared'),
    // The host and every remote of the workspace's one app list, so a new remote's tests run.
    ...APPS.map((app) => web(app.dir)),
    {
      displayName: 'contracts',
      rootDir: '<rootDir>/shared/contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    },
    {
      displayName: 'medical-formats',
      rootDir: '<rootDir>/shared/medical-formats',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    },
    {
      displayName: 'workspace',
      rootDir: '<rootDir>',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/shared/build/test/**/*.test.ts',
        '<rootDir>/scripts/test/**/*.test.ts',
      ],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/jest/style-stub.cjs',
        // The shared copy of zod (shared/build/shared-zod.mjs) reads zod's files through a
        // webpack alias; here it reads their CommonJS twins.
        '^zod-internals/(.*)\\.js$': `${ZOD_ROOT}/$1.cjs`,
        // The shared react-router and react-i18next (shared-react-router.mjs,
        // shared-react-i18next.mjs) likewise: the CommonJS files the apps' tests run on, so that
        // each name can be compared with the library's own.
        '^react-router-dist/(.*)\\.mjs$': `${REACT_ROUTER_ROOT}/dist/development/$1.js`,
        '^react-i18next-internals/dist/es/(.*)$': `${REACT_I18NEXT_ROOT}/dist/commonjs/$1`,
      },
      globals: {
        __HARMO_BUILD_INFO__: { name: 'workspace', version: '0.0.0-test', builtAt: 'test' },
        __HARMO_REMOTES__: REMOTE_DESCRIPTIONS,
      },
    },
  ],
};
