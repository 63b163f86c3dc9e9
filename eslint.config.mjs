// ESLint flat config: typescript-eslint's type-checked recommended set on the whole tree, React's
// two hooks rules as errors (a missing effect dependency is a bug, not a style), and
// eslint-config-prettier last so that no rule argues with the formatter. Type-aware linting of the
// whole tree takes about 20 s on an idle 2-core machine, so it stays in every `npm test`.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'];
const PAGE_TIMER_MESSAGE =
  'Pages use useEvery or useRefreshEvery (src/components/async, src/components/list), not their own timers.';

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'offline-package/out/',
      'test-results/',
      'coverage/',
      'data/',
      '.scratch/',
    ],
  },
  {
    linterOptions: {
      // An `eslint-disable` that no longer suppresses anything fails, so none outlives its cause.
      reportUnusedDisableDirectives: 'error',
    },
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify's handlers and hooks, and the injected fetchers behind our interfaces, are async by
      // contract: one that happens to await nothing is correct code, not a bug.
      '@typescript-eslint/require-await': 'off',
      // React drops whatever an event handler returns, so an async onClick loses its promise either
      // way; a `() => void handler()` wrapper on every one would add noise, not safety.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A `const { a: _a, ...rest }` omits `a` on purpose; `_` marks the unused, as for tsc.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // ws hands text frames over as a Buffer (its default binaryType, which no socket here changes);
      // its RawData type also names ArrayBuffer, which would otherwise make every String(data) suspect.
      '@typescript-eslint/no-base-to-string': [
        'error',
        { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', 'ArrayBuffer'] },
      ],
    },
  },
  {
    // Tests read JSON replies and messages as `any` and check their shape with `expect`, which is
    // the type check there; the no-unsafe family would only ask for casts that add nothing.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // React lives in src/ only; elsewhere a `useX` helper (a test server, say) is not a hook.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useAsync(load, deps) takes its deps like useEffect, so its callers' lists are checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAsync$' }],
    },
  },
  {
    // Pages poll and tick through the kit (useEvery, useRefreshEvery in src/components/async and
    // list): one place pauses polls while the page is hidden and stops every timer on unmount. A
    // hand-made setInterval in a page did neither (issue 30 item 2).
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'setInterval', message: PAGE_TIMER_MESSAGE }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'setInterval', message: PAGE_TIMER_MESSAGE },
        { object: 'globalThis', property: 'setInterval', message: PAGE_TIMER_MESSAGE },
      ],
    },
  },
  {
    // Plain JavaScript (build, test runner and jest configuration) is outside the TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  { files: ['*.{js,mjs}', 'scripts/*.mjs'], languageOptions: { globals: globals.node } },
  {
    // CommonJS the Rollup config (ESM) and a Jest test (CJS) both load as it is.
    files: ['scripts/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.commonjs } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS for jest; the fixtures run inside jsdom, so they get no Node globals.
    files: ['jest.config.js', 'tests/fixtures/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.commonjs },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
