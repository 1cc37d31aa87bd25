import { expect, test, type Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { E2E_PASSWORD, setOnline, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 21 in Chromium at 390 px: the marketplace inbox. The buyer writes with no signal (the outbox keeps it), it goes
 * when back; the seller's open landing screen counts it unread, the seller replies, and the reply appears on the buyer's
 * open conversation — no reload, no email address on either screen.
 */
const phone = { viewport: { width: 390, height: 844 }, locale: 'en-AU', timezoneId: 'Australia/Sydney' };

async function person(browser: Browser, firstName: string) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const email = `e2e-inbox-${randomUUID().slice(0, 8)}@example.com`;
  const res = await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD, firstName, lastName: 'Tradie' } });
  expect(res.status()).toBe(201);
  // a complete profile: no reminder dialog over the landing screen
  expect((await page.request.post('/api/user', { data: { state: 'NSW', trade: 'Carpenter' } })).ok()).toBe(true);
  return { context, page, email };
}

test('a buyer writes offline, the seller sees it unread live and replies, and the reply shows on the buyer’s open conversation', async ({
  browser,
}) => {
  const seller = await person(browser, 'Sam');
  const buyer = await person(browser, 'Bea');
  try {
    const title = `Festool track saw ${randomUUID().slice(0, 6)}`;
    const made = await seller.page.request.post('/api/marketplace/listings', { data: { title, price: 450, category: 'Tools' } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };

    // The seller's landing screen is open, with no unread messages.
    const s = seller.page;
    await s.goto('/landing');
    await expect(s.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    const card = s.getByRole('link', { name: /Tradie Marketplace/ });
    await expect(card.getByText(/unread message/)).toHaveCount(0);

    // The buyer opens the listing, loses signal and writes: kept on the phone, waiting to send.
    const b = buyer.page;
    await b.goto(`/marketplace/${id}`);
    await waitForWorkerControl(b);
    await expect(b.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(b.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
    await setOnline(buyer.context, b, false);
    await b.getByLabel('Message').fill('Is the guide rail included?');
    await b.getByRole('button', { name: 'Send message' }).click();
    await expect(b).toHaveURL(new RegExp(`/marketplace/inbox/${id}/`));
    await expect(b.getByRole('heading', { name: 'Sam Tradie' })).toBeVisible();
    await expect(b.getByText('Is the guide rail included?')).toBeVisible();
    await expect(b.getByText(/Waiting to send/)).toBeVisible();

    // Back online: it goes, and the seller's open landing card counts it without a reload.
    await setOnline(buyer.context, b, true);
    await expect(b.getByText(/Waiting to send/)).toBeHidden({ timeout: 20_000 });
    await expect(card.getByText('1 unread message')).toBeVisible({ timeout: 20_000 });

    // The seller: marketplace header → inbox → the conversation; replies.
    await card.click();
    await s.getByRole('link', { name: 'Messages, 1 unread' }).click();
    await s.getByRole('link', { name: /Bea Tradie/ }).click();
    await expect(s.getByText('Is the guide rail included?')).toBeVisible();
    await s.getByLabel('Your message').fill('Yes, 1.4 m rail and the case');
    await s.getByRole('button', { name: 'Send', exact: true }).click();

    // The buyer's open conversation shows the reply live; neither screen shows an email address.
    await expect(b.getByText('Yes, 1.4 m rail and the case')).toBeVisible({ timeout: 20_000 });
    await expect(b.locator('body')).not.toContainText(seller.email);
    await expect(s.locator('body')).not.toContainText(buyer.email);
    // Read on the seller's side: the header count is gone.
    await s.getByRole('link', { name: 'Back' }).click();
    await s.getByRole('link', { name: 'Back' }).click();
    await expect(s.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // Report a person: the reasons picker.
    await b.getByRole('button', { name: 'Report Sam Tradie' }).click();
    const dialog = b.getByRole('dialog', { name: 'Report Sam Tradie' });
    for (const reason of ['Spam', 'Scam', 'Prohibited item', 'Already sold', 'Offensive', 'Other'])
      await expect(dialog.getByLabel(reason)).toBeVisible();
    await dialog.getByLabel('Scam').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(b.getByText('Thanks: an admin will review it')).toBeVisible();
  } finally {
    await seller.context.close();
    await buyer.context.close();
  }
});
