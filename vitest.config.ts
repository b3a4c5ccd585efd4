import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
    // Property tests and scenario runs are CPU-bound; the machine has two cores.
    testTimeout: 60_000,
    pool: 'threads',
  },
});
