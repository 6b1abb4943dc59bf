import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// ARCHITECTURE.md: shell ──(runtime only)──▶ remote-* ──▶ shared ◀── service (contract only).
const remotes = ['remote-account', 'remote-dashboard', 'remote-consumption', 'remote-contracts', 'remote-consents'];
const frontEnd = ['shared', 'shell', ...remotes];
const pkg = (name) => [`@portal/${name}`, `@portal/${name}/*`, `**/${name}/**`];
const forbid = (message, names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap(pkg), message }] }],
});
// Tests and the test support that lives beside the code (never imported by production modules).
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test.cjs',
  'service/test/**',
  'tools/jest-setup-dom.ts',
  '*/src/test/**',
  '*/src/test-support/**',
  'shared/src/testing/**',
  'shared/src/http/fake-fetch.ts',
];
const browserCode = frontEnd.map((name) => `${name}/src/**`);
// TypeScript sees every package with Node's and Jest's types (one base tsconfig), so no-undef cannot tell; these
// names are what the browser bundle would not have.
const notInBrowser = [...Object.keys(globals.node).filter((name) => !(name in globals.browser)), ...Object.keys(globals.jest)].map(
  (name) => ({ name, message: 'Page code runs in the browser: no Node or Jest globals here.' }),
);

const serviceContractOnly = {
  group: [...['shell', ...remotes].flatMap(pkg), '@portal/shared/*', '!@portal/shared/contract', '!@portal/shared/contract/*'],
  message: 'The service imports only the contract part of @portal/shared (ARCHITECTURE.md).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/.artifacts/**',
      'e2e/playwright-report/**',
      '.bench/**',
      '.tsbuild/**',
      'service/.fault-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  // Globals by where code runs: the browser bundles see only the browser's, Node programs only Node's, and only test
  // files see Jest's (a `process` or `jest` in page code is a bug the bundle would hit at run time).
  {
    files: [...browserCode, 'tools/standalone-*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['service/**', 'scripts/**', 'tools/**', 'e2e/**', '*.{js,cjs,mjs}', '*/*.config.{js,cjs,mjs,ts}'],
    ignores: ['tools/standalone-*.js'],
    languageOptions: { globals: globals.node },
  },
  { files: testFiles, languageOptions: { globals: globals.jest } },
  { files: browserCode, ignores: testFiles, rules: { 'no-restricted-globals': ['error', ...notInBrowser] } },
  // Type-aware promise rules, on TypeScript only (tsconfig.eslint.json says why one program): a promise, or a
  // thenable such as a Fastify reply, that is neither awaited, returned nor deliberately `void`ed is a bug.
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    files: frontEnd.map((name) => `${name}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: frontEnd.map((name) => `${name}/src/**/*.tsx`), ...jsxA11y.flatConfigs.recommended },
  {
    files: frontEnd.map((name) => `${name}/src/**/*.tsx`),
    // A scrolling table or code block is a focusable `region` with a name, so keyboard users can scroll it (WCAG
    // 2.1.1; axe's scrollable-region-focusable).
    rules: { 'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }] },
  },
  {
    files: ['shared/**'],
    rules: forbid('shared imports nothing of the other packages (ARCHITECTURE.md).', ['shell', 'service', ...remotes]),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbid('A remote imports only @portal/shared; never the shell, the service or another remote (ARCHITECTURE.md).', [
      'shell',
      'service',
      ...remotes.filter((r) => r !== remote),
    ]),
  })),
  {
    files: ['shell/**'],
    rules: forbid('The shell knows remotes only at run time through Module Federation (ARCHITECTURE.md).', ['service', ...remotes]),
  },
  {
    files: ['service/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serviceContractOnly] }] },
  },
  {
    // The demo generator may import production code, never the other way round; the start scripts seed the demo.
    files: ['service/src/**'],
    ignores: ['service/src/demo/**', 'service/src/server.ts', 'service/src/seed-cli.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serviceContractOnly,
            { regex: '(^|/)demo(/|$)', message: 'Production code never imports the demo generator (service/src/demo).' },
          ],
        },
      ],
    },
  },
  // Last: switches off every stylistic rule that would fight Prettier's formatting.
  prettier,
);
