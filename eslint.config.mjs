// `npm run lint`: typescript-eslint's recommended rules (syntax only, no type information, so it
// stays fast) and the import boundaries of ARCHITECTURE.md (scripts/lint/boundaries.mjs).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './scripts/lint/boundaries.mjs';

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '**/.cache/', '**/.data/', '**/@mf-types/', 'coverage/', 'test-results/', 'playwright-report/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { portal },
    rules: {
      'portal/boundaries': 'error',
      // Dropping fields by destructuring into a rest object is how the code omits them.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // CommonJS files (a require hook, a bundler loader) load their modules with require.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The white-label example's page script runs in the browser, as a partner's would.
  { files: ['examples/partner-site/public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'module' } },
);
