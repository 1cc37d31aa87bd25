import { expect, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** Browser-test steps several specs share: a fresh account, the service worker in control, the network on or off. */
export const E2E_PASSWORD = 'correct-horse-42';

/** Registers a new account on the sign-in screen and dismisses the profile reminder, ending on /landing. */
export async function signUp(page: Page, opts: { first: string; last?: string; emailPrefix: string }) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('First name').fill(opts.first);
  await page.getByLabel('Last name').fill(opts.last ?? 'Tradie');
  await page.getByLabel('Email', { exact: true }).fill(`${opts.emailPrefix}-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/landing$/);
  const reminder = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await reminder.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(reminder).toBeHidden();
}

/** Resolves once the service worker controls the page (offline navigation needs it). */
export async function waitForWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

/** Takes the context off or on the network and waits until the page itself sees it. */
export async function setOnline(context: BrowserContext, page: Page, online: boolean) {
  await context.setOffline(!online);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
}

/** Waits until the device has pulled the company record (the tax-invoice seller details). */
export async function waitForCompanyOnDevice(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('tradie-toolbox');
              open.onsuccess = () => {
                try {
                  const req = open.result.transaction('kv').objectStore('kv').get('company');
                  req.onsuccess = () => resolve(Boolean((req.result?.value as { name?: string } | undefined)?.name));
                  req.onerror = () => resolve(false);
                } catch {
                  resolve(false);
                } finally {
                  open.result.close();
                }
              };
              open.onerror = () => resolve(false);
            }),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}
