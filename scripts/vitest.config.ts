import { defineProject } from 'vitest/config';

// The house rules (docs/decisions/0062): repository-wide checks that read the source tree itself.
export default defineProject({
  test: {
    name: 'house-rules',
    include: ['house-rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
