import { fig, pFigures, signedInContext, waitForWorkerControl, waitSynced, type BrowserEnv } from './browser-util';
import type { Figure } from './util';

const RELOADS = 7;

/**
 * Runs in every document before the app: notes the first animation frame in which the landing greeting is laid out
 * (the rAF callback just before that frame paints), on the document's clock (0 = start of the navigation).
 */
const GREETING_CLOCK = `(() => {
  const find = () => [...document.querySelectorAll('h1')].find((h) => h.textContent.includes("G'day mate!") && h.getBoundingClientRect().height > 0);
  const obs = new MutationObserver(() => {
    if (!find()) return;
    obs.disconnect();
    requestAnimationFrame(() => { window.__greetingFrame = performance.now(); });
  });
  obs.observe(document, { childList: true, subtree: true });
})();`;

/** Issue 3: signed in, worker in control, network off: reload → the landing greeting on screen, and FCP. */
export async function benchOfflineReload(env: BrowserEnv): Promise<Figure[]> {
  const { context, page } = await signedInContext(env);
  try {
    await context.addInitScript({ content: GREETING_CLOCK });
    await page.goto('/landing');
    await page.getByRole('heading', { name: "G'day mate!" }).waitFor({ timeout: 20_000 });
    await waitForWorkerControl(page);
    await waitSynced(page);
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);

    const greeting: number[] = [];
    const fcp: number[] = [];
    let fromWorker = 0;
    for (let i = 0; i < RELOADS; i++) {
      const res = await page.reload({ waitUntil: 'commit' });
      if (res?.fromServiceWorker()) fromWorker++;
      await page.waitForFunction(() => (window as unknown as { __greetingFrame?: number }).__greetingFrame !== undefined, null, {
        timeout: 20_000,
      });
      // The paint entry is recorded after the frame is presented, a little after the greeting's rAF.
      await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5_000 })
        .catch(() => undefined);
      const t = await page.evaluate(() => ({
        greeting: (window as unknown as { __greetingFrame: number }).__greetingFrame,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      }));
      greeting.push(t.greeting);
      if (t.fcp !== undefined) fcp.push(t.fcp);
    }
    // Proof the page really was offline: the app's own API call fails.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        () => false,
        () => true,
      ),
    );
    if (!apiOffline) throw new Error('the network was still reachable during the offline reloads');
    return [
      fig('offline reload: setup', `${RELOADS} reloads of /landing, signed in, service worker in control, context offline`),
      ...pFigures(`offline reload → "G'day mate!" in a frame (from navigation start)`, greeting),
      ...pFigures('offline reload → first contentful paint (paint timing)', fcp),
      fig('offline reloads answered by the service worker', `${fromWorker} of ${RELOADS}`),
    ];
  } finally {
    await context.close();
  }
}
