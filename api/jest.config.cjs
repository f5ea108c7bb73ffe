// Tests are TypeScript compiled to CommonJS by swc. A few dependencies ship code that plain
// CommonJS under Jest cannot load, so swc compiles them too:
//  - @electric-sql/pglite calls import() for Node built-ins, which Jest's sandbox rejects;
//  - jose, and cookie (used by Fastify's inject()), are published as ES modules only;
//  - supercluster and kdbush (facility map clusters) are published as ES modules only;
//  - oidc-provider (OAuth server), openid-client and oauth4webapi (its tests' client) too.
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc('typescript'),
    '^.+\\.(js|cjs|mjs)$': swc('ecmascript'),
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@electric-sql(\\+|/)pglite|jose|cookie|supercluster|kdbush|oidc-provider|openid-client|oauth4webapi)[@/])',
  ],
  // Starting an embedded PostgreSQL takes a few seconds on a small machine.
  testTimeout: 30_000,
};
