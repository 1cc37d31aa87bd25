import { expect, test } from '@playwright/test';
import { addDocumentItem, signUpVicPlumber } from '../helpers/e2e';

/**
 * Issue 17 item 8 in a real Chromium at 390 px: the quote's compliance panel reads the rule rows for the place, the
 * trade and the amount. A VIC plumber's $5,000 gas hot-water job is told about the plumbing compliance certificate
 * (work over $750, gas work at any value, lodged within 5 days) beside the deposit cap; a $495 tap repair is not.
 */
test("a VIC plumber's $5k gas hot-water quote lists the compliance certificate rows, not only the deposit cap", async ({ page }) => {
  await signUpVicPlumber(page, 'vic-plumber');
  await page.goto('/quote-generator');
  // The first visit downloads the app; on a loaded machine that can take longer than an assertion's default wait.
  await expect(page.getByRole('heading', { name: 'Quote Generator' })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Compliance (VIC)' });
  await expect(panel).toBeVisible();
  await page.getByLabel('Trade Type *').selectOption('Plumber');
  await page.getByLabel('Quote Title *').fill('Gas hot water replacement');
  // $4,545.45 + GST = $5,000.00
  await addDocumentItem(page, 'Supply and install gas hot water system', '4545.45', 'ea');
  await expect(page.getByTestId('quote-form-total')).toHaveText('$5,000.00');

  const prompts = panel.getByRole('list', { name: 'Compliance prompts' });
  await expect(prompts).toContainText('$500.00 on this quote');
  await expect(prompts).toContainText('over $750');
  await expect(prompts).toContainText('at any value');
  await expect(prompts).toContainText('within 5 days');
  // Each prompt has its source, and the panel fits the phone's width.
  await expect(prompts.getByRole('link', { name: /^Source for: .*within 5 days/ })).toHaveAttribute('href', /\.vic\.gov\.au\//);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A $495 tap repair (no gas, not over $750) needs no certificate.
  await page
    .getByRole('list', { name: 'Quote items' })
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  await page.getByLabel('Quote Title *').fill('Kitchen tap repair');
  await addDocumentItem(page, 'Replace kitchen tap washer', '450', 'ea');
  await expect(page.getByTestId('quote-form-total')).toHaveText('$495.00');
  await expect(prompts).toContainText('$49.50 on this quote');
  await expect(prompts).not.toContainText('compliance certificate');
});
