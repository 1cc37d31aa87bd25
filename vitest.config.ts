import { defineConfig } from 'vitest/config';

const common = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // CI retries a failed test once (see .ci/run); on a developer's machine a failure is a failure.
  retry: process.env.CI ? 1 : 0,
} as const;

export default defineConfig({
  test: {
    // Migrated template databases (PGlite and Postgres) and the bundled server, made once per run for both projects
    // (the projects do not inherit it, so it runs once): see tests/setup-global.ts.
    globalSetup: ['tests/setup-global.ts'],
    // API suites each start their own database; keep the machine's 2 cores busy but not swamped.
    maxWorkers: 2,
    projects: [
      { test: { ...common, name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] } },
      {
        // The API suites share each worker's modules (isolate: false): every one of them imports the whole API
        // (tests/helpers/api.ts → api/app.ts, ~500 modules, about 4 s of a loaded 2-core machine) and opens PGlite
        // (WebAssembly compiled on first use, ~1.5 s), and in a fresh process per file those were paid 78 times. They
        // hold no state between files: no mocks or stubbed globals, each file opens its own databases, servers and ports
        // and closes them in its hooks, and each simulated device has its own IndexedDB. The module caches they meet
        // are keyed by what they hold (AI, Stripe and OIDC clients by URL and key). The unit suites stay isolated (some
        // stub globals).
        test: { ...common, name: 'api', include: ['tests/api/**/*.test.ts'], isolate: false },
      },
    ],
  },
});
