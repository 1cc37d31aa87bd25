import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { waitForWorkerControl } from '../helpers/e2e';

/**
 * Materials checklists on the offline-first engine, in a real Chromium against the real built app and server:
 * writes land on the device first, survive an offline reload, reach the server exactly once, show on a second
 * device, and a session that lapses mid-queue loses nothing.
 */
const PASSWORD = 'correct-horse-42';
const uniqueEmail = (tag: string) => `e2e-mat-${tag}-${randomUUID().slice(0, 8)}@example.com`;

interface ServerItem {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  completed: boolean;
}
interface ServerList {
  id: string;
  title: string;
  items: ServerItem[];
}

const badge = (page: Page) => page.getByTestId('sync-badge');
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const card = (page: Page, title: string) => page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });
const tick = (page: Page, list: string, item: string) => card(page, list).getByRole('checkbox', { name: new RegExp(`^${item},`) });

async function register(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/landing$/);
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/landing$/);
}

async function openMaterials(page: Page) {
  // A full load (the landing page may be showing its once-per-session profile reminder over the cards).
  await page.goto('/materials');
  await expect(page.getByRole('heading', { name: 'Materials', exact: true })).toBeVisible();
}

async function createListByHand(page: Page, title: string, items: string[], screenshot?: string) {
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('List name').fill(title);
  for (const name of items) {
    await dialog.getByPlaceholder(/Item name/).fill(name);
    await dialog.getByRole('button', { name: 'Add item' }).click();
  }
  if (screenshot) await page.screenshot({ path: screenshot });
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();
}

async function serverLists(request: APIRequestContext): Promise<ServerList[]> {
  const res = await request.get('/api/materials-lists');
  expect(res.status()).toBe(200);
  return (await res.json()) as ServerList[];
}

/** The device's rows, read straight from IndexedDB (what the screen is drawn from). */
function deviceRows(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lists: Array<{ id: string; title: string }>; items: Array<ServerItem & { listId: string }> }>((resolve, reject) => {
        const open = indexedDB.open('tradie-toolbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['materialsLists', 'materialsItems'], 'readonly');
          const lists = tx.objectStore('materialsLists').getAll();
          const items = tx.objectStore('materialsItems').getAll();
          tx.oncomplete = () => {
            db.close();
            resolve({ lists: lists.result, items: items.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

const itemKey = (i: ServerItem) => `${i.id}|${i.name}|${i.quantity}|${i.unit}|${i.completed}`;

async function expectServerMatchesDevice(page: Page) {
  const device = await deviceRows(page);
  const server = await serverLists(page.request);
  expect(server.map((l) => `${l.id}|${l.title}`).sort()).toEqual(device.lists.map((l) => `${l.id}|${l.title}`).sort());
  const serverItems = server.flatMap((l) => l.items);
  expect(new Set(serverItems.map((i) => i.id)).size).toBe(serverItems.length);
  expect(serverItems.map(itemKey).sort()).toEqual(device.items.map(itemKey).sort());
  return server;
}

test('lists made and ticked offline survive a reload, reach the server exactly once, and show on a second device', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('offline');
  await register(page, email);
  await openMaterials(page);
  await expect(page.getByText('No materials lists yet')).toBeVisible();

  await createListByHand(page, 'Online list', ['Treated pine 90x45', 'Bugle screws']);
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
  expect((await serverLists(page.request)).map((l) => l.title)).toEqual(['Online list']);

  // The worker must control the page before the network goes, or an offline reload has nothing to load from.
  await expect(() => waitForWorkerControl(page)).toPass({ timeout: 30_000 });

  await context.setOffline(true);
  await createListByHand(page, 'Offline list', ['Screws', 'Nails', 'Glue']);
  await tick(page, 'Offline list', 'Nails').check();
  await tick(page, 'Online list', 'Bugle screws').check();

  await page.getByRole('button', { name: 'AI Generate' }).click();
  const gen = page.getByRole('dialog', { name: 'AI Generate' });
  await gen.getByLabel('Job description').fill('build a 6 x 3 m timber deck');
  await gen.getByRole('button', { name: 'Generate' }).click();
  const ready = page.getByRole('dialog', { name: 'List ready' });
  await expect(ready.getByText(/Made on this phone while offline/)).toBeVisible();
  await expect(ready.getByText('Check these assumptions before you buy')).toBeVisible();
  await page.screenshot({ path: '.tmp/materials-generate-offline.png' });
  await ready.getByRole('button', { name: 'Done' }).click();
  const deckTitle = (await page.locator('article h2').first().textContent())!;
  expect(deckTitle).toMatch(/deck/i);
  await card(page, deckTitle).getByRole('checkbox').first().check();

  await expect(badge(page)).toHaveText(/Offline · \d+ waiting/);
  // Nothing has left the device: the server still has only the list made online, unticked.
  const whileOffline = await serverLists(page.request);
  expect(whileOffline.map((l) => l.title)).toEqual(['Online list']);
  expect(whileOffline[0].items.every((i) => !i.completed)).toBe(true);
  await page.screenshot({ path: '.tmp/materials-offline.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Materials', exact: true })).toBeVisible();
  await expect(card(page, 'Offline list')).toBeVisible();
  await expect(card(page, deckTitle)).toBeVisible();
  await expect(tick(page, 'Offline list', 'Nails')).toBeChecked();
  await expect(tick(page, 'Online list', 'Bugle screws')).toBeChecked();
  await expect(badge(page)).toHaveText(/Offline · \d+ waiting/);

  await context.setOffline(false);
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  const synced = await expectServerMatchesDevice(page);
  expect(synced.map((l) => l.title).sort()).toEqual(['Offline list', 'Online list', deckTitle].sort());
  const offlineList = synced.find((l) => l.title === 'Offline list')!;
  expect(offlineList.items.map((i) => [i.name, i.completed])).toEqual([
    ['Screws', false],
    ['Nails', true],
    ['Glue', false],
  ]);

  // A second sync (a replay after coming back) changes nothing on the server.
  await badge(page).click();
  await page.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Sync now' }).click();
  await page.getByRole('dialog', { name: 'Sync' }).getByRole('button', { name: 'Close' }).first().click();
  await expect(badge(page)).toHaveAttribute('data-state', 'synced');
  expect(await serverLists(page.request)).toEqual(synced);

  const other = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
  try {
    const page2 = await other.newPage();
    await page2.goto('/auth');
    await signIn(page2, email);
    await openMaterials(page2);
    await expect(card(page2, 'Offline list')).toBeVisible({ timeout: 15_000 });
    await expect(card(page2, deckTitle)).toBeVisible();
    await expect(tick(page2, 'Offline list', 'Nails')).toBeChecked();
    await expect(tick(page2, 'Online list', 'Bugle screws')).toBeChecked();
    await expect(card(page2, 'Offline list')).toContainText('1/3 completed');
  } finally {
    await other.close();
  }
});

test('a session that lapses mid-queue asks to sign in again, then sends every queued change once', async ({ page, context }) => {
  const email = uniqueEmail('relogin');
  await register(page, email);
  await openMaterials(page);
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });

  await context.setOffline(true);
  await createListByHand(page, 'Queued while offline', ['Grout', 'Sealer']);
  await tick(page, 'Queued while offline', 'Sealer').check();
  await expect(badge(page)).toHaveText(/Offline · 2 waiting/);

  // The session is gone by the time the signal returns (expired, or signed out elsewhere): the push gets a 401.
  await context.clearCookies();
  await context.setOffline(false);
  await expect(badge(page)).toHaveText('Sign in to sync', { timeout: 15_000 });
  expect((await deviceRows(page)).lists.map((l) => l.title)).toEqual(['Queued while offline']);

  await badge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText('Sign in again to send 2 changes.')).toBeVisible();
  await panel.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email);
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  const server = await expectServerMatchesDevice(page);
  expect(server.map((l) => [l.title, l.items.map((i) => [i.name, i.completed])])).toEqual([
    [
      'Queued while offline',
      [
        ['Grout', false],
        ['Sealer', true],
      ],
    ],
  ]);
});

test('edit mode holds changes until Save, then the spec’s toasts for update, download and delete', async ({ page }) => {
  await register(page, uniqueEmail('edit'));
  await openMaterials(page);
  await page.screenshot({ path: '.tmp/materials-empty.png' });
  await createListByHand(page, 'Bathroom tiling', ['Floor tiles', 'Tile adhesive', 'Grout', 'Silicone', 'Trims'], '.tmp/materials-new.png');
  const list = card(page, 'Bathroom tiling');

  // A new list opens expanded. Collapsed: 3 items and no Edit; expanded: all 5 and Edit.
  await expect(list.getByRole('checkbox')).toHaveCount(5);
  await list.getByRole('button', { name: 'Collapse' }).click();
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await expect(list.getByRole('button', { name: 'Show all 5 items' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await list.getByRole('button', { name: 'Expand' }).click();
  await expect(list.getByRole('checkbox')).toHaveCount(5);
  await list.getByRole('button', { name: 'Edit' }).click();

  await list.getByRole('button', { name: 'Add item' }).click();
  await expect(list.getByText('Item name is required')).toBeVisible();
  await expect(list.getByRole('checkbox')).toHaveCount(5);
  await list.getByPlaceholder(/Item name/).fill('Waterproofing membrane');
  await list.getByLabel('Quantity').fill('lots');
  await list.getByRole('button', { name: 'Add item' }).click();
  await expect(list.getByText('Item name is required')).toBeHidden();
  await list.getByRole('checkbox', { name: /^Grout,/ }).check();
  await list.getByRole('button', { name: 'Remove Silicone' }).click();
  await list.getByLabel('List name').fill('Bathroom tiling — Smith');
  await page.screenshot({ path: '.tmp/materials-edit.png' });

  // Held locally: nothing stored until Save.
  const before = await deviceRows(page);
  expect(before.items.some((i) => i.name === 'Waterproofing membrane')).toBe(false);
  expect(before.items.find((i) => i.name === 'Grout')!.completed).toBe(false);

  await list.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('List updated');
  const saved = card(page, 'Bathroom tiling — Smith');
  await expect(saved).toContainText('1/5 completed');
  await expect(saved.getByRole('checkbox', { name: 'Waterproofing membrane, 1 pc' })).toBeVisible();
  await expect(saved.getByText('Silicone')).toHaveCount(0);
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
  const [onServer] = await serverLists(page.request);
  expect(onServer.title).toBe('Bathroom tiling — Smith');
  expect(onServer.items.map((i) => [i.name, i.quantity, i.unit, i.completed])).toEqual([
    ['Floor tiles', 1, 'pc', false],
    ['Tile adhesive', 1, 'pc', false],
    ['Grout', 1, 'pc', true],
    ['Trims', 1, 'pc', false],
    ['Waterproofing membrane', 1, 'pc', false],
  ]);
  await page.screenshot({ path: '.tmp/materials-list.png', fullPage: true });

  const download = page.waitForEvent('download');
  await saved.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Bathroom_tiling_Smith_materials.pdf');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'AI Generate' }).click();
  const gen = page.getByRole('dialog', { name: 'AI Generate' });
  await expect(gen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await gen.getByLabel('Job description').fill('walk the dog');
  await gen.getByRole('button', { name: 'Generate' }).click();
  await expect(gen.getByRole('alert')).toContainText("couldn't recognise");
  await gen.getByRole('button', { name: 'Cancel' }).click();
  expect(await serverLists(page.request)).toHaveLength(1);

  await saved.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('List deleted');
  await expect(page.getByText('No materials lists yet')).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
  expect(await serverLists(page.request)).toEqual([]);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await openMaterials(page);
  await page.getByRole('button', { name: 'Ask in Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
});
