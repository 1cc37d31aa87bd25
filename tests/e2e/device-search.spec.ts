import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { listingTokens } from '../../src/domain/marketplace/search';
import { priceItemSortKey } from '../../src/domain/price-book/search';
import { putDeviceRows, setOnline, signUp, waitForWorkerControl } from '../helpers/e2e';

/**
 * Issue 24 item 5, device search in Chromium with the real search workers: typed as fast as the keyboard sends, the
 * screen ends on the results and the count for the whole text typed (answers for the letters in between are dropped,
 * never shown after it), and a box cleared straight after typing shows the whole list, not a late answer.
 * Rows are put straight into the device's IndexedDB, with the fields the app derives when it writes one.
 */

/** The status line once it names the results it shows (data-results-for), and what it says. */
async function settled(page: Page, text: string) {
  const status = page.locator('[data-results-for]');
  await expect(status).toHaveAttribute('data-results-for', text);
  // a late answer for a letter typed before would replace it: still the same a little later
  await page.waitForTimeout(400);
  await expect(status).toHaveAttribute('data-results-for', text);
  return status;
}

/**
 * The marketplace grid's drawn rows against the screen: whether they cover the part of the screen the grid is on, and
 * how many lie wholly more than one row's height beyond the screen's top or bottom edge.
 */
function drawnRows(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('.mk-virtual')!.getBoundingClientRect();
    const rows = [...document.querySelectorAll('.mk-grid-row')].map((r) => r.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    const from = Math.max(grid.top, 0);
    const to = Math.min(grid.bottom, window.innerHeight);
    let reached = from;
    for (const r of rows) if (r.top <= reached + 1) reached = Math.max(reached, r.bottom);
    const tall = Math.max(...rows.map((r) => r.height));
    return {
      screenCovered: from >= to || reached >= to - 1,
      farRows: rows.filter((r) => r.bottom < -tall || r.top > window.innerHeight + tall).length,
    };
  });
}

const MATERIALS = ['Copper', 'Brass', 'Steel', 'Poly', 'Nylon'];
const THINGS = ['pipe', 'elbow', 'valve', 'bracket'];
const SIZES = [15, 20, 25, 32, 40];

test('the price book ends on the whole text typed fast, with its count, and a box cleared at once shows every item', async ({ page }) => {
  await signUp(page, { first: 'Quick', emailPrefix: 'e2e-device-search' });
  await waitForWorkerControl(page);
  const { user } = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  const now = new Date().toISOString();
  // 2,000 items: material by i % 5, thing by ⌊i / 5⌋ % 4, size by ⌊i / 20⌋ % 5, so each combination is 1 in 100
  const items = Array.from({ length: 2_000 }, (_, i) => {
    const row = {
      id: randomUUID(),
      userId: user.id,
      description: `${MATERIALS[i % 5]} ${THINGS[Math.floor(i / 5) % 4]} ${SIZES[Math.floor(i / 20) % 5]} mm`,
      code: `PB${i}`,
      supplier: 'Reece',
      unit: 'ea',
      costCents: 100 + i,
      sellCents: 130 + i,
      gstFree: false,
      createdAt: now,
      updatedAt: now,
    };
    return { ...row, sortKey: priceItemSortKey(row) };
  });
  await putDeviceRows(page, 'priceItems', items);
  await page.goto('/price-book');
  await expect(page.getByText('2,000 items', { exact: true })).toBeVisible();

  const box = page.getByRole('searchbox');
  await box.click();
  await page.keyboard.type('copper pipe 15');
  const status = await settled(page, 'copper pipe 15');
  await expect(status).toHaveText('20 matches of 2,000 items');
  const rows = page.getByRole('list', { name: 'Price book items' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Copper pipe 15 mm');

  // one more word, then the whole box cleared before its answer can come
  await page.keyboard.type(' brass');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(await settled(page, '')).toHaveText('2,000 items');

  // and typed again, faster than the worker answers: the last letters win
  await page.keyboard.type('valve 4');
  await expect(await settled(page, 'valve 4')).toHaveText('100 matches of 2,000 items');
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/valve 40 mm/);
});

const BRANDS = ['Makita', 'Bosch', 'Ryobi', 'Hilti'];
const TOOLS = ['drill', 'ladder', 'saw', 'trailer', 'sander'];

test('kept listings offline end on the whole text typed fast, with its count; a card opens its listing', async ({ page, context }) => {
  await signUp(page, { first: 'Quick', emailPrefix: 'e2e-device-search-mk' });
  await waitForWorkerControl(page);
  const owner = randomUUID();
  // 1,000 listings: brand by i % 4, tool by ⌊i / 4⌋ % 5, so each brand and tool is 1 in 20
  const listings = Array.from({ length: 1_000 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const row = {
      id: randomUUID(),
      ownerId: owner,
      title: `${BRANDS[i % 4]} ${TOOLS[Math.floor(i / 4) % 5]} ${i}`,
      description: 'tidy condition, pickup only',
      price: 100 + i,
      priceCents: (100 + i) * 100,
      category: 'Tools',
      condition: 'Used - Good',
      location: 'Parramatta NSW 2150',
      lat: -33.8,
      lon: 151,
      photos: [],
      status: 'live',
      createdAt: at,
      updatedAt: at,
      sellerName: 'Seller',
      sellerRating: null,
      sellerVerified: false,
    };
    return { ...row, searchTokens: listingTokens(row) };
  });
  await putDeviceRows(page, 'marketplaceListings', listings);
  await page.goto('/marketplace');
  await expect(page.locator('[data-results-for]')).toHaveAttribute('data-results-for', '');
  await setOnline(context, page, false);

  const box = page.getByLabel('Search listings');
  await box.click();
  await page.keyboard.type('makita drill');
  await expect(await settled(page, 'makita drill')).toHaveText('50 listings');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.locator('h2').allInnerTexts()) expect(title).toMatch(/^Makita drill \d+$/);

  await page.keyboard.type(' 9');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(await settled(page, '')).toHaveText('1,000 listings');

  // the grid draws the rows on screen, counted from where it starts on the page (under the controls, lower still with
  // the filters open), and no more than a row past either edge of the screen
  for (const filters of [false, true]) {
    if (filters) await page.getByRole('button', { name: 'Filters' }).click();
    for (const y of [0, 700, 5_000, 40_000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(() => drawnRows(page)).toMatchObject({ screenCovered: true, farRows: 0 });
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await box.click();

  await page.keyboard.type('ryobi sander 9');
  // "Ryobi sander 9…": i ≡ 2 (mod 4) and ⌊i / 4⌋ ≡ 4 (mod 5) (i ≡ 18 mod 20), i written with a leading 9: 98, 918,
  // 938, 958, 978, 998
  await expect(await settled(page, 'ryobi sander 9')).toHaveText('6 listings');

  // nothing matches: the empty state, and the cards kept mounted for the next results are neither shown, read out nor
  // taking room on the page
  const drawn = await page.getByRole('article').count();
  await page.keyboard.type('qq');
  await expect(await settled(page, 'ryobi sander 9qq')).toHaveText('0 listings');
  await expect(page.getByText('No listings match.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(cards.first()).toBeHidden();
  expect(await page.locator('.mk-virtual').evaluate((grid) => grid.getBoundingClientRect().height)).toBe(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(await settled(page, 'ryobi sander 9')).toHaveText('6 listings');
  await expect(page.getByRole('article')).toHaveCount(drawn);
  for (const t of await cards.locator('h2').allInnerTexts()) expect(t).toMatch(/^Ryobi sander 9\d*$/);

  // a card's link opens its listing in the app (one click handler for the grid)
  const first = cards.first();
  const title = await first.locator('h2').innerText();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/marketplace\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
