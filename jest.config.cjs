// One Jest run for every package: front-end packages in jsdom, the service in node against a real database.
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

const frontEnd = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../tools/jest-setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../tools/jest-style-stub.cjs' },
});

module.exports = {
  rootDir: __dirname,
  projects: [
    frontEnd('shared'),
    frontEnd('shell'),
    frontEnd('remote-account'),
    frontEnd('remote-dashboard'),
    frontEnd('remote-consumption'),
    frontEnd('remote-consents'),
    frontEnd('remote-contracts'),
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.cjs'],
    },
    {
      displayName: 'service',
      rootDir: '<rootDir>/service',
      testEnvironment: 'node',
      // PGlite's CommonJS build loads Node modules with dynamic import(), which Jest's CommonJS runtime cannot run:
      // .cjs files are compiled too, turning import() into require().
      transform: {
        '^.+\\.(t|j)sx?$': swc,
        '^.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
      },
      // ESM-only dependencies must be transformed too.
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|@fastify/cookie|cookie|content-disposition)/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
