import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { campusPlugin } from './scripts/eslint/module-owns-tables.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features never reach into each other; shared code lives in components/ui and lib.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // A feature's public faces are its index.ts, its routes.ts (for the router) and, where it
          // documents one, a lazy.ts loaded on demand; anything deeper is the feature's own business.
          patterns: [
            {
              group: [
                '../../features/*/*',
                '@/features/*/*',
                '!@/features/*/routes',
                '!@/features/*/lazy',
              ],
              message: 'Import a feature through its public index (or its routes/lazy entry).',
            },
          ],
        },
      ],
    },
  },
  {
    // A module owns its tables (docs/ARCHITECTURE.md "Module map"): a file in modules/<x> imports
    // only db/schema/<x>, and lib/ none. Tests may read any table to check what a change wrote.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { campus: campusPlugin },
    rules: { 'campus/module-owns-tables': 'error' },
  },
  {
    // Services never import Fastify; nothing but config.ts reads process.env.
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ['fastify'] }] },
  },
);
