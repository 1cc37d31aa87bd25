import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addDaysIso, formatDateShortAU, todayIso } from '../../src/domain/dates';

/**
 * playwright.config.ts makes this admin with `scripts/create-admin.ts` before the server starts (ADMIN_EMAILS promotes only
 * confirmed addresses, and a browser test cannot read the confirmation mail).
 */
const ADMIN_EMAIL = 'e2e-admin@example.com';
const ADMIN_PASSWORD = 'admin-e2e-password';
const PASSWORD = 'correct-horse-42';
const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function snapshot(page: Page, name: string) {
  const close = toasts(page).getByRole('button', { name: 'Close' });
  while (await close.count()) await close.first().click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `.tmp/${name}.png`, fullPage: true });
}

async function adminSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
}

test('an admin signs in, creates and activates a user, sees them listed and removes their access', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('managed');
  const api = await playwright.request.newContext({ baseURL });
  const made = await api.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(made.status()).toBe(200);
  expect((await made.json()).user.role).toBe('admin');

  await page.goto('/admin-login');
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(toasts(page).getByText('Validation Error')).toBeVisible();
  await expect(toasts(page).getByText('Email and password are required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await snapshot(page, 'admin-login');

  await adminSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(toasts(page).getByText('Admin Access Granted')).toBeVisible();
  await expect(toasts(page).getByText('Welcome to the admin panel')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activate Test User' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Default: 365 days (Max: 1825 days / 5 years)')).toBeVisible();
  await snapshot(page, 'admin-activate');

  // Online-only: offline, the panel says so and will not send
  await page.context().setOffline(true);
  await expect(page.getByText("You're offline. The admin screens work only with a connection", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate Test User' })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Activate Test User' })).toBeEnabled();

  // Create
  await page.getByRole('tab', { name: 'Create User' }).click();
  const create = page.getByRole('form', { name: 'Create user' });
  await create.getByLabel('Email', { exact: true }).fill(email);
  await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(create.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await create.getByLabel('First Name (optional)').fill('Tess');
  await create.getByLabel('Last Name (optional)').fill('Tiler');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(toasts(page).getByText('User Created', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(new RegExp(`${email} \\(ID: [0-9a-f-]{36}\\)`))).toBeVisible();
  await expect(create.getByLabel('Email', { exact: true })).toHaveValue('');
  await snapshot(page, 'admin-create');

  // Activate for 30 days
  await page.getByRole('tab', { name: 'Activate Test User' }).click();
  const activate = page.getByRole('form', { name: 'Activate test user' });
  await activate.getByLabel('User Email').fill(email);
  await activate.getByLabel('Duration (days)').fill('30');
  await activate.getByRole('button', { name: 'Activate Test User' }).click();
  await expect(toasts(page).getByText('Test User Activated', { exact: true })).toBeVisible();
  await expect(activate.getByLabel('Duration (days)')).toHaveValue('365');

  // Listed with an en-AU expiry date 30 days on
  await page.getByRole('tab', { name: 'View Users' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Tess Tiler', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // The browser runs in Australia/Sydney (playwright.config.ts).
  const expires = formatDateShortAU(addDaysIso(todayIso(Date.now(), 'Australia/Sydney'), 30));
  await expect(row.getByRole('cell').nth(3)).toHaveText(expires);
  await expect(row.getByRole('cell').nth(4)).toHaveText(formatDateShortAU(todayIso(Date.now(), 'Australia/Sydney')));
  const adminRow = page.getByRole('row').filter({ hasText: ADMIN_EMAIL });
  await expect(adminRow.getByRole('button', { name: /Remove Access/ })).toHaveCount(0);
  await snapshot(page, 'admin-users');

  // Reset password: the dialog checks length first
  await row.getByRole('button', { name: `Reset password for ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('New Password').fill('short');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page).getByText('Password must be at least 8 characters long')).toBeVisible();
  await dialog.getByLabel('New Password').fill('another-pass-99');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toasts(page).getByText('Password Reset', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Remove access, after confirming
  await row.getByRole('button', { name: `Remove access for ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Access' });
  await expect(confirm.getByText(`Remove access for ${email}? They will no longer be able to use the app.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove Access' }).click();
  await expect(toasts(page).getByText('Access Removed', { exact: true })).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Remove access/ })).toHaveCount(0);

  // The removed user is refused at sign-in with a message that says why
  const login = await api.post('/api/auth/login', { data: { email, password: 'another-pass-99' } });
  expect(login.status()).toBe(403);
  expect((await login.json()).error.message).toBe('Your access has been removed. Please contact support.');
  await api.dispose();

  await page.getByRole('button', { name: 'Go to Landing Page' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('a signed-in non-admin who opens /admin is sent to /admin-login, and cannot sign in there', async ({ page }) => {
  const email = uniqueEmail('plain');
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201);

  await page.goto('/admin');
  await expect(toasts(page).getByText('Admin Access Required')).toBeVisible();
  await expect(toasts(page).getByText('Please log in as admin to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await adminSignIn(page, email, PASSWORD);
  await expect(toasts(page).getByText('Login Failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid admin credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
  // Refused means signed out: the session the sign-in made is gone again.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});

test('a signed-out visit to /admin is sent to /admin-login too', async ({ page }) => {
  await page.goto('/admin');
  await expect(toasts(page).getByText('Admin Access Required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});
