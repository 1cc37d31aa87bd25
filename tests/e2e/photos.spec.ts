import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { tinyPng } from '../api/objects-builders';
import { setOnline, signUp, waitForWorkerControl } from '../helpers/e2e';

/**
 * The photo path in Chromium at 390 px. The app runs on its own server with a counting proxy in front, so the test
 * counts what reached the server — from the page and from the service worker alike (Playwright cannot see the
 * worker's requests).
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
const PROXY_PORT = E2E_PORT + 1;
const SERVER_PORT = E2E_PORT + 2;
const badge = (page: Page) => page.getByTestId('sync-badge');
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Forwards everything to the app server and counts requests by "METHOD /path" (ids kept, query dropped). Paths in
 * `publicPaths` are answered as public files: no screen makes a file public yet (marketplace listings will), and this
 * is how the worker's side of it — public answers in their own cache — is driven in a real browser.
 */
function startCountingProxy(target: number, port: number) {
  const seen: string[] = [];
  const publicPaths = new Set<string>();
  const server = http.createServer((req, res) => {
    const pathOnly = (req.url ?? '').split('?')[0];
    seen.push(`${req.method} ${pathOnly}`);
    const upstream = http.request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (up) => {
      const headers = publicPaths.has(pathOnly) && up.statusCode === 200 ? { ...up.headers, 'x-object-visibility': 'public' } : up.headers;
      res.writeHead(up.statusCode ?? 502, headers);
      up.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise<{ seen: string[]; publicPaths: Set<string>; stop: () => Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        seen,
        publicPaths,
        stop: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
      }),
    ),
  );
}

async function startAppServer(dir: string, origin: string) {
  const child = spawn(process.execPath, ['dist/server/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      APP_ORIGIN: origin,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${SERVER_PORT}/api/health`).catch(() => null))?.ok ?? false, { timeout: 60_000 })
    .toBe(true);
  return {
    dataDir: path.join(dir, 'data'),
    stop: () =>
      new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

const naturalSize = (page: Page) =>
  page.getByRole('img', { name: 'Business logo' }).evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);

test('a photo chosen offline shows at once, survives an offline reload, and reaches the server exactly once when the network returns', async ({
  browser,
}, testInfo) => {
  const dir = testInfo.outputPath('photos-app');
  fs.mkdirSync(dir, { recursive: true });
  const origin = `http://localhost:${PROXY_PORT}`;
  const app = await startAppServer(dir, origin);
  const proxy = await startCountingProxy(SERVER_PORT, PROXY_PORT);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, locale: 'en-AU' });
  try {
    const page = await context.newPage();
    await signUp(page, { first: 'Pat', last: 'Plumb', emailPrefix: 'e2e-photos' });
    await waitForWorkerControl(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Business Logo' })).toBeVisible();
    await expect(badge(page)).toHaveText('Synced', { timeout: 15_000 });

    // No signal on the roof: pick a big logo. It is resized on the device (600 px longest side) and shown at once.
    await setOnline(context, page, false);
    const picked = Buffer.from(tinyPng(1200, 900));
    await page.getByLabel('Business logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picked });
    const logo = page.getByRole('img', { name: 'Business logo' });
    await expect(logo).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => naturalSize(page)).toBe('600x450');
    await expect(toasts(page).getByText('Logo Saved')).toBeVisible();
    await expect(badge(page)).toHaveText('Offline · 1 photo waiting');
    expect(proxy.seen.filter((r) => r.startsWith('PUT /api/objects/put/'))).toEqual([]);

    // Reload with no network: the service worker serves the app, IndexedDB still has the photo and its write.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business Logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => naturalSize(page)).toBe('600x450');
    await expect(badge(page)).toHaveText('Offline · 1 photo waiting');
    await page.screenshot({ path: testInfo.outputPath('photo-offline-390.png') });

    // Back online: the photo goes up, then the write that points the profile at it; exactly one upload.
    await setOnline(context, page, true);
    await expect(badge(page)).toHaveText('Synced', { timeout: 20_000 });
    const user = (await (await page.request.get('/api/user')).json()) as { id: string; businessLogo: string };
    expect(user.businessLogo).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    const puts = proxy.seen.filter((r) => r.startsWith('PUT /api/objects/put/'));
    expect(puts).toEqual([`PUT /api/objects/put/${user.businessLogo.split('/').pop()}`]);
    const pushIndex = proxy.seen.findIndex((r) => r === 'POST /api/sync/push');
    expect(pushIndex).toBeGreaterThan(proxy.seen.indexOf(puts[0]));

    // What the server stored is the resized PNG, once, in this user's folder.
    const file = await page.request.get(user.businessLogo);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const body = await file.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([600, 450]);
    expect(fs.readdirSync(path.join(app.dataDir, 'objects', 'users', user.id)).filter((f) => !f.endsWith('.type'))).toHaveLength(1);

    // Later syncs (a reload, the timer) never send it again.
    await page.reload();
    await expect(badge(page)).toHaveText('Synced', { timeout: 15_000 });
    expect(proxy.seen.filter((r) => r.startsWith('PUT /api/objects/put/'))).toHaveLength(1);

    // The worker files a public answer in the public cache; once the file is private again (a listing taken down),
    // the background re-check moves it out of there.
    const where = (url: string) =>
      page.evaluate(async (u) => {
        const pub = !!(await (await caches.open('tt-public-objects')).match(u));
        const mine = !!(await (await caches.open('tt-user-objects')).match(u));
        return pub ? 'public' : mine ? 'user' : 'none';
      }, url);
    const load = (url: string) => page.evaluate(async (u) => (await fetch(u, { credentials: 'include' })).status, url);
    proxy.publicPaths.add(user.businessLogo);
    expect(await load(user.businessLogo)).toBe(200);
    await expect.poll(() => where(user.businessLogo)).toBe('public');
    proxy.publicPaths.clear();
    expect(await load(user.businessLogo)).toBe(200); // served from the public cache, re-checked behind
    await expect.poll(() => where(user.businessLogo)).toBe('user');
  } finally {
    await context.close();
    await proxy.stop();
    await app.stop();
  }
});

test("the worker files the user's own files apart from public ones, and sign-out deletes only the user's", async ({ page }) => {
  await signUp(page, { first: 'Pat', last: 'Plumb', emailPrefix: 'e2e-photos' });
  await waitForWorkerControl(page);
  await page.goto('/profile');
  await page
    .getByLabel('Business logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng(40, 20)) });
  await expect(toasts(page).getByText('Logo Uploaded')).toBeVisible();
  const { businessLogo } = (await (await page.request.get('/api/user')).json()) as { businessLogo: string };

  // Another device (no copy in IndexedDB) loads the logo through the worker: a private answer, so the user's cache.
  const cached = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    const visibility = res.headers.get('x-object-visibility');
    await new Promise((r) => setTimeout(r, 300)); // the worker stores it in waitUntil
    const mine = await (await caches.open('tt-user-objects')).match(url);
    const pub = await (await caches.open('tt-public-objects')).match(url);
    return { status: res.status, visibility, mine: !!mine, pub: !!pub };
  }, businessLogo);
  expect(cached).toEqual({ status: 200, visibility: 'private', mine: true, pub: false });

  // A listing photo someone else made public, as the marketplace will cache it.
  const publicUrl = `/api/objects/${randomUUID()}`;
  await page.evaluate(async (url) => {
    const cache = await caches.open('tt-public-objects');
    await cache.put(url, new Response('listing photo', { headers: { 'content-type': 'image/jpeg', 'x-object-visibility': 'public' } }));
  }, publicUrl);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => page.evaluate(() => caches.has('tt-user-objects'))).toBe(false);
  expect(await page.evaluate(async (url) => !!(await (await caches.open('tt-public-objects')).match(url)), publicUrl)).toBe(true);
});
