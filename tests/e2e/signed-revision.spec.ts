import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Issue 18 in Chromium at 390 px: the customer accepts and signs on their link; the tradie's edit of the accepted
 * quote is refused with the way forward; "Revise and send again" makes a new quote; the customer's first link still
 * shows what they signed, with the signature, and the new link shows the new quote to accept.
 */
const PASSWORD = 'correct-horse-battery-staple';
const CUSTOMER = 'Jo Customer';
const EMAIL = 'jo.customer@example.com';

async function tradie(page: Page) {
  const email = `revise-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  const company = await page.request.post('/api/company', {
    data: { name: 'Harbour Plumbing', businessName: 'Harbour Plumbing', phone: '0412 345 678', email: 'jobs@harbour.example.com' },
  });
  expect(company.ok(), await company.text()).toBe(true);
  expect((await page.request.post('/api/user', { data: { state: 'NSW', trade: 'Plumber' } })).ok()).toBe(true);
  // $9,000 + 10 hr × $100 = $10,000 + GST = $11,000
  const quote = await page.request.post('/api/quotes', {
    data: {
      title: 'Bathroom re-pipe',
      clientName: CUSTOMER,
      clientEmail: EMAIL,
      items: [
        { description: 'Copper re-pipe', quantity: 1, unit: 'ea', rate: 9000 },
        { description: 'Labour', quantity: 10, unit: 'hr', rate: 100 },
      ],
      gstIncluded: true,
      jobNumber: 'Q-0001',
      validUntil: '2030-01-31',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
}

/** Sends the estimate from its card and returns the customer link, once the server has it. */
async function send(page: Page, number: string): Promise<string> {
  const card = page.getByRole('article', { name: `Estimate ${number} for ${CUSTOMER}` });
  await card.getByRole('button', { name: `Send estimate ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send estimate ${number}` });
  await dialog.getByRole('button', { name: `Send to ${EMAIL}` }).click();
  const link = await dialog.getByLabel('Customer link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(async () => (await page.request.get(link)).status(), { timeout: 30_000 }).toBe(200);
  return link;
}

async function customerPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-AU' });
  return { context, page: await context.newPage() };
}

test('accepted and signed → the edit is refused → "Revise and send again" → old link shows the signed one, new link the new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await tradie(page);
  await page.goto('/estimates-invoices?tab=estimates');
  const first = page.getByRole('article', { name: `Estimate Q-0001 for ${CUSTOMER}` });
  await expect(first).toBeVisible({ timeout: 30_000 });
  const firstLink = await send(page, 'Q-0001');

  // The customer accepts and signs on their phone.
  const customer = await customerPage(browser);
  await customer.page.goto(firstLink);
  await expect(customer.page.getByText('$11,000.00')).toBeVisible();
  await customer.page.getByLabel('Your full name').fill(CUSTOMER);
  const pad = customer.page.getByLabel('Signature pad: draw your signature');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await customer.page.mouse.move(box.x + 20, box.y + 100);
  await customer.page.mouse.down();
  for (let i = 1; i <= 12; i++) await customer.page.mouse.move(box.x + 20 + i * 20, box.y + 100 - Math.sin(i) * 40);
  await customer.page.mouse.up();
  await customer.page.getByRole('checkbox', { name: /I agree to sign this quote electronically/ }).check();
  await customer.page.getByRole('button', { name: 'Accept and sign' }).click();
  await expect(customer.page.getByText('Thank you. You accepted this quote')).toBeVisible();

  // The tradie sees it accepted, then tries to change the labour: refused, with the way forward.
  await expect(first.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 45_000 });
  await first.getByRole('button', { name: 'Edit estimate Q-0001' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Estimate' });
  await edit.getByLabel('Line 2 quantity').fill('12');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const refusal = page.getByText(/was accepted and signed by Jo Customer, so what they signed cannot change/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Revise and send again');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.getByTestId('doc-amount')).toHaveText('$11,000.00');

  // The way forward: a new quote, a draft copy, changed and sent.
  await first.getByRole('button', { name: 'Revise and send again estimate Q-0001' }).click();
  await expect(page).toHaveURL(/\/quote-generator\?edit=/);
  await page.goto('/estimates-invoices?tab=estimates');
  const estimates = page.getByRole('article', { name: new RegExp(`^Estimate Q-\\d{4} for ${CUSTOMER}$`) });
  await expect(estimates).toHaveCount(2, { timeout: 30_000 });
  const revised = estimates.filter({ hasText: 'Draft' });
  const label = (await revised.getAttribute('aria-label'))!;
  const number = /Estimate (Q-\d{4})/.exec(label)![1];
  expect(number).not.toBe('Q-0001');
  await revised.getByRole('button', { name: `Edit estimate ${number}` }).click();
  const editRevised = page.getByRole('dialog', { name: 'Edit Estimate' });
  await editRevised.getByLabel('Line 2 quantity').fill('12');
  await editRevised.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editRevised).toBeHidden();
  // $9,000 + 12 hr × $100 = $10,200 + GST = $11,220
  await expect(revised.getByTestId('doc-amount')).toHaveText('$11,220.00');
  const secondLink = await send(page, number);
  expect(secondLink).not.toBe(firstLink);

  // Two quotes for Jo made today: each download keeps the spec's name and adds its number, so neither replaces the other.
  const names: string[] = [];
  for (const n of ['Q-0001', number]) {
    const card = page.getByRole('article', { name: `Estimate ${n} for ${CUSTOMER}` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download estimate ${n} as PDF` }).click(),
    ]);
    names.push(download.suggestedFilename());
  }
  expect(names[0]).toMatch(/^Quote_Jo_Customer_\d{4}-\d{2}-\d{2}_Q-0001\.pdf$/);
  expect(names[1]).toBe(names[0].replace('Q-0001', number));

  // The customer's first link: still what they signed, with their signature, and nothing to accept.
  await customer.page.goto(firstLink);
  await expect(customer.page.getByText('$11,000.00')).toBeVisible();
  await expect(customer.page.getByText('$11,220.00')).toHaveCount(0);
  await expect(customer.page.getByText(/^Signed by Jo Customer on /)).toBeVisible();
  await expect(customer.page.getByText('This quote has been accepted.')).toBeVisible();
  await expect(customer.page.getByRole('button', { name: 'Accept and sign' })).toHaveCount(0);
  const signedPdf = await customer.page.request.get(`${firstLink}/pdf`);
  expect(signedPdf.status()).toBe(200);

  // The new link: the new quote, to accept, with no signature under it.
  await customer.page.goto(secondLink);
  await expect(customer.page.getByText('$11,220.00')).toBeVisible();
  await expect(customer.page.getByText(/^Signed by /)).toHaveCount(0);
  await expect(customer.page.getByRole('button', { name: 'Accept and sign' })).toBeVisible();
  await customer.context.close();
});
