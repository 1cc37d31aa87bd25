import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import postgres from 'postgres';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { invoiceArgs, quoteArgs } from '../../tests/api/documents-builders';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { freshPostgresDb, postgresAvailable, registerUser, startBuiltServer, type Figure } from './util';

/**
 * Issue 24, item 4: the four lists (/quotes, /invoices, /jobs, /price-book) on a device that already holds 1,000 and
 * then 10,000 records of each, under Lighthouse's mobile preset (4× CPU, slow 4G), each beside the static reference
 * page in the same run, alternating. The records reach the device through a real sync: they are seeded on the server
 * (one of each pushed as a device does, copied in SQL), then the app is opened in the same Chromium profile and left
 * until every row is in its IndexedDB. Lighthouse then runs with disableStorageReset, so the device keeps its rows,
 * its service worker and its caches: a returning tradie opening a list.
 *
 * The reference page is served by the same server under another origin (localhost instead of 127.0.0.1): on the app's
 * origin the service worker answers every navigation it has not precached with the app's shell.
 *
 * LIGHTHOUSE_BASE=<a dist directory inside the project, e.g. .bench-base/dist>: a second server runs that build on the
 * same database (its own origin, so its own device, synced the same way), and each run of a list on this build is
 * followed by one on the base, so a change is measured beside its base in the same run.
 */
const S = 'lighthouse-lists';
/** BENCH_LISTS=/quotes,/jobs measures some of them. */
const LISTS = ['/quotes', '/invoices', '/jobs', '/price-book'].filter(
  (route) => !process.env.BENCH_LISTS || process.env.BENCH_LISTS.split(',').includes(route),
);
/** Records of each kind on the device; the bench measures at each size in turn (BENCH_LIST_SIZES=1000 for one). */
const SIZES = (process.env.BENCH_LIST_SIZES ?? '1000,10000').split(',').map(Number);
const GOALS = { lcpRatio: 1.5, performance: 95, tbtMs: 100 };
const STORES = ['quotes', 'invoices', 'jobs', 'priceItems'] as const;

export interface LighthouseRun {
  lcpMs: number;
  lcpElement: string;
  performance: number;
  tbtMs: number;
  /** Lighthouse's long tasks (simulated at 4×): duration, start and script */
  longTasks: string;
  /** scripts by main-thread time: evaluation + parse/compile */
  bootup: string;
}

type Measure = (url: string, opts: { keepStorage: boolean }) => Promise<LighthouseRun>;

interface Account {
  cookie: string;
  userId: string;
  /** the pushed row of each table, the one the SQL copies are made from */
  seedIds: Record<'quotes' | 'invoices' | 'jobs' | 'price_items', string>;
}

async function api(url: string, cookie: string, route: string, body: unknown) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** A returning tradie (profile filled in) with one quote, invoice, job and price item pushed as a device pushes them. */
export async function makeAccount(url: string): Promise<Account> {
  const cookie = await registerUser(url);
  await api(url, cookie, '/api/user', { firstName: 'Sam', lastName: 'Sparks', state: 'NSW', trade: 'Electrician' });
  const me = (await (await fetch(`${url}/api/auth/user`, { headers: { cookie } })).json()) as { user: { id: string } };
  const created = new Date(Date.UTC(2026, 10, 1)).toISOString();
  const quote = quoteArgs({ title: 'Bench job 0', createdAt: created });
  const invoice = invoiceArgs({ invoiceNumber: 'INV-B0', createdAt: created });
  const job = {
    id: randomUUID(),
    createdAt: created,
    title: 'Bench job 0',
    clientId: null,
    siteAddress: '4 Beach Rd',
    locality: 'Fremantle WA 6160',
    manualStatus: 'booked',
    scheduledStart: '2026-12-01',
    scheduledEnd: '2026-12-02',
    notes: '',
    photos: [],
  };
  const item = {
    id: randomUUID(),
    createdAt: created,
    description: 'Copper pipe 15 mm type B 0',
    code: 'CP0',
    supplier: 'Reece',
    unit: 'm',
    costCents: 1000,
    sellCents: 1500,
    gstFree: false,
  };
  const body = (await api(url, cookie, '/api/sync/push', {
    clientId: `seed-${randomUUID()}`,
    mutations: [
      { id: 1, name: 'quote.create', args: quote },
      { id: 2, name: 'invoice.create', args: invoice },
      { id: 3, name: 'job.create', args: job },
      { id: 4, name: 'priceItem.create', args: item },
    ],
  })) as { results: Array<{ status: string }> };
  if (body.results.some((r) => r.status !== 'applied')) throw new Error(`seed push: ${JSON.stringify(body)}`);
  return {
    cookie,
    userId: me.user.id,
    seedIds: { quotes: quote.id, invoices: invoice.id, jobs: job.id, price_items: item.id },
  };
}

/** Copies of the pushed rows numbered [from, to) in SQL, each with its own id, name and (older) date. */
export async function grow(sql: postgres.Sql, account: Account, from: number, to: number) {
  const copy = (table: keyof Account['seedIds'], fields: string) =>
    sql.unsafe(
      `insert into ${table} select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${fields}))).*
       from ${table} t, generate_series(${from}, ${to - 1}) g where t.user_id = $1 and t.id = $2`,
      [account.userId, account.seedIds[table]],
    );
  const older = `'created_at', t.created_at - g * interval '1 hour', 'updated_at', t.created_at - g * interval '1 hour'`;
  await copy('quotes', `'id', gen_random_uuid(), 'title', 'Bench job ' || g, ${older}`);
  await copy('invoices', `'id', gen_random_uuid(), 'invoice_number', 'INV-B' || g, ${older}`);
  await copy('jobs', `'id', gen_random_uuid(), 'title', 'Bench job ' || g, ${older}`);
  await copy('price_items', `'id', gen_random_uuid(), 'description', 'Copper pipe 15 mm type B ' || g, 'code', 'CP' || g`);
  for (const t of ['quotes', 'invoices', 'jobs', 'price_items']) await sql.unsafe(`analyze ${t}`);
}

/** In the page: rows of each synced table in IndexedDB, read through a second connection. */
function countRows(stores: readonly string[]) {
  return new Promise<Record<string, number>>((resolve, reject) => {
    const open = indexedDB.open('tradie-toolbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const names = stores.filter((n) => db.objectStoreNames.contains(n));
      if (names.length < stores.length) {
        db.close();
        return resolve({});
      }
      const tx = db.transaction(names, 'readonly');
      const out: Record<string, number> = {};
      for (const n of names) {
        const r = tx.objectStore(n).count();
        r.onsuccess = () => (out[n] = r.result);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(out);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/**
 * The device syncs: the app opened in the Lighthouse browser's own profile (cookie set there), left on /landing until
 * every table holds `n` rows and the badge says synced, and until the service worker controls the page.
 */
export async function syncDevice(port: number, url: string, account: Account, n: number, lists = LISTS): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: { width: 390, height: 844 } });
  const t0 = performance.now();
  try {
    const [name, value] = account.cookie.split('=');
    await browser.setCookie({ name, value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' });
    const page = await browser.newPage();
    await page.goto(`${url}/landing`);
    const deadline = Date.now() + 600_000;
    for (;;) {
      const counts = await page.evaluate(countRows, STORES);
      const badge = await page.evaluate(() => document.querySelector('[data-testid="sync-badge"]')?.getAttribute('data-state'));
      if (STORES.every((s) => counts[s] === n) && badge === 'synced') break;
      if (Date.now() > deadline) throw new Error(`device never synced ${n} rows: ${JSON.stringify(counts)} badge ${badge}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((r) => navigator.serviceWorker.addEventListener('controllerchange', () => r(), { once: true }));
    });
    const syncedMs = performance.now() - t0;
    // A returning tradie has opened each list before: the app keeps a snapshot of its first screen on the device, which
    // the list's document paints before the app's scripts run (src/domain/first-cards.ts). Not fatal when none is kept.
    for (const route of lists) {
      await page.goto(`${url}${route}`);
      await page.waitForSelector('#root [elementtiming="list-card"]', { timeout: 60_000 });
      await page
        .waitForFunction((key) => localStorage.getItem(key) !== null, { timeout: 10_000 }, `tt.firstCards:${account.userId}:${route}`)
        .catch(() => process.stderr.write(`bench: lighthouse: no first-cards snapshot kept for ${route}\n`));
    }
    await page.close();
    return syncedMs;
  } finally {
    await browser.disconnect();
  }
}

/** In the page, before any script: the earliest list-card Element Timing entry and the last LCP candidate. */
const PAINT_OBSERVER = `window.__paints = { card: null, cardFrom: '', lcp: null, lcpElement: '' };
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.identifier === 'list-card' && window.__paints.card === null) { window.__paints.card = e.renderTime || e.loadTime; window.__paints.cardFrom = e.element && e.element.closest('#boot-shell') ? 'document' : 'app'; } }).observe({ type: 'element', buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) { const el = e.element; window.__paints.lcp = e.startTime; window.__paints.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"' : 'no longer in the page'; } }).observe({ type: 'largest-contentful-paint', buffered: true });`;

export interface PaintRun {
  /** when the first list card's title painted (Element Timing), null on a page with none */
  cardMs: number | null;
  /** who painted it: the document (its first-cards snapshot, src/domain/first-cards.ts) or the app */
  cardFrom: string;
  lcpMs: number;
  lcpElement: string;
}

/**
 * A new page with Lighthouse's mobile throttling applied rather than simulated: 4× CPU, 150 ms RTT, 1.6 Mbps down,
 * 675 kbps up. Shared by the lists' paint runs and `bench -- boot-trace`.
 */
export async function throttledPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  return page;
}

/**
 * One load of `url` in the Lighthouse browser's own profile (same device state) with Lighthouse's mobile throttling
 * applied rather than simulated (4× CPU, 150 ms RTT, 1.6 Mbps down): when the first list card painted, which
 * Lighthouse cannot say (its LCP is the largest text, and the install card's two-line hint is larger than any line
 * of a card), and the page's own LCP.
 */
async function paintRun(port: number, url: string, list: boolean): Promise<PaintRun> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: { width: 412, height: 823 } });
  try {
    const page = await throttledPage(browser);
    await page.evaluateOnNewDocument(PAINT_OBSERVER);
    await page.goto(url, { waitUntil: 'load' });
    // the cards come from the device after load; then a quiet moment for later, larger paints (the install card)
    if (list)
      await page
        .waitForFunction(() => (window as unknown as { __paints: { card: number | null } }).__paints.card !== null, { timeout: 10_000 })
        .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 3000));
    const p = await page.evaluate(
      () => (window as unknown as { __paints: { card: number | null; cardFrom: string; lcp: number; lcpElement: string } }).__paints,
    );
    await page.close();
    return { cardMs: p.card, cardFrom: p.cardFrom, lcpMs: p.lcp, lcpElement: p.lcpElement };
  } finally {
    await browser.disconnect();
  }
}

const median = (runs: LighthouseRun[]) => [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)];
const goal = (ok: boolean, text: string) => `${ok ? 'meets' : 'MISSES'} goal ${text}`;

/** The lists at each size, measured by `measure` (Lighthouse, in the browser on `port`), beside the reference page. */
export async function benchListLighthouse(
  pgAdminUrl: string,
  measure: (chrome: chromeLauncher.LaunchedChrome) => Measure,
  referenceHtml: string,
): Promise<Figure[]> {
  const f = (name: string, value: number | string, unit?: string): Figure => ({ section: S, name, value, unit });
  if (!(await postgresAvailable(pgAdminUrl))) return [f('lists', 'not measured (no Postgres to seed the account in)')];
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const fresh = await freshPostgresDb(pgAdminUrl);
  const refFile = path.join('dist/client', 'bench-list-reference.html');
  fs.writeFileSync(refFile, referenceHtml);
  const server = await startBuiltServer({ DATABASE_URL: fresh.url });
  const baseDist = process.env.LIGHTHOUSE_BASE;
  const base = baseDist ? await startBuiltServer({ DATABASE_URL: fresh.url }, `${baseDist}/server/server.mjs`) : null;
  const sql = postgres(fresh.url, { max: 2, onnotice: () => {} });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const figures: Figure[] = [];
  try {
    const run = measure(chrome);
    const account = await makeAccount(server.url);
    // the reference under another origin: no service worker there
    const refUrl = `${server.url.replace('127.0.0.1', 'localhost')}/bench-list-reference.html`;
    let have = 1;
    for (const size of SIZES) {
      await grow(sql, account, have, size);
      have = size;
      const syncMs = await syncDevice(chrome.port, server.url, account, size);
      figures.push(f(`${size} of each: device synced (setup, unthrottled)`, syncMs.toFixed(0), 'ms'));
      if (base) await syncDevice(chrome.port, base.url, account, size);
      for (const route of LISTS) {
        const app: LighthouseRun[] = [];
        const baseRuns: LighthouseRun[] = [];
        const ref: LighthouseRun[] = [];
        const appPaint: PaintRun[] = [];
        const refPaint: PaintRun[] = [];
        const loads: string[] = [];
        for (let i = 0; i < runs; i++) {
          process.stderr.write(`bench: lighthouse: ${route} at ${size} run ${i + 1}/${runs}…\n`);
          loads.push(os.loadavg()[0].toFixed(1));
          ref.push(await run(refUrl, { keepStorage: true }));
          app.push(await run(`${server.url}${route}`, { keepStorage: true }));
          if (base) baseRuns.push(await run(`${base.url}${route}`, { keepStorage: true }));
          refPaint.push(await paintRun(chrome.port, refUrl, false));
          appPaint.push(await paintRun(chrome.port, `${server.url}${route}`, true));
        }
        const a = median(app);
        const r = median(ref);
        const ratio = a.lcpMs / r.lcpMs;
        const name = `${route}, ${size} on the device`;
        const el = `LCP element ${a.lcpElement}`;
        const cards = appPaint.map((p) => p.cardMs ?? NaN).sort((x, y) => x - y)[Math.floor((runs - 1) / 2)];
        const refLcp = refPaint.map((p) => p.lcpMs).sort((x, y) => x - y)[Math.floor((runs - 1) / 2)];
        const cardRatio = cards / refLcp;
        figures.push(
          f(`${name}: LCP`, `${Math.round(a.lcpMs)} ms; reference page ${Math.round(r.lcpMs)} ms (${el})`),
          f(`${name}: LCP ÷ reference`, `${ratio.toFixed(2)}× — ${goal(ratio <= GOALS.lcpRatio, `≤ ${GOALS.lcpRatio}×`)} (${el})`),
          f(`${name}: LCP element`, a.lcpElement),
          f(
            `${name}: first card painted (applied 4× CPU, slow 4G; Element Timing)`,
            Number.isFinite(cards)
              ? `${Math.round(cards)} ms; reference page LCP ${Math.round(refLcp)} ms; ${cardRatio.toFixed(2)}× — ${goal(cardRatio <= GOALS.lcpRatio, `≤ ${GOALS.lcpRatio}×`)}; page LCP element there ${appPaint[0].lcpElement}`
              : `no card painted in 10 s; page LCP element ${appPaint[0].lcpElement}`,
          ),
          f(`${name}: performance`, `${a.performance} — ${goal(a.performance >= GOALS.performance, `≥ ${GOALS.performance}`)} (${el})`),
          f(`${name}: total blocking time`, `${Math.round(a.tbtMs)} ms — ${goal(a.tbtMs < GOALS.tbtMs, `< ${GOALS.tbtMs} ms`)} (${el})`),
          f(`${name}: long tasks (4×)`, a.longTasks || 'none'),
          f(`${name}: runs (performance / TBT ms)`, app.map((x) => `${x.performance} / ${Math.round(x.tbtMs)}`).join(', ')),
          ...(base
            ? [
                f(
                  `${name}: base build, runs (performance / TBT ms)`,
                  baseRuns.map((x) => `${x.performance} / ${Math.round(x.tbtMs)}`).join(', '),
                ),
                f(`${name}: base build, long tasks (4×) of its median run`, median(baseRuns).longTasks || 'none'),
              ]
            : []),
          f(`${name}: load average (1 min) at each run`, loads.join(', ')),
          f(`${name}: script time (eval+compile, 4×)`, a.bootup || 'none'),
          f(`${name}: runs (LCP ms, app / reference)`, app.map((x, i) => `${Math.round(x.lcpMs)}/${Math.round(ref[i].lcpMs)}`).join(' ')),
          f(
            `${name}: runs (first card ms / reference LCP ms, applied)`,
            appPaint.map((x, i) => `${Math.round(x.cardMs ?? NaN)}/${Math.round(refPaint[i].lcpMs)} (${x.cardFrom || 'none'})`).join(' '),
          ),
        );
      }
    }
  } finally {
    chrome.kill();
    await sql.end();
    await server.stop();
    await base?.stop();
    fs.rmSync(refFile, { force: true });
    await fresh.drop();
  }
  return figures;
}
