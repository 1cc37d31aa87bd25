import { expect, test, type Page } from '@playwright/test';

/** What the walk-through of issue 12 found, each fixed and checked in Chromium at 390 px. */
const PASSWORD = 'correct-horse-battery-staple';

async function signUp(page: Page, profile: Record<string, unknown> = {}) {
  const email = `walk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  expect((await page.request.post('/api/user', { data: { firstName: 'Sam', state: 'NSW', trade: 'Plumber', ...profile } })).ok()).toBe(
    true,
  );
}

test('the Clients tab lists the customers on your documents, and one tap saves them as clients', async ({ page }) => {
  await signUp(page);
  for (const name of ['Ava Brown', 'Ben Cole', 'Cara Diaz']) {
    const res = await page.request.post('/api/quotes', {
      data: {
        title: `Job for ${name}`,
        clientName: name,
        clientEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
        items: [{ description: 'Labour', quantity: 1, rate: 100 }],
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/estimates-invoices?tab=clients');
  await expect(page.getByRole('article', { name: /^Client / })).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByText('No clients yet')).toHaveCount(0);
  await expect(page.getByText('3 of 3 clients')).toBeVisible();
  const ava = page.getByRole('article', { name: 'Client Ava Brown' });
  await expect(ava.getByText('ava@example.com')).toBeVisible();
  await ava.getByRole('button', { name: 'Save Ava Brown as a client' }).click();
  await expect(ava.getByRole('button', { name: 'Edit client Ava Brown' })).toBeVisible();
});

test("a new quote's trade is the profile's trade, and the items list grows with the page instead of a nested scroll box", async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/estimates-invoices'); // first sync brings the profile to the device
  await page.waitForTimeout(1500);
  await page.goto('/quote-generator');
  await expect(page.getByLabel('Trade Type *')).toHaveValue('Plumber', { timeout: 15_000 });
  // A readable number from the block this device reserved while online (Q-0001, or past a block a reload cut off).
  await expect(page.getByLabel('Quote Number')).toHaveValue(/^Q-\d{4}$/);
  const adder = page.getByRole('group', { name: 'Add item' });
  for (let i = 1; i <= 6; i++) {
    await adder.getByLabel('Description', { exact: true }).fill(`Item ${i}`);
    await adder.getByLabel(/^Rate/).fill('10');
    await adder.getByRole('button', { name: '+ Add Item' }).click();
  }
  const list = page.getByRole('list', { name: 'Quote items' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const box = await list.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, scroll: el.scrollHeight, client: el.clientHeight }));
  expect(box.overflow).not.toBe('auto');
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1); // nothing hidden inside the list
});

test('materials edit mode changes an existing item’s name and quantity; the sync badge never covers the last checkbox', async ({
  page,
}) => {
  await signUp(page);
  const res = await page.request.post('/api/materials-lists', {
    data: {
      id: crypto.randomUUID(),
      title: 'Slab pour',
      items: ['Cement', 'Sand', 'Gravel', 'Mesh', 'Bar chairs', 'Formply'].map((name) => ({ name, quantity: 2, unit: 'bag' })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/materials');
  const list = page.locator('article', { has: page.getByRole('heading', { name: 'Slab pour', exact: true }) });
  await expect(list).toBeVisible({ timeout: 20_000 });
  if (await list.getByRole('button', { name: 'Expand' }).count()) await list.getByRole('button', { name: 'Expand' }).click();
  await expect(list.getByRole('checkbox')).toHaveCount(6);
  await expect(list.getByText('2 bags').first()).toBeVisible(); // units pluralised

  // The 6th checkbox, scrolled as far as the page goes, is itself under the finger, not the badge.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('sync-badge')).toBeVisible();
  const sixth = list.getByRole('checkbox').nth(5);
  const hit = await sixth.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at === el || (at !== null && el.closest('label')?.contains(at));
  });
  expect(hit).toBe(true);

  await list.getByRole('button', { name: 'Edit' }).click();
  await list.getByLabel('Name of Sand').fill('Washed sand');
  await list.getByLabel('How many Washed sand').fill('5');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('checkbox', { name: 'Washed sand, 5 bag' })).toBeVisible();
  await expect(list.getByText('5 bags')).toBeVisible();
  await expect
    .poll(
      async () => {
        const lists = (await (await page.request.get('/api/materials-lists')).json()) as Array<{
          items: Array<{ name: string; quantity: number }>;
        }>;
        return lists[0]?.items.find((i) => i.name === 'Washed sand')?.quantity ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe(5);
});

test('the Save Profile toast does not cover the Save Profile bar', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  const save = page.getByRole('button', { name: 'Save Profile' });
  await expect(save).toBeVisible({ timeout: 15_000 });
  await save.click();
  const toast = page.getByTestId('toast').first();
  await expect(toast).toBeVisible();
  const [t, s] = [(await toast.boundingBox())!, (await save.boundingBox())!];
  const overlap = t.x < s.x + s.width && s.x < t.x + t.width && t.y < s.y + s.height && s.y < t.y + t.height;
  expect(overlap).toBe(false);
});

test('the assistant answers "max deposit for a 15k reno in Victoria?" with $1,500; the sync badge covers no source link and no text above the input', async ({
  page,
}) => {
  await signUp(page);
  const company = await page.request.post('/api/company', {
    data: {
      name: 'Sam Plumbing Pty Ltd',
      businessName: 'Sam Plumbing',
      abn: '51 824 753 556',
      phone: '0412 345 678',
      email: 'jobs@samplumbing.example.com',
      address: '12 Harbour Street, Wollongong NSW 2500',
      gstRegistered: true,
    },
  });
  expect(company.ok(), await company.text()).toBe(true);
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('max deposit for a 15k reno in Victoria?');
  await input.press('Enter');
  const answer = page.getByTestId('assistant-message').first();
  // The question asked, answered with the amount first (not "→ yes: the maximum deposit is 10%").
  await expect(answer).toContainText('Max deposit on a $15,000 job in VIC: $1,500.00', { timeout: 20_000 });
  await expect(answer).not.toContainText('→ yes');
  await expect(page.getByTestId('sync-badge')).toBeVisible();
  await page.waitForTimeout(800); // the smooth scroll to the newest message

  // Scrolled as far as the chat goes: every source link on screen is itself under the finger, not the badge …
  await page.evaluate(() => {
    const list = document.querySelector('.chat-scroll')!;
    list.scrollTo(0, list.scrollHeight);
  });
  await page.waitForTimeout(300);
  const covered = await answer.evaluate((root) => {
    const out: string[] = [];
    for (const a of Array.from(root.querySelectorAll('a'))) {
      // Every line box of the link (a source link can wrap), each hit at its middle.
      for (const r of Array.from(a.getClientRects())) {
        if (r.bottom <= 0 || r.top >= window.innerHeight || r.width === 0) continue;
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (at !== a && !a.contains(at)) out.push(`${a.textContent} under ${at?.className || at?.tagName}`);
      }
    }
    return out;
  });
  expect(covered).toEqual([]);
  // … and the badge sits clear of the input and of the last line of the answer above it.
  const badge = (await page.getByTestId('sync-badge').boundingBox())!;
  const overlaps = (b: { x: number; y: number; width: number; height: number }) =>
    b.x < badge.x + badge.width && badge.x < b.x + b.width && b.y < badge.y + badge.height && badge.y < b.y + b.height;
  expect(overlaps((await input.boundingBox())!)).toBe(false);
  const lastLine = (await answer.locator('p, li').last().boundingBox())!;
  expect(overlaps(lastLine)).toBe(false);
});
