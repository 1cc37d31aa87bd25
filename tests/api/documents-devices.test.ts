import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { quoteArgs, quoteItem, setUpBusiness } from './documents-builders';
import type { MutationArgs } from '../../src/domain/sync/mutations';
import { clientIdKey, nextIdKey } from '../../src/data/sync/client-id';

/** Simulated phones and tablets of one business, each with its own IndexedDB, against the real API. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server.close());

async function devices(n: number) {
  const { client, user } = await signedInClient(server);
  await setUpBusiness(client);
  const out: Device[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Device(server, client.cookie, user.id);
    await d.signIn();
    out.push(d);
  }
  return { client, user, devices: out };
}

const newQuote = () => quoteArgs() as MutationArgs<'quote.create'>;
const baseOf = async (d: Device, id: string) => (await d.db.quotes.get(id))?.baseVersion as number | undefined;

describe('quotes across devices', () => {
  it('a quote made offline shows at once with its totals, reaches the server, and the second device sees it', async () => {
    const {
      client,
      devices: [phone, tablet],
    } = await devices(2);
    phone.network = 'down';
    const q = newQuote();
    await phone.mutate('quote.create', q);
    expect(await phone.db.quotes.get(q.id)).toMatchObject({ totalCents: 46_200, baseVersion: 1 });
    expect(await phone.sync()).toBe('offline');
    expect((await client.get('/api/quotes')).body).toEqual([]);
    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect((await client.get(`/api/quotes/${q.id}`)).body.totalCents).toBe(46_200);
    await tablet.sync();
    expect(await tablet.db.quotes.get(q.id)).toMatchObject({ title: 'Bathroom re-pipe', totalCents: 46_200, baseVersion: 1 });
  });

  it('a delete beats an edit made offline on another device, whichever syncs first', async () => {
    for (const deleteFirst of [true, false]) {
      const {
        client,
        devices: [phone, tablet],
      } = await devices(2);
      const q = newQuote();
      await phone.mutate('quote.create', q);
      await phone.sync();
      await tablet.sync();
      phone.network = 'down';
      tablet.network = 'down';
      await phone.mutate('quote.delete', { id: q.id });
      await tablet.mutate('quote.update', { id: q.id, baseVersion: await baseOf(tablet, q.id), patch: { title: 'Edited offline' } });
      phone.network = 'up';
      tablet.network = 'up';
      const order = deleteFirst ? [phone, tablet] : [tablet, phone];
      for (const d of order) await d.sync();
      for (const d of [phone, tablet]) await d.sync();
      expect((await client.get(`/api/quotes/${q.id}`)).status).toBe(404);
      expect(await tablet.db.quotes.get(q.id)).toBeUndefined();
      expect(await phone.db.quotes.get(q.id)).toBeUndefined();
    }
  });

  it('edits of different fields on two offline devices both survive', async () => {
    const {
      client,
      devices: [phone, tablet],
    } = await devices(2);
    const q = newQuote();
    await phone.mutate('quote.create', q);
    await phone.sync();
    await tablet.sync();
    await phone.mutate('quote.update', { id: q.id, baseVersion: await baseOf(phone, q.id), patch: { title: 'Phone title' } });
    await tablet.mutate('quote.update', { id: q.id, baseVersion: await baseOf(tablet, q.id), patch: { notes: 'Tablet notes' } });
    await phone.sync();
    await tablet.sync();
    await phone.sync();
    expect((await client.get(`/api/quotes/${q.id}`)).body).toMatchObject({ title: 'Phone title', notes: 'Tablet notes' });
    for (const d of [phone, tablet]) expect(await d.db.quotes.get(q.id)).toMatchObject({ title: 'Phone title', notes: 'Tablet notes' });
    expect(await tablet.db.syncIssues.count()).toBe(0);
  });

  it('the same field edited on two offline devices is shown as needing attention on the later one, not overwritten', async () => {
    const {
      client,
      devices: [phone, tablet],
    } = await devices(2);
    const q = newQuote();
    await phone.mutate('quote.create', q);
    await phone.sync();
    await tablet.sync();
    await phone.mutate('quote.update', {
      id: q.id,
      baseVersion: await baseOf(phone, q.id),
      patch: { items: [quoteItem('Call-out', 1, 9_900)] },
    });
    await tablet.mutate('quote.update', {
      id: q.id,
      baseVersion: await baseOf(tablet, q.id),
      patch: { items: [quoteItem('Day rate', 1, 80_000)] },
    });
    await phone.sync();
    await tablet.sync();
    const issues = await tablet.db.syncIssues.toArray();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ mutationName: 'quote.update', code: 'CONFLICT' });
    expect(issues[0].message).toContain('(the items)');
    expect((await client.get(`/api/quotes/${q.id}`)).body.totalCents).toBe(10_890);
    expect(await tablet.db.quotes.get(q.id)).toMatchObject({ totalCents: 10_890 });
  });

  it("a run of offline edits on one device never conflicts with the device's own earlier edits", async () => {
    const {
      client,
      devices: [phone],
    } = await devices(1);
    const q = newQuote();
    await phone.mutate('quote.create', q);
    phone.network = 'down';
    for (const title of ['One', 'Two', 'Three']) {
      await phone.mutate('quote.update', { id: q.id, baseVersion: await baseOf(phone, q.id), patch: { title } });
    }
    await phone.mutate('quote.send', { id: q.id });
    await phone.mutate('quote.update', { id: q.id, baseVersion: await baseOf(phone, q.id), patch: { title: 'Four' } });
    phone.network = 'up';
    expect(await phone.sync()).toBe('done');
    expect(await phone.db.syncIssues.count()).toBe(0);
    expect((await client.get(`/api/quotes/${q.id}`)).body).toMatchObject({ title: 'Four', status: 'sent', baseVersion: 6 });
    expect(await baseOf(phone, q.id)).toBe(6);
  });

  it('an edit whose answer was lost is not applied again when a gap makes the device renumber its queue', async () => {
    const {
      client,
      devices: [phone],
    } = await devices(1);
    const q = newQuote();
    await phone.mutate('quote.create', q);
    expect(await phone.sync()).toBe('done');
    await phone.mutate('quote.update', { id: q.id, baseVersion: await baseOf(phone, q.id), patch: { title: 'Edited' } });
    phone.network = 'lose-response'; // the server applies the edit; the phone never hears so
    await phone.sync();
    phone.network = 'up';
    // An entry vanished from the queue: the next write leaves a gap, and the server refuses the batch (409).
    const clientId = (await phone.db.kv.get(clientIdKey(phone.userId)))!.value as string;
    const next = (await phone.db.kv.get(nextIdKey(clientId)))!.value as number;
    await phone.db.kv.put({ key: nextIdKey(clientId), value: next + 1 });
    await phone.mutate('quote.update', { id: q.id, baseVersion: await baseOf(phone, q.id), patch: { notes: 'Gate code 1234' } });
    expect(await phone.sync()).toBe('done');
    // Renumbered under new ids, the first edit would have been applied twice and refused as conflicting with itself.
    expect(await phone.db.syncIssues.toArray()).toEqual([]);
    expect((await client.get(`/api/quotes/${q.id}`)).body).toMatchObject({ title: 'Edited', notes: 'Gate code 1234', baseVersion: 3 });
  });

  it('converting offline makes the draft invoice on the device at once, and the server the same invoice on sync', async () => {
    const {
      client,
      devices: [phone, tablet],
    } = await devices(2);
    const q = { ...newQuote(), status: 'approved' as const };
    await phone.mutate('quote.create', q);
    phone.network = 'down';
    const invoiceId = randomUUID();
    await phone.mutate('quote.convert', { id: q.id, invoiceId, invoiceNumber: 'INV-77', invoiceDate: '2026-11-21' });
    const local = await phone.db.invoices.get(invoiceId);
    expect(local).toMatchObject({ status: 'draft', invoiceNumber: 'INV-77', sourceQuoteId: q.id, subtotalCents: 42_000, gstCents: 4_200 });
    expect(await phone.db.quotes.get(q.id)).toMatchObject({ convertedInvoiceId: invoiceId });
    await phone.mutate('invoice.markPaid', { id: invoiceId, paidDate: '2026-11-22', paymentMethod: 'Card' });
    phone.network = 'up';
    await phone.sync();
    const server = (await client.get(`/api/invoices/${invoiceId}`)).body;
    expect(server).toMatchObject({ status: 'paid', totalCents: local!.totalCents, items: local!.items });
    await tablet.sync();
    expect(await tablet.db.invoices.get(invoiceId)).toMatchObject({ status: 'paid', paymentMethod: 'Card' });
  });
});
