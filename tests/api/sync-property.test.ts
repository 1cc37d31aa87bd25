import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { quoteArgs, setUpBusiness } from './documents-builders';
import type { MutationArgs } from '../../src/domain/sync/mutations';

/**
 * Random write sequences on two devices of one account, with faults: a lost response (the batch is sent again: a
 * duplicate), the network down, the server forgetting the device's counter (a gap → renumber), a poison value the
 * device cannot spot (a date Postgres refuses), a lapsed session mid-queue (401), and the devices syncing in any
 * order. Afterwards both devices and the server agree, every write is there, and none was applied twice (each quote's
 * server version is exactly 1 + the updates its device made).
 */
type Op =
  | { kind: 'create'; dev: 0 | 1 }
  | { kind: 'rename'; dev: 0 | 1; pick: number }
  | { kind: 'delete'; dev: 0 | 1; pick: number }
  | { kind: 'poison'; dev: 0 | 1 }
  | { kind: 'sync'; dev: 0 | 1; fault: 'none' | 'lost-response' | 'down' | 'forgotten' | 'unauthorised' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), dev: fc.constantFrom(0 as const, 1 as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('rename' as const), dev: fc.constantFrom(0 as const, 1 as const), pick: fc.nat(20) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), dev: fc.constantFrom(0 as const, 1 as const), pick: fc.nat(20) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('poison' as const), dev: fc.constantFrom(0 as const, 1 as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      dev: fc.constantFrom(0 as const, 1 as const),
      fault: fc.constantFrom('none' as const, 'lost-response' as const, 'down' as const, 'forgotten' as const, 'unauthorised' as const),
    }),
  },
);

describe.each(backends)('sync convergence under faults (property) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('two devices converge with nothing lost and nothing applied twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 22 }), async (ops) => {
        const { client, user } = await signedInClient(server);
        await setUpBusiness(client);
        const devices = [new Device(server, client.cookie, user.id), new Device(server, client.cookie, user.id)];
        for (const d of devices) await d.signIn();
        // Each device edits only its own quotes, so the expected end state follows from its own ordered writes.
        const model = [new Map<string, { title: string; updates: number; deleted: boolean }>(), new Map()] as const;
        const poisoned: string[] = [];
        for (const op of ops) {
          const d = devices[op.dev];
          const mine = [...model[op.dev].entries()].filter(([, q]) => !q.deleted);
          if (op.kind === 'create') {
            const q = quoteArgs({ title: `d${op.dev}-created` });
            await d.mutate('quote.create', q as MutationArgs<'quote.create'>);
            model[op.dev].set(q.id, { title: q.title, updates: 0, deleted: false });
          } else if (op.kind === 'rename' && mine.length) {
            const [id, q] = mine[op.pick % mine.length];
            const row = (await d.db.quotes.get(id)) as { baseVersion?: number } | undefined;
            const title = `d${op.dev}-r${q.updates + 1}`;
            await d.mutate('quote.update', { id, baseVersion: row?.baseVersion ?? 1, patch: { title } });
            model[op.dev].set(id, { title, updates: q.updates + 1, deleted: false });
          } else if (op.kind === 'delete' && mine.length) {
            const [id, q] = mine[op.pick % mine.length];
            await d.mutate('quote.delete', { id });
            model[op.dev].set(id, { ...q, deleted: true });
          } else if (op.kind === 'poison' && mine.length) {
            // Converting needs an approved estimate; this one is refused either way — by a rule or by Postgres (30 Feb).
            const invoiceId = randomUUID();
            poisoned.push(invoiceId);
            await d.mutate('quote.convert', {
              id: mine[0][0],
              invoiceId,
              invoiceNumber: `P-${invoiceId.slice(0, 8)}`,
              invoiceDate: '2026-02-30',
            });
          } else if (op.kind === 'sync') {
            if (op.fault === 'lost-response') d.network = 'lose-response';
            if (op.fault === 'down') d.network = 'down';
            if (op.fault === 'unauthorised') d.cookie = '';
            if (op.fault === 'forgotten') await server.db.sql`delete from sync_clients where user_id = ${user.id}`;
            await d.sync();
            d.network = 'up';
            d.cookie = client.cookie;
          }
        }
        // Back online for good: everyone drains, then pulls what the other sent.
        for (let round = 0; round < 2; round++) for (const d of devices) expect(await d.sync()).toBe('done');
        for (const d of devices) expect(await d.outbox()).toHaveLength(0);

        const rows = await server.db.sql<{ id: string; title: string; version: number; deleted_at: Date | null }[]>`
          select id, title, version, deleted_at from quotes where user_id = ${user.id}`;
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const m of model) {
          for (const [id, q] of m) {
            const r = byId.get(id);
            expect(r, `quote ${id} lost`).toBeDefined();
            expect(r!.deleted_at !== null).toBe(q.deleted);
            if (!q.deleted) {
              expect(r!.title).toBe(q.title);
              expect(r!.version, 'an update applied twice (or lost)').toBe(1 + q.updates);
            }
          }
        }
        expect(rows).toHaveLength(model[0].size + model[1].size);
        for (const id of poisoned) expect((await server.db.sql`select count(*)::int as n from invoices where id = ${id}`)[0].n).toBe(0);
        // Both devices hold exactly the server's live quotes, with the server's titles.
        const live = rows
          .filter((r) => !r.deleted_at)
          .map((r) => [r.id, r.title])
          .sort();
        for (const d of devices) {
          const local = (await d.db.quotes.where('userId').equals(user.id).toArray()).map((q) => [q.id, q.title]).sort();
          expect(local).toEqual(live);
        }
      }),
      { numRuns: kind === 'pglite' ? 25 : 15 },
    );
  }, 600_000);
});
