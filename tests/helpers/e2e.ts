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

/** A new VIC plumber with a GST-registered company, made through the API (the compliance panel specs' tradie). */
export async function signUpVicPlumber(page: Page, emailPrefix: string) {
  const email = `${emailPrefix}-${randomUUID()}@example.com`;
  const reg = await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } });
  expect(reg.status(), await reg.text()).toBe(201);
  const profile = await page.request.post('/api/user', { data: { state: 'VIC', trade: 'Plumber' } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const company = await page.request.post('/api/company', {
    data: { name: 'Bayside Plumbing Pty Ltd', abn: '51 824 753 556', address: '3 Bay Rd, Sandringham VIC 3191', gstRegistered: true },
  });
  expect(company.ok(), await company.text()).toBe(true);
}

/** Adds one line through a quote or invoice editor's "Add item" group (quantity 1; the unit only when given). */
export async function addDocumentItem(page: Page, description: string, rate: string, unit?: string) {
  const add = page.getByRole('group', { name: 'Add item' });
  await add.getByLabel('Description').fill(description);
  await add.getByLabel('Quantity').fill('1');
  if (unit) await add.getByLabel('Unit').fill(unit);
  await add.getByLabel('Rate ($)').fill(rate);
  await add.getByRole('button', { name: '+ Add Item' }).click();
}

/**
 * Puts rows straight into the device's IndexedDB table (the app has opened it already, so the schema is there), 5,000 a
 * call; the rows carry the fields the app derives when it writes one. For seeding a big account in a browser test or bench.
 */
export async function putDeviceRows(page: Page, table: string, rows: Array<Record<string, unknown>>) {
  for (let i = 0; i < rows.length; i += 5_000)
    await page.evaluate(
      async ([name, chunk]) => {
        const db = await new Promise<IDBDatabase>((res, rej) => {
          const r = indexedDB.open('tradie-toolbox');
          r.onsuccess = () => res(r.result);
          r.onerror = () => rej(r.error);
        });
        await new Promise<void>((res, rej) => {
          const tx = db.transaction(name, 'readwrite');
          for (const row of chunk) tx.objectStore(name).put(row);
          tx.oncomplete = () => res();
          tx.onerror = () => rej(tx.error);
        });
        db.close();
      },
      [table, rows.slice(i, i + 5_000)] as const,
    );
}
