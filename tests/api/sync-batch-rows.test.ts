import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';

/**
 * Every row write of a push is batched (api/sync/batch.ts): a run of consecutive mutations of one name, each of a
 * different row, applies as set-based statements. The rule is that nothing else changes — the same rows, the same
 * per-mutation answers (applied, rejected with the same code) as one at a time. Checked by applying random mixes of
 * the derived plain-row writes (price items, time entries with their server check, conversations with their delete
 * hook) and the materials writes twice: user A in one push (batched), user B one mutation per push (never batched),
 * with the same slots of ids; both users' rows must end identical. Mixes with faults (ids another user holds, a new
 * item without a name, a time that runs backwards) take the fallback; clean mixes stay on the batched path.
 */

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['price', 'list', 'item', 'conv', 'time'] as const;
type Kind = (typeof KINDS)[number];
const SLOTS = 5;
type Ids = Record<Kind, string[]> & { job: string };
const newIds = (): Ids => ({
  price: Array.from({ length: SLOTS }, randomUUID),
  list: Array.from({ length: SLOTS }, randomUUID),
  item: Array.from({ length: SLOTS }, randomUUID),
  conv: Array.from({ length: SLOTS }, randomUUID),
  time: Array.from({ length: SLOTS }, randomUUID),
  job: randomUUID(),
});

/** A mutation over slots, made concrete for one user's ids (slot -1 = the id another user holds). */
type Spec = (ids: Ids, foreign: Ids) => { name: string; args: unknown };

function mix(seed: number, n: number, faults: boolean): Spec[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const slot = () => (faults && r() < 0.08 ? -1 : Math.floor(r() * SLOTS));
  const id = (k: Kind, s: number) => (ids: Ids, foreign: Ids) => (s < 0 ? foreign[k][0] : ids[k][s]);
  const at = '2026-11-20T08:00:00.000Z';
  const specs: Spec[] = [];
  while (specs.length < n) {
    const kind = pick(KINDS);
    const op = pick(['create', 'update', 'delete', 'create', 'update'] as const);
    const runLength = 1 + Math.floor(r() * 6); // runs of one name, as a device queues them
    for (let k = 0; k < runLength && specs.length < n; k++) {
      const s = slot();
      const v = Math.floor(r() * 1000);
      const own = id(kind, s);
      if (kind === 'price') {
        if (op === 'create')
          specs.push((i, f) => ({
            name: 'priceItem.create',
            args: {
              id: own(i, f),
              createdAt: at,
              description: `Item ${v}`,
              code: `C${v}`,
              supplier: 'Bunnings',
              unit: 'ea',
              costCents: v,
              sellCents: v + 1,
              gstFree: v % 2 === 0,
            },
          }));
        else if (op === 'update')
          specs.push((i, f) => ({
            name: 'priceItem.update',
            args: { id: own(i, f), patch: v % 3 ? { sellCents: v + 5 } : { description: `Renamed ${v}`, gstFree: true } },
          }));
        else specs.push((i, f) => ({ name: 'priceItem.delete', args: { id: own(i, f) } }));
      } else if (kind === 'list') {
        const itemSlot = Math.floor(r() * SLOTS);
        if (op === 'create')
          specs.push((i, f) => ({
            name: 'materialsList.create',
            args: {
              id: own(i, f),
              createdAt: at,
              title: `List ${v}`,
              description: '',
              projectType: 'deck',
              items:
                faults && v % 2
                  ? [{ id: i.item[itemSlot], name: `Board ${v}`, quantity: 2, unit: 'pc', notes: '', completed: false, position: 0 }]
                  : [],
            },
          }));
        else if (op === 'update')
          specs.push((i, f) => ({
            name: 'materialsList.update',
            args: { id: own(i, f), patch: v % 4 === 0 ? { jobId: i.job } : { title: `List ${v}` } },
          }));
        else specs.push((i, f) => ({ name: 'materialsList.delete', args: { id: own(i, f) } }));
      } else if (kind === 'item') {
        // an item stays in one list, except in mixes with faults
        const listSlot = faults || s < 0 ? Math.floor(r() * SLOTS) : s;
        if (op === 'delete') specs.push((i, f) => ({ name: 'materialsItem.delete', args: { id: own(i, f) } }));
        else {
          const patch =
            // a new item needs a name: only mixes with faults leave it out
            (op === 'create' || !faults) && !(faults && v % 5 === 0)
              ? { name: `Screw ${v}`, quantity: 1 + (v % 9), completed: v % 2 === 0 }
              : v % 2
                ? { quantity: 1 + (v % 7) }
                : { notes: `note ${v}`, position: v };
          specs.push((i, f) => ({ name: 'materialsItem.upsert', args: { id: own(i, f), listId: i.list[listSlot], patch } }));
        }
      } else if (kind === 'conv') {
        if (op === 'create')
          specs.push((i, f) => ({
            name: 'conversation.create',
            args: { id: own(i, f), createdAt: at, title: `Chat ${v}`, state: 'NSW', trade: 'electrical' },
          }));
        else if (op === 'update')
          specs.push((i, f) => ({ name: 'conversation.update', args: { id: own(i, f), patch: { title: `Chat ${v}` } } }));
        else specs.push((i, f) => ({ name: 'conversation.delete', args: { id: own(i, f) } }));
      } else {
        const start = `2026-11-2${v % 5}T07:00:00.000Z`;
        if (op === 'create')
          specs.push((i, f) => ({
            name: 'jobTime.create',
            args: { id: own(i, f), jobId: i.job, startedAt: start, endedAt: null, note: `t ${v}` },
          }));
        else if (op === 'update') {
          const backwards = faults && v % 4 === 0;
          specs.push((i, f) => ({
            name: 'jobTime.update',
            args: {
              id: own(i, f),
              patch: { endedAt: backwards ? '2026-11-01T00:00:00.000Z' : '2026-11-25T10:00:00.000Z', note: `t ${v}` },
            },
          }));
        } else specs.push((i, f) => ({ name: 'jobTime.delete', args: { id: own(i, f) } }));
      }
    }
  }
  return specs;
}

describe.each(backends)('every row write batched, same outcome as one at a time, on %s', (kind) => {
  let server: TestServer;
  const clients = {} as Record<'a' | 'b' | 'c', TestClient>;
  const users = {} as Record<'a' | 'b' | 'c', string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const k of ['a', 'b', 'c'] as const) {
      const s = await signedInClient(server);
      clients[k] = s.client;
      users[k] = s.user.id;
    }
  });
  afterAll(() => server.close());

  const job = (ids: Ids) => ({
    name: 'job.create',
    args: {
      id: ids.job,
      createdAt: '2026-11-20T08:00:00.000Z',
      title: 'Deck',
      clientId: null,
      siteAddress: '',
      locality: '',
      manualStatus: 'booked',
      scheduledStart: null,
      scheduledEnd: null,
      notes: '',
    },
  });

  /** The user's rows with ids replaced by their slot names, and what the server sets itself left out. */
  async function snapshot(userId: string, ids: Ids) {
    const name = new Map<string, string>([[ids.job, 'job']]);
    for (const k of KINDS) ids[k].forEach((id, s) => name.set(id, `${k}${s}`));
    const sql = server.db.sql;
    const strip = (rows: Record<string, unknown>[]) =>
      rows
        .filter((row) => name.has(row.id as string))
        .map((row) => {
          const out: Record<string, unknown> = {};
          for (const [col, val] of Object.entries(row)) {
            if (['user_id', 'change_no', 'updated_at', 'created_at', 'change_xid'].includes(col)) continue;
            if (col === 'deleted_at') out.deleted = val !== null;
            else if (typeof val === 'string' && name.has(val)) out[col] = name.get(val);
            else out[col] = val instanceof Date ? val.toISOString() : val;
          }
          return out;
        })
        .sort((x, y) => String(x.id).localeCompare(String(y.id)));
    return {
      price: strip(await sql`select * from price_items where user_id = ${userId}`),
      lists: strip(await sql`select * from materials_lists where user_id = ${userId}`),
      items: strip(await sql`select * from materials_items where user_id = ${userId}`),
      convs: strip(await sql`select * from conversations where user_id = ${userId}`),
      times: strip(await sql`select * from job_times where user_id = ${userId}`),
    };
  }

  const outcome = (r: { status: string; code?: string; message?: string }) =>
    r.status === 'rejected' ? `rejected ${r.code} ${r.message}` : r.status;

  for (const [seed, faults] of [
    [1, false],
    [2, false],
    [3, true],
    [4, true],
    [5, false],
  ] as const) {
    it(`seed ${seed}${faults ? ' with faults' : ''}: one push of 100 writes ends as 100 pushes of one`, async () => {
      const specs = mix(seed, 100, faults);
      const foreign = newIds();
      // the other user holds the foreign ids of every kind (and a job of their own)
      const held = [job(foreign), ...foreignRows(foreign)];
      expect(
        (await clients.c.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: held.map((m, i) => ({ id: i + 1, ...m })) }))
          .status,
      ).toBe(200);

      const idsA = newIds();
      const idsB = newIds();
      const batch = [job(idsA), ...specs.map((s) => s(idsA, foreign))].map((m, i) => ({ id: i + 1, ...m }));
      const resA = await clients.a.post('/api/sync/push', { clientId: `c-${randomUUID()}`, mutations: batch });
      expect(resA.status).toBe(200);
      const oneByOne: string[] = [];
      const clientB = `c-${randomUUID()}`;
      const singles = [job(idsB), ...specs.map((s) => s(idsB, foreign))];
      for (const [i, m] of singles.entries()) {
        const res = await clients.b.post('/api/sync/push', { clientId: clientB, mutations: [{ id: i + 1, ...m }] });
        expect(res.status).toBe(200);
        oneByOne.push(outcome(res.body.results[0]));
      }
      expect(resA.body.results.map(outcome)).toEqual(oneByOne);
      if (!faults) expect(oneByOne.filter((o) => o !== 'applied')).toEqual([]);
      else expect(oneByOne.some((o) => o.startsWith('rejected'))).toBe(true);
      expect(await snapshot(users.a, idsA)).toEqual(await snapshot(users.b, idsB));
    }, 120_000);
  }
});

/** The other user's rows at slot 0 of every kind: what a foreign id collides with. */
function foreignRows(f: Ids) {
  const at = '2026-11-20T08:00:00.000Z';
  return [
    {
      name: 'priceItem.create',
      args: {
        id: f.price[0],
        createdAt: at,
        description: 'Theirs',
        code: '',
        supplier: '',
        unit: 'ea',
        costCents: 1,
        sellCents: 2,
        gstFree: false,
      },
    },
    {
      name: 'materialsList.create',
      args: {
        id: f.list[0],
        createdAt: at,
        title: 'Theirs',
        description: '',
        projectType: '',
        items: [{ id: f.item[0], name: 'Theirs', quantity: 1, unit: 'pc', notes: '', completed: false, position: 0 }],
      },
    },
    { name: 'conversation.create', args: { id: f.conv[0], createdAt: at, title: 'Theirs', state: 'NSW', trade: 'plumbing' } },
    { name: 'jobTime.create', args: { id: f.time[0], jobId: f.job, startedAt: at, endedAt: null, note: 'theirs' } },
  ];
}
