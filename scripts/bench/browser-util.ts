import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { percentile, type Figure } from './util';

export interface BrowserEnv {
  browser: Browser;
  /** the built server, e.g. http://127.0.0.1:4567 (also its APP_ORIGIN) */
  url: string;
}

export const S = 'browser';
export const PASSWORD = 'bench-password-1';

export const fig = (name: string, value: number | string, unit?: string): Figure => ({ section: S, name, value, unit });

/** p50 and p95 figures of a set of samples, or one line saying why there are none. */
export function pFigures(name: string, xs: number[], digits = 1): Figure[] {
  if (!xs.length) return [fig(name, 'not measured (no samples)')];
  return [fig(`${name} p50`, percentile(xs, 50).toFixed(digits), 'ms'), fig(`${name} p95`, percentile(xs, 95).toFixed(digits), 'ms')];
}

/** Debian's Chromium as every bench part launches it (never a downloaded browser; CHROMIUM_PATH overrides the path). */
export async function launchBenchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** A phone-sized context with a new account (registered through the API, so the cookie is in the context). */
export async function signedInContext(
  env: BrowserEnv,
  opts: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await env.browser.newContext({
    baseURL: env.url,
    viewport: { width: 390, height: 844 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    ...opts,
  });
  // tsx (esbuild keepNames) wraps named functions in __name(…); functions sent to page.evaluate need it in the page.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const page = await context.newPage();
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const res = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  if (res.status() !== 201) throw new Error(`register: ${res.status()} ${await res.text()}`);
  return { context, page, email };
}

/** Waits until the sync badge says everything is on the server (no push or pull in flight). */
export async function waitSynced(page: Page, timeout = 20_000) {
  await page.waitForFunction(() => document.querySelector('[data-testid="sync-badge"]')?.getAttribute('data-state') === 'synced', null, {
    timeout,
  });
}

/** Resolves once the service worker is active (precache complete) and controls the page. */
export async function waitForWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

/** '/assets/…js' of a source file's chunk in the Vite manifest. */
export function builtChunk(src: string): string {
  const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[src];
  if (!chunk) throw new Error(`${src} has no chunk of its own in the Vite manifest`);
  return `/${chunk.file}`;
}
