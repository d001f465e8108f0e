import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/testing/global-setup.ts'],
    setupFiles: ['server/testing/console-errors.ts'],
    pool: 'forks',
    // One process per worker runs file after file, keeping the modules it has loaded (loading them
    // again for every file was a third of the run). Stubbed globals and variables are put back after
    // each test, so no file sees another's.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
