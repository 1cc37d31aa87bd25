import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_PASSWORD } from '../helpers/e2e';

/**
 * Issue 24, a fresh device's start-up: the first sync goes first. While the first pull is held back by the test, the
 * badge already says "Syncing…" (it does not wait for the device database), the device database exists (the drain
 * worker made it before the first page arrived), and the service worker is not registered yet (its precache of every
 * chunk would share the connection and the server with the pulled pages). Once the pull is let through, the badge says
 * "Synced" and the service worker registers.
 */
test('a fresh device: badge at once, database made by the worker, service worker registered only after the first sync', async ({
  page,
  context,
}) => {
  const email = `e2e-start-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let pullsAsked = 0;
  // the drain worker's requests: routed for the whole context (a dedicated worker's fetches are the page's)
  await context.route('**/api/sync/pull?*', async (route) => {
    pullsAsked++;
    await held;
    await route.continue();
  });

  await page.goto('/landing');
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveAttribute('data-state', 'syncing');
  await expect(badge).toHaveText('Syncing…');
  await expect.poll(() => pullsAsked, { message: 'the first pull is asked for (and held)' }).toBeGreaterThan(0);
  await page.waitForLoadState('load');
  // the device database is there before any pulled row, and nothing of the account is in it yet
  expect(await page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'tradie-toolbox'))).toBe(true);
  // well past the load event, where the worker used to register: still none while the first sync runs
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(false);
  await expect(badge).toHaveAttribute('data-state', 'syncing');

  release();
  await expect(badge).toHaveAttribute('data-state', 'synced', { timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())), {
      message: 'the service worker registers once the first sync has ended',
      timeout: 15_000,
    })
    .toBe(true);
});
