import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 17 item 8 on the invoice screen, in a real Chromium at 390 px: the same compliance panel as the quote, from the
 * same rule rows, the job's place (here the profile's state) and the tradie's trade. A VIC plumber's $5,000 gas
 * hot-water invoice is told about the plumbing compliance certificate (work over $750, gas work at any value, lodged
 * within 5 days) beside the deposit cap; a $495 tap repair is not.
 */
const PASSWORD = 'correct-horse-battery-staple';

async function vicPlumber(page: Page) {
  const email = `vic-plumber-inv-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const reg = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(reg.status(), await reg.text()).toBe(201);
  const profile = await page.request.post('/api/user', { data: { state: 'VIC', trade: 'Plumber' } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const company = await page.request.post('/api/company', {
    data: { name: 'Bayside Plumbing Pty Ltd', abn: '51 824 753 556', address: '3 Bay Rd, Sandringham VIC 3191', gstRegistered: true },
  });
  expect(company.ok(), await company.text()).toBe(true);
}

async function addItem(page: Page, description: string, rate: string) {
  const add = page.getByRole('group', { name: 'Add item' });
  await add.getByLabel('Description').fill(description);
  await add.getByLabel('Quantity').fill('1');
  await add.getByLabel('Rate ($)').fill(rate);
  await add.getByRole('button', { name: '+ Add Item' }).click();
}

test("a VIC plumber's $5k gas hot-water invoice shows the same compliance rows as the quote", async ({ page }) => {
  await vicPlumber(page);
  await page.goto('/invoice-generator');
  // The first visit downloads the app; on a loaded machine that can take longer than an assertion's default wait.
  await expect(page.getByRole('heading', { name: 'Tax Invoice', exact: true })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Compliance (VIC)' });
  await expect(panel).toBeVisible();
  await page.getByLabel('Invoice Title *').fill('Gas hot water replacement');
  // $4,545.45 + GST = $5,000.00
  await addItem(page, 'Supply and install gas hot water system', '4545.45');
  await expect(page.getByTestId('invoice-form-total')).toHaveText('$5,000.00');

  const prompts = panel.getByRole('list', { name: 'Compliance prompts' });
  await expect(prompts).toContainText('$500.00 on this invoice');
  await expect(prompts).toContainText('over $750');
  await expect(prompts).toContainText('at any value');
  await expect(prompts).toContainText('within 5 days');
  await expect(prompts).not.toContainText('on this quote');
  // Each prompt has its source, and the panel fits the phone's width.
  await expect(prompts.getByRole('link', { name: /^Source for: .*within 5 days/ })).toHaveAttribute('href', /\.vic\.gov\.au\//);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A $495 tap repair (no gas, not over $750) needs no certificate.
  await page
    .getByRole('list', { name: 'Invoice items' })
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  await page.getByLabel('Invoice Title *').fill('Kitchen tap repair');
  await addItem(page, 'Replace kitchen tap washer', '450');
  await expect(page.getByTestId('invoice-form-total')).toHaveText('$495.00');
  await expect(prompts).toContainText('$49.50 on this invoice');
  await expect(prompts).not.toContainText('compliance certificate');
});
