import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { startTestProvider, type TestProvider } from '../helpers/oidc-provider';

/**
 * Sign in with a hosted identity provider (a real oidc-provider on loopback, PORT + 5), the SSO hand-over screen and
 * the subscription screen, in Chromium at 390 px. playwright.config.ts gives the server the matching OIDC_* and SSO_*.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
const ORIGIN = `http://localhost:${PORT}`;
const SSO_SECRET = 'e2e-sso-shared-secret-0123456789abcdef';
const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

let provider: TestProvider;
const googleUser = uniqueEmail('google');

test.beforeAll(async () => {
  provider = await startTestProvider({
    port: PORT + 5,
    clients: [{ clientId: 'tradie-toolbox-e2e', clientSecret: 'e2e-client-secret', redirectUris: [`${ORIGIN}/api/auth/oidc/callback`] }],
    accounts: [{ email: googleUser, emailVerified: true, givenName: 'Gus' }],
  });
});
test.afterAll(() => provider.close());

const mint = (claims: Record<string, unknown>) =>
  new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('tradie-website')
    .setAudience(ORIGIN)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(new TextEncoder().encode(SSO_SECRET));

test('Sign in with Google: the full redirect through the provider lands on /landing with our session', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  expect(new URL(page.url()).port).toBe(String(PORT + 5));
  await page.getByLabel('Email').fill(googleUser);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/landing`);
  await expect(page.getByText("G'day mate!")).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect((await me.json()).user).toMatchObject({ email: googleUser, firstName: 'Gus', emailVerified: true });
  await page.screenshot({ path: '.tmp/auth-oidc-landing.png' });
});

test('SSO hand-over: "Connecting Your Account", then returnTo; a replayed code shows the error and goes to /auth after 3 s', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('sso');
  const code = await mint({ email, state: 'st-e2e', returnTo: '/subscription-status' });
  // Hold the answer a moment so the loading screen can be seen.
  await page.route('**/api/sso/consume', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto(`/sso?code=${encodeURIComponent(code)}&state=st-e2e`);
  await expect(page.getByRole('heading', { name: 'Connecting Your Account' })).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/subscription-status`);
  await expect(page.getByRole('heading', { name: 'Subscription Status' })).toBeVisible();
  await expect(page.getByText('Inactive')).toBeVisible();

  const other = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 390, height: 844 } });
  const replay = await other.newPage();
  // Timed inside the page: when the error screen appears and when the app leaves for /auth (a replaceState).
  await replay.addInitScript(() => {
    const t: { error?: number; left?: number } = {};
    (window as unknown as { __sso: typeof t }).__sso = t;
    new MutationObserver(() => {
      if (t.error === undefined && document.body?.textContent?.includes('Authentication Error')) t.error = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, url) => {
      if (t.left === undefined && String(url ?? '').includes('/auth')) t.left = performance.now();
      replace(data, unused, url);
    };
  });
  await replay.goto(`/sso?code=${encodeURIComponent(code)}&state=st-e2e`);
  await expect(replay.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(replay.getByText('SSO authentication failed')).toBeVisible();
  const shownAt = Date.now();
  expect(new URL(replay.url()).pathname).toBe('/sso'); // the error stays on screen first
  expect(new URL(replay.url()).search).toBe(''); // the single-use code left the address bar (and history) at once
  await replay.screenshot({ path: '.tmp/auth-sso-error.png' });
  await expect(replay).toHaveURL(`${ORIGIN}/auth?error=sso_failed`, { timeout: 6000 });
  // 3 s after the error appears (spec §2, SSO_ERROR_REDIRECT_MS), measured in the page; a busy machine may add a little.
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  const t = await replay.evaluate(() => (window as unknown as { __sso: { error: number; left: number } }).__sso);
  expect(t.left - t.error).toBeGreaterThanOrEqual(2900); // the timer starts as the error is set, a render before it shows
  expect(t.left - t.error).toBeLessThan(3600);
  await expect(replay.getByText("Single sign-on didn't work.")).toBeVisible();
  await other.close();
});

test('SSO: missing parameters say so; a returnTo on another site lands on /landing instead', async ({ page }) => {
  await page.goto('/sso?state=only');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(page.getByText('Missing SSO parameters')).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}/auth?error=sso_failed`, { timeout: 6000 });

  const code = await mint({ email: uniqueEmail('evil'), state: 's', returnTo: 'https://evil.example' });
  await page.goto(`/sso?code=${encodeURIComponent(code)}&state=s`);
  await expect(page).toHaveURL(`${ORIGIN}/landing`);
  await expect(page.getByText("G'day mate!")).toBeVisible();
});

test('the Subscription Status screen and the profile card show the real status, plan and en-AU end date', async ({ page, playwright }) => {
  const email = uniqueEmail('sub');
  await page.goto(`/sso?code=${encodeURIComponent(await mint({ email, state: 's' }))}&state=s`);
  await expect(page).toHaveURL(`${ORIGIN}/landing`);
  // An admin grants 30 days of test access.
  const admin = await playwright.request.newContext({ baseURL: ORIGIN });
  expect((await admin.post('/api/auth/login', { data: { email: 'e2e-admin@example.com', password: 'admin-e2e-password' } })).status()).toBe(
    200,
  );
  expect((await admin.post('/api/admin/activate-test-user', { data: { email, durationDays: 30 } })).status()).toBe(200);
  const until = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Australia/Sydney' }).format(
    new Date(Date.now() + 30 * 86_400_000),
  );
  await admin.dispose();

  await page.goto('/subscription-status');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Test Account')).toBeVisible();
  await expect(page.getByText(until, { exact: true })).toBeVisible();
  await expect(page.getByText(`Test access from an admin: every feature until ${until}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
    'href',
    /^mailto:support@tradietoolbox\.com\.au\?subject=/,
  );
  await page.screenshot({ path: '.tmp/subscription-status.png', fullPage: true });

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Subscription Status' });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Test Account')).toBeVisible();
  await expect(card.getByText(`Access until ${until}`)).toBeVisible();
  await card.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/subscription-status`);
});

test('/payment-success: the email in the address shows a toast; Back to Home and Return to Home go to the public website', async ({
  page,
}) => {
  await page.goto('/payment-success?email=paid%40example.com');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Your subscription for paid@example.com is being set up.')).toBeVisible(); // the toast
  for (const name of ['Back to Home', 'Return to Home']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', 'https://tradietoolbox.com.au');
  }
  await page.screenshot({ path: '.tmp/payment-success.png' });
  // Without an email: the page, no toast.
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(/is being set up\.$/)).toHaveCount(0);
});

test('/external-redirect: the warnings of spec §2; Learn more and Continue open new tabs, Continue goes to /, Cancel to /auth', async ({
  page,
  context,
}) => {
  // No internet here: the external tabs are stopped at the network, only where they go is checked.
  await context.route('https://tradietoolbox.com.au/**', (route) => route.fulfill({ status: 200, body: 'external site' }));
  await page.goto('/external-redirect');
  await expect(page.getByText(/leave the app for an external website.*no longer be transacting/)).toBeVisible();
  await expect(page.getByText(/managed by the developer company/)).toBeVisible();
  await expect(page.getByText(/stored payment method, subscription management and refund requests will not be available/)).toBeVisible();
  await expect(page.getByText(/not responsible for the privacy or security/)).toBeVisible();
  const learn = page.getByRole('link', { name: /Learn more/ });
  await expect(learn).toHaveAttribute('href', 'https://tradietoolbox.com.au/privacy');
  await expect(learn).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/auth`);

  await page.goto('/external-redirect');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue' }).click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://tradietoolbox.com.au/signup');
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await tab.close();
});
