import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { waitForWorkerControl } from '../helpers/e2e';

/**
 * The installable, offline-first shell: service worker, manifest, install card, sync badge, and the Dexie upgrade
 * notice. Offline is Playwright's context.setOffline, which in Chromium also cuts the service worker's own fetches
 * (the worker's drain stays offline too; see 'the badge counts writes made offline').
 */

const PASSWORD = 'correct-horse-42';
const uniqueEmail = (tag: string) => `e2e-pwa-${tag}-${randomUUID().slice(0, 8)}@example.com`;
const badge = (page: Page) => page.getByTestId('sync-badge');
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function signUp(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Plumb');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await dismissProfileReminder(page);
  return email;
}

async function dismissProfileReminder(page: Page) {
  const reminder = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(reminder).toBeHidden();
}

/** Resolves once the worker is active (its precache is complete) and controls this page. */

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('the app registers its service worker, which takes control of the page without a reload', async ({ page }) => {
  await page.goto('/auth');
  await waitForWorkerControl(page);
  const worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return {
      script: reg?.active?.scriptURL ?? '',
      scope: reg?.scope ?? '',
      controller: navigator.serviceWorker.controller?.scriptURL ?? '',
    };
  });
  expect(new URL(worker.script).pathname).toBe('/sw.js');
  expect(new URL(worker.scope).pathname).toBe('/');
  expect(worker.controller).toBe(worker.script);
  // The worker is revalidated on every visit, so a new deploy is found.
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('Chromium finds the app installable, with a manifest naming the app and real 192, 512 and maskable icons', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Playwright's usual contexts are incognito, which Chromium never offers to install: use a real profile.
  const profileDir = testInfo.outputPath('chromium-profile');
  const context = await playwright.chromium.launchPersistentContext(profileDir, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    await checkInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
  }
});

async function checkInstallable(page: Page) {
  await page.goto('/auth');
  await waitForWorkerControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);

  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Tradie Toolbox',
    start_url: '/landing',
    scope: '/',
    display: 'standalone',
    theme_color: '#f97316',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const wanted = [
    { sizes: '192x192', purpose: 'any', px: 192 },
    { sizes: '512x512', purpose: 'any', px: 512 },
    { sizes: '512x512', purpose: 'maskable', px: 512 },
  ];
  for (const w of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === w.sizes && (i.purpose ?? 'any') === w.purpose);
    expect(icon, `${w.purpose} ${w.sizes} icon`).toBeTruthy();
    const res = await page.request.get(icon!.src);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body())).toEqual({ width: w.px, height: w.px });
  }
  const served = await page.request.get('/manifest.webmanifest');
  expect(served.headers()['content-type']).toMatch(/application\/manifest\+json|application\/json/);
}

test('a cold start offline shows the signed-in landing from the cache and Dexie, and every route opens offline', async ({
  page,
  context,
}) => {
  const email = await signUp(page, 'cold');
  await waitForWorkerControl(page);
  await expect(badge(page)).toHaveText('Synced');

  await goOffline(context, page);
  await expect(badge(page)).toHaveText('Offline');
  await page.reload();
  await expect(page.getByRole('heading', { name: "G'day mate!" })).toBeVisible();
  // The email comes from the device copy of the session: the server was not reachable.
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(badge(page)).toHaveText('Offline');

  // A full navigation (not a client-side route change) to each SPA route is answered by the worker.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Setup Your Profile' })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  for (const [route, heading] of [
    ['/simple', 'Welcome, Pat!'],
    ['/materials', 'Materials'],
    ['/no-such-page', '404 Page Not Found'],
  ] as const) {
    const res = await page.goto(route);
    // Served by the worker from the precached index.html, not by the (unreachable) server.
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  // /api is never answered from a cache: offline it fails instead of showing a stale or foreign answer.
  const apiOffline = await page.evaluate(async () => {
    try {
      const r = await fetch('/api/health');
      return `status ${r.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(apiOffline).toBe('network error');
});

test('the badge counts writes made offline and they reach the server when the connection returns', async ({ page, context }) => {
  await signUp(page, 'badge');
  await waitForWorkerControl(page);
  await page.goto('/profile');
  await expect(badge(page)).toHaveText('Synced');

  await goOffline(context, page);
  await expect(badge(page)).toHaveText('Offline');
  await page.getByLabel('Full Name').fill('Pat Offline');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // The profile screen saves the profile and the business details as separate writes.
  await expect(badge(page)).toHaveText(/^Offline · \d+ waiting$/);
  // The first save also asks the browser to keep this site's storage (once per device).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tt.persistStorageAsked'))).toBe('1');
  await expect(badge(page)).toHaveAttribute('data-state', 'waiting');
  const waiting = Number((await badge(page).textContent())!.match(/(\d+) waiting/)![1]);
  expect(waiting).toBeGreaterThanOrEqual(1);

  // The panel says what is waiting, in plain words.
  await badge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(`Waiting to be sent (${waiting})`)).toBeVisible();
  await expect(panel.getByText('Profile edited')).toBeVisible();
  // Issue 21: offline it says the changes are safe on the phone and when the server was last reached, and it does not
  // count tries with no connection as failures ("Job photo added · tried 7 times").
  await expect(panel.getByText(/^Saved on this phone and safe there/)).toBeVisible();
  await expect(panel.getByText(/^You are offline\. Last reached the server /)).toBeVisible();
  await expect(panel).not.toContainText('tried');
  await panel.getByRole('button', { name: 'Close' }).first().click();

  // Still waiting after a reload offline: the outbox is on the device.
  await page.reload();
  await expect(badge(page)).toHaveText(`Offline · ${waiting} waiting`);

  await context.setOffline(false);
  await expect(badge(page)).toHaveText('Synced', { timeout: 15_000 });
  const user = await page.request.get('/api/user');
  expect(user.ok()).toBe(true);
  expect(await user.json()).toMatchObject({ firstName: 'Pat', lastName: 'Offline' });
});

test('a lapsed session pauses the queue, the badge asks to sign in again, and after sign-in the change is sent', async ({
  page,
  context,
}) => {
  const email = await signUp(page, 'lapsed');
  await waitForWorkerControl(page);
  await page.goto('/profile');
  await expect(badge(page)).toHaveText('Synced');

  // The server forgets the session (cookie gone) while the profile screen is open; the write lands on the device.
  await context.clearCookies();
  await page.getByLabel('Phone Number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(badge(page)).toHaveText('Sign in to sync');
  await badge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText(/^Sign in again to send \d+ changes?\.$/)).toBeVisible();
  await panel.getByRole('link', { name: 'Sign in again' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await expect(badge(page)).toHaveText('Synced', { timeout: 15_000 });
  const user = await page.request.get('/api/user');
  expect((await user.json()) as { phone: string }).toMatchObject({ phone: '0412 345 678' });
});

test('signing out deletes the per-user cache of uploaded files (logos) on this device', async ({ page }) => {
  await signUp(page, 'signout');
  await waitForWorkerControl(page);
  // What the worker stores when a logo is shown: a same-origin /api/objects/<id> answer in the per-user cache.
  await page.evaluate(async () => {
    const cache = await caches.open('tt-user-objects');
    await cache.put(`/api/objects/${crypto.randomUUID()}`, new Response('logo bytes', { headers: { 'content-type': 'image/png' } }));
  });
  expect(await page.evaluate(() => caches.has('tt-user-objects'))).toBe(true);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => page.evaluate(() => caches.has('tt-user-objects'))).toBe(false);
  // The app shell stays cached: the next person can still open the app offline.
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.includes('precache')))).toBe(true);
});

test('the install card appears when the browser offers installation, and accepting hides it', async ({ page }) => {
  await signUp(page, 'install');
  const card = page.getByTestId('install-card');
  await expect(card).toBeHidden();
  // Chromium fires beforeinstallprompt on its own schedule; hand the app one whose choice we control.
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<unknown>;
    };
    (window as unknown as { promptCalls: number }).promptCalls = 0;
    e.prompt = async () => {
      (window as unknown as { promptCalls: number }).promptCalls++;
    };
    e.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(e);
  });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Install Tradie Toolbox App' })).toBeVisible();
  await expect(card.getByText('Access Tradie Toolbox directly from your home screen')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Close' })).toBeVisible();
  await card.getByRole('button', { name: 'Install App' }).click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the install hint appears 3 seconds after load, without an install button, and once closed stays away', async ({ page }) => {
    await signUp(page, 'ios');
    const card = page.getByTestId('install-card');
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card.getByText('Tap the share button and select "Add to Home Screen"')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Install App' })).toHaveCount(0);

    await page.reload();
    // When the card first shows, on the page's own clock (ms since the navigation began): the delay counts from the
    // app's start, which comes after that, so the card can never show before 3000. (Timed from the reload's load event
    // instead, it read 2064 ms on a loaded CI box: the load event had come a second after the app started.)
    const shownAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const tick = () =>
            document.querySelector('[data-testid="install-card"]') ? resolve(performance.now()) : requestAnimationFrame(tick);
          tick();
        }),
    );
    await expect(page.getByRole('heading', { name: "G'day mate!" })).toBeVisible();
    await expect(card).toBeVisible();
    expect(shownAt).toBeGreaterThanOrEqual(3000);

    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('iosInstallPromptSeen'))).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: "G'day mate!" })).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(card).toBeHidden();
  });
});

test('a newer database schema opened in another tab tells this tab to reload, and no data is lost', async ({ page, context }) => {
  const email = await signUp(page, 'schema');
  const other = await context.newPage();
  await other.goto('/auth');
  // What a new deploy's tab does: open the same IndexedDB at a higher version.
  const kept = await other.evaluate(async () => {
    const current = await new Promise<number>((resolve, reject) => {
      const r = indexedDB.open('tradie-toolbox');
      r.onsuccess = () => {
        const v = r.result.version;
        r.result.close();
        resolve(v);
      };
      r.onerror = () => reject(r.error);
    });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('tradie-toolbox', current + 10);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
      r.onblocked = () => reject(new Error('blocked: the old tab did not let go of the database'));
    });
    const user = await new Promise<unknown>((resolve, reject) => {
      const get = db.transaction('kv').objectStore('kv').get('session.user');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return user as { value: { email: string } } | undefined;
  });
  expect(kept?.value.email).toBe(email);
  await expect(toasts(page).getByText('Update ready')).toBeVisible();
  await expect(toasts(page).getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a new worker waits for the person to choose Reload instead of taking over mid-edit', async ({ page }, testInfo) => {
  test.slow();
  // A deploy means new bytes in /sw.js. The shared server's build must not change under other tests, so this test runs
  // its own copy of the built app and edits the copy's worker.
  const app = await startPrivateServer(testInfo.outputPath('app'));
  try {
    await page.goto(`${app.url}/auth`);
    await waitForWorkerControl(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await page.getByLabel('Email', { exact: true }).fill('half-typed@example.com');

    fs.appendFileSync(app.workerFile, `\n// next deploy ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(toasts(page).getByText('Update available')).toBeVisible({ timeout: 20_000 });
    // Nothing was forced: the old worker still controls the page, the new one waits, the typing is still there.
    const state = await page.evaluate(async () => ({
      waiting: !!(await navigator.serviceWorker.getRegistration())?.waiting,
      controller: navigator.serviceWorker.controller?.scriptURL,
    }));
    expect(state).toEqual({ waiting: true, controller: firstWorker });
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('half-typed@example.com');

    await Promise.all([page.waitForEvent('load'), toasts(page).getByRole('button', { name: 'Reload' }).click()]);
    await waitForWorkerControl(page);
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  } finally {
    await app.stop();
  }
});

/** The built app (dist/ and the migrations) copied to dir and served on a free port with its own database. */
async function startPrivateServer(dir: string) {
  fs.cpSync('dist/client', path.join(dir, 'dist/client'), { recursive: true });
  fs.cpSync('dist/server', path.join(dir, 'dist/server'), { recursive: true });
  fs.cpSync('db/migrations', path.join(dir, 'db/migrations'), { recursive: true });
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const url = `http://localhost:${port}`;
  const log = fs.openSync(path.join(dir, 'server.log'), 'w');
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), APP_ORIGIN: url, LOG_LEVEL: 'error' },
    stdio: ['ignore', log, log],
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 })
    .toBe(true);
  return {
    url,
    workerFile: path.join(dir, 'dist/client/sw.js'),
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}
