import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Database } from '../../api/db';
import { createApp } from '../../api/app';
import { buildDeps } from '../../api/deps';
import { readEnv } from '../../api/env';
import { withUserTx } from '../../api/sync/tx';
import { onEachDatabase, percentile, type Figure } from './util';

/**
 * Issue 24, item 1: pushes as a device sends them — over HTTP, batches of 200 (the engine's PUSH_BATCH), the real
 * mutation names — beside the same rows written by per-row statements in one transaction, in the same run, on PGlite
 * and Postgres: 1,000 materialsItem.upsert creates, 1,000 edits (materialsItem.upsert patches of those items), and
 * 50 users × 200 mixed writes at once (p99 per push, rows lost / doubled).
 */
const BATCH = 200;
const median = (xs: number[]) => percentile(xs, 50);

async function onServer(db: Database, fn: (url: string, register: () => Promise<{ cookie: string; id: string }>) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-push-'));
  const deps = await buildDeps(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://127.0.0.1' }), db);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const register = async () => {
    const res = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      body: JSON.stringify({ email: `push-${randomUUID()}@example.com`, password: 'correct horse battery' }),
    });
    if (res.status !== 201) throw new Error(`register ${res.status}`);
    const cookie = /tt_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
    return { cookie, id: ((await res.json()) as { user: { id: string } }).user.id };
  };
  try {
    await fn(url, register);
  } finally {
    await new Promise((r) => server.close(r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Samples this database's active sessions (pg_stat_activity, every 10 ms, on a connection of its own) until stopped:
 * the share of samples per wait event ("running" when a session waits on nothing, i.e. it is on a core or queued for
 * one), to tell a lock or fsync wait from a machine that is simply busy.
 */
function sampleWaits(sql: Database['sql']): { stop(): Promise<string> } {
  const counts = new Map<string, number>();
  let total = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    // one of the pool's connections (the pushes have the others): the pool's queue is Node's, not visible here
    const conn = await sql.reserve();
    try {
      while (running) {
        const rows = await conn<{ w: string }[]>`
          select coalesce(wait_event_type || ':' || wait_event, 'running') as w from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and backend_type = 'client backend'`;
        for (const r of rows) counts.set(r.w, (counts.get(r.w) ?? 0) + 1);
        total += rows.length;
        samples += 1;
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      conn.release();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const shares = [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([w, n]) => `${w} ${((100 * n) / Math.max(total, 1)).toFixed(0)}%`);
      return `${shares.join(', ')} (${(total / Math.max(samples, 1)).toFixed(1)} sessions active on average)`;
    },
  };
}

type Mutation = { name: string; args: unknown };
/** Pushes the mutations in device-sized batches; returns how many were applied. */
async function push(url: string, cookie: string, clientId: string, muts: Mutation[], from = 1): Promise<number> {
  let applied = 0;
  for (let i = 0; i < muts.length; i += BATCH) {
    const mutations = muts.slice(i, i + BATCH).map((m, k) => ({ id: from + i + k, ...m }));
    const res = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://127.0.0.1' },
      body: JSON.stringify({ clientId, mutations }),
    });
    if (res.status !== 200) throw new Error(`push ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { results: { status: string }[] };
    applied += body.results.filter((r) => r.status === 'applied').length;
  }
  return applied;
}

const listArgs = (id = randomUUID()) => ({
  id,
  title: 'Deck',
  description: '',
  projectType: '',
  createdAt: new Date().toISOString(),
  items: [],
});
const itemPatch = (i: number) => ({ name: `Item ${i}`, quantity: 1 + (i % 9), unit: 'pc', notes: '', completed: false, position: i });

async function benchOn(kind: 'pglite' | 'postgres', db: Database): Promise<Figure[]> {
  const figures: Figure[] = [];
  const section = 'sync-push';
  await onServer(db, async (url, register) => {
    const sql = db.sql;
    const me = await register();
    const N = 1000;
    const runs = kind === 'postgres' ? 5 : 3;
    const pushMs: number[] = [];
    const rowMs: number[] = [];
    const editMs: number[] = [];
    const rowEditMs: number[] = [];
    for (let r = 0; r < runs; r++) {
      const list = listArgs();
      const clientId = `bench-${randomUUID()}`;
      await push(url, me.cookie, clientId, [{ name: 'materialsList.create', args: list }]);
      const ids = Array.from({ length: N }, () => randomUUID());
      let t = performance.now();
      const applied = await push(
        url,
        me.cookie,
        clientId,
        ids.map((id, i) => ({ name: 'materialsItem.upsert', args: { id, listId: list.id, patch: itemPatch(i) } })),
        2,
      );
      pushMs.push(performance.now() - t);
      if (applied !== N) throw new Error(`bench upserts: ${applied} of ${N} applied`);
      t = performance.now();
      await push(
        url,
        me.cookie,
        clientId,
        ids.map((id, i) => ({
          name: 'materialsItem.upsert',
          args: { id, listId: list.id, patch: { quantity: 2 + (i % 7), completed: true } },
        })),
        2 + N,
      );
      editMs.push(performance.now() - t);
      // the reference: the same rows, one statement each, in one transaction of the same user, in batches of 200
      const refIds = Array.from({ length: N }, () => randomUUID());
      t = performance.now();
      for (let i = 0; i < N; i += BATCH)
        await withUserTx(sql, me.id, async (tx) => {
          for (let k = i; k < i + BATCH; k++) {
            const p = itemPatch(k);
            await tx`insert into materials_items (id, user_id, list_id, name, quantity, unit, notes, completed, position)
              values (${refIds[k]}, ${me.id}, ${list.id}, ${p.name}, ${p.quantity}, ${p.unit}, ${p.notes}, ${p.completed}, ${p.position})`;
          }
        });
      rowMs.push(performance.now() - t);
      t = performance.now();
      for (let i = 0; i < N; i += BATCH)
        await withUserTx(sql, me.id, async (tx) => {
          for (let k = i; k < i + BATCH; k++)
            await tx`update materials_items set quantity = ${2 + (k % 7)}, completed = true
              where id = ${refIds[k]} and user_id = ${me.id} and deleted_at is null`;
        });
      rowEditMs.push(performance.now() - t);
    }
    figures.push(
      { section, name: `${kind}: push of 1,000 materialsItem.upsert over HTTP (5 × 200)`, value: median(pushMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   same rows as per-row INSERTs (reference)`, value: median(rowMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   ratio (goal ≤ 1.5)`, value: (median(pushMs) / median(rowMs)).toFixed(2) },
      { section, name: `${kind}: push of 1,000 edits over HTTP`, value: median(editMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   same edits as per-row UPDATEs (reference)`, value: median(rowEditMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   ratio (goal ≤ 1.2)`, value: (median(editMs) / median(rowEditMs)).toFixed(2) },
    );

    // 50 users × 200 mixed writes at once, over HTTP: each user's device pushes a list, 150 item upserts, 30 price
    // items and 19 edits of them — one batch of 200 each.
    const users = await Promise.all(Array.from({ length: 50 }, () => register()));
    const plans = users.map(() => {
      const list = listArgs();
      const items = Array.from({ length: 150 }, () => randomUUID());
      const prices = Array.from({ length: 30 }, () => randomUUID());
      const at = new Date().toISOString();
      const muts: Mutation[] = [
        { name: 'materialsList.create', args: list },
        ...items.map((id, i) => ({ name: 'materialsItem.upsert', args: { id, listId: list.id, patch: itemPatch(i) } })),
        ...prices.map((id, i) => ({
          name: 'priceItem.create',
          args: {
            id,
            createdAt: at,
            description: `Part ${i}`,
            code: `P${i}`,
            supplier: 'Reece',
            unit: 'ea',
            costCents: 100 + i,
            sellCents: 150 + i,
            gstFree: false,
          },
        })),
        ...prices.slice(0, 19).map((id, i) => ({ name: 'priceItem.update', args: { id, patch: { sellCents: 200 + i } } })),
      ];
      return { list, items, prices, muts };
    });
    const lat: number[] = [];
    // Where the pushes wait (Postgres): the database's sessions of this run sampled every 10 ms while they run.
    const waits = kind === 'postgres' ? sampleWaits(sql) : null;
    // This process's CPU (server and the bench's 50 devices together): what a loaded machine's share of a core is spent on
    let cpu = process.cpuUsage();
    await Promise.all(
      users.map(async (u, k) => {
        const t = performance.now();
        await push(url, u.cookie, `bench-${randomUUID()}`, plans[k].muts);
        lat.push(performance.now() - t);
      }),
    );
    const pushCpu = process.cpuUsage(cpu);
    const waited = await waits?.stop();
    // references in the same run: one user's push alone, and the same 50 × 200 rows written at once by per-row
    // INSERTs (one transaction per user, under the user's lock) — what the machine allows at this concurrency
    const aloneMs: number[] = [];
    for (let k = 0; k < 3; k++) {
      const plan = plans[k];
      const t = performance.now();
      await push(
        url,
        users[k].cookie,
        `bench-${randomUUID()}`,
        Array.from({ length: 150 }, (_, i) => ({
          name: 'materialsItem.upsert',
          args: { id: randomUUID(), listId: plan.list.id, patch: { ...itemPatch(i), name: `Alone ${i}` } },
        })),
      );
      aloneMs.push(performance.now() - t);
    }
    const refLat: number[] = [];
    cpu = process.cpuUsage();
    await Promise.all(
      users.map(async (u, k) => {
        const t = performance.now();
        await withUserTx(sql, u.id, async (tx) => {
          for (let i = 0; i < 200; i++)
            await tx`insert into materials_items (id, user_id, list_id, name, quantity, unit, notes, completed, position)
              values (${randomUUID()}, ${u.id}, ${plans[k].list.id}, ${`Ref ${i}`}, 1, 'pc', '', false, ${i})`;
        });
        refLat.push(performance.now() - t);
      }),
    );
    const refCpu = process.cpuUsage(cpu);
    const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
    const ids = users.map((u) => u.id);
    const [items] = await sql`select count(*)::int as n, count(distinct id)::int as d from materials_items
      where user_id in ${sql(ids)} and name like 'Item %'`;
    const [prices] = await sql`select count(*)::int as n, count(distinct id)::int as d,
      count(*) filter (where sell_cents >= 200)::int as edited from price_items where user_id in ${sql(ids)}`;
    const lost = 50 * 150 - items.d + (50 * 30 - prices.d) + (50 * 19 - prices.edited);
    figures.push(
      {
        section,
        name: `${kind}: 50 users × 200 mixed writes at once over HTTP: p99 (goal ≤ 500)`,
        value: percentile(lat, 99).toFixed(0),
        unit: 'ms',
      },
      {
        section,
        name: `${kind}:   same rows as per-row INSERTs at once: p99 (reference)`,
        value: percentile(refLat, 99).toFixed(0),
        unit: 'ms',
      },
      {
        section,
        name: `${kind}:   this process's CPU for the 50 pushes (server + the bench's devices) / for the per-row INSERTs`,
        value: `${cpuMs(pushCpu).toFixed(0)} / ${cpuMs(refCpu).toFixed(0)}`,
        unit: 'ms',
      },
      { section, name: `${kind}:   one user's push of 150 upserts alone (median of 3)`, value: median(aloneMs).toFixed(0), unit: 'ms' },
      { section, name: `${kind}:   rows lost / doubled`, value: `${lost} / ${items.n - items.d + prices.n - prices.d}` },
      ...(waited ? [{ section, name: `${kind}:   where the 50 pushes' sessions were (share of samples)`, value: waited }] : []),
      { section, name: `${kind}:   load average (1 min) after the 50 pushes`, value: os.loadavg()[0].toFixed(1) },
    );
  });
  return figures;
}

export function benchSyncPush(pgAdminUrl: string): Promise<Figure[]> {
  return onEachDatabase(pgAdminUrl, benchOn);
}
