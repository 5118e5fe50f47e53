import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { campusPlugin } from './scripts/eslint/module-owns-tables.js';
import { campusWebPlugin } from './scripts/eslint/feature-boundaries.js';
import { campusLayersPlugin } from './scripts/eslint/modules-below-flows.js';

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
    // Features do not import each other (docs/decisions/0039-feature-boundaries-and-shared-components.md):
    // what several use lives in components/ or lib/. The pairs below are the documented exceptions.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'campus-web': campusWebPlugin },
    rules: {
      'campus-web/feature-boundaries': [
        'error',
        {
          allow: [
            {
              from: 'accessories',
              to: 'cart',
              reason: 'an accessory page adds to the cart and starts Buy Now',
            },
            {
              from: 'catalog',
              to: 'cart',
              reason: 'a design page adds to the cart and starts Buy Now',
            },
            { from: 'wishlist', to: 'cart', reason: 'a saved item moves to the cart' },
            {
              from: 'checkout',
              to: 'cart',
              reason: "checkout pays for the cart's lines or the Buy Now item",
            },
            {
              from: 'collections',
              to: 'accessories',
              reason: "a credential's page lists its accessories (lazy)",
            },
            {
              from: 'home',
              to: 'collections',
              reason: 'the home page opens the credential dialog (lazy)',
            },
          ],
        },
      ],
    },
  },
  {
    // A module owns its tables (docs/ARCHITECTURE.md "Module map"): a file in modules/<x> imports
    // only db/schema/<x>, and lib/ and demo/ none. Tests may read any table to check what a change wrote.
    files: [
      'apps/api/src/modules/**/*.ts',
      'apps/api/src/lib/**/*.ts',
      'apps/api/src/demo/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    plugins: { campus: campusPlugin },
    rules: { 'campus/module-owns-tables': 'error' },
  },
  {
    // Modules depend one way, as one table says (scripts/eslint/module-dependencies.js,
    // docs/decisions/0037). app.ts, the composition root, may import every module.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'campus/module-dependencies': 'error' },
  },
  {
    // Modules sit below the flows (docs/decisions/0062): nothing in modules/ imports from
    // apps/api/src/flows, type-only imports and tests included. A module that needs a flow's work
    // takes it as a parameter or a port that app/services.ts wires.
    files: ['apps/api/src/modules/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'campus-layers': campusLayersPlugin },
    rules: { 'campus-layers/modules-below-flows': 'error' },
  },
  {
    // Type-aware: a promise nobody awaits or catches loses its error (and, in a route, its
    // reply). `void promise` marks the few fire-and-forget calls on purpose.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'bench/**/*.ts'],
    ignores: ['packages/contract/vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // One query at a time on a transaction's client (docs/decisions/0057): node-postgres queues a
    // second query on a busy client with a deprecation warning and pg 9 will refuse it, and a
    // transaction (or an executor that may be one) is a single client. Await its statements in
    // turn (separate transactions side by side, each in its own function, are fine). The test
    // setup also fails a PostgreSQL run on that warning (test/pg-warnings.setup.ts).
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|race|any)$/] > ArrayExpression > :not(:has(ArrowFunctionExpression, FunctionExpression)) Identifier[name=/^(tx|trx|executor)$/]",
          message:
            "No parallel queries on one transaction's client: await them one after the other.",
        },
      ],
    },
  },
  {
    // Services never import Fastify; nothing but config.ts reads process.env.
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ['fastify'] }] },
  },
);
