// One lint configuration for every package (flat config). Each package's `npm run lint` lints its
// whole folder (`eslint .`): sources, tests and the JS tooling around them (servers, scripts,
// benches, webpack and jest configs). The root's lint is one ESLint over the whole tree (every
// package, the files at the top, lint/ and .ci/): the same files, one process instead of 16.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import smunity from './lint/import-boundaries.mjs';
import fileNames from './lint/file-names.mjs';
import { PACKAGES_WITH_CATALOGS, TEXT_PROPS, noKoreanLiteral } from './lint/texts-in-catalogs.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every spec runs under e2e/support/csp.ts's `test`, which fails on any CSP violation.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/site' or '../support/csp' (CSP watch).",
            },
          ],
        },
      ],
    },
  },
  {
    // The JS tooling is Node code (CommonJS; parsed as modules so that a top-level
    // `const crypto = require('node:crypto')` is not taken for a redeclared global).
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runs inside jest's jsdom environment, next to the React tests.
    files: ['jest.setup-dom.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Who may import whom (lint/import-boundaries.mjs explains each rule); every file, JS tooling too.
    plugins: {
      smunity: {
        ...smunity,
        rules: { ...smunity.rules, 'file-names': fileNames, 'no-korean-literal': noKoreanLiteral },
      },
    },
    rules: { 'smunity/import-boundaries': 'error' },
  },
  {
    // One fake network (ADR 0055): shared-auth's testing/transports.ts alone replaces fetch or an
    // axios adapter; tests answer the network with its installRoutedApi table.
    files: ['{shell,mfe-*,shared-ui,shared-auth,mf-platform}/src/**/*.{ts,tsx}'],
    ignores: ['shared-auth/src/testing/transports.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['fetch', 'adapter'].map((name) => ({
          selector: `AssignmentExpression > MemberExpression.left[property.name='${name}']`,
          message: `Answer the network with installRoutedApi (shared-auth/src/testing), not your own ${name}.`,
        })),
        {
          selector: "CallExpression[callee.property.name='spyOn'][arguments.1.value='fetch']",
          message: 'Answer the network with installRoutedApi (shared-auth/src/testing).',
        },
      ],
    },
  },
  {
    // One file-name convention for the front-end packages (lint/file-names.mjs).
    files: ['{shell,mfe-*,shared-ui,shared-auth,mf-platform}/src/**/*.{ts,tsx}'],
    rules: { 'smunity/file-names': 'error' },
  },
  {
    // Every UI text in the area's message catalogs (docs/adr/0060): no literal text in the JSX
    // of an area whose texts are moved there. Tests may write texts as the page shows them.
    files: PACKAGES_WITH_CATALOGS.map((folder) => `${folder}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', TEXT_PROPS]],
          },
        },
      ],
    },
  },
  {
    // ... and no Korean text anywhere else in their production code (lint/texts-in-catalogs.mjs).
    files: PACKAGES_WITH_CATALOGS.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/testing.{ts,tsx}'],
    rules: { 'smunity/no-korean-literal': 'error' },
  },
);
