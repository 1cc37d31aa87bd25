import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * index.html paints the sign-in and landing screens before the app's code arrives (the boot shell). It must be what
 * the screen then renders — same texts at the same places and sizes — or the swap would jump, and the real screen's
 * paint would count as a new, later largest paint.
 */
const TEXT_BLOCKS = 'h1, p, .auth-brand, .card-title, .landing-card-text, .landing-card-badge, .topbar-title';

async function blocks(page: Page, root: string) {
  return page.locator(root).evaluate(
    (el, selector) =>
      [...el.querySelectorAll(selector)].map((b) => {
        const r = b.getBoundingClientRect();
        return { text: b.textContent?.trim(), x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      }),
    TEXT_BLOCKS,
  );
}

/** The shell alone, as the first paint shows it: the app's scripts are held back. */
async function shellOnly(page: Page, route: string) {
  await page.route('**/assets/*.js', (r) => r.abort());
  await page.goto(route);
  await expect(page.locator('#boot-shell h1')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const shell = await blocks(page, '#boot-shell');
  await page.unroute('**/assets/*.js');
  return shell;
}

for (const signedIn of [false, true]) {
  const route = signedIn ? '/landing' : '/auth';
  test(`the boot shell of ${route} is the screen's own first paint, and goes when the screen arrives`, async ({ page }) => {
    if (signedIn) {
      const email = `e2e-shell-${randomUUID().slice(0, 8)}@example.com`;
      expect((await page.request.post('/api/auth/register', { data: { email, password: 'correct-horse-42' } })).status()).toBe(201);
    }
    const shell = await shellOnly(page, route);
    expect(shell.length).toBeGreaterThan(1);

    await page.goto(route);
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect(page.locator('#root h1')).toBeVisible();
    const real = await blocks(page, '#root');
    // Every text block of the shell is in the real screen, at the same place and size (the real screen has more).
    for (const b of shell) expect(real, `shell block "${b.text}"`).toContainEqual(b);
  });
}

test('a path without a boot shell drops it at once, so the app shows as before', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /not found|404/i })).toBeVisible();
});
