import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { waitForCompanyOnDevice, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 4 in a real Chromium against the real server: a quote made with no signal is listed with the right total,
 * downloads as a PDF while still offline, reaches the server once the signal is back, and an approved estimate turns
 * into an invoice whose payment moves Total Revenue by exactly its total.
 *
 * Offline here is context.setOffline while the page stays loaded: every screen is visited once online first, so its
 * code is in memory (the service worker, when present, covers reloads).
 */

const PASSWORD = 'correct-horse-battery-staple';
const TITLE = 'Bathroom retile';
const CLIENT = 'Priya Nair';
// 12.5 sqm × $45.50 = $568.75; 8 hr × $85 = $680.00; 3 ea × $32.95 = $98.85 → $1,347.60 + GST $134.76 = $1,482.36
const ITEMS = [
  { description: 'Floor tiles supplied and laid', quantity: '12.5', unit: 'sqm', rate: '45.50' },
  { description: 'Labour - tiler', quantity: '8', unit: 'hr', rate: '85' },
  { description: 'Waterproofing membrane', quantity: '3', unit: 'ea', rate: '32.95' },
];
const TOTAL = '$1,482.36';

const dollars = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

async function signUpWithCompany(page: Page) {
  const email = `docs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const reg = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(reg.status(), await reg.text()).toBe(201);
  const company = await page.request.post('/api/company', {
    data: {
      name: 'Coastline Tiling Pty Ltd',
      businessName: 'Coastline Tiling',
      abn: '51 824 753 556',
      phone: '0412 345 678',
      email: 'jobs@coastline.example.com',
      address: '12 Harbour Street, Wollongong NSW 2500',
      gstRegistered: true,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
}

/** The Send dialog (issue 12): confirm, then close the link view. */
async function confirmSend(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Send / });
  await dialog.getByRole('button', { name: /^(Send to |Mark sent and get link)/ }).click();
  await expect(dialog.getByLabel('Customer link')).toHaveValue(/\/api\/p\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
}

test('an offline quote is listed, downloads, syncs, and its paid invoice adds to Total Revenue', async ({ page, context }) => {
  await signUpWithCompany(page);

  // Online: load every screen once so its code is on the device, and let the first sync bring the company down.
  await page.goto('/estimates-invoices');
  await expect(page.getByRole('heading', { name: 'Estimates & Invoices' })).toBeVisible();
  await waitForCompanyOnDevice(page);
  const revenueBefore = dollars(await page.getByTestId('stat-revenue').innerText());
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'My Invoices' })).toBeVisible();
  await page.goto('/quotes');
  await page.getByRole('link', { name: 'New Quote' }).first().click();
  await expect(page.getByRole('heading', { name: 'Quote Generator' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app's code is on the device once the service worker has precached it and controls the page (the PDF module
  // is loaded only when a download is asked for, offline here).
  await expect(() => waitForWorkerControl(page)).toPass({ timeout: 30_000 });

  await context.setOffline(true);

  await page.getByLabel('Quote Title *').fill(TITLE);
  await page.getByLabel('Trade Type *').selectOption('Tiler');
  await page.getByLabel('Client Name *').fill(CLIENT);
  await page.getByLabel('Client Email').fill('priya@example.com');
  await page.getByLabel('Project Address *').fill('7 Ocean Parade, Thirroul NSW 2515');
  await page.getByLabel('Project Description *').fill('Retile the main bathroom floor');
  const addItem = page.getByRole('group', { name: 'Add item' });
  for (const item of ITEMS) {
    await addItem.getByLabel('Description').fill(item.description);
    await addItem.getByLabel('Quantity').fill(item.quantity);
    await addItem.getByLabel('Unit').fill(item.unit);
    await addItem.getByLabel('Rate ($)').fill(item.rate);
    await addItem.getByRole('button', { name: '+ Add Item' }).click();
  }
  await expect(page.getByRole('list', { name: 'Quote items' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('quote-form-total')).toHaveText(TOTAL);
  await page.getByRole('button', { name: 'Save Quote' }).click();

  // My Quotes, still offline
  await expect(page).toHaveURL(/\/quotes$/);
  const card = page.getByRole('article', { name: `Quote ${TITLE}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('quote-total')).toContainText(TOTAL);
  await expect(card.getByText('Draft')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Download ${TITLE} as PDF` }).click(),
  ]);
  // the number the device gave it, as the server would name it too (issue 18)
  expect(download.suggestedFilename()).toMatch(/^Quote_Priya_Nair_\d{4}-\d{2}-\d{2}_Q-\d{4}\.pdf$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back online: the outbox drains and the server has the quote with the same total.
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/quotes');
        if (!res.ok()) return null;
        const list = (await res.json()) as Array<{ title: string; total?: string | number; totalCents?: number }>;
        const q = list.find((x) => x.title === TITLE);
        return q ? (q.totalCents ?? Math.round(Number(q.total) * 100)) : null;
      },
      { timeout: 30_000 },
    )
    .toBe(148_236);

  // Send → Mark accepted → Convert on the estimates screen (one word, "Accepted", for the tradie's mark and the customer's yes).
  await page.goto('/estimates-invoices?tab=estimates');
  const estimate = page.getByRole('article', { name: new RegExp(`^Estimate .* for ${CLIENT}$`) });
  await estimate.getByRole('button', { name: /^Send estimate/ }).click();
  // issue 12: Send asks first; with no client email it marks the quote sent and gives the customer's link.
  await confirmSend(page);
  await expect(estimate.getByText('Sent', { exact: true })).toBeVisible();
  await estimate.getByRole('button', { name: /^Mark accepted estimate/ }).click();
  await expect(estimate.getByText('Accepted', { exact: true })).toBeVisible();
  await estimate.getByRole('button', { name: /^Convert estimate/ }).click();
  await expect(page).toHaveURL(/\/invoice-generator\?edit=/);
  await expect(page.getByTestId('invoice-form-total')).toHaveText(TOTAL);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible();

  // Send the new invoice, then mark it paid.
  await page.goto('/estimates-invoices?tab=invoices');
  const invoice = page.getByRole('article', { name: new RegExp(`^Invoice INV-\\d+ for ${CLIENT}$`) });
  await expect(invoice.getByTestId('doc-amount')).toHaveText(TOTAL);
  await invoice.getByRole('button', { name: /^Send invoice/ }).click();
  await confirmSend(page);
  await expect(invoice.getByText('Sent', { exact: true })).toBeVisible();
  await invoice.getByRole('button', { name: /^Mark Paid invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Paid' });
  await expect(dialog.getByLabel('Paid Date')).not.toHaveValue('');
  await dialog.getByLabel('Payment Method').selectOption('Bank transfer');
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect.poll(async () => dollars(await page.getByTestId('stat-revenue').innerText())).toBeCloseTo(revenueBefore + dollars(TOTAL), 2);
});
