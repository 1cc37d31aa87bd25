import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { invoiceArgs, quoteArgs } from '../api/documents-builders';

/**
 * Issue 24, item 4: a list's document paints the list's first cards from the device's snapshot of them (what the list
 * showed last time, src/domain/first-cards.ts) before the app's scripts have run, and the app takes over with the same
 * cards. Only the account signed in on this browser ever sees its own; offline, the service worker's copy of the
 * document paints them too.
 */

const TITLES = ['Kitchen rewire', 'Hot water swap', 'Deck lights'];

/** A new account (this page's context signed in as it) with three quotes on the server, the last newest. */
async function accountWithQuotes(request: APIRequestContext, tag: string) {
  const email = `e2e-cards-${tag}-${randomUUID().slice(0, 8)}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: 'correct-horse-42' } });
  expect(res.status()).toBe(201);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  // a returning tradie: the profile is filled in (no prompt over the screens)
  const profile = await request.post('/api/user', { data: { firstName: 'Sam', lastName: 'Sparks', state: 'NSW', trade: 'Electrician' } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const mutations = TITLES.map((title, i) => ({
    id: i + 1,
    name: 'quote.create',
    args: quoteArgs({ title: `${title} ${tag}`, createdAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString() }),
  }));
  const push = await request.post('/api/sync/push', { data: { clientId: `c-${randomUUID()}`, mutations } });
  expect(push.ok(), await push.text()).toBe(true);
  return { email, userId, newest: `${TITLES[2]} ${tag}` };
}

/** Opens /quotes with the app, which shows the cards and keeps a snapshot of them for the next load. */
async function visitQuotes(page: Page, userId: string, newest: string) {
  await page.goto('/quotes');
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(newest);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `tt.firstCards:${userId}:/quotes`)).toBe(true);
}

/** Holds the app's scripts back until `release()` (the document is there, its scripts are not). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (r) => {
    await gate;
    await r.continue().catch(() => undefined);
  });
  return release;
}

const titleBoxes = (page: Page, root: string) =>
  page.locator(`${root} [elementtiming="list-card"]`).evaluateAll((els) =>
    els.slice(0, 3).map((el) => {
      const r = el.getBoundingClientRect();
      return { text: el.textContent, x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    }),
  );

test.describe('before the app runs', () => {
  // page.route cannot hold back what a service worker answers from its cache
  test.use({ serviceWorkers: 'block' });

  test("a list's document paints its first cards before the app's scripts run, and the app takes over with the same cards", async ({
    page,
  }) => {
    const { userId, newest } = await accountWithQuotes(page.request, 'a');
    await visitQuotes(page, userId, newest);

    const release = await holdScripts(page);
    await page.goto('/quotes', { waitUntil: 'commit' });
    const shellCard = page.locator('#boot-shell [elementtiming="list-card"]').first();
    await expect(shellCard).toHaveText(newest);
    await expect(shellCard).toBeVisible();
    // the app has not rendered anything: the cards are the document's
    expect(await page.locator('#root').evaluate((el) => el.childElementCount)).toBe(0);
    await expect(page.locator('#root')).toBeHidden();
    // its links are real links
    await expect(page.locator('#boot-shell a', { hasText: 'New Quote' })).toHaveAttribute('href', '/quote-generator');
    const shell = await titleBoxes(page, '#boot-shell');
    expect(shell.map((b) => b.text)).toEqual([newest, `${TITLES[1]} a`, `${TITLES[0]} a`]);

    release();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(newest);
    // the same cards at the same places and sizes: the swap does not move anything
    expect(await titleBoxes(page, '#root')).toEqual(shell);
  });

  test('every list (invoices, jobs, the price book) hands over from its document to the same cards in place', async ({ page }) => {
    const { userId } = await accountWithQuotes(page.request, 'l');
    const created = new Date(Date.UTC(2026, 10, 1)).toISOString();
    const job = {
      id: randomUUID(),
      createdAt: created,
      title: 'Switchboard upgrade',
      clientId: null,
      siteAddress: '4 Beach Rd',
      locality: 'Fremantle WA 6160',
      manualStatus: 'booked',
      scheduledStart: '2026-12-01',
      scheduledEnd: '2026-12-02',
      notes: '',
      photos: [],
    };
    const item = {
      id: randomUUID(),
      createdAt: created,
      description: 'Copper pipe 15 mm type B',
      code: 'CP15',
      supplier: 'Reece',
      unit: 'm',
      costCents: 1000,
      sellCents: 1500,
      gstFree: false,
    };
    const push = await page.request.post('/api/sync/push', {
      data: {
        clientId: `c-${randomUUID()}`,
        mutations: [
          { id: 1, name: 'invoice.create', args: invoiceArgs({ invoiceNumber: 'INV-0042', title: 'Kitchen rewire', createdAt: created }) },
          { id: 2, name: 'job.create', args: job },
          { id: 3, name: 'priceItem.create', args: item },
        ],
      },
    });
    expect(push.ok(), await push.text()).toBe(true);
    for (const [route, first] of [
      ['/invoices', 'INV-0042 · Kitchen rewire'],
      ['/jobs', 'Switchboard upgrade'],
      ['/price-book', 'Copper pipe 15 mm type B'],
    ] as const) {
      await page.goto(route);
      await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(first);
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `tt.firstCards:${userId}:${route}`)).toBe(true);
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'commit' });
      await expect(page.locator('#boot-shell [elementtiming="list-card"]').first(), route).toHaveText(first);
      const shell = await titleBoxes(page, '#boot-shell');
      release();
      await expect(page.locator('#boot-shell')).toHaveCount(0);
      await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(first);
      expect(await titleBoxes(page, '#root'), route).toEqual(shell);
      await page.unroute('**/assets/*.js');
    }
  });

  test("a tap on the document's cards before the app runs is not lost: the app presses the same button when it takes over", async ({
    page,
  }) => {
    const { userId } = await accountWithQuotes(page.request, 't');
    const item = { id: randomUUID(), createdAt: new Date().toISOString(), description: 'Downlight 10 W LED', code: 'DL10' };
    const push = await page.request.post('/api/sync/push', {
      data: {
        clientId: `c-${randomUUID()}`,
        mutations: [
          {
            id: 1,
            name: 'priceItem.create',
            args: { ...item, supplier: '', unit: 'ea', costCents: 2000, sellCents: 2750, gstFree: false },
          },
        ],
      },
    });
    expect(push.ok(), await push.text()).toBe(true);
    await page.goto('/price-book');
    await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(item.description);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `tt.firstCards:${userId}:/price-book`)).toBe(true);

    const release = await holdScripts(page);
    await page.goto('/price-book', { waitUntil: 'commit' });
    const shellTab = page.locator('#boot-shell').getByRole('tab', { name: 'Kits' });
    await shellTab.click(); // the document's tab: nothing can answer it yet
    await expect(page.locator('#boot-shell')).toHaveAttribute('data-tapped', 'Kits#0');
    release();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Kits' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'New kit' })).toBeVisible();
    await page.unroute('**/assets/*.js');
  });

  test("another account signing in on the same browser sees none of the first account's cards, and they are deleted", async ({ page }) => {
    const a = await accountWithQuotes(page.request, 'a');
    await visitQuotes(page, a.userId, a.newest);

    // B signs in on this browser (replacing A's session) without A signing out in the app
    await accountWithQuotes(page.request, 'b');
    const release = await holdScripts(page);
    await page.goto('/quotes', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root') !== null);
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.textContent)).not.toContain(a.newest);
    // A's snapshot is still on the device until the app runs…
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, `tt.firstCards:${a.userId}:/quotes`)).toBe(true);
    release();
    // …which shows B's own cards and deletes A's
    await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(`${TITLES[2]} b`);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tt.firstCards:'))))
      .not.toContain(`tt.firstCards:${a.userId}:/quotes`);
  });

  test("signing out deletes the device's snapshots, and a signed-out browser's document paints no cards", async ({ page }) => {
    const a = await accountWithQuotes(page.request, 'a');
    await visitQuotes(page, a.userId, a.newest);
    // a signed-out browser: the server took the viewer cookie away (the snapshot is still on the device here)
    expect((await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
    const release = await holdScripts(page);
    await page.goto('/quotes', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root') !== null);
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.unroute('**/assets/*.js');

    // the app's own Sign Out deletes them
    const b = await accountWithQuotes(page.request, 'b');
    await visitQuotes(page, b.userId, b.newest);
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tt.firstCards:')))).toEqual([]);
  });
});

test('offline, a reload of a list is answered by the service worker and paints the first cards', async ({ page, context }) => {
  const { userId, newest } = await accountWithQuotes(page.request, 'off');
  await visitQuotes(page, userId, newest);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((r) => navigator.serviceWorker.addEventListener('controllerchange', () => r(), { once: true }));
  });
  // the snapshot is taken again on this visit, by the build the worker serves
  await visitQuotes(page, userId, newest);
  // notes the document's shell with its first card as the page is parsed (before any of the page's own scripts)
  await page.addInitScript(() => {
    new MutationObserver((_, o) => {
      const card = document.querySelector('#boot-shell[data-list] [elementtiming="list-card"]');
      if (!card) return;
      (window as unknown as { shellCard: string }).shellCard = card.textContent ?? '';
      o.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await context.setOffline(true);
  await page.reload();
  // the document's own first cards (the worker's copy of the list document painted them)…
  await expect.poll(() => page.evaluate(() => (window as unknown as { shellCard?: string }).shellCard)).toBe(newest);
  // …then the app's, from the device
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText(newest);
  await context.setOffline(false);
});
