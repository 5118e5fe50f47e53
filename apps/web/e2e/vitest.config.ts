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
    // A page answers after its request does: on a busy machine that is more than vitest's 1 s
    // default for expect.poll, so a poll waits as long as a locator does.
    expect: { poll: { timeout: 10_000 } },
  },
});
