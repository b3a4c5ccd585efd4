// The browser tests: the production playground, built and served once (global-setup.ts), driven in
// Debian's Chromium through playwright-core. Files run one after another in one worker (two cores;
// a test measures timings). Vitest fails a run that finds no test file or a file without tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    passWithNoTests: false,
  },
});
