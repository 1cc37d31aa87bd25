import { expect, test, type Page } from '@playwright/test';
import { setOnline, signUp, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 13, price book, on a 390 px phone in Chromium: a supplier CSV imported with a column mapping (counts and the
 * reason for a skipped line), the mapping remembered for that supplier's next file, a kit made of imported items, and
 * a quote built from the kit with no signal.
 */
const SUPPLIER = 'Sparky Supplies';
const csv = (downlight: string) =>
  [
    'Item No,Product,UOM,Our Price,RRP',
    `DL10,Downlight 10 W LED,EA,${downlight},`,
    'TPS25,TPS cable 2.5 mm twin and earth,M,1.60,',
    'SW1,Light switch single,ea,8.00,15.00',
    'CU15,Copper tube 15 mm,LEN,30.00,',
    'POLY25,Poly pipe 25 mm,ROLL,80.00,',
    'BAD1,Broken line,ea,twelve,',
  ].join('\n');

async function chooseFile(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Import a supplier price file' });
  await dialog.getByLabel('Supplier *').fill(SUPPLIER);
  await dialog.getByLabel('Price file (CSV) *').setInputFiles({ name: 'sparky.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Read file' }).click();
  return dialog;
}

test('imports a supplier CSV with a mapping, remembers it, makes a kit, and quotes from the kit offline', async ({ page, context }) => {
  await signUp(page, { first: 'Pricey', emailPrefix: 'e2e-price-book' });
  await waitForWorkerControl(page);
  await page.getByRole('link', { name: /Price Book/ }).click();
  await expect(page).toHaveURL(/\/price-book$/);
  await expect(page.getByText('No items yet')).toBeVisible();

  // First file from this supplier: map the columns (cost is "Our Price", which is not guessed), 25% markup.
  await page.getByRole('button', { name: 'Import supplier file' }).click();
  let dialog = await chooseFile(page, csv('20.00'));
  await expect(dialog.getByText('6 lines in the file.')).toBeVisible();
  await expect(dialog.getByLabel('Code *')).toHaveValue('Item No');
  await dialog.getByRole('combobox', { name: 'Cost price', exact: true }).selectOption('Our Price');
  await dialog.getByLabel('Markup on cost (%)').fill('25');
  // The RRP is taken as GST-inclusive, and says so; the supplier's own unit words are asked about, not refused.
  await expect(dialog.getByLabel('Sell prices include GST')).toBeChecked();
  await expect(dialog.getByText(/“RRP” is taken as GST-inclusive/)).toBeVisible();
  await expect(dialog.getByLabel('Unit LEN')).toHaveValue('');
  await dialog.getByLabel('Unit ROLL').selectOption('m');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const plan = dialog.getByRole('list', { name: 'What the import will do' });
  await expect(plan).toContainText('5 to add');
  await expect(plan).toContainText('1 skipped');
  await expect(dialog.getByRole('row', { name: /DL10 Downlight 10 W LED ea \$25\.00/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /SW1 Light switch single ea \$13\.64/ })).toBeVisible(); // $15.00 RRP less GST
  await expect(dialog.getByRole('row', { name: /CU15 Copper tube 15 mm LEN \$37\.50/ })).toBeVisible();
  // the price cell stays on one line at 390 px
  const sellCell = dialog.getByRole('row', { name: /CU15/ }).getByRole('cell').last();
  const textLines = await sellCell.evaluate((td) => {
    const r = document.createRange();
    r.selectNodeContents(td);
    return r.getClientRects().length;
  });
  expect(textLines).toBe(1);
  await dialog.getByRole('button', { name: 'Import 5 items' }).click();
  await expect(dialog.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  const result = dialog.getByRole('list', { name: 'Import result' });
  await expect(result).toContainText('5 added');
  await expect(result).toContainText('0 updated');
  await expect(dialog.getByRole('list', { name: 'Skipped lines' })).toHaveText('line 7: cost is not a number');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const items = page.getByRole('list', { name: 'Price book items' });
  await expect(items.getByRole('listitem')).toHaveCount(5);
  await expect(items).toContainText('$100.00 / m'); // the ROLL mapped to m
  await page.getByLabel('Search the price book').fill('tps tw');
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items).toContainText('TPS cable 2.5 mm twin and earth');
  await expect(items).toContainText('$2.00 / m');
  await page.getByLabel('Search the price book').fill('');

  // The next file from the same supplier opens with the remembered columns and markup: one price moved.
  await page.getByRole('button', { name: 'Import supplier file' }).click();
  dialog = await chooseFile(page, csv('22.00'));
  await expect(dialog.getByText(`Columns remembered for ${SUPPLIER}.`)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Cost price', exact: true })).toHaveValue('Our Price');
  await expect(dialog.getByLabel('Markup on cost (%)')).toHaveValue('25');
  await expect(dialog.getByLabel('Unit ROLL')).toHaveValue('m');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('list', { name: 'What the import will do' })).toContainText('1 to update');
  await expect(dialog.getByRole('list', { name: 'What the import will do' })).toContainText('4 unchanged');
  await dialog.getByRole('button', { name: 'Import 1 item' }).click();
  await expect(dialog.getByRole('list', { name: 'Import result' })).toContainText('1 updated');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(items).toContainText('$27.50 / ea');

  // A kit: 6 downlights and 10 m of cable.
  await page.getByRole('tab', { name: 'Kits' }).click();
  await page.getByRole('button', { name: 'New kit' }).click();
  const kit = page.getByRole('dialog', { name: 'New kit' });
  await kit.getByLabel('Kit name *').fill('Standard downlight install');
  await kit.getByLabel('Find items to add').fill('downlight');
  await kit.getByRole('button', { name: 'Add Downlight 10 W LED to kit' }).click();
  await kit.getByLabel('Quantity of Downlight 10 W LED').fill('6');
  await kit.getByLabel('Find items to add').fill('cable');
  await kit.getByRole('button', { name: 'Add TPS cable 2.5 mm twin and earth to kit' }).click();
  await kit.getByLabel('Quantity of TPS cable 2.5 mm twin and earth').fill('10');
  await kit.getByRole('button', { name: 'Save kit' }).click();
  await expect(kit).toBeHidden();
  const kits = page.getByRole('list', { name: 'Kits' });
  await expect(kits).toContainText('Standard downlight install');
  await expect(kits).toContainText('Sell total $185.00'); // 6 × $27.50 + 10 × $2.00

  // The kit can be edited: 5 downlights, not 6.
  await kits.getByRole('button', { name: 'Edit kit Standard downlight install' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit kit Standard downlight install' });
  await expect(edit.getByLabel('Quantity of Downlight 10 W LED')).toHaveValue('6');
  await edit.getByLabel('Quantity of Downlight 10 W LED').fill('5');
  await edit.getByRole('button', { name: 'Save kit' }).click();
  await expect(edit).toBeHidden();
  await expect(kits).toContainText('Sell total $157.50');

  // No signal: a new quote from the kit, saved on the device.
  await page.goto('/quote-generator');
  await expect(page.getByRole('heading', { name: 'Quote Generator' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await setOnline(context, page, false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quote Generator' })).toBeVisible();
  await page.getByLabel('Quote Title *').fill('Downlights, 12 Bay St');
  await page.getByLabel('Trade Type *').selectOption('Electrician');
  await page.getByLabel('Client Name *').fill('Sam Lee');
  await page.getByLabel('Project Address *').fill('12 Bay St, Glebe NSW 2037');
  await page.getByLabel('Project Description *').fill('Six downlights in the living room');
  await page.getByRole('button', { name: 'From price book' }).click();
  const picker = page.getByRole('dialog', { name: 'From price book' });
  await picker.getByRole('button', { name: 'Add kit Standard downlight install' }).click();
  await picker.getByRole('button', { name: 'Close' }).click();
  const lines = page.getByRole('list', { name: 'Quote items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByLabel('Item 1 amount')).toHaveText('$137.50');
  await expect(page.getByLabel('Item 2 unit')).toHaveValue('m');
  await expect(page.getByTestId('quote-form-total')).toHaveText('$173.25'); // $157.50 + 10% GST
  await page.getByRole('button', { name: 'Save Quote' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('article', { name: 'Quote Downlights, 12 Bay St' })).toContainText('$173.25');

  // Deleting a kit asks first.
  await page.goto('/price-book');
  await page.getByRole('tab', { name: 'Kits' }).click();
  await page.getByRole('button', { name: 'Delete kit Standard downlight install' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this kit?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Kits' })).toContainText('Standard downlight install');
  await page.getByRole('button', { name: 'Delete kit Standard downlight install' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No kits yet')).toBeVisible();
});

test('an item added by hand with a markup prices a materials list, which becomes a quote', async ({ page }) => {
  await signUp(page, { first: 'Listy', emailPrefix: 'e2e-price-list' });
  await page.goto('/price-book');
  await page.getByRole('button', { name: 'Add item' }).click();
  const item = page.getByRole('dialog', { name: 'Add item' });
  await item.getByLabel('Description *').fill('Downlight 10 W LED');
  await item.getByLabel('Cost ($)').fill('20');
  await item.getByLabel('Markup (%)').fill('25');
  await expect(item.getByLabel('Sell rate ($) *')).toHaveValue('25.00'); // $20 + 25%, in cents, half up
  await item.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('list', { name: 'Price book items' })).toContainText('$25.00 / ea');

  await page.goto('/materials');
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('List name').fill('Switchboard job');
  for (const [name, qty] of [
    ['Downlight LED 10W', '4'],
    ['Downlight 10 W', '2'],
    ['Mystery widget', '1'],
  ]) {
    await dialog.getByLabel('Item name').fill(name);
    await dialog.getByLabel('Quantity').fill(qty);
    await dialog.getByRole('button', { name: 'Add item' }).click();
  }
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await page.getByRole('button', { name: 'Price from price book' }).click();
  const priced = page.getByRole('dialog', { name: 'Price “Switchboard job”' });
  // every word of "Downlight 10 W" is in the item: picked. "Downlight LED 10W" shares 2 of 3 words: offered, not picked.
  await expect(priced.getByLabel('2 × Downlight 10 W').locator('option:checked')).toHaveText(
    'Downlight 10 W LED — $25.00 / ea (strong match)',
  );
  const weak = priced.getByLabel('4 × Downlight LED 10W');
  await expect(weak.locator('option:checked')).toHaveText('Not priced');
  await expect(priced.getByText('Choose an item: no sure match')).toBeVisible();
  await expect(priced.getByLabel('1 × Mystery widget').locator('option:checked')).toHaveText('No match in the price book');
  await expect(priced.getByTestId('priced-total')).toHaveText('$50.00');
  await weak.selectOption({ label: 'Downlight 10 W LED — $25.00 / ea (weak match: 2 of 3 words)' });
  await expect(priced.getByTestId('priced-total')).toHaveText('$150.00');
  // The new list's sync ends while the dialog is open (its rows arrive again and are matched again): the person's
  // choice stays. It used to go back to "Not priced", and the quote lost the line (a flake of this test in CI).
  await expect(page.getByTestId('sync-badge')).toHaveText('Synced', { timeout: 15_000 });
  await expect(weak.locator('option:checked')).toHaveText('Downlight 10 W LED — $25.00 / ea (weak match: 2 of 3 words)');
  await expect(priced.getByTestId('priced-total')).toHaveText('$150.00');
  await priced.getByRole('button', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(/\/quote-generator$/);
  await expect(page.getByLabel('Quote Title *')).toHaveValue('Switchboard job');
  await expect(page.getByRole('list', { name: 'Quote items' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Item 1 amount')).toHaveText('$100.00');
});
