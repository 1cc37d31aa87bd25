import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * Issue 19: the document card's email delivery state. The e2e server stores mail in its database (no SMTP_URL), so an
 * email cannot fail here: the real send is checked as delivered (the card says nothing), and the failure states are
 * checked on the real card with the delivery answer routed. The failing mail server itself (a real SMTP listener
 * stopped and restarted) is tests/e2e/email-outage.spec.ts and tests/api/mail-retry.test.ts (with the 24 h give-up).
 */
const PASSWORD = 'correct-horse-battery-staple';
const CUSTOMER = 'Jo Customer';
const EMAIL = 'jo.customer@example.com';

async function tradieWithQuote(page: Page) {
  const email = `delivery-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const company = await page.request.post('/api/company', {
    data: {
      name: 'Harbour Plumbing Pty Ltd',
      businessName: 'Harbour Plumbing',
      abn: '51 824 753 556',
      email: 'jobs@harbour.example.com',
      gstRegistered: true,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  expect((await page.request.post('/api/user', { data: { state: 'NSW', trade: 'Plumber' } })).ok()).toBe(true);
  const quote = await page.request.post('/api/quotes', {
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
  return ((await quote.json()) as { id: string }).id;
}

/** Answers the card's delivery question (GET) and "Send again" (POST) as a server whose mail server is down would. */
async function routeDelivery(context: BrowserContext, get: object, retry?: object) {
  const posts: string[] = [];
  await context.unroute('**/api/quotes/*/email**');
  await context.route('**/api/quotes/*/email**', (route) => {
    const req = route.request();
    if (req.method() === 'GET') return route.fulfill({ json: { delivery: get } });
    posts.push(req.url());
    return route.fulfill({ json: { delivery: retry ?? get } });
  });
  return posts;
}

test('the document card shows the email delivery state, with "Copy link" and "Send again"', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await tradieWithQuote(page);
  await page.goto('/estimates-invoices?tab=estimates');
  const estimate = page.getByRole('article', { name: `Estimate Q-0001 for ${CUSTOMER}` });
  await expect(estimate).toBeVisible({ timeout: 30_000 });
  await estimate.getByRole('button', { name: 'Send estimate Q-0001' }).click();
  const send = page.getByRole('dialog', { name: 'Send estimate Q-0001' });
  await send.getByRole('button', { name: `Send to ${EMAIL}` }).click();
  const link = await send.getByLabel('Customer link').inputValue();
  await send.getByRole('button', { name: 'Done' }).click();
  await expect(estimate.getByText('Sent', { exact: true })).toBeVisible();

  // Delivered (the database mailer): the server says sent, and the card says nothing about email.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/quotes/${id}/email`)).json()) as { delivery: { state: string } | null }).delivery?.state,
      {
        timeout: 30_000,
      },
    )
    .toBe('sent');
  await page.reload();
  await expect(estimate).toBeVisible({ timeout: 30_000 });
  await expect(estimate.getByTestId('email-delivery')).toHaveCount(0);

  // The mail server is down: "not delivered yet — retrying", and the link can be copied to share another way.
  await routeDelivery(context, { state: 'retrying', to: EMAIL, error: 'connect ECONNREFUSED 127.0.0.1:2525', nextAttemptAt: null });
  await page.reload();
  const delivery = estimate.getByTestId('email-delivery');
  await expect(delivery).toHaveText(/Email not delivered yet — retrying/, { timeout: 30_000 });
  await expect(delivery.getByRole('button', { name: 'Send again' })).toBeVisible();
  await delivery.getByRole('button', { name: 'Copy link' }).click();
  await expect(delivery.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Given up after 24 h: "Email failed: {reason}" and "Send again", which asks the server and shows its answer.
  const posts = await routeDelivery(
    context,
    { state: 'failed', to: EMAIL, error: 'connect ECONNREFUSED 127.0.0.1:2525', nextAttemptAt: null },
    { state: 'sent', to: EMAIL, error: null, nextAttemptAt: null },
  );
  await page.reload();
  await expect(delivery).toHaveText(/Email failed: connect ECONNREFUSED 127\.0\.0\.1:2525/, { timeout: 30_000 });
  await expect(delivery).toHaveAttribute('data-state', 'failed');
  await delivery.getByRole('button', { name: 'Send again' }).click();
  await expect(delivery).toHaveText(`Email delivered to ${EMAIL}`);
  expect(posts).toEqual([expect.stringMatching(new RegExp(`/api/quotes/${id}/email/retry$`))]);
});

test('an email given up after 24 hours shows as an in-app notice once, wherever the tradie is', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The e2e server cannot fail an email (database mailer): its notice list is routed; the give-up itself is
  // tests/api/mail-retry.test.ts ("tells the business in the app").
  const seen: string[] = [];
  let served = false;
  await context.route('**/api/email-notices**', (route) => {
    const req = route.request();
    if (req.method() === 'POST') {
      seen.push(new URL(req.url()).pathname);
      return route.fulfill({ json: { ok: true } });
    }
    const notices = served
      ? []
      : [
          {
            id: '4f1c2b7e-9a0d-4c1e-8b6f-2d3e4f5a6b7c',
            documentKind: 'quote',
            documentId: '0b6f2d3e-4f5a-4b7c-8d9e-0f1a2b3c4d5e',
            document: 'Q-0042',
            to: EMAIL,
            error: 'connect ECONNREFUSED 127.0.0.1:2525',
            failedAt: new Date().toISOString(),
          },
        ];
    served = true;
    return route.fulfill({ json: { notices } });
  });
  await tradieWithQuote(page);
  await page.goto('/estimates-invoices?tab=estimates');
  await expect(page.getByText('Email not delivered')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      `Quote Q-0042: the email to ${EMAIL} could not be delivered after 24 hours of retries (connect ECONNREFUSED 127.0.0.1:2525).`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect.poll(() => seen).toEqual(['/api/email-notices/4f1c2b7e-9a0d-4c1e-8b6f-2d3e4f5a6b7c/seen']);
});
