import fs from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import postgres from 'postgres';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { grow, makeAccount, syncDevice, throttledPage } from './lighthouse-lists';
import { freshPostgresDb, postgresAvailable, startBuiltServer, type Figure } from './util';

/**
 * Issue 24 (items 3–4): what each long task of a list's start-up is. A device synced to BENCH_LIST_SIZES (default
 * 1,000) records of each opens each list with a 4× slower CPU and slow 4G applied (as the paint runs of the lighthouse
 * bench), under a Chromium trace; each main-thread task over 50 ms is listed with its duration, what ran in it
 * (scripts evaluated, functions called, layout, GC) and its top functions by self time from the trace's CPU samples.
 * BOOT_TRACE_RUNS loads per list (default 2); BOOT_TRACE_DIR keeps the raw traces.
 */
const S = 'boot-trace';
const LISTS = (process.env.BENCH_LISTS ?? '/quotes,/invoices,/jobs,/price-book').split(',');
const SIZES = (process.env.BENCH_LIST_SIZES ?? '1000').split(',').map(Number);
const RUNS = Number(process.env.BOOT_TRACE_RUNS ?? 2);
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** thread (CPU) time, µs: what the task cost this thread, whatever else the machine ran meanwhile */
  tdur?: number;
  id?: string;
  args: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The CPU samples of the trace (Profile + ProfileChunk events) as [timestamp µs, node] per thread. */
function samplesOf(events: TraceEvent[]) {
  const byId = new Map<
    string,
    { tid: number; pid: number; t: number; nodes: Map<number, ProfileNode>; samples: Array<[number, number]> }
  >();
  for (const e of events) {
    // profile ids are per process: two renderers can both have 0x1
    if (e.name === 'Profile' && e.id) {
      byId.set(`${e.pid}:${e.id}`, { tid: e.tid, pid: e.pid, t: Number(e.args.data?.startTime ?? e.ts), nodes: new Map(), samples: [] });
    }
    if (e.name === 'ProfileChunk' && e.id) {
      const p = byId.get(`${e.pid}:${e.id}`);
      if (!p) continue;
      const cpu = e.args.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
      for (const n of cpu?.nodes ?? []) p.nodes.set(n.id, n);
      const deltas = (e.args.data?.timeDeltas as number[] | undefined) ?? [];
      (cpu?.samples ?? []).forEach((s, i) => {
        p.t += deltas[i] ?? 0;
        p.samples.push([p.t, s]);
      });
    }
  }
  return [...byId.values()];
}

const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(inline)';

/**
 * In the page, before any script: a user-timing mark when the list's document shell (the snapshot's first cards) is
 * removed, i.e. in the task of the app's commit of its own first cards (a MutationObserver's callback runs in the task
 * that made the change).
 */
const SHELL_MARK = 'boot-trace:shell-gone';
const SHELL_OBSERVER = `(() => { let seen = false; new MutationObserver((_, obs) => {
  if (document.getElementById('boot-shell')) seen = true;
  else if (seen) { performance.mark('${SHELL_MARK}'); obs.disconnect(); }
}).observe(document, { childList: true, subtree: true }); })();`;

/** The main-thread task holding `ts`, as "wall ms (CPU ms)". */
function taskAt(tasks: TraceEvent[], ts: number): string {
  const t = tasks.find((e) => e.ts <= ts && ts < e.ts + (e.dur ?? 0));
  return t ? `${((t.dur ?? 0) / 1000).toFixed(0)} ms (CPU ${((t.tdur ?? 0) / 1000).toFixed(0)} ms)` : 'no task';
}

function describeTrace(events: TraceEvent[], origin: string): { lines: string[]; cpu: number[]; milestones: string[] } {
  // the page's main thread: the one that parsed the list's document (the new tab page ran in another)
  const parse = events.find((e) => e.name === 'ParseHTML' && String((e.args.beginData as { url?: string })?.url ?? '').startsWith(origin));
  if (!parse) return { lines: ['no ParseHTML of the page in the trace'], cpu: [], milestones: [] };
  const onMain = (e: TraceEvent) => e.pid === parse.pid && e.tid === parse.tid;
  const profiles = samplesOf(events).filter((p) => p.pid === parse.pid && p.tid === parse.tid);
  const navStart =
    events.find((e) => e.name === 'navigationStart' && onMain(e) && String(e.args.data?.documentLoaderURL ?? '').startsWith(origin))?.ts ??
    parse.ts;
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= navStart && (e.dur ?? 0) > LONG_MS * 1000,
  );
  // Steadier under load: each main-thread task's own CPU time at the applied 4× (other processes' turns on the cores
  // are not the thread's time); those over 50 ms
  const cpu = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= navStart && (e.tdur ?? 0) > LONG_MS * 1000)
    .map((e) => Math.round(e.tdur! / 1000));
  // The two tasks of issue 24's items 1–2: the document's first layout of the snapshot (the first layout of more than a
  // few objects) and the app's commit of its first cards (the task that removed the document's shell).
  const allTasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= navStart);
  const firstLayout = events.find(
    (e) =>
      e.name === 'Layout' &&
      e.ph === 'X' &&
      onMain(e) &&
      e.ts >= navStart &&
      Number((e.args.beginData as { totalObjects?: number })?.totalObjects) > 20,
  );
  const shellGone = events.find((e) => e.name === SHELL_MARK && e.pid === parse.pid);
  const milestones = [
    firstLayout
      ? `first layout ${((firstLayout.dur ?? 0) / 1000).toFixed(0)} ms (CPU ${((firstLayout.tdur ?? 0) / 1000).toFixed(0)} ms), ${String((firstLayout.args.beginData as { totalObjects?: number }).totalObjects)} objects, in a task of ${taskAt(allTasks, firstLayout.ts)}`
      : 'no first layout',
    shellGone
      ? `first cards' commit (the document's shell removed): a task of ${taskAt(allTasks, shellGone.ts)}`
      : 'the shell was not removed (no snapshot?)',
  ];
  const lines: string[] = [];
  for (const t of tasks) {
    const end = t.ts + t.dur!;
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X' && e.ts >= t.ts && e.ts < end && e !== t);
    const what = new Map<string, number>();
    for (const e of inside) {
      let key = '';
      if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule')
        key = `${e.name} ${short(String(e.args.data?.url ?? e.args.data?.fileName ?? ''))}`;
      else if (e.name === 'FunctionCall') key = `call ${e.args.data?.functionName || '?'} ${short(String(e.args.data?.url ?? ''))}`;
      else if (
        ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'MajorGC', 'MinorGC', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame'].includes(
          e.name,
        )
      )
        key = e.name;
      if (key) what.set(key, (what.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    for (const p of profiles) {
      for (let i = 0; i < p.samples.length - 1; i++) {
        const [ts, id] = p.samples[i];
        if (ts < t.ts || ts >= end) continue;
        const f = p.nodes.get(id)?.callFrame;
        if (!f) continue;
        const key = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + (p.samples[i + 1][0] - ts) / 1000);
      }
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join('; ');
    lines.push(
      `${(t.dur! / 1000).toFixed(0)} ms (CPU ${((t.tdur ?? 0) / 1000).toFixed(0)} ms) at ${((t.ts - navStart) / 1000).toFixed(0)} ms | in it: ${top(what, 5)} | self: ${top(self, 6)}`,
    );
  }
  return { lines, cpu, milestones };
}

async function traceLoad(
  port: number,
  url: string,
  dir: string | undefined,
  tag: string,
): Promise<{ lines: string[]; cpu: number[]; milestones: string[] }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: { width: 412, height: 823 } });
  try {
    const page = await throttledPage(browser);
    await page.evaluateOnNewDocument(SHELL_OBSERVER);
    await page.tracing.start({
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('#root [elementtiming="list-card"]', { timeout: 20_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 4000));
    const buf = await page.tracing.stop();
    await page.close();
    const text = Buffer.from(buf!).toString('utf8');
    if (dir) fs.writeFileSync(`${dir}/${tag}.json`, text);
    const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return describeTrace(Array.isArray(parsed) ? parsed : parsed.traceEvents, new URL(url).origin);
  } finally {
    await browser.disconnect();
  }
}

/** Tasks in one line: how many, the longest, and the time over 50 ms in all (blocking). */
function summary(ms: number[]): string {
  const blocking = ms.reduce((s, d) => s + Math.max(0, d - LONG_MS), 0);
  return `${ms.length} tasks > ${LONG_MS} ms, longest ${Math.max(0, ...ms)} ms, ${blocking} ms over ${LONG_MS} ms in all`;
}

/**
 * BOOT_TRACE_BASE=<a dist directory, e.g. .bench-base/dist>: a second server runs that build on the same database (its
 * own origin, so its own device, synced the same way), and each load of this build is followed by one of the base.
 */
export async function benchBootTrace(pgAdminUrl: string): Promise<Figure[]> {
  const f = (name: string, value: number | string, unit?: string): Figure => ({ section: S, name, value, unit });
  if (!(await postgresAvailable(pgAdminUrl))) return [f('lists', 'not measured (no Postgres to seed the account in)')];
  const dir = process.env.BOOT_TRACE_DIR;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const fresh = await freshPostgresDb(pgAdminUrl);
  const builds: Array<{ name: string; server: Awaited<ReturnType<typeof startBuiltServer>> }> = [
    { name: 'this build', server: await startBuiltServer({ DATABASE_URL: fresh.url }) },
  ];
  const base = process.env.BOOT_TRACE_BASE;
  if (base) builds.push({ name: 'base', server: await startBuiltServer({ DATABASE_URL: fresh.url }, `${base}/server/server.mjs`) });
  const sql = postgres(fresh.url, { max: 2, onnotice: () => {} });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const figures: Figure[] = [];
  const load = () => os.loadavg()[0].toFixed(1);
  figures.push(f('load average (1 min) at the start', load()));
  try {
    const account = await makeAccount(builds[0].server.url);
    let have = 1;
    for (const size of SIZES) {
      await grow(sql, account, have, size);
      have = size;
      for (const b of builds) await syncDevice(chrome.port, b.server.url, account, size, LISTS);
      for (const route of LISTS)
        for (let i = 0; i < RUNS; i++)
          for (const b of builds) {
            const tag = `${route.slice(1)}-${size}-${i}${b.name === 'base' ? '-base' : ''}`;
            const { lines, cpu, milestones } = await traceLoad(chrome.port, `${b.server.url}${route}`, dir, tag);
            const name = `${route} at ${size}, ${b.name}, load ${i + 1}`;
            figures.push(f(`${name}: the snapshot's first layout`, milestones[0]));
            figures.push(f(`${name}: the first cards' commit`, milestones[1]));
            figures.push(f(`${name}: long tasks, wall time at 4×`, summary(lines.map((l) => Number(l.split(' ')[0])))));
            figures.push(f(`${name}: long tasks, the task's CPU time at 4×`, summary(cpu)));
            lines.forEach((l, j) => figures.push(f(`${name}: task ${j + 1}`, l)));
          }
    }
    figures.push(f('load average (1 min) at the end', load()));
  } finally {
    chrome.kill();
    await sql.end();
    for (const b of builds) await b.server.stop();
    await fresh.drop();
  }
  return figures;
}
