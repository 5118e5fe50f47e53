import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { campusPlugin } from './scripts/eslint/module-owns-tables.js';
import { campusWebPlugin } from './scripts/eslint/feature-boundaries.js';
import { campusLayersPlugin } from './scripts/eslint/modules-below-flows.js';

// A feature's public faces are its index.ts, its routes.ts (for the router) and, where it
// documents one, a lazy.ts loaded on demand; anything deeper is the feature's own business.
const featureImports = [
  {
    group: ['../../features/*/*', '@/features/*/*', '!@/features/*/routes', '!@/features/*/lazy'],
    message: 'Import a feature through its public index (or its routes/lazy entry).',
  },
];

// Every form is built from the shared form (docs/decisions/0044-forms-one-way.md).
const sharedFormOnly =
  "Build forms with '@/components/form' (useSchemaForm, Form, FormField); it re-exports what a control needs (useWatch, useController, useFormContext, useFieldArray, FieldErrors, UseFormReturn).";
const formLibraryImports = [
  { name: 'react-hook-form', message: sharedFormOnly },
  { name: '@hookform/resolvers/zod', message: sharedFormOnly },
];

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
    // Forms one way (docs/decisions/0044-forms-one-way.md): react-hook-form and its zod resolver
    // are imported only by components/form, which re-exports the hooks and types a control needs.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: formLibraryImports, patterns: featureImports }],
    },
  },
  {
    // The shared form itself (apps/web/src/components/form) is the one place that builds on
    // react-hook-form; the feature rule still applies to it.
    files: ['apps/web/src/components/form/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImports }] },
  },
  {
    // Features import each other only down the layers of one table, along a declared edge with
    // its reason (scripts/eslint/feature-boundaries.js, docs/decisions/0061-web-features-by-domain.md).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'campus-web': campusWebPlugin },
    rules: { 'campus-web/feature-boundaries': 'error' },
  },
  {
    // components/ and lib/ are shared by every feature: they import neither features/ nor app/.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    plugins: { 'campus-web': campusWebPlugin },
    rules: { 'campus-web/shared-code-stays-shared': 'error' },
  },
  {
    // Query keys come from one factory, lib/query-keys.ts: no key arrays or key factories elsewhere.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-keys.ts'],
    plugins: { 'campus-web': campusWebPlugin },
    rules: { 'campus-web/query-keys-from-factory': 'error' },
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
