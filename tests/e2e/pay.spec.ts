import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signed } from '../helpers/stripe-events';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';

/**
 * Issue 23 end to end in Chromium at 390 px: the customer opens the invoice link, sees PayID and the reference with
 * copy buttons, pays by card through the local Stripe stand-in (its pay page sends the signed
 * checkout.session.completed webhook, as Stripe would), and the tradie's own browser shows the invoice "Paid" without
 * a reload. This spec runs its own built server with card payments configured (the shared one has none), on
 * E2E_PORT + 3.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319) + 3;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'correct-horse-battery-staple';
let server: ChildProcess;
let standIn: StripeStandIn;
let dataDir: string;

test.beforeAll(async () => {
  standIn = await startStripeStandIn({
    // "Pay" on the stand-in's page: Stripe would now send the signed event to the webhook, then send the customer back.
    onPayPage: async (sessionId, session) => {
      const metadata = session.metadata as Record<string, string>;
      const li = (session.line_items as Record<string, Record<string, string>>[])[0];
      const event = {
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            mode: 'payment',
            currency: li.price_data.currency,
            amount_total: Number(li.price_data.unit_amount),
            payment_status: 'paid',
            payment_intent: `pi_${randomUUID()}`,
            metadata,
          },
        },
      };
      const { payload, header } = signed(event);
      const res = await fetch(`${BASE}/api/stripe/webhook`, {
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      });
      if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
      return session.success_url as string;
    },
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-pay-'));
  server = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: BASE,
      LOG_LEVEL: 'error',
      STRIPE_SECRET_KEY: 'sk_test_issue23',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_issue_23',
      STRIPE_API_BASE: standIn.url,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await standIn?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the customer pays by card from the invoice link; the tradie sees "Paid" without a reload', async ({ browser }) => {
  const tradieCtx = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
  const tradie = await tradieCtx.newPage();
  const email = `pay-${Date.now()}@example.com`;
  expect((await tradie.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const company = await tradie.request.post('/api/company', {
    data: {
      name: 'Harbour Plumbing Pty Ltd',
      abn: '51 824 753 556',
      gstRegistered: true,
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Harbour Plumbing',
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  expect(
    (await tradie.request.put('/api/document-settings', { data: { payId: 'accounts.receivable@harbourplumbing.example.com.au' } })).ok(),
  ).toBe(true);
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const push = await tradie.request.post('/api/sync/push', {
    data: {
      clientId: `c-${randomUUID()}`,
      mutations: [
        {
          id: 1,
          name: 'invoice.create',
          args: {
            id,
            title: 'Hot water system',
            invoiceNumber: 'INV-0003',
            customerName: 'Mary Walsh',
            customerEmail: '',
            customerAddress: '1 Beach Rd, Thirroul NSW',
            invoiceDate: '2026-11-20',
            dueDate: '2026-12-04',
            items: [{ id: randomUUID(), description: 'Hot water unit', quantity: 1, rateCents: 110_000 }],
            subtotalCents: 0,
            gstCents: 0,
            totalCents: 0,
            status: 'draft',
            notes: '',
            createdAt: new Date().toISOString(),
          },
        },
        { id: 2, name: 'invoice.send', args: { id, to: null, link: { id: randomUUID(), token } } },
      ],
    },
  });
  expect(push.ok(), await push.text()).toBe(true);
  await tradie.goto('/invoices');
  const row = tradie.getByText('INV-0003').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(tradie.getByText('Paid', { exact: true })).toHaveCount(0);

  // clipboard permissions: the copy buttons' writes are read back below
  const customerCtx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-AU',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const customer = await customerCtx.newPage();
  await customer.goto(`${BASE}/api/p/${token}`);
  const pay = customer.getByRole('region', { name: /How to pay/ });
  await expect(pay).toContainText('$1,210.00');
  await expect(pay).toContainText('accounts.receivable@harbourplumbing.example.com.au');
  await expect(pay).toContainText('INV-0003');
  await expect(pay.getByRole('button', { name: 'Copy PayID' })).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
  // a long PayID breaks inside its own box: its Copy button stays on the value's line, not pushed below it
  const payIdRow = pay.locator('dd').filter({ has: customer.getByRole('button', { name: 'Copy PayID' }) });
  const [valueBox, copyBox] = await Promise.all([
    payIdRow.locator('span').boundingBox(),
    pay.getByRole('button', { name: 'Copy PayID' }).boundingBox(),
  ]);
  expect(valueBox && copyBox && copyBox.x > valueBox.x + valueBox.width - 1 && copyBox.y < valueBox.y + valueBox.height).toBe(true);
  await expect(pay).toContainText('No card surcharge: the card fee is never added to what you pay.');
  // Each copy button puts its value on the clipboard as a banking app's field takes it (the amount as a plain decimal),
  // says so, and is ready for the next tap. Two taps in a row, as a thumb does, leave the button as it was.
  const copies: [string, string][] = [
    ['Amount', '1210.00'],
    ['PayID', 'accounts.receivable@harbourplumbing.example.com.au'],
    ['BSB', '062-000'],
    ['Account number', '12345678'],
    ['Account name', 'Harbour Plumbing'],
    ['Reference', 'INV-0003'],
  ];
  for (const [label, value] of copies) {
    await customer.evaluate(() => navigator.clipboard.writeText('(nothing copied yet)'));
    const button = pay.getByRole('button', { name: `Copy ${label}` });
    await button.click();
    await expect.poll(() => customer.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await expect(button).toHaveText('Copied');
    await expect(pay.getByRole('status')).toHaveText(`${label} copied`);
  }
  const again = pay.getByRole('button', { name: 'Copy Reference' });
  await again.click();
  await again.click();
  await expect(again).toHaveText('Copy', { timeout: 5_000 });
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await pay.getByRole('button', { name: 'Pay by card' }).click();
  await expect(customer.getByRole('heading', { name: 'Pay 1210.00 AUD' })).toBeVisible();
  expect(standIn.problems).toEqual([]);
  await customer.getByRole('button', { name: 'Pay' }).click();
  await expect(customer.getByText('Paid in full. Thank you.')).toBeVisible();

  // The tradie's screen: no reload, the live wake-up pulls the change.
  await expect(tradie.getByText('Paid', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await tradieCtx.close();
  await customerCtx.close();
});
