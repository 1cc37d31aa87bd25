import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { quoteArgs } from '../api/documents-builders';
import { E2E_PASSWORD } from '../helpers/e2e';

/**
 * Issue 24, the startup chunk chain: the opened screen's chunk is fetched while the entry script runs, beside the
 * session check, not after it; and only that screen's (another list's chunk is not fetched). The session answer is
 * held back, so a chunk asked for before it comes can only have been asked for by startup. No service worker here: its
 * precache fetches every chunk.
 */
test.use({ serviceWorkers: 'block' });

function chunkOf(src: string): string {
  const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[src];
  if (!chunk) throw new Error(`${src} has no chunk of its own in the Vite manifest`);
  return `/${chunk.file}`;
}

test('/quotes fetches its own chunk before the session is known, and not another list’s', async ({ page }) => {
  const quotes = chunkOf('src/features/documents/lists/QuotesPage.tsx');
  const priceBook = chunkOf('src/features/price-book/PriceBookPage.tsx');
  const email = `e2e-chunks-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let sessionAnswered = false;
  await page.route('**/api/auth/session', async (route) => {
    await held;
    await route.continue();
    sessionAnswered = true;
  });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));

  await page.goto('/quotes');
  await expect.poll(() => asked.includes(quotes), { message: `${quotes} asked for while the session is held` }).toBe(true);
  expect(sessionAnswered).toBe(false);
  expect(asked).not.toContain(priceBook);

  release();
  await expect(page.getByText('No quotes yet.')).toBeVisible();
  expect(asked).not.toContain(priceBook);
});

test('the landing’s document asks for the session and the sync badge’s chunk before the app’s entry has run', async ({ page }) => {
  const badgeChunk = chunkOf('src/features/sync/SyncChrome.tsx');
  const email = `e2e-landing-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);

  // the entry held back: whatever is asked for meanwhile, the document asked for
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let entryServed = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
    entryServed = true;
  });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));

  await page.goto('/landing', { waitUntil: 'commit' });
  await expect.poll(() => asked.includes(badgeChunk), { message: `${badgeChunk} asked for while the entry is held` }).toBe(true);
  await expect.poll(() => asked.includes('/api/auth/session')).toBe(true);
  expect(entryServed).toBe(false);

  release();
  await expect(page.getByTestId('sync-badge')).toBeVisible();
  // the session's question was asked once: the entry took the document's answer
  expect(asked.filter((p) => p === '/api/auth/session')).toHaveLength(1);
});

test('/quotes mounts the shared chrome’s extras (the sync badge) only after its first card is in the page', async ({ page }) => {
  const email = `e2e-extras-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);
  const push = await page.request.post('/api/sync/push', {
    data: {
      clientId: `c-${randomUUID()}`,
      mutations: [{ id: 1, name: 'quote.create', args: quoteArgs({ title: 'Porch light', createdAt: new Date().toISOString() }) }],
    },
  });
  expect(push.ok(), await push.text()).toBe(true);
  // the first visit syncs the quote to the device (the sync starts with the badge, so there the card comes after it)
  await page.goto('/quotes');
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText('Porch light');

  // the next load, a returning tradie's: the list draws its card from the device. In the page, in the order the DOM got
  // them: the app's first card (in #root; the document's snapshot cards are in #boot-shell) and the badge. The list's
  // document may ask for the badge's chunk early; the badge itself must wait for the card.
  await page.addInitScript(() => {
    const w = window as unknown as { attached?: string[] };
    const attached: string[] = (w.attached = []);
    const note = (what: string, el: Element | null | undefined) => {
      if (el && !attached.includes(what)) attached.push(what);
    };
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          const card = '[elementtiming="list-card"]';
          const cardIn = n.matches(card) ? n : n.querySelector(card);
          note('card', cardIn?.closest('#root') ? cardIn : null);
          const badge = '[data-testid="sync-badge"]';
          note('badge', n.matches(badge) ? n : n.querySelector(badge));
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText('Porch light');
  await expect(page.getByTestId('sync-badge')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { attached?: string[] }).attached)).toEqual(['card', 'badge']);
});

test('the entry loads Intl’s data in a worker that ends itself, and the list still formats its cards', async ({ page }) => {
  const email = `e2e-intl-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);
  const warm: string[] = [];
  let closed = false;
  page.on('worker', (w) => {
    if (!w.url().includes('intl-warm')) return;
    warm.push(w.url());
    w.on('close', () => (closed = true));
  });
  await page.goto('/quotes');
  await expect(page.getByText('No quotes yet.')).toBeVisible();
  expect(warm, 'the warm-up worker started').toHaveLength(1);
  await expect.poll(() => closed, { message: 'the warm-up worker ends itself' }).toBe(true);
  // the page's own formatters work as before
  expect(await page.evaluate(() => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(1234.5))).toBe(
    '$1,234.50',
  );
});

test('the screen renders after the first commit when its chunk comes late (the signed-in tree is a transition)', async ({ page }) => {
  const quotes = chunkOf('src/features/documents/lists/QuotesPage.tsx');
  const email = `e2e-late-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } })).status()).toBe(201);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let served = false;
  await page.route(`**${quotes}`, async (route) => {
    await held;
    await route.continue();
    served = true;
  });
  await page.goto('/quotes');
  // the session answers and React commits (the spinner, then the public routes' fallback after a second) while the
  // list's chunk is held
  await expect(page.locator('#root [role="status"]')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(served).toBe(false);
  await expect(page.getByText('No quotes yet.')).toHaveCount(0);
  release();
  await expect(page.getByText('No quotes yet.')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  // and it works: a link of the screen's header takes the person on
  await page.goto('/invoices');
  await expect(page.getByText('No invoices yet.')).toBeVisible();
});

test('a list’s document that paints the device’s snapshot asks for the app’s scripts only after that first frame', async ({ page }) => {
  const entry = chunkOf('index.html');
  const email = `e2e-after-paint-${randomUUID().slice(0, 8)}@example.com`;
  const res = await page.request.post('/api/auth/register', { data: { email, password: E2E_PASSWORD } });
  expect(res.status()).toBe(201);
  const userId = ((await res.json()) as { user: { id: string } }).user.id;
  const push = await page.request.post('/api/sync/push', {
    data: {
      clientId: `c-${randomUUID()}`,
      mutations: [{ id: 1, name: 'quote.create', args: quoteArgs({ title: 'Porch light', createdAt: new Date().toISOString() }) }],
    },
  });
  expect(push.ok(), await push.text()).toBe(true);
  // the app shows the card and keeps the snapshot of its first screen
  await page.goto('/quotes');
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText('Porch light');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, `tt.firstCards:${userId}:/quotes`)).toBe(true);

  // the next load: the frame that draws the document's card (the first frame's callbacks with the shell in the page,
  // run before that frame's style, layout and paint), and when the entry script was asked for
  await page.addInitScript(() => {
    const w = window as unknown as { shellFrame?: number };
    const look = () => {
      if (document.querySelector('#boot-shell [elementtiming="list-card"]')) w.shellFrame = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.reload();
  await expect(page.locator('#root [elementtiming="list-card"]').first()).toHaveText('Porch light');
  const { shellFrame, asked, entryParent } = await page.evaluate((path) => {
    const r = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path);
    return {
      shellFrame: (window as unknown as { shellFrame?: number }).shellFrame,
      asked: r?.startTime,
      entryParent: document.querySelector('script[type="module"][src]')?.parentElement?.tagName,
    };
  }, entry);
  expect(shellFrame, 'a frame drew the document’s card').toBeDefined();
  expect(asked, `${entry} was fetched`).toBeDefined();
  expect(asked!).toBeGreaterThan(shellFrame!);
  // and the app's scripts were started by the document's script (in the head), not by the parser
  expect(entryParent).toBe('HEAD');
});
