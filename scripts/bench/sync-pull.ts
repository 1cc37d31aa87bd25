import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { analyzeChangedTables, type Database } from '../../api/db';
import { createApp } from '../../api/app';
import { buildDeps } from '../../api/deps';
import { readEnv } from '../../api/env';
import { withUserTx } from '../../api/sync/tx';
import { onEachDatabase, percentile, type Figure } from './util';

/**
 * Issue 24, item 2: a first pull of 10,000 rows (5,000 materials items, 5,000 price items) through GET /api/sync/pull
 * over HTTP, in the device's pages (MAX_PULL_PAGE), beside the same rows read in the same run by one SELECT per table
 * + JSON.stringify (the reference the goal is set against: ≤ 1.5×) and by paged SELECTs, on PGlite and Postgres. The
 * pull's figure includes HTTP (both ends run in this process); a third reference serves the one-SELECT answer over
 * plain node:http, so the transport's own share is visible beside it. Nine runs, each the pull then the references, so a
 * busy machine's swings hit all of them; the load average is printed with them.
 */
const N = 10_000;
const median = (xs: number[]) => percentile(xs, 50);

async function benchOn(kind: 'pglite' | 'postgres', db: Database): Promise<Figure[]> {
  const section = 'sync-pull';
  const sql = db.sql;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-pull-'));
  const deps = await buildDeps(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1' }), db);
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      body: JSON.stringify({ email: `pull-${randomUUID()}@example.com`, password: 'correct horse battery' }),
    });
    const cookie = /tt_session=[^;]+/.exec(reg.headers.get('set-cookie') ?? '')![0];
    const userId = ((await reg.json()) as { user: { id: string } }).user.id;
    const [list] = await sql`insert into materials_lists (id, user_id, title) values (${randomUUID()}, ${userId}, 'Pull') returning id`;
    await withUserTx(sql, userId, async (tx) => {
      for (let i = 0; i < N / 2; i += 1000) {
        await tx`insert into materials_items ${tx(
          Array.from({ length: 1000 }, (_, k) => ({
            id: randomUUID(),
            user_id: userId,
            list_id: list.id,
            name: `Item ${i + k}`,
            quantity: 1 + (k % 9),
            unit: 'pc',
            notes: k % 3 ? '' : 'Check the length on site',
            completed: k % 2 === 0,
            position: i + k,
          })),
        )}`;
        await tx`insert into price_items ${tx(
          Array.from({ length: 1000 }, (_, k) => ({
            id: randomUUID(),
            user_id: userId,
            description: `Copper pipe 15 mm type B ${i + k}`,
            code: `CP${i + k}`,
            supplier: 'Reece',
            unit: 'm',
            cost_cents: 1000 + k,
            sell_cents: 1500 + k,
            gst_free: false,
          })),
        )}`;
      }
    });
    // the transport reference: the same rows, one SELECT per table + stringify, answered by a bare node:http server
    const plain = http.createServer((_req, res) => {
      void (async () => {
        const a = await sql`select * from materials_items where user_id = ${userId} and change_no > 0 order by change_no`;
        const b = await sql`select * from price_items where user_id = ${userId} and change_no > 0 order by change_no`;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([a, b]));
      })();
    });
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`;
    // The pull as it runs before the planner has statistics for the new rows (PGlite gathers none on its own; Postgres'
    // autovacuum gets to them in its own time), then the tables are vacuumed and analysed as autovacuum — and on PGlite
    // the server's own maintenance timer (api/db.ts analyzeChangedTables) — would have done by the time a device syncs.
    const pullAll = async () => {
      let cursor = 0;
      let rows = 0;
      for (;;) {
        const res = await fetch(`${url}/api/sync/pull?cursor=${cursor}&clientId=bench`, {
          headers: { cookie, origin: 'http://127.0.0.1' },
        });
        // the server's work ends with the response text: parsing it is the device's (the references parse nothing)
        const text = await res.text();
        if (res.status !== 200) throw new Error(`pull ${res.status}: ${text.slice(0, 200)}`);
        const tail = /"cursor":(\d+),"hasMore":(true|false)/.exec(text.slice(-200));
        if (!tail) throw new Error(`unexpected pull answer: ${text.slice(-200)}`);
        rows += text.split('"change":').length - 1;
        cursor = Number(tail[1]);
        if (tail[2] === 'false') return rows;
      }
    };
    let t0 = performance.now();
    await pullAll();
    const unanalysedMs = performance.now() - t0;
    t0 = performance.now();
    const analysed = await analyzeChangedTables(sql);
    const analyseMs = performance.now() - t0;
    const plainMs: number[] = [];
    const pullMs: number[] = [];
    const oneSelectMs: number[] = [];
    const pagedMs: number[] = [];
    // this process's CPU (the server and the bench's device together) for the pull and for the reference
    const pullCpu: number[] = [];
    const oneSelectCpu: number[] = [];
    const cpuSince = (c: NodeJS.CpuUsage) => {
      const d = process.cpuUsage(c);
      return (d.user + d.system) / 1000;
    };
    const runs = 9;
    for (let r = 0; r < runs; r++) {
      let t = performance.now();
      let cpu = process.cpuUsage();
      const rows = await pullAll();
      pullMs.push(performance.now() - t);
      pullCpu.push(cpuSince(cpu));
      if (rows < N) throw new Error(`pull gave ${rows} rows of ${N}`);
      t = performance.now();
      cpu = process.cpuUsage();
      const a = await sql`select * from materials_items where user_id = ${userId} and change_no > 0 order by change_no`;
      const b = await sql`select * from price_items where user_id = ${userId} and change_no > 0 order by change_no`;
      JSON.stringify([a, b]);
      oneSelectMs.push(performance.now() - t);
      oneSelectCpu.push(cpuSince(cpu));
      t = performance.now();
      for (const table of ['materials_items', 'price_items']) {
        let after = 0;
        for (;;) {
          const page =
            await sql`select * from ${sql(table)} where user_id = ${userId} and change_no > ${after} order by change_no limit 2000`;
          JSON.stringify(page);
          if (page.length < 2000) break;
          after = page[page.length - 1].change_no;
        }
      }
      pagedMs.push(performance.now() - t);
      t = performance.now();
      await (await fetch(plainUrl)).text();
      plainMs.push(performance.now() - t);
    }
    await new Promise((r) => plain.close(r));
    return [
      {
        section,
        name: `${kind}: pull of 10,000 rows over HTTP, device pages (median of ${runs})`,
        value: median(pullMs).toFixed(0),
        unit: 'ms',
      },
      {
        section,
        name: `${kind}:   the first pull, before the tables were analysed (one run, cold)`,
        value: unanalysedMs.toFixed(0),
        unit: 'ms',
      },
      {
        section,
        name: `${kind}:   then VACUUM / ANALYZE of the tables changed enough (${analysed.length} analysed, as autovacuum / PGlite's maintenance would)`,
        value: analyseMs.toFixed(0),
        unit: 'ms',
      },
      { section, name: `${kind}:   one SELECT per table + JSON.stringify (reference)`, value: median(oneSelectMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   ratio (goal ≤ 1.5)`, value: (median(pullMs) / median(oneSelectMs)).toFixed(2) },
      {
        section,
        name: `${kind}:   this process's CPU: pull (server + device) / reference (median)`,
        value: `${median(pullCpu).toFixed(0)} ms / ${median(oneSelectCpu).toFixed(0)} ms = ${(median(pullCpu) / median(oneSelectCpu)).toFixed(2)}`,
      },
      { section, name: `${kind}:   paged SELECTs of 2,000 + JSON.stringify`, value: median(pagedMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   ratio to paged`, value: (median(pullMs) / median(pagedMs)).toFixed(2) },
      { section, name: `${kind}:   one SELECT per table + stringify over node:http`, value: median(plainMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   ratio to that`, value: (median(pullMs) / median(plainMs)).toFixed(2) },
      { section, name: `${kind}:   load average (1 min) at the end`, value: os.loadavg()[0].toFixed(1) },
    ];
  } finally {
    await new Promise((r) => server.close(r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function benchSyncPull(pgAdminUrl: string): Promise<Figure[]> {
  return onEachDatabase(pgAdminUrl, benchOn);
}
