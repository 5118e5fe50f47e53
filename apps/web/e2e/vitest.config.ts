import { defineConfig } from 'vitest/config';

// Browser journeys: Debian's Chromium driven by playwright-core against the production build
// served by the real API process on a free port, with a fresh embedded database.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
