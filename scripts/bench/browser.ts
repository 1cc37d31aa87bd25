import type { Figure } from './util';
import { startBuiltServer } from './util';
import { type BrowserEnv, fig, launchBenchChromium } from './browser-util';
import { benchTick } from './browser-tick';
import { benchOfflineReload } from './browser-offline';
import { benchBrowserDocuments } from './browser-documents';
import { benchQuoteList } from './browser-quote-list';
import { benchBrowserKb } from './browser-kb';
import { benchLive } from './browser-live';

const PARTS: Array<[string, (env: BrowserEnv) => Promise<Figure[]>]> = [
  ['checklist tick', benchTick],
  ['offline reload', benchOfflineReload],
  ['documents in Chromium', benchBrowserDocuments],
  ['10,000 quotes', benchQuoteList],
  ['knowledge base in Chromium', benchBrowserKb],
  ['live updates', benchLive],
];

/** Issues 3–5 in Chromium against the built server: each part in its own context, a failed part reported as such. */
export async function benchBrowser(only?: string): Promise<Figure[]> {
  const server = await startBuiltServer({});
  const browser = await launchBenchChromium();
  const figures: Figure[] = [fig('Chromium', browser.version())];
  try {
    for (const [label, run] of PARTS) {
      if (only && !label.includes(only)) continue;
      process.stderr.write(`bench: browser: ${label}…\n`);
      try {
        figures.push(...(await run({ browser, url: server.url })));
      } catch (err) {
        figures.push(fig(`${label}: FAILED`, (err as Error).message.split('\n')[0]));
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}
