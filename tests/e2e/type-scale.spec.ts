import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { invoiceArgs, quoteArgs } from '../api/documents-builders';

/**
 * Issue 24, item 4: a list's first layout pays the renderer's first use of each font size/weight pair (on Linux a
 * synchronous call to the browser per pair, then its metrics). The app's type scale (src/app/styles.css, --fs-* and
 * --fw-*) keeps the lists' first screens, chrome included, to a few pairs; at 390 px nothing on them is cut off and
 * every button keeps its touch target. TYPE_SCALE_SHOTS=<dir> keeps a screenshot of each screen.
 */

const LISTS = ['/quotes', '/invoices', '/jobs', '/price-book'] as const;
/** What the scale allows on one screen: the body's size and weights plus the sizes of the scale used there. */
const MAX_PAIRS = 5;

/** A filled-in account (this page's context signed in) with a few of each kind of record, some with long names. */
async function accountWithLists(page: Page) {
  const request = page.request;
  const email = `e2e-type-${randomUUID().slice(0, 8)}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: 'correct-horse-42' } });
  expect(res.status()).toBe(201);
  const profile = await request.post('/api/user', { data: { firstName: 'Sam', lastName: 'Sparks', state: 'NSW', trade: 'Electrician' } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const day = (i: number) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString();
  const clients = ['Jo Citizen', 'Bartholomew Featherstonehaugh-Wellington', 'Acme Strata Management Pty Ltd'];
  const statuses = ['booked', 'in_progress', 'enquiry'];
  const mutations = [
    ...clients.map((clientName, i) => ({ name: 'quote.create', args: quoteArgs({ clientName, createdAt: day(i) }) })),
    ...clients
      .map((clientName, i) => invoiceArgs({ clientName, invoiceNumber: `INV-T${i}`, createdAt: day(i) }))
      .map((args) => ({ name: 'invoice.create', args })),
    ...clients.map((c, i) => ({
      name: 'job.create',
      args: {
        id: randomUUID(),
        createdAt: day(i),
        title: i === 1 ? 'Switchboard upgrade and whole-house rewire, two storeys' : `Job ${i} for ${c}`,
        clientId: null,
        siteAddress: '4 Beach Rd',
        locality: 'Fremantle WA 6160',
        manualStatus: statuses[i],
        scheduledStart: '2026-12-01',
        scheduledEnd: '2026-12-02',
        notes: '',
        photos: [],
      },
    })),
    ...['Copper pipe 15 mm type B', 'Circuit breaker 20 A single pole, DIN rail, 6 kA', 'Labour'].map((description, i) => ({
      name: 'priceItem.create',
      args: {
        id: randomUUID(),
        createdAt: day(i),
        description,
        code: `CP${i}`,
        supplier: 'Reece',
        unit: 'm',
        costCents: 1000 + i * 12_345,
        sellCents: 1500 + i * 23_456,
        gstFree: false,
      },
    })),
  ].map((m, i) => ({ id: i + 1, ...m }));
  const push = await request.post('/api/sync/push', { data: { clientId: `c-${randomUUID()}`, mutations } });
  expect(push.ok(), await push.text()).toBe(true);
  const { results } = (await push.json()) as { results: Array<{ status: string }> };
  expect(results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'));
}

interface ScreenType {
  /** "size/weight" of every piece of text on screen, with how many texts use it */
  pairs: Record<string, number>;
  /** texts whose box runs past the viewport or is cut by its own overflow */
  clipped: string[];
  /** buttons and button-links on screen lower than 44 px (a small button or the sync badge: lower than its own min-height) */
  small: string[];
}

/** The font size/weight pairs of the text in the viewport (text nodes, inputs' values and placeholders). */
function typeOnScreen(root: string): ScreenType {
  const pairs: Record<string, number> = {};
  const clipped: string[] = [];
  const small: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const onScreen = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh;
  const add = (el: Element) => {
    const s = getComputedStyle(el);
    const key = `${s.fontSize}/${s.fontWeight}`;
    pairs[key] = (pairs[key] ?? 0) + 1;
  };
  const scope = document.querySelector(root) ?? document.body;
  const chrome = [...document.querySelectorAll('.sync-slot, .chrome-dock, .toast-section')];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent?.trim() || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE'].includes(el.tagName)) continue;
    if (!scope.contains(el) && !chrome.some((c) => c.contains(el))) continue;
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (!onScreen(r) || el.closest('.sr-only')) continue;
    add(el);
    const text = n.textContent.trim().slice(0, 40);
    let scrolls = false;
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a);
      if (o.overflowX === 'visible' && o.overflowY === 'visible' && o.textOverflow !== 'ellipsis') continue;
      // a row that scrolls sideways (the jobs' status chips) loses nothing
      scrolls = o.overflowX === 'auto' || o.overflowX === 'scroll';
      if (scrolls) break;
      const box = a.getBoundingClientRect();
      if (r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) clipped.push(`${text} (cut by ${a.className || a.tagName})`);
      break;
    }
    if (!scrolls && (r.right > vw + 0.5 || r.left < -0.5)) clipped.push(`${text} (off screen)`);
  }
  for (const el of [...scope.querySelectorAll('input, select, textarea')] as HTMLInputElement[]) {
    if ((el.value || el.placeholder) && el.checkVisibility() && onScreen(el.getBoundingClientRect())) add(el);
  }
  for (const el of scope.querySelectorAll('button, a.btn, [role="tab"]')) {
    const r = el.getBoundingClientRect();
    // the app's small buttons (.btn-sm, 36 px) and the sync badge (32 px) are lower by design, never lower than that
    const least = el.matches('.btn-sm, .sync-badge') ? parseFloat(getComputedStyle(el).minHeight) : 44;
    if (onScreen(r) && el.checkVisibility() && r.height < least - 0.5)
      small.push(`${el.textContent?.trim() || el.getAttribute('aria-label')} ${r.height.toFixed(0)} px`);
  }
  return { pairs, clipped, small };
}

test("the lists' first screens use the app's type scale: few size/weight pairs, nothing cut off at 390 px", async ({ page }) => {
  await accountWithLists(page);
  const shots = process.env.TYPE_SCALE_SHOTS;
  if (shots) fs.mkdirSync(shots, { recursive: true });
  const report: Record<string, ScreenType> = {};
  for (const route of LISTS) {
    await page.goto(route);
    await expect(page.locator('#root [elementtiming="list-card"]').first()).toBeVisible();
    // the sync badge and the chrome's extras arrive after the first cards
    await expect(page.locator('.sync-slot')).not.toBeEmpty();
    await page.waitForTimeout(500);
    if (shots) await page.screenshot({ path: `${shots}/${route.slice(1)}.png` });
    report[route] = await page.evaluate(typeOnScreen, '#root');
  }
  console.log(JSON.stringify(report, null, 1));
  const all = new Set(Object.values(report).flatMap((r) => Object.keys(r.pairs)));
  console.log(`size/weight pairs over the lists: ${all.size} (${[...all].sort().join(', ')})`);
  for (const route of LISTS) {
    const { pairs, clipped, small } = report[route];
    expect.soft(Object.keys(pairs).length, `${route}: ${Object.keys(pairs).join(', ')}`).toBeLessThanOrEqual(MAX_PAIRS);
    expect.soft(clipped, `${route}: cut-off text`).toEqual([]);
    expect.soft(small, `${route}: buttons under 44 px`).toEqual([]);
  }
});
