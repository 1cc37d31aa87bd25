import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** A new email address waits for its confirmation link (issue 10): the profile says so and the old address stays. */
const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'correct-horse-42';

test('changing the email on the profile keeps the old address until the new one is confirmed', async ({ page }) => {
  const email = uniqueEmail('before');
  const next = uniqueEmail('after');
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Setup Your Profile' })).toBeVisible();
  await page.getByLabel('Email Address').fill(next);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    page.getByText(`Check ${next} for a confirmation link. Until you open it, your account keeps using ${email}.`),
  ).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).user).toMatchObject({ email, pendingEmail: next });
  await page.screenshot({ path: '.tmp/auth-email-pending.png' });

  // A link that is not (or no longer) valid says so.
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Confirmation Failed' })).toBeVisible();
  await expect(page.getByText('This confirmation link is invalid or has expired.', { exact: false })).toBeVisible();
});
