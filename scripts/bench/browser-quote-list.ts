import { quoteArgs } from '../../tests/api/documents-builders';
import { fig, signedInContext, waitSynced, type BrowserEnv } from './browser-util';
import type { Figure } from './util';

const QUOTES = 10_000;
const FLING_FRAMES = 180;

/** Runs in every document before the app: long tasks (buffered from the start) and the first quote card's frame. */
const LIST_CLOCK = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const obs = new MutationObserver(() => {
    if (!document.querySelector('article[aria-label^="Quote "]')) return;
    obs.disconnect();
    requestAnimationFrame(() => { window.__firstCardFrame = performance.now(); });
  });
  obs.observe(document, { childList: true, subtree: true });
})();`;

interface LongTask {
  start: number;
  duration: number;
}

/**
 * The device's 10,000 quotes, written straight into its IndexedDB: copies of a quote the app itself pulled from the
 * server (so every field is in the stored shape), with new ids, titles and dates.
 */
function seed(total: number) {
  return new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('tradie-toolbox');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = db.transaction('quotes', 'readonly').objectStore('quotes').getAll();
      read.onsuccess = () => {
        const template = read.result[0] as Record<string, unknown> | undefined;
        if (!template) return reject(new Error('no pulled quote to copy'));
        const tx = db.transaction('quotes', 'readwrite');
        const store = tx.objectStore('quotes');
        const base = Date.UTC(2026, 10, 1);
        for (let i = 1; i < total; i++) {
          const createdAt = new Date(base - i * 3_600_000).toISOString();
          store.put({
            ...template,
            id: crypto.randomUUID(),
            title: `Bench job ${i}`,
            clientName: `Client ${i % 331}`,
            createdAt,
            updatedAt: createdAt,
          });
        }
        tx.oncomplete = () => {
          db.close();
          resolve(total);
        };
        tx.onerror = () => reject(tx.error);
      };
    };
  });
}

/**
 * In the page: a fast fling (one screen per frame for `flingFrames` frames from the top), then a jump to the end
 * (scrollTo the bottom every frame until the last quote is drawn; the virtualiser corrects its estimated row heights
 * as rows are measured, so the bottom moves while it settles).
 */
async function scrollToBottom({ total, flingFrames }: { total: number; flingFrames: number }) {
  const raf = () => new Promise<number>((r) => requestAnimationFrame(r));
  let maxRows = 0;
  const frames = async (step: () => void, done: (n: number) => boolean) => {
    const start = performance.now();
    let last = start;
    let n = 0;
    let maxGap = 0;
    while (!done(n)) {
      step();
      await raf();
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      n++;
      maxRows = Math.max(maxRows, document.querySelectorAll('[role="listitem"]').length);
      if (n > 5000) throw new Error('never reached the last quote');
    }
    return { start, end: performance.now(), frames: n, maxGap };
  };
  window.scrollTo(0, 0);
  await raf();
  const fling = await frames(
    () => window.scrollBy(0, window.innerHeight),
    (n) => n >= flingFrames,
  );
  const atEnd = () =>
    window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
    !!document.querySelector(`[aria-posinset="${total}"] article`);
  const jump = await frames(
    () => window.scrollTo(0, document.documentElement.scrollHeight),
    () => atEnd(),
  );
  return { fling, jump, maxRows };
}

/** Issue 4: /quotes with 10,000 quotes on the device: time to the first card, and the longest task while scrolling. */
export async function benchQuoteList(env: BrowserEnv): Promise<Figure[]> {
  const { context, page } = await signedInContext(env);
  try {
    const made = await page.request.post('/api/quotes', {
      data: quoteArgs({ title: 'Bench job 0', createdAt: new Date(Date.UTC(2026, 10, 1)).toISOString() }),
    });
    if (!made.ok()) throw new Error(`create quote: ${made.status()} ${await made.text()}`);
    await page.goto('/quotes');
    await page.getByRole('article', { name: 'Quote Bench job 0' }).waitFor({ timeout: 20_000 });
    await waitSynced(page);
    const tSeed = performance.now();
    await page.evaluate(seed, QUOTES);
    const seedMs = performance.now() - tSeed;

    await context.addInitScript({ content: LIST_CLOCK });
    await page.goto('/quotes');
    await page.getByText(`${QUOTES} quotes`, { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __firstCardFrame?: number }).__firstCardFrame !== undefined);
    const firstCard = await page.evaluate(() => (window as unknown as { __firstCardFrame: number }).__firstCardFrame);
    const scroll = await page.evaluate(scrollToBottom, { total: QUOTES, flingFrames: FLING_FRAMES });
    // Long-task entries are delivered after the task; give the observer a moment.
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
    const longest = (xs: LongTask[]) => (xs.length ? Math.max(...xs.map((t) => t.duration)).toFixed(0) : 'none ≥ 50 ms');
    const duringLoad = tasks.filter((t) => t.start <= firstCard);
    const between = (a: number, b: number) => tasks.filter((t) => t.start >= a && t.start <= b);
    const duringScroll = between(scroll.fling.start, scroll.jump.end);
    const { fling, jump } = scroll;
    return [
      fig(`10,000 quotes: writing them into the device's IndexedDB (setup, one transaction)`, seedMs.toFixed(0), 'ms'),
      fig('10,000 quotes: /quotes load → first quote card in a frame (from navigation start)', firstCard.toFixed(0), 'ms'),
      fig('10,000 quotes: longest long task before the first card', longest(duringLoad), duringLoad.length ? 'ms' : undefined),
      fig(
        `10,000 quotes: fling, 1 screen per frame for ${fling.frames} frames: mean frame`,
        ((fling.end - fling.start) / fling.frames).toFixed(1),
        'ms',
      ),
      fig('10,000 quotes: fling: longest gap between frames', fling.maxGap.toFixed(1), 'ms'),
      fig('10,000 quotes: fling: long tasks (≥ 50 ms)', between(fling.start, fling.end).length),
      fig(
        `10,000 quotes: then jump to the bottom until the last card is drawn (${jump.frames} frames)`,
        (jump.end - jump.start).toFixed(0),
        'ms',
      ),
      fig(
        '10,000 quotes: longest long task while scrolling to the bottom (fling + jump)',
        longest(duringScroll),
        duringScroll.length ? 'ms' : undefined,
      ),
      fig('10,000 quotes: most rows in the DOM at once (virtualised)', scroll.maxRows),
    ];
  } finally {
    await context.close();
  }
}
