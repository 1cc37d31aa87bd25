import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, TEST_DATABASE_URL, databaseUrlOf } from '../helpers/api';
import { freePort, NodeClient, startApiNode, type ApiNode } from '../helpers/nodes';
import { SseReader } from '../helpers/sse';
import { startStripeStandIn, type StripeStandIn } from '../helpers/stripe-stand-in';
import { createApp } from '../../api/app';
import type { Deps } from '../../api/context';
import { buildDeps } from '../../api/deps';
import { readEnv } from '../../api/env';
import { migrate } from '../../api/migrate';
import { memoryBus } from '../../api/services/live';
import type { Database } from '../../api/db';
import { invoiceArgs, invoiceItem } from './documents-builders';
import { chargeRefunded, sessionCompleted, signed, STRIPE_ENV } from '../helpers/stripe-events';

/**
 * Exactly once across nodes (issue 23: "the webhook's exactly-once on PGlite and Postgres across two API processes"):
 * two API nodes on one database receive the same Stripe events at the same moment (Stripe retries; a load balancer
 * spreads them) — the invoice gets one payment, one refund, and the device connected to the other node is woken.
 *
 * - Postgres: two real API processes (`node api/server.ts`), each with its own pool and LISTEN connection.
 * - PGlite: two app instances, each with its own deps and its own HTTP listener, in one process on one PGlite. Not two
 *   processes: PGlite is an embedded single-session database that one process opens (its data directory is locked),
 *   and serving it to a second process through @electric-sql/pglite-socket with more than one connection is not
 *   sound — that server queues protocol messages one by one across connections, so two clients' extended-protocol
 *   batches (Parse/Bind/Execute/Sync) interleave in the one session (electric-sql/pglite issue #1046, open), which
 *   would test the socket's defect, not our webhook. The two instances share the process's in-process live bus, as
 *   the one PGlite process does in production. What this proves on PGlite: the claim is in the database (the primary
 *   keys of stripe_events and card_payments, in the invoice write's transaction), not in any instance's memory.
 */
const PORT_A = await freePort();
const PORT_B = await freePort();

interface Node {
  url: string;
}

describe.runIf(TEST_DATABASE_URL)('card payment webhooks across two API nodes on postgres', () => {
  let db: Database;
  let a: ApiNode;
  let b: ApiNode;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    db = await openMigratedTestDatabase('postgres');
    await migrate(db.sql);
    const url = await databaseUrlOf(db);
    const env = STRIPE_ENV(standIn.url);
    [a, b] = await Promise.all([
      startApiNode({ port: PORT_A, databaseUrl: url, env }),
      startApiNode({ port: PORT_B, databaseUrl: url, env }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await standIn?.close();
  });

  it(
    'the same payment delivered 10 times to each node, under two event ids, is recorded once and wakes the device on the other node',
    () => deliveredToBoth(db, a, b),
    60_000,
  );
});

/** The scenario on two nodes of one database. */
async function deliveredToBoth(db: Database, a: Node, b: Node) {
  const onA = new NodeClient(a.url);
  const reg = await onA.req('POST', '/api/auth/register', {
    email: `stripe-nodes-${Date.now()}@example.com`,
    password: 'correct horse battery',
  });
  expect(reg.status).toBe(201);
  const userId = (reg.body as { user: { id: string } }).user.id;
  // The tradie's device, connected to the other node (sessions live in the database).
  const live = await fetch(`${b.url}/api/live`, { headers: { cookie: onA.cookie } });
  expect(live.status).toBe(200);
  const stream = new SseReader(live);
  await stream.next((e) => e.event === 'ready');
  expect(
    (await onA.req('POST', '/api/company', { name: 'Coastline Plumbing Pty Ltd', abn: '53004085616', gstRegistered: true })).status,
  ).toBe(200);
  const inv = invoiceArgs({ items: [invoiceItem('Hot water unit', 1, 110_000)] });
  const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
  const pushed = await onA.req('POST', '/api/sync/push', {
    clientId: `c-${randomUUID()}`,
    mutations: [
      { id: 1, name: 'invoice.create', args: inv },
      { id: 2, name: 'invoice.send', args: { id: inv.id, to: null, link } },
    ],
  });
  expect((pushed.body as { results: { status: string }[] }).results.map((r) => r.status)).toEqual(['applied', 'applied']);

  const seen = stream.events.length;
  const pi = `pi_${randomUUID()}`;
  const first = sessionCompleted({ userId, invoiceId: inv.id as string, pi, amount: 121_000 });
  const second = { ...first, id: `evt_${randomUUID()}` };
  const post = (node: Node, event: object) => {
    const { payload, header } = signed(event);
    return fetch(`${node.url}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    }).then(async (r) => ((await r.json()) as { outcome: string }).outcome);
  };
  const outcomes = await Promise.all([...Array(10)].flatMap(() => [post(a, first), post(b, first), post(a, second), post(b, second)]));
  expect(outcomes.filter((o) => o === undefined)).toEqual([]);
  expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
  expect(new Set(outcomes)).toEqual(new Set(['recorded', 'replay', 'ignored: payment already recorded']));

  await stream.next((e) => e.event === 'change', seen, 5000);
  const row = (await onA.req('GET', `/api/invoices/${inv.id as string}`)).body as { status: string; payments: unknown[] };
  expect(row.status).toBe('paid');
  expect(row.payments).toHaveLength(1);

  // A $210 refund, delivered 5 times to each node: taken off once, part paid, and the device on node B is woken.
  const seenBeforeRefund = stream.events.length;
  const refund = chargeRefunded(pi, 21_000);
  const refundOutcomes = await Promise.all([...Array(5)].flatMap(() => [post(a, refund), post(b, refund)]));
  expect(refundOutcomes.filter((o) => o === 'refunded')).toHaveLength(1);
  expect(new Set(refundOutcomes)).toEqual(new Set(['refunded', 'replay']));
  await stream.next((e) => e.event === 'change', seenBeforeRefund, 5000);
  await stream.cancel();
  const refunded = (await onA.req('GET', `/api/invoices/${inv.id as string}`)).body as {
    status: string;
    payments: { amountCents: number }[];
  };
  expect(refunded.status).toBe('part_paid');
  expect(refunded.payments.map((p) => p.amountCents)).toEqual([100_000]);
  const [{ n }] = await db.sql`select count(*)::int as n from stripe_events where event_id in (${first.id}, ${second.id})`;
  expect(n).toBe(2);
}

describe('card payment webhooks across two app instances on one PGlite', () => {
  let db: Database;
  let standIn: StripeStandIn;
  const dataDirs: string[] = [];
  const instances: { deps: Deps; server: ServerType; url: string }[] = [];
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    db = await openMigratedTestDatabase('pglite');
    await migrate(db.sql);
    // one live bus for the process (both instances publish to it and wake their own streams from it)
    const live = memoryBus();
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-stripe-pglite-'));
      dataDirs.push(dataDir);
      const env = readEnv({
        DATA_DIR: dataDir,
        APP_ORIGIN: 'http://localhost:3000',
        APP_SECRET: 'a-test-secret-shared-by-every-node-0123456789',
        LOG_LEVEL: 'silent',
        ...STRIPE_ENV(standIn.url),
      });
      const deps = await buildDeps(env, db, { live });
      const app = createApp(deps);
      const server = await new Promise<ServerType>((resolve) => {
        const srv = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(srv));
      });
      instances.push({ deps, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  }, 90_000);
  afterAll(async () => {
    await instances[0]?.deps.live.close();
    for (const { deps, server } of instances) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await deps.background?.idle();
      for (const hook of deps.closeHooks ?? []) await hook();
    }
    await db?.close();
    await standIn?.close();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it(
    'the same payment delivered 10 times to each instance, under two event ids, is recorded once and wakes the device on the other',
    () => deliveredToBoth(db, { url: instances[0].url }, { url: instances[1].url }),
    60_000,
  );
});
