// ESLint (flat config): the recommended JavaScript and typescript-eslint rules everywhere, and
// no-unsanitized where page content meets the DOM of extension pages (UI, entrypoints, in-page scripts).
// Kept small on purpose: rules that find bugs, not rules of taste. A pattern that strips control characters
// says so with `eslint-disable-next-line no-control-regex` beside it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nounsanitized from 'eslint-plugin-no-unsanitized';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['.output/', '.wxt/', 'node_modules/', 'bench-results/', 'test-results/', 'playwright-report/', 'dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.webextensions } },
    rules: {
      // `_name` marks a parameter kept for its position in a signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Browser tests read globals a fixture page planted (window.__planted); they have no type to name.
    files: ['e2e/**', 'test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/ui/**', 'src/extension/**', 'entrypoints/**'],
    plugins: { 'no-unsanitized': nounsanitized },
    rules: { 'no-unsanitized/method': 'error', 'no-unsanitized/property': 'error' },
  },
);
