import { defineConfig } from 'vitest/config';

// One project: unit tests, and API tests that run on PGlite (a migrated template cloned per file)
// and, when TEST_DATABASE_URL is set, on PostgreSQL too (a fresh database per file).
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Fails a test that sends parallel queries on one node-postgres client (docs/decisions/0057).
    setupFiles: ['./test/pg-warnings.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
