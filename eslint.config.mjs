import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ARCHITECTURE.md: shell ──(runtime only)──▶ remote-* ──▶ shared ◀── service (contract only).
const remotes = ['remote-account', 'remote-dashboard', 'remote-consumption', 'remote-contracts', 'remote-consents'];
const pkg = (name) => [`@portal/${name}`, `@portal/${name}/*`, `**/${name}/**`];
const forbid = (message, names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap(pkg), message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'coverage/**', 'e2e/test-results/**', 'e2e/.artifacts/**', 'e2e/playwright-report/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['service/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['shared/**'],
    rules: forbid('shared imports nothing of the other packages (ARCHITECTURE.md).', ['shell', 'service', ...remotes]),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbid(
      'A remote imports only @portal/shared; never the shell, the service or another remote (ARCHITECTURE.md).',
      ['shell', 'service', ...remotes.filter((r) => r !== remote)],
    ),
  })),
  {
    files: ['shell/**'],
    rules: forbid('The shell knows remotes only at run time through Module Federation (ARCHITECTURE.md).', [
      'service',
      ...remotes,
    ]),
  },
  {
    files: ['service/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...['shell', ...remotes].flatMap(pkg), '@portal/shared/*', '!@portal/shared/contract', '!@portal/shared/contract/*'],
              message: 'The service imports only the contract part of @portal/shared (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
);
