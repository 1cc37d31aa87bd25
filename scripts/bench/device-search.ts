/**
 * Device search per keystroke (issue 24 item 5, "device search under a frame"), in Chromium with the page's CPU
 * throttled 4× (Emulation.setCPUThrottlingRate):
 * - the price book with 50,000 items and the marketplace with 10,000 kept listings (offline: only the device answers),
 *   both seeded straight into the device's IndexedDB with the fields the app derives when it writes a row (sortKey,
 *   searchTokens, computed here by the app's own functions);
 * - real queries typed letter by letter; a keystroke's time runs from the input event to the screen's results for that
 *   text committed (the status line's data-results-for names the text its results are for);
 * - same-run reference at the same throttle: a bare loop over the same rows on the main thread (lower-case + includes
 *   on the row's text, the least a search must do);
 * - Chromium cannot throttle a worker (the protocol answers "Operation is only supported for pages, not workers"), and
 *   both searches run in one: the worker's part is measured here too, the same index code over the same rows and
 *   keystrokes in Node (1×), and a bound for a phone 4× slower on every core is printed: page p95 + 3 × worker p95;
 * - the longest main-thread task while each screen opens and its worker builds the index (goal: none over 50 ms);
 * - BENCH_BASE=dir[,dir2…] measures other builds (e.g. main's, copied to dir/dist) in the same run, all typed side by
 *   side a keystroke each in turn, so the machine's load falls on them alike; BENCH_ROUNDS=n repeats the whole run n
 *   times; BENCH_DUMP=file.json writes every keystroke's times; BENCH_SCREENS=listings measures the kept listings only;
 * - BENCH_THROTTLE=typed throttles a page only while it is measured (opened, typed into, its bare loop), 1× otherwise:
 *   Chromium's throttle (ThreadCPUThrottler, Linux) signals the page's main thread every 200 µs and busy-waits in the
 *   signal handler for 3× the wall time since the last stop, idle time included, so a throttled page burns ~¾ of a core
 *   doing nothing, and with two builds open on a 2-core machine the one not typed into loads the one that is.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { listingTokens } from '../../src/domain/marketplace/search';
import { EMPTY_QUERY, listingsPage } from '../../src/features/marketplace/filter';
import type { LocalListingRow } from '../../src/features/marketplace/data/types';
import { PriceSearchIndex, priceItemSortKey, type SearchableItem } from '../../src/domain/price-book/search';
import { putDeviceRows } from '../../tests/helpers/e2e';
import { launchBenchChromium, signedInContext, waitForWorkerControl } from './browser-util';
import { supplierLines, QUERIES as PRICE_QUERIES } from './price-book';
import { percentile, startBuiltServer, type Figure } from './util';

const THROTTLE = 4;
const PRICE_ITEMS = 50_000;
const LISTINGS = 10_000;
const S = 'device search';
const fig = (name: string, value: number | string, unit?: string): Figure => ({ section: S, name, value, unit });
const TYPED_ONLY = process.env.BENCH_THROTTLE === 'typed';

const BRANDS = ['Makita', 'DeWalt', 'Milwaukee', 'Bosch', 'Ryobi', 'Hilti', 'Festool', 'Stanley', 'Ozito', 'Metabo'];
const THINGS = [
  'drill',
  'impact driver',
  'circular saw',
  'ladder',
  'generator',
  'compressor',
  'angle grinder',
  'tile cutter',
  'nail gun',
  'trailer',
];
const WORDS = 'barely used works well comes with case two batteries charger pickup only cash on collection minor scratches'.split(' ');
const LISTING_QUERIES = ['makita drill', 'milwauke impact', 'ladder', 'generator 2kw', 'angle grinder batteries'];

function listings(n: number, ownerId: string): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => {
    const row = {
      id: randomUUID(),
      ownerId,
      title: `${BRANDS[i % BRANDS.length]} ${THINGS[(i * 3) % THINGS.length]} ${18 + (i % 3) * 18}V`,
      description: Array.from({ length: 30 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' '),
      price: 100 + (i % 900),
      priceCents: (100 + (i % 900)) * 100,
      category: 'Tools',
      condition: 'Used - Good',
      location: 'Parramatta NSW 2150',
      lat: -33.8 + (i % 100) / 1000,
      lon: 151 + (i % 100) / 1000,
      photos: [],
      status: 'live',
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      sellerName: 'Seller',
      sellerRating: null,
      sellerVerified: false,
    };
    return { ...row, searchTokens: listingTokens(row) }; // as the device's write path stores it
  });
}

function priceItems(n: number, userId: string): Array<Record<string, unknown>> {
  const now = new Date(Date.UTC(2026, 10, 1)).toISOString();
  return supplierLines(n).map((l) => {
    const cost = Number.isFinite(Number(l.cost)) ? Math.round(Number(l.cost) * 100) : 100;
    const row = {
      id: randomUUID(),
      userId,
      description: l.description,
      code: l.code,
      supplier: 'Bench Supplies',
      unit: l.unit,
      costCents: cost,
      sellCents: Math.round(cost * 1.3),
      gstFree: false,
      createdAt: now,
      updatedAt: now,
    };
    return { ...row, sortKey: priceItemSortKey(row) }; // as the device's write path stores it
  });
}

/**
 * In the page: sets the search box to `text` and times until the status line says its results are on screen (the
 * commit), then the next frame's own work: from its requestAnimationFrame to a task queued there, which runs once that
 * frame's style, layout and paint are done. [commit, frame]: commit + frame is the keystroke's time to results painted
 * with the wait for the frame left out (that wait is up to 16.7 ms whatever the app does).
 */
const timeKeystroke = async ([selector, text]: readonly [string, string]): Promise<[number, number]> => {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  const status = document.querySelector<HTMLElement>('[data-results-for]')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const t = performance.now();
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const commit = await new Promise<number>((resolve) => {
    const check = () => {
      if (status.dataset.resultsFor === text) {
        const ms = performance.now() - t;
        obs.disconnect();
        performance.mark('bench:committed'); // where the commit was seen, in a trace (BENCH_TRACE)
        resolve(ms);
      }
    };
    const obs = new MutationObserver(check);
    obs.observe(status, { attributes: true, childList: true, subtree: true, characterData: true });
    check();
  });
  const frame = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const t0 = performance.now();
      const ch = new MessageChannel();
      ch.port1.onmessage = () => resolve(performance.now() - t0);
      ch.port2.postMessage(0);
    }),
  );
  return [commit, frame];
};

/** In the page: the bare loop over the same rows, per keystroke (every typed word a substring of the row's text). */
const bareLoop = async ([table, fields, keystrokes]: readonly [string, readonly string[], readonly string[]]): Promise<number[]> => {
  const rows = await new Promise<Array<Record<string, string>>>((res, rej) => {
    const r = indexedDB.open('tradie-toolbox');
    r.onsuccess = () => {
      const get = r.result.transaction(table).objectStore(table).getAll();
      get.onsuccess = () => {
        r.result.close();
        res(get.result as Array<Record<string, string>>);
      };
      get.onerror = () => rej(get.error);
    };
    r.onerror = () => rej(r.error);
  });
  const texts = rows.map((row) => fields.map((f) => row[f]).join(' '));
  const times: number[] = [];
  for (const k of keystrokes) {
    const want = k.toLowerCase().split(/\s+/).filter(Boolean);
    const t = performance.now();
    let n = 0;
    for (const text of texts) {
      const hay = text.toLowerCase();
      if (want.every((w) => hay.includes(w))) n++;
    }
    times.push(performance.now() - t);
    if (n < 0) throw new Error('unreachable'); // keeps the count (and so the loop) from being optimised away
  }
  return times;
};

const LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;
const longestTask = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __longTasks: Array<{ duration: number }> }).__longTasks.reduce((m, t) => Math.max(m, t.duration), 0),
  );

/**
 * BENCH_PROFILE=dir: a CPU profile of the page's main thread while typing, written to dir/<name>.cpuprofile;
 * BENCH_TRACE=dir: a Chromium trace instead (style, layout, paint, messages, tasks), written to dir/<name>.json;
 * BENCH_TRACE_CATEGORIES=a,b adds trace categories.
 */
async function profile(cdp: CDPSession, name: string, browser: Browser, page: Page): Promise<() => Promise<void>> {
  const traceDir = process.env.BENCH_TRACE;
  if (traceDir) {
    fs.mkdirSync(traceDir, { recursive: true });
    await browser.startTracing(page, {
      path: path.join(traceDir, `${name}.json`),
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink',
        'toplevel',
        'blink.user_timing',
        // BENCH_TRACE_CATEGORIES=a,b: more, e.g. disabled-by-default-v8.cpu_profiler (JS samples of every thread, the
        // search worker's too: BENCH_PROFILE sees only the page's main thread)
        ...(process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
      ],
    });
    return async () => void (await browser.stopTracing());
  }
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return async () => undefined;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile: p } = await cdp.send('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(p));
  };
}

const letters = (queries: string[]) => queries.flatMap((q) => Array.from({ length: q.length }, (_, k) => q.slice(0, k + 1)));

/** One build's keystrokes (ms): committed, painted, and the bare loop beside them, per screen. */
interface PageTimes {
  price: number[];
  pricePainted: number[];
  priceRef: number[];
  priceOpenLongest: number[];
  market: number[];
  marketPainted: number[];
  marketRef: number[];
  marketOpenLongest: number[];
  shown: string;
}
const noTimes = (): PageTimes => ({
  price: [],
  pricePainted: [],
  priceRef: [],
  priceOpenLongest: [],
  market: [],
  marketPainted: [],
  marketRef: [],
  marketOpenLongest: [],
  shown: '',
});

/** One build (its server script) in its own Chromium, signed in and seeded, its page throttled 4×. */
async function openBuild(
  script: string,
  priceRows: (userId: string) => Array<Record<string, unknown>>,
  listingRows: Array<Record<string, unknown>>,
) {
  const server = await startBuiltServer({}, script);
  const browser = await launchBenchChromium();
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const { context, page } = await signedInContext({ browser, url: server.url });
    await context.addInitScript({ content: LONG_TASKS });
    await page.goto('/landing');
    await waitForWorkerControl(page);
    const { user: me } = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
    if (process.env.BENCH_SCREENS !== 'listings') await putDeviceRows(page, 'priceItems', priceRows(me.id));
    await putDeviceRows(page, 'marketplaceListings', listingRows);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TYPED_ONLY ? 1 : THROTTLE });
    return { browser, context, page, cdp, close };
  } catch (err) {
    await close();
    throw err;
  }
}
type Build = Awaited<ReturnType<typeof openBuild>>;

/** BENCH_THROTTLE=typed: a page at 4× only while it is measured (throttled(b, true) … throttled(b, false)). */
async function throttled(b: Build, on: boolean) {
  if (TYPED_ONLY) await b.cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? THROTTLE : 1 });
}

/**
 * The builds typed side by side, one keystroke on each in turn (which goes first alternates): a change in the machine's
 * load falls on every build alike, so the builds compare even when the absolute times move with the load.
 */
async function typeSideBySide(builds: Build[], selector: string, keys: string[], times: Array<{ commit: number[]; painted: number[] }>) {
  for (const [i, k] of keys.entries()) {
    const order = builds.map((_, j) => j);
    if (i % 2) order.reverse();
    for (const j of order) {
      await throttled(builds[j], true);
      const [commit, frame] = await builds[j].page.evaluate(timeKeystroke, [selector, k] as const);
      await throttled(builds[j], false);
      times[j].commit.push(commit);
      times[j].painted.push(commit + frame);
    }
  }
}

const PRICE_BOX = 'input[type="search"]';
const LISTINGS_BOX = 'input[aria-label="Search listings"]';

/** The price book of every build: opened one build at a time, then typed side by side; each build's bare loop after. */
async function measurePriceBook(builds: Build[], names: string[], out: PageTimes[], priceKeys: string[]) {
  for (const [j, b] of builds.entries()) {
    await throttled(b, true);
    const stopOpen = await profile(b.cdp, `${names[j]}price-book-open`, b.browser, b.page);
    await b.page.goto('/price-book');
    await b.page.getByText(`${PRICE_ITEMS.toLocaleString('en-AU')} items`, { exact: true }).waitFor({ timeout: 120_000 });
    await b.page.evaluate(timeKeystroke, [PRICE_BOX, 'a'] as const);
    await b.page.evaluate(timeKeystroke, [PRICE_BOX, ''] as const);
    await stopOpen();
    out[j].priceOpenLongest.push(await longestTask(b.page));
    await throttled(b, false);
  }
  const stops: Array<() => Promise<void>> = [];
  for (const [j, b] of builds.entries()) stops.push(await profile(b.cdp, `${names[j]}price-book`, b.browser, b.page));
  const priceTypes = out.map((o) => ({ commit: o.price, painted: o.pricePainted }));
  await typeSideBySide(builds, PRICE_BOX, [...priceKeys, ...priceKeys], priceTypes);
  for (const stop of stops) await stop();
  for (const [j, b] of builds.entries()) {
    await throttled(b, true);
    out[j].priceRef.push(
      ...(await b.page.evaluate(bareLoop, ['priceItems', ['description', 'code', 'supplier'], [...priceKeys, ...priceKeys]] as const)),
    );
    await throttled(b, false);
  }
}

/** Both screens of every build: opened one build at a time, then typed side by side; each build's bare loop after. */
async function measureBuilds(builds: Build[], names: string[], out: PageTimes[]) {
  const priceKeys = letters(PRICE_QUERIES);
  const listingKeys = letters(LISTING_QUERIES);
  // The price book: open (first page by index, index built in the worker; ready once a search answers), then type.
  // BENCH_SCREENS=listings: the kept listings only
  if (process.env.BENCH_SCREENS !== 'listings') await measurePriceBook(builds, names, out, priceKeys);

  // The marketplace with no signal: the device's kept listings answer.
  for (const [j, b] of builds.entries()) {
    await throttled(b, true);
    const stopOpen = await profile(b.cdp, `${names[j]}marketplace-open`, b.browser, b.page);
    await b.page.goto('/marketplace');
    await b.page.locator('[data-results-for]').waitFor({ timeout: 120_000 });
    await b.context.setOffline(true);
    await b.page.evaluate(timeKeystroke, [LISTINGS_BOX, 'x'] as const);
    await b.page.evaluate(timeKeystroke, [LISTINGS_BOX, ''] as const);
    await stopOpen();
    out[j].marketOpenLongest.push(await longestTask(b.page));
    await throttled(b, false);
  }
  const stops2: Array<() => Promise<void>> = [];
  for (const [j, b] of builds.entries()) stops2.push(await profile(b.cdp, `${names[j]}marketplace`, b.browser, b.page));
  const marketTypes = out.map((o) => ({ commit: o.market, painted: o.marketPainted }));
  await typeSideBySide(builds, LISTINGS_BOX, [...listingKeys, ...listingKeys], marketTypes);
  for (const stop of stops2) await stop();
  for (const [j, b] of builds.entries()) {
    await throttled(b, true);
    out[j].marketRef.push(
      ...(await b.page.evaluate(bareLoop, ['marketplaceListings', ['title', 'description'], [...listingKeys, ...listingKeys]] as const)),
    );
    await throttled(b, false);
    out[j].shown = await b.page.locator('[data-results-for]').innerText();
    await b.context.setOffline(false);
  }
}

/**
 * BENCH_BASE=dir[,dir2…]: other builds (dir/dist/server/server.mjs, e.g. main's) measured in the same run beside this
 * one, a keystroke on each in turn (typeSideBySide); BENCH_ROUNDS=n: all of it n times (new browsers, servers and rows).
 */
export async function benchDeviceSearch(): Promise<Figure[]> {
  const builds = [{ label: '', script: 'dist/server/server.mjs', times: noTimes() }];
  for (const dir of (process.env.BENCH_BASE ?? '').split(',').filter(Boolean))
    builds.push({ label: path.basename(dir), script: path.join(dir, 'dist/server/server.mjs'), times: noTimes() });
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
  const listingRows = listings(LISTINGS, randomUUID());
  let priceRows: Array<Record<string, unknown>> = [];
  const pricesFor = (userId: string) => (priceRows = priceItems(PRICE_ITEMS, userId));
  const loads: string[] = [os.loadavg()[0].toFixed(1)];
  for (let r = 0; r < rounds; r++) {
    const open: Build[] = [];
    try {
      for (const b of builds) open.push(await openBuild(b.script, pricesFor, listingRows));
      await measureBuilds(
        open,
        builds.map((b) => (b.label ? `${b.label}-` : '')),
        builds.map((b) => b.times),
      );
    } finally {
      for (const b of open) await b.close();
    }
    loads.push(os.loadavg()[0].toFixed(1));
  }

  // The workers' part, unthrottled (Chromium cannot throttle a worker): the same code over the same rows, in Node.
  const priceKeys = letters(PRICE_QUERIES);
  const listingKeys = letters(LISTING_QUERIES);
  const timed = (keys: string[], fn: (k: string) => unknown) => {
    for (const k of keys) fn(k); // warm
    return keys.map((k) => {
      const t = performance.now();
      fn(k);
      return performance.now() - t;
    });
  };
  const index = new PriceSearchIndex(priceRows as unknown as SearchableItem[]);
  const priceWorker = timed([...priceKeys, ...priceKeys], (k) => index.search(k, 0, 80));
  const kept = listingRows as unknown as LocalListingRow[];
  const marketWorker = timed([...listingKeys, ...listingKeys], (k) =>
    listingsPage(kept, new Set(), { ...EMPTY_QUERY, search: k }, null, 40),
  );
  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  const bound = (page: number[], worker: number[]) => (percentile(page, 95) + (THROTTLE - 1) * percentile(worker, 95)).toFixed(1);
  const max = (xs: number[]) => Math.max(...xs).toFixed(0);
  const { price, market } = builds[0].times;
  if (process.env.BENCH_PROFILE || process.env.BENCH_TRACE) {
    const worst = (keys: string[], xs: number[]) =>
      xs
        .map((ms, i) => `${keys[i % keys.length]}=${ms.toFixed(0)}`)
        .sort((a, b) => Number(b.split('=').at(-1)) - Number(a.split('=').at(-1)))
        .slice(0, 16)
        .join(' ');
    process.stderr.write(
      `slowest price-book keystrokes: ${worst(priceKeys, price)}\nslowest marketplace keystrokes: ${worst(listingKeys, market)}\n`,
    );
  }
  const figures: Figure[] = [];
  for (const b of builds) {
    const t = b.times;
    const who = b.label ? `[${b.label}] ` : '';
    figures.push(
      fig(
        `${who}price book, ${PRICE_ITEMS.toLocaleString('en-AU')} items, ${THROTTLE}× CPU: keystroke → count on screen (committed) p50 / p95 (goal p95 ≤ 16 ms)`,
        `${p(t.price, 50)} / ${p(t.price, 95)}`,
        'ms',
      ),
      fig(
        "  keystroke → results painted (the commit + the next frame's style, layout and paint; the wait for that frame left out) p50 / p95",
        `${p(t.pricePainted, 50)} / ${p(t.pricePainted, 95)}`,
        'ms',
      ),
      fig(
        '  reference: bare loop over the same rows on the main thread, same keystrokes, p50 / p95',
        `${p(t.priceRef, 50)} / ${p(t.priceRef, 95)}`,
        'ms',
      ),
      fig(`  keystrokes`, t.price.length),
      fig('  longest main-thread task while /price-book opened and indexed (goal < 50 ms)', max(t.priceOpenLongest), 'ms'),
      fig(
        `${who}kept listings, ${LISTINGS.toLocaleString('en-AU')}, offline, ${THROTTLE}× CPU: keystroke → results on screen (committed) p50 / p95 (goal p95 ≤ 16 ms)`,
        `${p(t.market, 50)} / ${p(t.market, 95)}`,
        'ms',
      ),
      fig(
        "  keystroke → results painted (the commit + the next frame's style, layout and paint; the wait for that frame left out) p50 / p95",
        `${p(t.marketPainted, 50)} / ${p(t.marketPainted, 95)}`,
        'ms',
      ),
      fig(
        '  reference: bare loop over the same rows on the main thread, same keystrokes, p50 / p95',
        `${p(t.marketRef, 50)} / ${p(t.marketRef, 95)}`,
        'ms',
      ),
      fig(`  keystrokes`, t.market.length),
      fig('  last status line', t.shown),
      fig('  longest main-thread task while /marketplace opened and indexed (goal < 50 ms)', max(t.marketOpenLongest), 'ms'),
    );
  }
  // paired: the same keystroke on this build and another, typed one straight after the other
  const paired = (a: number[], b: number[]) => {
    const d = a.map((x, i) => x - b[i]);
    return `median ${percentile(d, 50).toFixed(1)} ms; faster on ${((100 * d.filter((x) => x < 0).length) / d.length).toFixed(0)}% of keystrokes`;
  };
  for (const other of builds.slice(1)) {
    const [t, base] = [builds[0].times, other.times];
    figures.push(
      fig(`this build − [${other.label}], the same keystroke: price book committed`, paired(t.price, base.price)),
      fig('  price book painted', paired(t.pricePainted, base.pricePainted)),
      fig('  kept listings committed', paired(t.market, base.market)),
      fig('  kept listings painted', paired(t.marketPainted, base.marketPainted)),
    );
  }
  if (process.env.BENCH_DUMP)
    fs.writeFileSync(
      process.env.BENCH_DUMP,
      JSON.stringify({ priceKeys, listingKeys, builds: builds.map((b) => ({ label: b.label, ...b.times })) }),
    );
  figures.push(
    fig(
      "the price book worker's part (PriceSearchIndex.search, same rows and keystrokes, Node 1×) p50 / p95",
      `${p(priceWorker, 50)} / ${p(priceWorker, 95)}`,
      'ms',
    ),
    fig(`  bound with the worker ${THROTTLE}× slower too: page p95 + ${THROTTLE - 1} × worker p95`, bound(price, priceWorker), 'ms'),
    fig(
      "the kept listings worker's part (listingsPage, same rows and keystrokes, Node 1×) p50 / p95",
      `${p(marketWorker, 50)} / ${p(marketWorker, 95)}`,
      'ms',
    ),
    fig(`  bound with the worker ${THROTTLE}× slower too: page p95 + ${THROTTLE - 1} × worker p95`, bound(market, marketWorker), 'ms'),
    fig('load average (1 min) at the start and after each round', loads.join(' → ')),
    fig('pages throttled', TYPED_ONLY ? 'only while measured (BENCH_THROTTLE=typed)' : 'all the time'),
  );
  return figures;
}
