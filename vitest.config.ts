import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Migrated template databases (PGlite and Postgres), made once per run: see tests/setup-global.ts.
    globalSetup: ['tests/setup-global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each start their own database; keep the machine's 2 cores busy but not swamped.
    maxWorkers: 2,
    // CI retries a failed test once (see .ci/run); on a developer's machine a failure is a failure.
    retry: process.env.CI ? 1 : 0,
  },
});
