import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { importedItemId } from '../../src/domain/price-book/ids';
import { MutationInputError } from '../../src/data/sync/mutate';

const line = (userId: string, code: string, costCents: number) => ({
  id: importedItemId(userId, 'Reece', code),
  description: `Copper fitting ${code}`,
  code,
  supplier: 'Reece',
  unit: 'ea' as const,
  costCents,
  sellCents: costCents + 100,
  gstFree: false,
});

describe.each(backends)('price book on devices (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('two offline devices importing the same supplier lines converge on one row per code, and a kit made offline reaches the other device', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    const tablet = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await tablet.signIn();
    phone.network = 'down';
    tablet.network = 'down';
    const createdAt = new Date().toISOString();
    await phone.mutate('priceItem.import', { createdAt, items: ['A1', 'A2', 'A3'].map((c) => line(me.user.id, c, 1000)) });
    await tablet.mutate('priceItem.import', { createdAt, items: ['A2', 'A3'].map((c) => line(me.user.id, c, 1200)) });
    const kitId = randomUUID();
    await phone.mutate('priceKit.create', {
      id: kitId,
      createdAt,
      name: 'Rough-in',
      items: [{ priceItemId: line(me.user.id, 'A1', 0).id, quantity: 2.5 }],
    });
    expect(await phone.db.priceItems.count()).toBe(3);

    phone.network = 'up';
    tablet.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect(await tablet.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');

    const [{ n }] = await server.db.sql<{ n: number }[]>`select count(*)::int as n from price_items where user_id = ${me.user.id}`;
    expect(n).toBe(3);
    for (const d of [phone, tablet]) {
      const rows = await d.db.priceItems.toArray();
      expect(rows.map((r) => [r.code, r.costCents]).sort()).toEqual([
        ['A1', 1000],
        ['A2', 1200],
        ['A3', 1200],
      ]);
    }
    expect(await tablet.db.priceKits.get(kitId)).toMatchObject({
      name: 'Rough-in',
      items: [{ priceItemId: line(me.user.id, 'A1', 0).id, quantity: 2.5 }],
    });
  });

  it('refuses on the device, before anything is queued, an item with a NUL character', async () => {
    const me = await signedInClient(server);
    const phone = new Device(server, me.client.cookie, me.user.id);
    await phone.signIn();
    await expect(
      phone.mutate('priceItem.create', {
        ...line(me.user.id, 'X', 5),
        id: randomUUID(),
        createdAt: new Date().toISOString(),
        description: 'Bad\u0000',
      }),
    ).rejects.toBeInstanceOf(MutationInputError);
    expect(await phone.outbox()).toHaveLength(0);
  });
});
