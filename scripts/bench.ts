/**
 * npm run bench — prints measured figures from one run on this machine.
 * Needs a build (npm run build). Postgres figures use BENCH_DATABASE_URL (default the local postgres://postgres@127.0.0.1:5432/test).
 * Sections live in scripts/bench/*.ts; pick some with `npm run bench -- api bundle`.
 */
import { benchApi } from './bench/api';
import { benchBundle } from './bench/bundle';
import { benchSync } from './bench/sync';
import { benchSyncCore } from './bench/sync-core';
import { benchSyncPush } from './bench/sync-push';
import { benchSyncPull } from './bench/sync-pull';
import { benchDocuments } from './bench/documents';
import { benchQuotesApi } from './bench/quotes-api';
import { benchKb } from './bench/kb';
import { benchKbEval } from './bench/kb-eval';
import { benchChatTtfb } from './bench/chat-ttfb';
import { benchBrowser } from './bench/browser';
import { benchMachine } from './bench/machine';
import { benchLighthouse } from './bench/lighthouse';
import { benchFirstPaint } from './bench/first-paint';
import { benchMemory } from './bench/memory';
import { benchMarketplace } from './bench/marketplace';
import { benchDeviceSearch } from './bench/device-search';
import { benchPriceBook } from './bench/price-book';
import { benchBank } from './bench/bank';
import { benchFresh } from './bench/fresh-device';
import { benchBootTrace } from './bench/boot-trace';
import type { Figure } from './bench/util';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sections: Record<string, () => Promise<Figure[]> | Figure[]> = {
  bundle: () => benchBundle(),
  api: () => benchApi(pgUrl),
  sync: () => benchSync(),
  'sync-core': () => benchSyncCore(pgUrl),
  'sync-push': () => benchSyncPush(pgUrl),
  'sync-pull': () => benchSyncPull(pgUrl),
  documents: () => benchDocuments(),
  'quotes-api': () => benchQuotesApi(pgUrl),
  kb: () => benchKb(),
  'kb-eval': () => benchKbEval(),
  'chat-ttfb': () => benchChatTtfb(),
  browser: () => benchBrowser(process.env.BENCH_BROWSER_ONLY), // e.g. BENCH_BROWSER_ONLY=live
  memory: () => benchMemory(pgUrl),
  marketplace: () => benchMarketplace(pgUrl),
  'device-search': () => benchDeviceSearch(),
  'price-book': () => benchPriceBook(),
  bank: () => benchBank(),
  'fresh-device': () => benchFresh(pgUrl),
  lighthouse: () => benchLighthouse(pgUrl), // LIGHTHOUSE_PART=screens or lists
  'boot-trace': () => benchBootTrace(pgUrl), // a list's start-up long tasks at 4×, each with what ran in it
  'first-paint': () => benchFirstPaint(),
  machine: () => benchMachine(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const figures: Figure[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (wanted.length && !wanted.includes(name)) continue;
  process.stderr.write(`bench: ${name}…\n`);
  try {
    figures.push(...(await run()));
  } catch (err) {
    figures.push({ section: name, name: 'FAILED', value: (err as Error).message });
  }
}
const width = Math.max(...figures.map((f) => f.name.length));
let section = '';
for (const f of figures) {
  if (f.section !== section) {
    section = f.section;
    console.log(`\n## ${section}`);
  }
  console.log(`${f.name.padEnd(width)}  ${f.value}${f.unit ? ` ${f.unit}` : ''}`);
}
