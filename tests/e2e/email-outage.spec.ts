import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmtpListener } from '../helpers/smtp';

/**
 * Issue 19 in Chromium at 390 px, with a real mail server that is down: the tradie sends a quote, the card says "Email
 * not delivered yet — retrying" with "Send again" and "Copy link"; the mail server comes back and the server's own
 * retry (its timer, not a button) delivers it, and the card says so. This spec runs its own built server with SMTP_URL
 * pointing at a real SMTP listener (tests/helpers/smtp.ts) and a short retry schedule (EMAIL_RETRY_BASE_MS), on
 * E2E_PORT + 4.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319) + 4;
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'correct-horse-battery-staple';
const CUSTOMER = 'Jo Customer';
const EMAIL = 'jo.customer@example.com';
const smtp = new SmtpListener();
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  // a port of its own, then the mail server goes down before anything is sent
  await smtp.start();
  await smtp.stop();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-e2e-mail-'));
  server = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGIN: BASE,
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // 1 s, 2 s, 4 s … instead of 1 min, 2 min, 4 min …
      EMAIL_RETRY_BASE_MS: '1000',
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
  throw new Error('the mail-outage server did not start');
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

test('a quote sent while the mail server is down says "retrying", and the server’s own retry delivers it', async ({ page, context }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  const email = `outage-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post(`${BASE}/api/auth/register`, { data: { email, password: PASSWORD } })).status()).toBe(201);
  const company = await page.request.post(`${BASE}/api/company`, {
    data: { name: 'Harbour Plumbing', businessName: 'Harbour Plumbing', email: 'jobs@harbour.example.com' },
  });
  expect(company.ok(), await company.text()).toBe(true);
  expect((await page.request.post(`${BASE}/api/user`, { data: { state: 'NSW', trade: 'Plumber' } })).ok()).toBe(true);
  const quote = await page.request.post(`${BASE}/api/quotes`, {
    data: {
      title: 'Hot water unit',
      clientName: CUSTOMER,
      clientEmail: EMAIL,
      items: [{ description: 'Rheem 315 L', quantity: 1, unit: 'ea', rate: 2400 }],
      gstIncluded: true,
      jobNumber: 'Q-0001',
      validUntil: '2030-01-31',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);

  await page.goto(`${BASE}/estimates-invoices?tab=estimates`);
  const estimate = page.getByRole('article', { name: `Estimate Q-0001 for ${CUSTOMER}` });
  await expect(estimate).toBeVisible({ timeout: 30_000 });
  await estimate.getByRole('button', { name: 'Send estimate Q-0001' }).click();
  const send = page.getByRole('dialog', { name: 'Send estimate Q-0001' });
  await send.getByRole('button', { name: `Send to ${EMAIL}` }).click();
  const link = await send.getByLabel('Customer link').inputValue();
  await send.getByRole('button', { name: 'Done' }).click();

  // The mail server refused the connection: the card says so, with the ways forward.
  const delivery = estimate.getByTestId('email-delivery');
  await expect(delivery).toHaveText(/Email not delivered yet — retrying/, { timeout: 20_000 });
  await expect(delivery).toHaveAttribute('data-state', 'retrying');
  await expect(delivery.getByRole('button', { name: 'Send again' })).toBeVisible();
  await delivery.getByRole('button', { name: 'Copy link' }).click();
  await expect(delivery.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(smtp.messages).toHaveLength(0);

  // The mail server is back: nobody presses anything, the server's retry timer delivers, and the card says so.
  await smtp.start();
  await expect(delivery).toHaveText(`Email delivered to ${EMAIL}`, { timeout: 30_000 });
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]).toMatch(/^To: .*jo\.customer@example\.com/m);
  expect(smtp.messages[0]).toMatch(/^Reply-To: .*jobs@harbour\.example\.com/m);
});
