import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * Every screen of the app, signed out and signed in, at phone width (390 px, playwright.config.ts), passes axe's
 * WCAG 2.1 A/AA rules. Open dialogs (the profile reminder a new account gets) are checked with the screen under them.
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
  '/subscription-status',
  '/no-such-page',
];

/** One line per failing node: rule, impact, the element and axe's reason. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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

test('every signed-out screen has no WCAG 2.1 AA violations at phone width', async ({ page }) => {
  for (const route of SIGNED_OUT) await check(page, route);
});

// One test per screen, on one signed-in page, so a slow machine spends the timeout on one screen, not on fifteen.
test.describe('every signed-in screen has no WCAG 2.1 AA violations at phone width', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, locale, timezoneId } = testInfo.project.use;
    page = await (await browser.newContext({ baseURL, viewport, locale, timezoneId })).newPage();
    const email = `e2e-a11y-${randomUUID().slice(0, 8)}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  });
  test.afterAll(async () => page.context().close());
  for (const route of SIGNED_IN) test(route, async () => check(page, route));
});

test('the admin panel has no WCAG 2.1 AA violations at phone width', async ({ page }) => {
  const made = await page.request.post('/api/auth/login', { data: { email: A11Y_ADMIN, password: PASSWORD } });
  expect(made.status()).toBe(200);
  await check(page, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
});
