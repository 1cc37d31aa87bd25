import { expect, test, type Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Issue 21, "the screen never in the way", at 390 px: the sync badge floated over form fields mid-scroll (profile
 * email/phone, the new job's start date, the chat's disclaimer), and the bottom toasts took taps meant for the screen
 * ("Job saved" sat over "Invoice this job").
 */
const PASSWORD = 'correct-horse-42';

async function register(page: Page) {
  await page.goto('/auth');
  const email = `e2e-way-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (a: Box, b: Box) =>
  a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;

test('the sync badge stays in the header band at the top, mid-scroll and at the bottom of /profile, /jobs/new and /chat', async ({
  page,
}) => {
  await register(page);
  for (const route of ['/profile', '/jobs/new', '/chat']) {
    await page.goto(route);
    const badge = page.getByTestId('sync-badge');
    await expect(badge).toBeVisible({ timeout: 15_000 });
    const scroller = route === '/chat' ? '.chat-scroll' : null;
    for (const at of [0, 0.5, 1]) {
      await page.evaluate(
        ({ at, scroller }) => {
          const el = scroller ? document.querySelector(scroller)! : document.scrollingElement!;
          el.scrollTo(0, (el.scrollHeight - el.clientHeight) * at);
        },
        { at, scroller },
      );
      await page.waitForTimeout(150);
      const header = (await page.locator('header.topbar').boundingBox())!;
      const b = (await badge.boundingBox())!;
      expect(
        inside(b, header),
        `${route} scrolled ${at * 100}%: badge ${JSON.stringify(b)} outside the header ${JSON.stringify(header)}`,
      ).toBe(true);
      // and nothing of the header is under it: its title and controls end before the badge starts
      const ends = await page
        .locator('header.topbar > *')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ right: r.right, bottom: r.bottom, top: r.top })));
      for (const e of ends) expect(e.right <= b.x + 1 || e.top >= b.y + b.height || e.bottom <= b.y, route).toBe(true);
    }
  }
});

test('a toast lets a tap through to the button under it ("Job saved" over "Invoice this job")', async ({ page }) => {
  await register(page);
  await page.goto('/jobs/new');
  await page.getByLabel('Job title *').fill('Hot water swap');
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const toast = page.getByTestId('toast').filter({ hasText: 'Job saved' });
  await expect(toast).toBeVisible();
  // F8 takes the focus to the notifications: the toast stays while they hold it (WCAG 2.2.1), past its 5 seconds — on
  // a loaded machine the job screen's buttons came later than that and the toast had gone before the tap (a flake).
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('ol')).toBeFocused();
  await page.waitForTimeout(5_500);
  await expect(toast).toBeVisible();
  const invoice = page.getByRole('button', { name: 'Invoice this job' });
  await expect(invoice).toBeVisible();
  // Put the button under the toast's middle, then tap there.
  const t = (await toast.boundingBox())!;
  const tapY = t.y + t.height / 2;
  await invoice.evaluate((el, y) => {
    const r = el.getBoundingClientRect();
    const delta = y - (r.top + r.height / 2);
    const main = el.closest('main')!;
    // room above (the button is higher than the toast) or below (lower) to bring it to the toast's height
    if (delta > 0) main.style.paddingTop = `${parseFloat(getComputedStyle(main).paddingTop) + delta}px`;
    else {
      document.documentElement.style.paddingBottom = '100vh';
      window.scrollBy(0, -delta);
    }
  }, tapY);
  const b = (await invoice.boundingBox())!;
  expect(Math.abs(b.y + b.height / 2 - tapY)).toBeLessThan(b.height / 2);
  // a point both the toast and the button cover, left of the toast's close button
  const tapX = Math.max(b.x, t.x) + 12;
  expect(tapX).toBeLessThan(Math.min(b.x + b.width, t.x + t.width) - 12);
  await expect(toast).toBeVisible(); // still showing: the tap lands where it covers
  await page.mouse.click(tapX, tapY);
  await expect(page).toHaveURL(/\/invoice-generator\?job=/);
});

test('the customer\'s quote page fits 390 px: the item table\'s Amount column is whole (it was clipped to "$3,91…")', async ({ page }) => {
  await register(page);
  const company = await page.request.post('/api/company', {
    data: { name: 'Harbour Plumbing Pty Ltd', businessName: 'Harbour Plumbing', abn: '51 824 753 556', gstRegistered: true },
  });
  expect(company.ok(), await company.text()).toBe(true);
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const item = (description: string, quantity: number, unit: string, rateCents: number) => ({
    id: randomUUID(),
    description,
    quantity,
    unit,
    rateCents,
  });
  const push = await page.request.post('/api/sync/push', {
    data: {
      clientId: `c-${randomUUID()}`,
      mutations: [
        {
          id: 1,
          name: 'quote.create',
          args: {
            id,
            title: 'Hot water and bathroom re-pipe',
            clientId: null,
            clientName: 'Jo Citizen',
            clientEmail: '',
            clientPhone: '',
            projectAddress: '1 Beach Rd, Thirroul NSW',
            projectDescription: 'Replace the copper',
            selectedTrade: 'Plumbing',
            items: [
              item('Rheem 315 L electric hot water unit, installed with tempering valve', 1, 'ea', 391_000),
              item('Copper tube 15 mm, type B, supplied and installed', 36.5, 'm', 2_450),
              item('Labour', 12.5, 'hr', 11_000),
            ],
            gstIncluded: true,
            subtotalCents: 0,
            gstAmountCents: 0,
            totalCents: 0,
            depositCents: null,
            validUntil: '2030-01-31',
            status: 'draft',
            notes: '',
            createdAt: new Date().toISOString(),
          },
        },
        { id: 2, name: 'quote.send', args: { id, to: null, link: { id: randomUUID(), token } } },
      ],
    },
  });
  expect(push.ok(), await push.text()).toBe(true);
  const results = ((await push.json()) as { results: Array<{ status: string; message?: string }> }).results;
  expect(
    results.map((r) => r.status),
    JSON.stringify(results),
  ).toEqual(['applied', 'applied']);

  await page.goto(`/api/p/${token}`);
  await expect(page.getByText('$3,910.00').first()).toBeVisible();
  const fit = await page.evaluate(() => {
    const table = document.querySelector('table')!;
    const cells = [...table.querySelectorAll<HTMLElement>('th, td')];
    return {
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
      tableRight: table.getBoundingClientRect().right,
      parentRight: table.parentElement!.getBoundingClientRect().right,
      cut: cells
        .filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > document.documentElement.clientWidth)
        .map((c) => c.textContent),
    };
  });
  expect(fit.page).toBeLessThanOrEqual(fit.viewport);
  expect(fit.tableRight).toBeLessThanOrEqual(fit.parentRight + 1);
  expect(fit.cut).toEqual([]);
});
