import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * Live updates in a real Chromium: a second browser context (another device of the same account) shows a change made
 * on the first within a second, without reloading — the server-sent wake-up makes it pull.
 */
const PASSWORD = 'correct-horse-42';

async function register(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/landing$/);
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/landing$/);
}

test('a second browser context sees a change within a second, without reloading', async ({ browser }) => {
  const email = `e2e-live-${randomUUID().slice(0, 8)}@example.com`;
  const phone = await (await browser.newContext()).newPage();
  const tablet = await (await browser.newContext()).newPage();
  await register(phone, email);
  await signIn(tablet, email);
  for (const page of [phone, tablet]) {
    await page.goto('/materials');
    await expect(page.getByRole('heading', { name: 'Materials', exact: true })).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced');
  }
  // Let the tablet's live stream connect (its `ready` event triggers a drain; wait for the page to settle).
  await tablet.waitForTimeout(500);
  const title = `Live list ${randomUUID().slice(0, 6)}`;
  await phone.getByRole('button', { name: 'New list' }).click();
  const dialog = phone.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('List name').fill(title);
  await dialog.getByPlaceholder(/Item name/).fill('Screws');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('button', { name: /^(Create|Save)/ }).click();
  // Measured from when the phone's server has it: the tablet must show it within a second of the commit.
  await expect
    .poll(
      async () =>
        (await phone.request.get('/api/materials-lists')).json().then((l: Array<{ title: string }>) => l.some((x) => x.title === title)),
      {
        timeout: 10_000,
        intervals: [25],
      },
    )
    .toBe(true);
  const committed = Date.now();
  await expect(tablet.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 1_000 });
  const shown = Date.now() - committed;
  console.log(`second device showed the change ${shown} ms after the server had it`);
  expect(shown).toBeLessThan(1_000);
});
