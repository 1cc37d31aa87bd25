import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmtpListener } from '../helpers/smtp';

/**
 * Issue 23 in Chromium at 390 px, against its own built server with a real SMTP listener (tests/helpers/smtp.ts), on
 * E2E_PORT + 5:
 * - the tradie sends a payment reminder from the invoice card: the email carries the pay link and the pay block, and
 *   the link opens the customer's pay page;
 * - /bank: a real-format CommBank statement (tests/fixtures/bank) is imported, its credits proposed against invoices,
 *   one confirmed with one tap and the invoice shows the payment; importing the same file again records nothing
 *   twice; and an import with no signal works.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319) + 5;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'correct-horse-battery-staple';
const FIXTURE = path.join(import.meta.dirname, '../fixtures/bank/commbank.csv');
const smtp = new SmtpListener();
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  await smtp.start();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-bank-'));
  server = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: BASE,
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
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
  throw new Error('the bank spec server did not start');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A tradie with bank details and a PayID. */
async function tradie(request: APIRequestContext, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await request.post(`${BASE}/api/auth/register`, { data: { email, password: PASSWORD } })).status()).toBe(201);
  const company = await request.post(`${BASE}/api/company`, {
    data: {
      name: 'Harbour Plumbing Pty Ltd',
      businessName: 'Harbour Plumbing',
      abn: '51 824 753 556',
      gstRegistered: true,
      email: 'jobs@harbour.example.com',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Harbour Plumbing',
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  expect((await request.put(`${BASE}/api/document-settings`, { data: { payId: 'pay@harbour.example.com' } })).ok()).toBe(true);
}

/** Sent invoices, through the ordinary sync push (the device pulls them). */
async function sentInvoices(
  request: APIRequestContext,
  invoices: { number: string; customer: string; email: string; exGstCents: number }[],
): Promise<void> {
  const mutations = invoices.flatMap((inv, i) => {
    const id = randomUUID();
    return [
      {
        id: 2 * i + 1,
        name: 'invoice.create',
        args: {
          id,
          title: `Plumbing for ${inv.customer}`,
          invoiceNumber: inv.number,
          customerName: inv.customer,
          customerEmail: inv.email,
          customerAddress: '1 Beach Rd, Thirroul NSW',
          invoiceDate: '2026-11-20',
          dueDate: '2026-12-04',
          items: [{ id: randomUUID(), description: 'Labour and parts', quantity: 1, rateCents: inv.exGstCents }],
          subtotalCents: 0,
          gstCents: 0,
          totalCents: 0,
          status: 'draft',
          notes: '',
          createdAt: new Date().toISOString(),
        },
      },
      {
        id: 2 * i + 2,
        name: 'invoice.send',
        args: { id, to: null, link: { id: randomUUID(), token: randomBytes(32).toString('base64url') } },
      },
    ];
  });
  const push = await request.post(`${BASE}/api/sync/push`, { data: { clientId: `c-${randomUUID()}`, mutations } });
  expect(push.ok(), await push.text()).toBe(true);
  const results = ((await push.json()) as { results: { status: string }[] }).results;
  expect(results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'));
}

/** The text of a message as sent: its quoted-printable soft breaks and escapes undone. */
function plain(message: string): string {
  const bytes: number[] = [];
  const qp = message.replace(/=\r\n/g, '');
  for (let i = 0; i < qp.length; i++) {
    if (qp[i] === '=' && /^[0-9A-F]{2}$/.test(qp.slice(i + 1, i + 3))) {
      bytes.push(parseInt(qp.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(qp[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a payment reminder from the invoice card emails the pay link and the pay block', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await phone(page);
  await tradie(page.request, 'remind');
  await sentInvoices(page.request, [{ number: 'INV-0007', customer: 'Mary Walsh', email: 'mary.walsh@example.com', exGstCents: 110_000 }]);
  const before = smtp.messages.length;

  await page.goto(`${BASE}/estimates-invoices?tab=invoices`);
  const card = page.getByRole('article', { name: 'Invoice INV-0007 for Mary Walsh' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Send Reminder invoice INV-0007' }).click();
  await expect(page.getByText('mary.walsh@example.com gets what is owing, how to pay and the pay link.')).toBeVisible();

  await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(before + 1);
  const mail = plain(smtp.messages[before]);
  expect(mail).toMatch(/^To: .*mary\.walsh@example\.com/m);
  expect(mail).toMatch(/^Subject: Reminder: invoice INV-0007 from Harbour Plumbing/m);
  expect(mail).toContain('$1,210.00 is owing');
  // the pay block, as the page and the PDF have it
  expect(mail).toContain('How to pay: $1,210.00');
  expect(mail).toContain('Pay by bank transfer or PayID with the reference INV-0007, so your payment is matched to this invoice.');
  expect(mail).toContain('PayID: pay@harbour.example.com');
  expect(mail).toContain('BSB: 062-000');
  expect(mail).toContain('Account number: 12345678');
  expect(mail).toContain('Reference: INV-0007');
  // the pay link: a fresh one, which opens the customer's pay page
  const link = /View it and pay online: (\S+)/.exec(mail)?.[1];
  expect(link).toMatch(new RegExp(`^${BASE}/api/p/[A-Za-z0-9_-]{43}$`));

  const customerCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });
  const customer = await customerCtx.newPage();
  await customer.goto(link!);
  const pay = customer.getByRole('region', { name: /How to pay/ });
  await expect(pay).toContainText('$1,210.00');
  await expect(pay).toContainText('INV-0007');
  await customerCtx.close();
});

test('/bank: a CommBank statement is proposed, one tap records the payment, a re-import records nothing twice, offline works', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await phone(page);
  await tradie(page.request, 'bank');
  // INV-0003: the reference line of the statement ($1,210.00 from M WALSH); INV-0004: the two $550.00 from A JONES.
  await sentInvoices(page.request, [
    { number: 'INV-0003', customer: 'Mary Walsh', email: '', exGstCents: 110_000 },
    { number: 'INV-0004', customer: 'Alex Jones', email: '', exGstCents: 100_000 },
  ]);

  await page.goto(`${BASE}/bank`);
  await expect(page.getByRole('heading', { name: 'Bank payments' })).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active && !!navigator.serviceWorker.controller, null, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Credits to match (0)' })).toBeVisible({ timeout: 30_000 });

  await page.locator('input[type=file]').setInputFiles(FIXTURE);
  await expect(page.getByText('CommBank: 5 lines, 3 credits. 3 new.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Credits to match (3)' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Credits to match' });
  const walsh = list.getByRole('listitem').filter({ hasText: '→ INV-0003 (reference matches)' });
  await expect(walsh).toHaveText(/\$1,210\.00 from M WALSH on 12 Dec → INV-0003 \(reference matches\)/);
  await expect(list.getByRole('listitem').filter({ hasText: '→ INV-0004' })).toHaveCount(2);
  // at 390 px every button of a credit sits inside its card ("Not an invoice" once hung off the edge, reachable only
  // by scrolling the row sideways)
  const walshCard = await walsh.getByRole('article').boundingBox();
  for (const name of ['Confirm', 'Split / change', 'Not an invoice']) {
    const b = await walsh.getByRole('button', { name }).boundingBox();
    expect(b && walshCard && b.x >= walshCard.x && b.x + b.width <= walshCard.x + walshCard.width, name).toBe(true);
  }
  // "Split / change" opens with the proposal filled in (its amounts once stood there only as placeholders)
  await walsh.getByRole('button', { name: 'Split / change' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount for INV-0003' })).toHaveValue('1210.00');
  await expect(page.getByRole('textbox', { name: 'Amount for INV-0004' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Record $1,210.00' })).toBeEnabled();
  // cleared, nothing is a mistake yet: a hint, no error, and nothing to record
  await page.getByRole('textbox', { name: 'Amount for INV-0003' }).fill('');
  await expect(page.getByText('Enter an amount against at least one invoice.')).toBeVisible();
  await expect(page.locator('.field-error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record $0.00' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Amount for INV-0003' }).fill('2000');
  await expect(page.locator('.field-error')).toHaveText('That is $2,000.00, more than the $1,210.00 received.');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // one tap
  await walsh.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('$1,210.00 → INV-0003')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credits to match (2)' })).toBeVisible();
  await expect(page.getByText('Handled lines (1)')).toBeVisible();

  // the invoice shows the payment
  await page.goto(`${BASE}/estimates-invoices?tab=invoices`);
  const card = page.getByRole('article', { name: 'Invoice INV-0003 for Mary Walsh' });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('(Bank transfer)');

  // the same file again: nothing new, nothing recorded twice
  await page.goto(`${BASE}/bank`);
  await expect(page.getByRole('heading', { name: 'Credits to match (2)' })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type=file]').setInputFiles(FIXTURE);
  await expect(page.getByText('CommBank: 5 lines, 3 credits. 0 new, 3 already here (not counted twice).')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Credits to match (2)' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'INV-0003' })).toHaveCount(0);

  // no signal: a new statement (the next day's credit) is read, kept and matched on the phone
  await context.setOffline(true);
  const next = '13/12/2026,"+550.00","Transfer from CBA A JONES INV-0004","+5760.45"\r\n';
  await page.locator('input[type=file]').setInputFiles({ name: 'commbank-13-dec.csv', mimeType: 'text/csv', buffer: Buffer.from(next) });
  await expect(page.getByText('CommBank: 1 lines, 1 credits. 1 new.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Credits to match (3)' })).toBeVisible();
  const jones = list.getByRole('listitem').filter({ hasText: 'on 13 Dec → INV-0004 (reference matches)' });
  await jones.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('$550.00 → INV-0004')).toBeVisible();
  await context.setOffline(false);

  // back online, the server has exactly the two payments
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${BASE}/api/invoices`);
        if (!res.ok()) return `HTTP ${res.status()}`;
        const rows = (await res.json()) as { invoiceNumber: string; payments?: { amountCents: number }[] }[];
        return rows
          .map((r) => `${r.invoiceNumber}:${(r.payments ?? []).map((p) => p.amountCents).join('+')}`)
          .sort()
          .join(' ');
      },
      { timeout: 30_000 },
    )
    .toBe('INV-0003:121000 INV-0004:55000');
});
