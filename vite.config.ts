import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'workers/**/*.test.ts'],
    // CLI tests spawn real processes; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});
