import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { REFERENCE_HTML } from './lighthouse';
import { percentile, startBuiltServer, type Figure } from './util';

/**
 * What a tradie on one bar of signal gets (issue 20): Chromium with applied throttling — slow 4G (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU — on a fresh profile (no cache, no service worker), beside a
 * static page (plain HTML sign-in form, inline CSS, no script) from the same server in the same run, alternating.
 * - /auth first paint, and "typing works": the moment the sign-in form took the typed email (then the password and
 *   Enter are sent at once, and the run checks the submit signed in, whether the app had arrived or not). The same
 *   typing is timed on the static page, so the harness's own cost shows.
 * - /landing usable, signed in: the moment the app's own landing screen has replaced the first paint (its cards open
 *   their screens).
 * FIRST_PAINT_RUNS (default 7) runs of each; medians against the static page's median first paint.
 */
const S = 'first paint';
const GOALS = { signInRatio: 1.3, landingRatio: 1.5 };
const REFERENCE = 'bench-first-paint-reference.html';
const PASSWORD = 'bench-password-1';

async function throttledPage(browser: Browser, url: string, signedIn = false) {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, locale: 'en-AU' });
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const page = await context.newPage();
  // A new account each time (its session cookie in the context): sign-ins of one account are rate limited.
  if (signedIn) await register(page.request.post.bind(page.request));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

let accounts = 0;
async function register(post: (url: string, opts: { data: unknown }) => Promise<{ status(): number }>) {
  const email = `bench-fp-${Date.now()}-${++accounts}@example.com`;
  const res = await post('/api/auth/register', { data: { email, password: PASSWORD } });
  if (res.status() !== 201) throw new Error(`register: ${res.status()}`);
  return { email };
}

/** ms since navigation start, read in the page */
const pageNow = (page: Page) => page.evaluate(() => performance.now());
const firstPaint = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { polling: 16 })
    .then((h) => h.jsonValue());

export async function benchFirstPaint(): Promise<Figure[]> {
  const { chromium } = await import('@playwright/test');
  const server = await startBuiltServer({});
  const referencePath = path.join('dist/client', REFERENCE);
  fs.writeFileSync(referencePath, REFERENCE_HTML);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs = Number(process.env.FIRST_PAINT_RUNS ?? 7);
  const samples = {
    ref: [] as number[],
    refTyping: [] as number[],
    authPaint: [] as number[],
    authTyping: [] as number[],
    authSignedIn: [] as number[],
    landingPaint: [] as number[],
    landingUsable: [] as number[],
  };
  let beforeApp = 0;
  try {
    const api = await browser.newContext({ baseURL: server.url });
    for (let i = 0; i < runs; i++) {
      const account = await register(api.request.post.bind(api.request));
      {
        const { context, page } = await throttledPage(browser, server.url);
        await page.goto(`/${REFERENCE}`, { waitUntil: 'commit' });
        await page.getByLabel('Email').fill(account.email);
        samples.refTyping.push(await pageNow(page));
        samples.ref.push(await firstPaint(page));
        await context.close();
      }
      {
        const { context, page } = await throttledPage(browser, server.url);
        await page.goto('/auth', { waitUntil: 'commit' });
        // The live form: whichever is on screen (the first paint's, or the app's once it has taken over).
        const email = page.locator('#boot-shell, #root').getByLabel('Email');
        await email.first().fill(account.email);
        samples.authTyping.push(await pageNow(page));
        samples.authPaint.push(await firstPaint(page));
        if (await page.locator('#boot-shell').count()) beforeApp++;
        await page.locator('#boot-shell, #root').getByLabel('Password', { exact: true }).first().fill(PASSWORD);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/landing$/, { waitUntil: 'commit' });
        await page.getByRole('heading', { name: "G'day mate!" }).first().waitFor();
        samples.authSignedIn.push(await pageNow(page));
        await context.close();
      }
      {
        const { context, page } = await throttledPage(browser, server.url, true);
        await page.goto('/landing', { waitUntil: 'commit' });
        samples.landingPaint.push(await firstPaint(page));
        await page.locator('#boot-shell').waitFor({ state: 'detached' });
        await page.locator('#root .landing-card').first().waitFor();
        samples.landingUsable.push(await pageNow(page));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(referencePath, { force: true });
  }
  const p50 = (xs: number[]) => percentile(xs, 50);
  const ref = p50(samples.ref);
  const ms = (name: string, xs: number[]): Figure => ({
    section: S,
    name: `${name} p50 (p95)`,
    value: `${p50(xs).toFixed(0)} (${percentile(xs, 95).toFixed(0)})`,
    unit: 'ms',
  });
  const ratio = (name: string, xs: number[], goal: number): Figure => {
    const r = p50(xs) / ref;
    return {
      section: S,
      name,
      value: `${r.toFixed(2)}× the static page's first paint (goal ≤ ${goal}×: ${r <= goal ? 'met' : 'NOT met'})`,
    };
  };
  return [
    { section: S, name: 'conditions', value: `slow 4G (150 ms RTT, 1.6 Mbit/s), CPU 4× slower, fresh profile, ${runs} runs each` },
    ms('static page first paint', samples.ref),
    // the same harness on the static page: what typing costs to measure (Playwright's round trips on a 4× slower CPU)
    ms('static page form took typing at', samples.refTyping),
    ms('/auth first paint', samples.authPaint),
    ms('/auth form took typing at', samples.authTyping),
    ratio('/auth first paint', samples.authPaint, GOALS.signInRatio),
    ratio('/auth typing works', samples.authTyping, GOALS.signInRatio),
    {
      section: S,
      name: '/auth typing works, like for like',
      value: `${(p50(samples.authTyping) / p50(samples.refTyping)).toFixed(2)}× the static page's form under the same typing`,
    },
    { section: S, name: '/auth typed before the app took over', value: `${beforeApp} of ${runs} runs (all signed in)` },
    ms('/auth typed + submitted → landing on screen', samples.authSignedIn),
    ms('/landing first paint', samples.landingPaint),
    ms('/landing usable (the app took over)', samples.landingUsable),
    ratio('/landing usable', samples.landingUsable, GOALS.landingRatio),
  ];
}
