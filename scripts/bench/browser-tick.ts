import { randomUUID } from 'node:crypto';
import { fig, pFigures, signedInContext, waitSynced, type BrowserEnv } from './browser-util';
import type { Figure } from './util';

const ITEMS = 20;
const TICKS = 40;

interface TickSample {
  t0: number;
  want: boolean;
  domAt?: number;
  frameAt?: number;
  savedAt?: number;
  wrongFrame?: boolean;
}

/**
 * In-page clocks for one tick, all on performance.now(): the click event; the first DOM mutation of the card after
 * it (React's commit: the "n/20 completed" line changes with the box); the first animation frame whose rendering has
 * the box in its new state (the rAF callback runs just before that frame's style, layout and paint); and Dexie's
 * cross-tab "storage mutated" message for materialsItems, posted once the IndexedDB transaction holding the item and
 * its outbox entry has committed.
 */
function instrument() {
  const w = window as unknown as { __ticks: TickSample[] };
  w.__ticks = [];
  let before: boolean | null = null;
  let current: TickSample | null = null;
  const bc = new BroadcastChannel('x-storagemutated-1');
  bc.onmessage = (ev: MessageEvent) => {
    const keys = Object.keys((ev.data ?? {}) as object);
    if (current && current.savedAt === undefined && keys.some((k) => k.includes('materialsItems'))) current.savedAt = performance.now();
  };
  const card = document.querySelector('article.mat-card')!;
  new MutationObserver(() => {
    if (current && current.domAt === undefined) current.domAt = performance.now();
  }).observe(card, { subtree: true, childList: true, characterData: true, attributes: true });
  addEventListener(
    'pointerdown',
    (e) => {
      const input = (e.target as Element).closest('label')?.querySelector<HTMLInputElement>('input[type=checkbox]');
      before = input ? input.checked : null;
    },
    true,
  );
  addEventListener(
    'click',
    (e) => {
      const input = e.target instanceof HTMLInputElement && e.target.type === 'checkbox' ? e.target : null;
      if (!input || before === null) return;
      const sample: TickSample = { t0: Math.min(e.timeStamp, performance.now()), want: !before };
      current = sample;
      w.__ticks.push(sample);
      const poll = () => {
        if (input.checked === sample.want) sample.frameAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    },
    true,
  );
}

/** Issue 3: tick → on screen and tick → saved, on a 20-item list, in Chromium against the built server. */
export async function benchTick(env: BrowserEnv): Promise<Figure[]> {
  const { context, page } = await signedInContext(env);
  try {
    const items = Array.from({ length: ITEMS }, (_, i) => ({ name: `Bench item ${i + 1}`, quantity: i + 1, unit: 'pc' }));
    const made = await page.request.post('/api/materials-lists', { data: { id: randomUUID(), title: 'Bench checklist', items } });
    if (!made.ok()) throw new Error(`create list: ${made.status()} ${await made.text()}`);
    await page.goto('/materials');
    const card = page.locator('article.mat-card', { has: page.getByRole('heading', { name: 'Bench checklist', exact: true }) });
    await card.waitFor({ timeout: 20_000 });
    const boxes = card.getByRole('checkbox');
    if ((await boxes.count()) < ITEMS) await card.getByRole('button', { name: /^Show all/ }).click();
    await page.waitForFunction((n) => document.querySelectorAll('article.mat-card input[type=checkbox]').length === n, ITEMS);
    await waitSynced(page);
    await page.evaluate(instrument);

    for (let i = 0; i < TICKS; i++) {
      await boxes.nth(i % ITEMS).click();
      await page.waitForFunction(
        (n) => {
          const s = (window as unknown as { __ticks: TickSample[] }).__ticks[n];
          return s && s.frameAt !== undefined && s.savedAt !== undefined;
        },
        i,
        { timeout: 10_000 },
      );
      // Each tick's push and pull finish before the next, so the next save is timed alone.
      await waitSynced(page);
    }
    const samples = await page.evaluate(() => (window as unknown as { __ticks: TickSample[] }).__ticks);
    const ticked = await boxes.evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).checked).length);
    if (samples.length !== TICKS) throw new Error(`recorded ${samples.length} ticks of ${TICKS}`);
    // 40 clicks over 20 boxes: each ticked then unticked, so all end unticked.
    if (ticked !== 0) throw new Error(`${ticked} boxes still ticked after ticking and unticking each`);
    const lat = (k: 'domAt' | 'frameAt' | 'savedAt') => samples.map((s) => s[k]! - s.t0);
    const overFrame = lat('frameAt').filter((x) => x >= 16.7).length;
    return [
      fig(
        'checklist tick: setup',
        `${TICKS} clicks (tick, then untick) on a ${ITEMS}-item list on /materials, online, sync settled between clicks`,
      ),
      ...pFigures('checklist tick: click → DOM updated (React commit)', lat('domAt'), 2),
      ...pFigures('checklist tick: click → first frame showing it (goal < 16 ms)', lat('frameAt'), 2),
      fig('checklist tick: clicks whose first frame came ≥ 16.7 ms after', `${overFrame} of ${TICKS}`),
      ...pFigures('checklist tick: click → saved in IndexedDB (item + outbox committed)', lat('savedAt'), 2),
    ];
  } finally {
    await context.close();
  }
}
