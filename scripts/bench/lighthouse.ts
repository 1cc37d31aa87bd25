import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { benchListLighthouse, type LighthouseRun } from './lighthouse-lists';
import { registerUser, startBuiltServer, type Figure } from './util';

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) against the built server on Debian's Chromium,
 * launched with the browser tests' flags. Each app screen is measured beside a static reference page served by the
 * same server in the same run, alternating, so the LCP ratio holds on a busy machine where absolute times do not.
 * LIGHTHOUSE_RUNS (default 3) runs per page; the median run (by LCP) is reported.
 */
const S = 'lighthouse';
const REFERENCE = 'bench-reference.html';
const GOALS = { lcpRatio: 1.5, accessibility: 100, signInJsKiB: 100 };

/** The sign-in screen as plain HTML with inline CSS and no script: what the first paint could be at best. */
export const REFERENCE_HTML = `<!doctype html>
<html lang="en-AU"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Tradie Toolbox</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1917;background:#fafaf9}main{max-width:26rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;margin:.5rem 0}label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.6rem;font:inherit}
button{margin-top:1.25rem;width:100%;padding:.75rem;font:inherit;font-weight:600;background:#c2410c;color:#fff;border:0;border-radius:.5rem}</style>
</head><body><main><p><strong>Tradie Toolbox</strong></p><h1>Sign In</h1><p>Welcome back. Sign in to open your toolbox.</p>
<form><label for="e">Email</label><input id="e" type="email" /><label for="p">Password</label><input id="p" type="password" />
<button type="button">Sign In</button></form></main></body></html>`;

interface Run extends LighthouseRun {
  accessibility: number;
  /** gzip bodies of every script in Chromium's network log (without HTTP headers), and how many */
  jsBytes: number;
  /** the same with response headers: what crossed the wire */
  jsTransferBytes: number;
  jsFiles: number;
  consoleErrors: string[];
  failing: string[];
  robotsTxt: boolean;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; type?: string; encodedDataLength?: number; response?: { encodedDataLength?: number } };
}

/** Body bytes (as encoded on the wire: gzip) of the page's scripts, from the DevTools protocol log Lighthouse keeps. */
function scriptBodyBytes(log: DevtoolsEvent[]): number {
  const headers = new Map<string, number>();
  let total = 0;
  for (const { method, params } of log) {
    if (method === 'Network.responseReceived' && params.type === 'Script')
      headers.set(params.requestId!, params.response?.encodedDataLength ?? 0);
    if (method === 'Network.loadingFinished' && headers.has(params.requestId!))
      total += (params.encodedDataLength ?? 0) - headers.get(params.requestId!)!;
  }
  return total;
}

/** The LCP element's selector and text, as Lighthouse names it. */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<{ node?: { selector?: string; nodeLabel?: string } }> }> })?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node
    ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"`
    : 'no longer in the page (the boot shell, since replaced)';
}

function summarise({ lhr, artifacts }: Result): Run {
  const audit = (id: string) => lhr.audits[id];
  const items = <T>(id: string) => ((audit(id)?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
  const scripts = items<{ resourceType?: string; transferSize?: number; url: string }>('network-requests').filter(
    (r) => r.resourceType === 'Script',
  );
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .map((r) => lhr.audits[r.id])
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  return {
    lcpMs: audit('largest-contentful-paint').numericValue ?? NaN,
    lcpElement: lcpElementOf(audit('largest-contentful-paint-element')?.details),
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    tbtMs: audit('total-blocking-time').numericValue ?? NaN,
    jsBytes: scriptBodyBytes((artifacts as unknown as { DevtoolsLog: DevtoolsEvent[] }).DevtoolsLog),
    jsTransferBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    consoleErrors: items<{ description?: string; url?: string }>('errors-in-console').map((e) =>
      `${e.description ?? ''} ${e.url ?? ''}`.trim(),
    ),
    failing: [...new Set(failing)],
    robotsTxt: audit('robots-txt')?.score === 1,
    longTasks: items<{ url?: string; duration?: number; startTime?: number }>('long-tasks')
      .slice(0, 6)
      .map((t) => `${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)} ${(t.url ?? '').replace(/^.*\//, '')}`)
      .join(', '),
    bootup: items<{ url?: string; scripting?: number; scriptParseCompile?: number; total?: number }>('bootup-time')
      .slice(0, 5)
      .map((t) => `${(t.url ?? '').replace(/^.*\//, '')} ${Math.round(t.scripting ?? 0)}+${Math.round(t.scriptParseCompile ?? 0)} ms`)
      .join(', '),
  };
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)];
const kib = (b: number) => (b / 1024).toFixed(1);
const goal = (ok: boolean, text: string) => `${ok ? 'meets' : 'MISSES'} goal ${text}`;

/**
 * One Lighthouse run in the browser on `port`. keepStorage (disableStorageReset): the device keeps its IndexedDB, service
 * worker and caches between runs, as a returning tradie's phone does.
 */
async function lighthouseRun(port: number, url: string, opts: { headers?: Record<string, string>; keepStorage?: boolean } = {}) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: opts.headers,
      disableStorageReset: opts.keepStorage ?? false,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  // LIGHTHOUSE_TRACE_DIR keeps each run's (unthrottled) trace, which Lighthouse's simulation slows 4× into its tasks
  const dir = process.env.LIGHTHOUSE_TRACE_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/[^\w]+/g, '-')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(dir, name), JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
  }
  return summarise(result);
}

/**
 * The sign-in screen and the landing (LIGHTHOUSE_PART=screens), then the four lists with 1,000 and 10,000 records on
 * the device (LIGHTHOUSE_PART=lists; lighthouse-lists.ts); both by default.
 */
export async function benchLighthouse(pgAdminUrl: string): Promise<Figure[]> {
  const part = process.env.LIGHTHOUSE_PART;
  const clientDir = 'dist/client';
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('Run `npm run build` first');
  return [
    ...(part && part !== 'screens' ? [] : await benchScreens()),
    ...(part && part !== 'lists'
      ? []
      : await benchListLighthouse(
          pgAdminUrl,
          (chrome) =>
            (url, { keepStorage }) =>
              lighthouseRun(chrome.port, url, { keepStorage }),
          REFERENCE_HTML,
        )),
  ];
}

async function benchScreens(): Promise<Figure[]> {
  const clientDir = 'dist/client';
  const referencePath = path.join(clientDir, REFERENCE);
  fs.writeFileSync(referencePath, REFERENCE_HTML);
  const server = await startBuiltServer({});
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const figures: Figure[] = [];
  const fig = (name: string, value: number | string, unit?: string) => figures.push({ section: S, name, value, unit });
  try {
    const cookie = await registerUser(server.url);
    // A returning tradie: profile filled in, so the landing is the screen itself, not a new account's reminder dialog.
    const profile = await fetch(`${server.url}/api/user`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Sam', lastName: 'Sparks', state: 'NSW', trade: 'Electrician' }),
    });
    if (!profile.ok) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
    const measure = (route: string, headers?: Record<string, string>): Promise<Run> =>
      lighthouseRun(chrome.port, `${server.url}${route}`, { headers });
    const screens: Array<[label: string, route: string, headers?: Record<string, string>]> = [
      ['/auth (signed out)', '/auth'],
      ['/landing (signed in, profile complete)', '/landing', { Cookie: cookie }],
    ];
    let signInJs = NaN;
    for (const [label, route, headers] of screens) {
      const app: Run[] = [];
      const ref: Run[] = [];
      for (let i = 0; i < runs; i++) {
        process.stderr.write(`bench: lighthouse: ${label} run ${i + 1}/${runs}…\n`);
        ref.push(await measure(`/${REFERENCE}`));
        app.push(await measure(route, headers));
      }
      const a = median(app);
      const r = median(ref);
      const ratio = a.lcpMs / r.lcpMs;
      if (route === '/auth') signInJs = a.jsBytes;
      fig(`${label} LCP`, `${Math.round(a.lcpMs)} ms; reference page ${Math.round(r.lcpMs)} ms`);
      fig(`${label} LCP element`, a.lcpElement);
      fig(`${label} LCP ÷ reference`, `${ratio.toFixed(2)}× — ${goal(ratio <= GOALS.lcpRatio, `≤ ${GOALS.lcpRatio}×`)}`);
      fig(`${label} performance`, a.performance);
      fig(`${label} accessibility`, `${a.accessibility} — ${goal(a.accessibility >= GOALS.accessibility, String(GOALS.accessibility))}`);
      fig(`${label} total blocking time`, Math.round(a.tbtMs), 'ms');
      fig(
        `${label} JS loaded (gzip, network log)`,
        `${kib(a.jsBytes)} KiB in ${a.jsFiles} files (${kib(a.jsTransferBytes)} KiB with HTTP headers)`,
      );
      fig(`${label} console errors`, a.consoleErrors.length ? a.consoleErrors.join('; ') : 'none');
      fig(`${label} audits scoring < 0.9`, a.failing.join(', ') || 'none');
      if (route === '/auth') fig('robots.txt valid', a.robotsTxt ? 'yes' : 'no');
    }
    fig(
      'JS the sign-in screen loads (gzip, network log)',
      `${kib(signInJs)} KiB — ${goal(signInJs / 1024 <= GOALS.signInJsKiB, `≤ ${GOALS.signInJsKiB} KiB`)}`,
    );
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(referencePath, { force: true });
  }
  return figures;
}
