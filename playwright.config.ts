import { defineConfig } from '@playwright/test';
import fs from 'node:fs';

/**
 * Browser tests drive Debian's Chromium against the real built app and server (never a downloaded browser).
 * The server runs on the embedded PGlite in a throwaway DATA_DIR.
 */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  throw new Error(`Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}
/** Also used by the bench's Lighthouse run, so both measure the same browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const PORT = Number(process.env.E2E_PORT ?? 4319);
const dataDir = `.tmp/e2e-data-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // CI retries a failed browser test once; scripts/check-e2e-ran.mjs prints how many needed it ("flaky").
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The admins of tests/e2e/admin.spec.ts and a11y.spec.ts are made the production way, before the server owns the data directory.
    command: `rm -rf ${dataDir} && node --import tsx scripts/create-admin.ts e2e-admin@example.com admin-e2e-password && node --import tsx scripts/create-admin.ts e2e-a11y-admin@example.com correct-horse-42 && node dist/server/server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // Two create-admin runs (each migrates a fresh PGlite) then the server: ~10 s on a quiet machine, but 46 s was seen at
    // load 12 on 2 cores, and the 60 s limit then failed the run before any test.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: `http://localhost:${PORT}`,
      LOG_LEVEL: 'error',
      // tests/e2e/auth-sso.spec.ts starts a real OpenID provider on PORT + 5 and mints SSO codes with this secret.
      OIDC_ISSUER: `http://127.0.0.1:${PORT + 5}`,
      OIDC_CLIENT_ID: 'tradie-toolbox-e2e',
      OIDC_CLIENT_SECRET: 'e2e-client-secret',
      OIDC_PROVIDER_NAME: 'Google',
      SSO_SHARED_SECRET: 'e2e-sso-shared-secret-0123456789abcdef',
      SSO_ISSUER: 'tradie-website',
    },
  },
});
