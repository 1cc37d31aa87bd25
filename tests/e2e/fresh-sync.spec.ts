import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * Issue 24: a fresh device of an account bigger than one pull page (2,000 rows). The badge says "synced" only when
 * every row is on the device: at the moment it first says so, a second IndexedDB connection (not the app's Dexie)
 * counts the rows written. The page's drain runs in a worker, so the list also shows rows it did not write itself.
 */
const PASSWORD = 'correct-horse-42';
const BATCHES = 6; // × 500 price items = 3,000 rows: two pull pages
const PER_BATCH = 500;

/** Runs before the app: on the badge's first "synced", count the price items from a connection of its own. */
const COUNT_AT_SYNCED = `(() => {
  const obs = new MutationObserver(() => {
    const badge = document.querySelector('[data-testid="sync-badge"]');
    if (window.__rowsAtSynced !== undefined || !badge || badge.getAttribute('data-state') !== 'synced') return;
    window.__rowsAtSynced = null;
    const open = indexedDB.open('tradie-toolbox');
    open.onsuccess = () => {
      const db = open.result;
      const r = db.transaction(['priceItems', 'quotes'], 'readonly');
      const out = {};
      r.objectStore('priceItems').count().onsuccess = (e) => { out.priceItems = e.target.result; };
      r.objectStore('quotes').count().onsuccess = (e) => { out.quotes = e.target.result; };
      r.oncomplete = () => { db.close(); window.__rowsAtSynced = out; };
    };
    open.onerror = () => { window.__rowsAtSynced = { error: String(open.error) }; };
  });
  obs.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
})();`;

test('a fresh device says synced only when all 3,000 rows are in IndexedDB (counted by a second connection)', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `e2e-fresh-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const createdAt = new Date().toISOString();
  const mutations = Array.from({ length: BATCHES }, (_, b) => ({
    id: b + 1,
    name: 'priceItem.import',
    args: {
      createdAt,
      items: Array.from({ length: PER_BATCH }, (_, i) => ({
        id: randomUUID(),
        description: `Fresh sync item ${b * PER_BATCH + i}`,
        code: `FS${b * PER_BATCH + i}`,
        supplier: 'Reece',
        unit: 'm',
        costCents: 100 + i,
        sellCents: 150 + i,
        gstFree: false,
      })),
    },
  }));
  const quote = {
    id: BATCHES + 1,
    name: 'quote.create',
    args: {
      id: randomUUID(),
      title: 'Fresh sync quote',
      clientId: null,
      clientName: 'Jo Citizen',
      clientEmail: '',
      clientPhone: '',
      projectAddress: '',
      projectDescription: '',
      selectedTrade: 'Plumbing',
      items: [{ id: randomUUID(), description: 'Labour', quantity: 1, unit: 'hr', rateCents: 11_000 }],
      gstIncluded: true,
      subtotalCents: 0,
      gstAmountCents: 0,
      totalCents: 0,
      depositCents: null,
      validUntil: '2030-01-31',
      status: 'draft',
      notes: '',
      createdAt,
    },
  };
  const pushed = await page.request.post('/api/sync/push', {
    data: { clientId: `seed-${randomUUID()}`, mutations: [...mutations, quote] },
  });
  expect(pushed.status()).toBe(200);
  const body = (await pushed.json()) as { results: Array<{ status: string }> };
  expect(body.results.map((r) => r.status)).toEqual(Array(BATCHES + 1).fill('applied'));

  await page.addInitScript({ content: COUNT_AT_SYNCED });
  await page.goto('/landing');
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 120_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rowsAtSynced?: unknown }).__rowsAtSynced ?? null)).not.toBeNull();
  const rows = await page.evaluate(() => (window as unknown as { __rowsAtSynced: unknown }).__rowsAtSynced);
  expect(rows).toEqual({ priceItems: BATCHES * PER_BATCH, quotes: 1 });

  // The app's own screens read what the worker wrote.
  await page.goto('/quotes');
  await expect(page.getByRole('article', { name: 'Quote Fresh sync quote' })).toBeVisible();
});
