// ESLint flat config (issue 25). The choices and the reasons: docs/lint-and-format.md.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    // build output (dist/, dist-bench/, dist-e2e-*/, each with its .vite/ manifests), caches, coverage,
    // run-time data and the static files served as they are: nothing here is written by hand
    ignores: ['**/node_modules/', 'dist/', 'dist-*/', '**/.vite/', '.cache/', 'coverage/', 'test-results/', 'data/', 'uploads/', 'client/public/'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // the benchmarks drive a browser: the functions they hand to page.evaluate() run in the page
    files: ['bench/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // the browser code: the rules of hooks. Only the two classic rules: the plugin's v7 preset adds the
    // React Compiler's rules (refs, set-state-in-effect, immutability …), which judge code for a compiler
    // this build does not use and flag the hydration and latest-ref patterns the client relies on
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
)
