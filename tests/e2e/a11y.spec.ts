import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

/**
 * Every screen of the app, signed out and signed in, at phone width (390 px, playwright.config.ts), passes axe's
 * WCAG 2.1 A/AA rules and its best practices (landmarks: issue 21 found /chat's content outside any region). Open
 * dialogs (the profile reminder a new account gets) are checked with the screen under them. The signed-in list is
 * checked against the app's own route table, so a new screen cannot be left out.
 */
const PASSWORD = 'correct-horse-42';
/** playwright.config.ts makes this admin with scripts/create-admin.ts before the server starts (as admin.spec.ts's). */
const A11Y_ADMIN = 'e2e-a11y-admin@example.com';

const SIGNED_OUT = [
  '/auth',
  '/auth?mode=register',
  '/reset-password?token=abc',
  '/payment-success',
  '/external-redirect',
  '/admin-login',
  '/no-such-page',
];
const SIGNED_IN = [
  '/',
  '/landing',
  '/simple',
  '/profile',
  '/materials',
  '/quote-generator',
  '/quotes',
  '/invoice-generator',
  '/invoices',
  '/estimates-invoices',
  '/chat',
  '/chat-history',
  '/marketplace',
  '/marketplace/:id',
  '/marketplace/inbox',
  '/marketplace/inbox/:listingId/:buyerId',
  '/subscription-status',
  '/jobs',
  '/jobs/new',
  '/jobs/:id',
  '/schedule',
  '/price-book',
  '/certificates',
  '/bank',
  '/no-such-page',
];

test('the signed-in list covers every signed-in screen of the route table (src/app/App.tsx)', () => {
  const app = fs.readFileSync(new URL('../../src/app/App.tsx', import.meta.url), 'utf8');
  const table = app.slice(app.indexOf('SIGNED_IN_SCREENS'), app.indexOf('];', app.indexOf('SIGNED_IN_SCREENS')));
  const paths = [...table.matchAll(/\['(\/[^']*)',/g)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(10);
  expect(paths.filter((p) => !SIGNED_IN.includes(p))).toEqual([]);
});

/** One line per failing node: rule, impact, the element and axe's reason. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  );
}

/** The screen has replaced the start-up spinner with its own content. */
async function screenReady(page: Page) {
  await expect(page.locator('#root h1, #root h2, #root [role="heading"]').first()).toBeVisible();
  await expect(page.locator('.center-screen .spinner')).toHaveCount(0);
}

async function check(page: Page, route: string) {
  await page.goto(route);
  await screenReady(page);
  expect(await violations(page), `axe violations on ${route}`).toEqual([]);
}

/**
 * Issue 21: one header on every screen. Its title is read whole at 390 px (never cut by an ellipsis, a clamp or the
 * edge: the title's box holds its text both ways), and a screen that offers a way back offers exactly one, in one
 * style: the header's icon link named "Back" (not a second "‹ Back" or "← Invoices" button of its own).
 */
async function headerFacts(page: Page) {
  return page.evaluate(() => {
    // the header's title and every h1 (the home screens' h1 is in their content)
    const titles = [...new Set(document.querySelectorAll<HTMLElement>('header.topbar .topbar-title, h1'))];
    // a back control is named "Back…" or drawn with the back chevron, whatever its words ("‹ Invoices")
    const backs = [...document.querySelectorAll<HTMLElement>('a, button')].filter(
      (el) =>
        /^(‹|←|<)?\s*back\b/i.test((el.getAttribute('aria-label') ?? el.textContent ?? '').trim()) ||
        !!el.querySelector('path[d="M15 18l-6-6 6-6"]'),
    );
    const hidden = (el: HTMLElement | null) => !el || el.getBoundingClientRect().width === 0;
    return {
      headers: document.querySelectorAll('header.topbar').length,
      titles: titles.length,
      clipped: titles
        .filter(
          (t) =>
            t.scrollWidth > t.clientWidth + 1 ||
            t.scrollHeight > t.clientHeight + 1 ||
            t.getBoundingClientRect().right > document.documentElement.clientWidth,
        )
        .map((t) => t.textContent),
      backs: backs
        .filter((el) => !hidden(el))
        .map((el) => ({
          inHeader: !!el.closest('header.topbar'),
          style: `${el.tagName.toLowerCase()}.${[...el.classList].sort().join('.')} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`,
        })),
    };
  });
}

async function checkHeader(page: Page, route: string) {
  await page.goto(route);
  await screenReady(page);
  const facts = await headerFacts(page);
  // the not-found screen is a bare panel with its own two ways out, no header
  expect(facts.headers, `${route}: one header`).toBe(route === '/no-such-page' ? 0 : 1);
  expect(facts.titles, `${route}: a title`).toBeGreaterThan(0);
  expect(facts.clipped, `${route}: titles cut`).toEqual([]);
  expect(facts.backs.length, `${route}: at most one back control`).toBeLessThanOrEqual(1);
  for (const back of facts.backs) expect(back, route).toEqual({ inHeader: true, style: 'a.icon-btn.topbar-back "Back"' });
}

test('every signed-out screen has no WCAG 2.1 AA violations at phone width', async ({ page }) => {
  for (const route of SIGNED_OUT) await check(page, route);
});

// One test per screen, on one signed-in page, so a slow machine spends the timeout on one screen, not on fifteen.
test.describe('every signed-in screen has no WCAG 2.1 AA violations at phone width', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const ids: Record<string, string> = {};
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
    page = await (await browser.newContext({ baseURL, viewport, locale, timezoneId })).newPage();
    const email = `e2e-a11y-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    // one row for each screen with an id in its path
    ids['/jobs/:id'] = randomUUID();
    // a long title: the job's header must wrap it, not cut it
    const job = await page.request.post('/api/jobs', {
      data: {
        id: ids['/jobs/:id'],
        title: 'Bathroom retile and waterproofing, back unit',
        siteAddress: '12 Smith St',
        locality: 'Parramatta 2150',
        notes: 'Side gate',
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    ids['/marketplace/:id'] = randomUUID();
    const listing = await page.request.post('/api/marketplace/listings', {
      data: {
        id: ids['/marketplace/:id'],
        title: 'Makita 18V cordless drill',
        description: 'Two batteries and charger',
        price: 150,
        category: 'Tools',
        condition: 'Used - Like New',
        location: 'Parramatta NSW 2150',
      },
    });
    expect(listing.status(), await listing.text()).toBe(201);
    // a conversation screen: the listing and the user as its buyer (empty; the screen is what is checked)
    const { user } = (await registered.json()) as { user: { id: string } };
    ids['/marketplace/inbox/:listingId/:buyerId'] = `${ids['/marketplace/:id']}/${user.id}`;
  });
  test.afterAll(async () => page.context().close());
  for (const route of SIGNED_IN)
    test(route, async () =>
      check(
        page,
        route.replace(/\/:id$|\/:listingId\/:buyerId$/, () => `/${ids[route]}`),
      ),
    );
  for (const route of SIGNED_IN)
    test(`${route}: one header, its title whole at 390 px, one back control in one style`, async () =>
      checkHeader(
        page,
        route.replace(/\/:id$|\/:listingId\/:buyerId$/, () => `/${ids[route]}`),
      ));
});

test('the admin panel has no WCAG 2.1 AA violations at phone width', async ({ page }) => {
  const made = await page.request.post('/api/auth/login', { data: { email: A11Y_ADMIN, password: PASSWORD } });
  expect(made.status()).toBe(200);
  await check(page, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
});
