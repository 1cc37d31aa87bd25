import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { LocalDb } from '../../src/data/local-db';
import { drainOutbox } from '../../src/data/sync/engine';
import { SESSION_USER_KEY } from '../../src/data/sync/mutate';
import type { PushBody } from '../../src/domain/schemas/sync';
import { openPostgres } from '../../api/db';
import { migrate } from '../../api/migrate';
import { withUserTx } from '../../api/sync/tx';
import { applyPush } from '../../api/sync/push';
import { freshPostgresDb, percentile, postgresAvailable, type Figure } from './util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../api/app';
import { buildDeps } from '../../api/deps';
import { readEnv } from '../../api/env';

/**
 * Issue 14: client push work from 1k to 100k queued writes (linear), and on Postgres the server cost of applying
 * 1,000 mutations against the same rows as per-row INSERTs in one transaction and as one multi-row INSERT; and 50
 * users pushing 200 mutations each at once (p99, lost, duplicated).
 */
async function clientDrainMs(n: number): Promise<number> {
  const db = new LocalDb(`bench-work-${randomUUID()}`);
  const userId = randomUUID();
  const clientId = randomUUID();
  await db.kv.put({ key: SESSION_USER_KEY, value: { id: userId } });
  await db.kv.put({ key: `sync.clientId.${userId}`, value: clientId });
  const now = new Date().toISOString();
  for (let i = 0; i < n; i += 10_000) {
    await db.outbox.bulkAdd(
      Array.from({ length: Math.min(10_000, n - i) }, (_, k) => ({
        userId,
        clientId,
        mutationId: i + k + 1,
        name: 'materialsList.update',
        args: { id: randomUUID(), patch: { title: `List ${i + k}` } },
        createdAt: now,
        attempts: 0,
        lastError: null,
      })),
    );
  }
  const ack = async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).includes('/push')) {
      const body = JSON.parse(String(init!.body)) as PushBody;
      return Response.json({
        lastMutationId: body.mutations.at(-1)!.id,
        results: body.mutations.map((m) => ({ id: m.id, status: 'applied' })),
      });
    }
    return Response.json({ changes: [], cursor: 0, hasMore: false, lastMutationId: 0 });
  };
  const t = performance.now();
  const result = await drainOutbox({ db, fetch: ack as typeof fetch });
  const ms = performance.now() - t;
  if (result !== 'done' || (await db.outbox.count()) !== 0) throw new Error('drain did not finish');
  db.close();
  return ms;
}

const listArgs = (i: number) => ({
  id: randomUUID(),
  title: `List ${i}`,
  description: '',
  projectType: '',
  createdAt: new Date().toISOString(),
  items: [],
});

export async function benchSyncCore(pgAdminUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const work: Record<number, number> = {};
  for (const n of [1_000, 10_000, 100_000]) {
    work[n] = await clientDrainMs(n);
    figures.push({
      section: 'sync-core',
      name: `client drain of ${n.toLocaleString('en-AU')} queued writes (acking server)`,
      value: Math.round(work[n]),
      unit: 'ms',
    });
  }
  figures.push({
    section: 'sync-core',
    name: 'client work per write at 100k ÷ at 1k (1 = linear)',
    value: (work[100_000] / 100 / work[1_000]).toFixed(2),
  });

  if (!(await postgresAvailable(pgAdminUrl))) return figures;
  const fresh = await freshPostgresDb(pgAdminUrl);
  const db = await openPostgres(fresh.url, 60);
  try {
    await migrate(db.sql);
    const sql = db.sql;
    const [u] = await sql`insert into users (email, password_hash) values (${`bench-${randomUUID()}@example.com`}, 'x') returning id`;
    const userId = u.id as string;
    const N = 1000;
    const runs = 5;
    const median = (xs: number[]) => percentile(xs, 50);
    const pushMs: number[] = [];
    const perRowMs: number[] = [];
    const multiMs: number[] = [];
    const editPushMs: number[] = [];
    const editPerRowMs: number[] = [];
    for (let r = 0; r < runs; r++) {
      const args = Array.from({ length: N }, (_, i) => listArgs(i));
      let t = performance.now();
      const res = await applyPush(
        sql,
        userId,
        `bench-${r}-${randomUUID()}`,
        args.map((a, i) => ({ id: i + 1, name: 'materialsList.create', args: a })),
      );
      pushMs.push(performance.now() - t);
      if (res.results.some((x) => x.status !== 'applied')) throw new Error('bench push not applied');
      const rows = Array.from({ length: N }, (_, i) => listArgs(i));
      t = performance.now();
      await withUserTx(sql, userId, async (tx) => {
        for (const a of rows)
          await tx`insert into materials_lists (id, user_id, title, description, project_type, created_at)
            values (${a.id}, ${userId}, ${a.title}, '', '', ${a.createdAt})`;
      });
      perRowMs.push(performance.now() - t);
      const many = Array.from({ length: N }, (_, i) => listArgs(i));
      t = performance.now();
      await withUserTx(sql, userId, async (tx) => {
        await tx`insert into materials_lists ${tx(many.map((a) => ({ id: a.id, user_id: userId, title: a.title, description: '', project_type: '', created_at: a.createdAt })))}`;
      });
      multiMs.push(performance.now() - t);
      // Edits go one mutation at a time (no batching): 1,000 renames of the lists just pushed against per-row UPDATEs.
      t = performance.now();
      await applyPush(
        sql,
        userId,
        `bench-edit-${r}-${randomUUID()}`,
        args.map((a, i) => ({ id: i + 1, name: 'materialsList.update', args: { id: a.id, patch: { title: `Renamed ${i}` } } })),
      );
      editPushMs.push(performance.now() - t);
      t = performance.now();
      await withUserTx(sql, userId, async (tx) => {
        for (const [i, a] of args.entries())
          await tx`update materials_lists set title = ${`Again ${i}`} where id = ${a.id} and user_id = ${userId} and deleted_at is null`;
      });
      editPerRowMs.push(performance.now() - t);
    }
    figures.push(
      {
        section: 'sync-core',
        name: 'push of 1,000 mutations, server side (Postgres, median of 5)',
        value: median(pushMs).toFixed(0),
        unit: 'ms',
      },
      { section: 'sync-core', name: 'same rows as per-row INSERTs in one transaction', value: median(perRowMs).toFixed(0), unit: 'ms' },
      { section: 'sync-core', name: 'same rows as one multi-row INSERT', value: median(multiMs).toFixed(0), unit: 'ms' },
      { section: 'sync-core', name: 'push ÷ per-row INSERTs (goal ≤ 1.5)', value: (median(pushMs) / median(perRowMs)).toFixed(2) },
      { section: 'sync-core', name: 'push ÷ multi-row INSERT', value: (median(pushMs) / median(multiMs)).toFixed(1) },
      {
        section: 'sync-core',
        name: 'push of 1,000 edits (one at a time, not batched) ÷ per-row UPDATEs',
        value: (median(editPushMs) / median(editPerRowMs)).toFixed(2),
      },
    );

    // 50 users × 200 mutations at once, each user one push transaction of 200, through the same code as the route.
    const users: string[] = [];
    for (let i = 0; i < 50; i++) {
      const [x] = await sql`insert into users (email, password_hash) values (${`bench-${randomUUID()}@example.com`}, 'x') returning id`;
      users.push(x.id as string);
    }
    const alone: number[] = [];
    for (let k = 0; k < 3; k++) {
      const args = Array.from({ length: 200 }, (_, i) => listArgs(i));
      const t = performance.now();
      await applyPush(
        sql,
        users[0],
        `bench-alone-${randomUUID()}`,
        args.map((a, i) => ({ id: i + 1, name: 'materialsList.create', args: a })),
      );
      alone.push(performance.now() - t);
    }
    const lat: number[] = [];
    await Promise.all(
      users.map(async (uid) => {
        const args = Array.from({ length: 200 }, (_, i) => listArgs(i));
        const t = performance.now();
        await applyPush(
          sql,
          uid,
          `bench-${randomUUID()}`,
          args.map((a, i) => ({ id: i + 1, name: 'materialsList.create', args: a })),
        );
        lat.push(performance.now() - t);
      }),
    );
    const [{ n, distinct }] =
      await sql`select count(*)::int as n, count(distinct id)::int as distinct from materials_lists where user_id = any(${users})`;
    figures.push(
      { section: 'sync-core', name: '50 users × 200 mutations at once: p99 per user', value: percentile(lat, 99).toFixed(0), unit: 'ms' },
      { section: 'sync-core', name: 'one user alone: 200 mutations (median of 3)', value: median(alone).toFixed(0), unit: 'ms' },
      { section: 'sync-core', name: '50 × 200: rows lost / duplicated', value: `${10_600 - n} / ${n - distinct}` },
    );

    // Pull: 10,000 changed rows through GET /api/sync/pull (in-process app, pages of 2,000) against the same rows read
    // with a plain SELECT and JSON.stringify.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-'));
    const deps = await buildDeps(readEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', APP_ORIGIN: 'http://localhost:3000' }), db);
    const app = createApp(deps);
    const reg = await app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `pull-${randomUUID()}@example.com`, password: 'correct horse battery' }),
    });
    const cookie = /tt_session=[^;]+/.exec(reg.headers.get('set-cookie') ?? '')![0];
    const pullUser = ((await reg.json()) as { user: { id: string } }).user.id;
    const [list] = await sql`insert into materials_lists (id, user_id, title) values (${randomUUID()}, ${pullUser}, 'Pull') returning id`;
    await withUserTx(sql, pullUser, async (tx) => {
      for (let i = 0; i < 10_000; i += 2000)
        await tx`insert into materials_items ${tx(
          Array.from({ length: 2000 }, (_, k) => ({
            id: randomUUID(),
            user_id: pullUser,
            list_id: list.id,
            name: `Item ${i + k}`,
            quantity: 1,
            unit: 'pc',
            notes: '',
            completed: false,
            position: i + k,
          })),
        )}`;
    });
    const pullRuns: number[] = [];
    const selectRuns: number[] = [];
    for (let r = 0; r < 5; r++) {
      let t = performance.now();
      let cursor = 0;
      for (;;) {
        const res = await app.request(`/api/sync/pull?cursor=${cursor}`, { headers: { cookie } });
        // The server's work ends with the response text; parsing it is the device's (and the baseline parses nothing),
        // so the paging fields are read from the end of the text.
        const text = await res.text();
        const tail = /"cursor":(\d+),"hasMore":(true|false)/.exec(text.slice(-200));
        if (!tail) throw new Error(`unexpected pull answer: ${text.slice(-200)}`);
        cursor = Number(tail[1]);
        if (tail[2] === 'false') break;
      }
      pullRuns.push(performance.now() - t);
      t = performance.now();
      let after = 0;
      for (;;) {
        const rows =
          await sql`select * from materials_items where user_id = ${pullUser} and change_no > ${after} order by change_no limit 2000`;
        JSON.stringify(rows);
        if (rows.length < 2000) break;
        after = rows[rows.length - 1].change_no;
      }
      selectRuns.push(performance.now() - t);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    figures.push(
      {
        section: 'sync-core',
        name: 'pull 10,000 rows through /api/sync/pull (median of 5)',
        value: median(pullRuns).toFixed(0),
        unit: 'ms',
      },
      { section: 'sync-core', name: 'same rows: plain SELECT + JSON.stringify', value: median(selectRuns).toFixed(0), unit: 'ms' },
      { section: 'sync-core', name: 'pull ÷ select + stringify (goal ≤ 1.5)', value: (median(pullRuns) / median(selectRuns)).toFixed(2) },
    );
  } finally {
    await db.close();
    await fresh.drop();
  }
  return figures;
}
