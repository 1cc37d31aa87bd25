import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { Device } from '../helpers/device';
import { invoiceArgs, push, quoteArgs, setUpBusiness } from './documents-builders';
import { handBackNumbers, peekNumber, refillNumbers, takeNumber } from '../../src/features/documents/records/numbers';
import type { MutationArgs } from '../../src/domain/sync/mutations';

describe.each(backends)('document numbers on %s (issue 12)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function business(devices: number) {
    const { client, user } = await signedInClient(server);
    await setUpBusiness(client);
    const out: Device[] = [];
    for (let i = 0; i < devices; i++) {
      const d = new Device(server, client.cookie, user.id);
      await d.signIn();
      out.push(d);
    }
    return { client, user, devices: out };
  }

  async function offlineInvoice(d: Device) {
    const invoiceNumber = await takeNumber(d.db, d.userId, 'invoice');
    await d.mutate('invoice.create', invoiceArgs({ invoiceNumber }) as MutationArgs<'invoice.create'>);
    return invoiceNumber;
  }

  it('two devices offline at once number their invoices and quotes from their own blocks and never clash', async () => {
    const {
      client,
      devices: [phone, tablet],
    } = await business(2);
    await refillNumbers(phone.db, phone.userId, { fetch: phone.fetch as typeof fetch });
    await refillNumbers(tablet.db, tablet.userId, { fetch: tablet.fetch as typeof fetch });
    expect(await peekNumber(phone.db, phone.userId, 'invoice')).toBe('INV-0001');
    expect(await peekNumber(tablet.db, tablet.userId, 'invoice')).toBe('INV-0006'); // blocks of 5 (issue 21)
    expect(await peekNumber(phone.db, phone.userId, 'quote')).toBe('Q-0001');

    phone.network = 'down';
    tablet.network = 'down';
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(await offlineInvoice(phone), await offlineInvoice(tablet));
    const q1 = await takeNumber(phone.db, phone.userId, 'quote');
    const q2 = await takeNumber(tablet.db, tablet.userId, 'quote');
    await phone.mutate('quote.create', quoteArgs({ jobNumber: q1 }) as MutationArgs<'quote.create'>);
    await tablet.mutate('quote.create', quoteArgs({ jobNumber: q2 }) as MutationArgs<'quote.create'>);
    expect(made.sort()).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0006', 'INV-0007', 'INV-0008']);
    expect([q1, q2]).toEqual(['Q-0001', 'Q-0006']);

    phone.network = 'up';
    tablet.network = 'up';
    expect(await tablet.sync()).toBe('done');
    expect(await phone.sync()).toBe('done');
    expect(await phone.db.syncIssues.count()).toBe(0);
    expect(await tablet.db.syncIssues.count()).toBe(0);
    const numbers = ((await client.get('/api/invoices')).body as Array<{ invoiceNumber: string }>).map((i) => i.invoiceNumber).sort();
    expect(numbers).toEqual(made);
    const quotes = ((await client.get('/api/quotes')).body as Array<{ jobNumber: string }>).map((q) => q.jobNumber).sort();
    expect(quotes).toEqual(['Q-0001', 'Q-0006']);
    // Both hand back what they did not use (as at sign-out): the tablet's INV-0009..10 were the last handed out, so the
    // next number comes back to 9; the phone's INV-0004..5 lie below the tablet's block and stay a gap.
    await handBackNumbers(tablet.db, tablet.userId, { fetch: tablet.fetch as typeof fetch });
    await handBackNumbers(phone.db, phone.userId, { fetch: phone.fetch as typeof fetch });
    expect((await client.get('/api/document-settings')).body.invoiceNextNumber).toBe(9);
    const next = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: `c-${randomUUID()}`, count: 5 });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ prefix: 'INV-', first: 9, last: 13 });
  });

  it('concurrent reservations never overlap (the server never issues a number twice)', async () => {
    const { client } = await business(0);
    const blocks = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/numbering/reserve', { kind: 'invoice', clientId: `c-${randomUUID()}`, count: 7 })),
    );
    const all = blocks.flatMap((b) => Array.from({ length: b.body.last - b.body.first + 1 }, (_, i) => b.body.first + i));
    expect(new Set(all).size).toBe(42);
    expect(Math.min(...all)).toBe(1);
    expect(Math.max(...all)).toBe(42);
  });

  it('a typed or imported number that is already taken is refused with the reason', async () => {
    const { client } = await business(0);
    const first = await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-0002' }));
    expect(first.status).toBe(201);
    const again = await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-0002' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'NUMBER_TAKEN',
      message: 'Invoice number INV-0002 is already used by another invoice. Pick another number.',
    });
    expect((await client.post('/api/quotes', quoteArgs({ jobNumber: 'Q-0007' }))).status).toBe(201);
    const { results } = await push(client, [{ name: 'quote.create', args: quoteArgs({ jobNumber: 'Q-0007' }) }]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'NUMBER_TAKEN',
      message: 'Quote number Q-0007 is already used by another quote. Pick another number.',
    });
  });

  it('a typed number past the next one moves the sequence past it, so it is never handed out again', async () => {
    const { client } = await business(0);
    expect((await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-0100' }))).status).toBe(201);
    const block = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: `c-${randomUUID()}` });
    expect(block.body.first).toBe(101);
    // Another prefix is not the sequence: it does not move it.
    expect((await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'OLD-9999' }))).status).toBe(201);
    expect((await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: `c-${randomUUID()}` })).body.first).toBe(111);
  });

  it('a device hands back its unused numbers: the next number comes back down unless a later block or a document has them (issue 21)', async () => {
    const { client } = await business(0);
    const phone = `c-${randomUUID()}`;
    const a = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: phone, count: 5 });
    expect(a.body).toMatchObject({ first: 1, last: 5 });
    // INV-0001 used on the phone; 2..5 go back: settings say the next number is 2 and the second device starts there
    expect((await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-0001' }))).status).toBe(201);
    const back = await client.post('/api/numbering/return', { clientId: phone, blockId: a.body.id, from: 2 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual({ returned: 4 });
    expect((await client.get('/api/document-settings')).body.invoiceNextNumber).toBe(2);
    const tablet = `c-${randomUUID()}`;
    const b = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: tablet, count: 5 });
    expect(b.body).toMatchObject({ first: 2, last: 6 });
    // a replay, another device's block, or a block with a later one above it: nothing comes back, nothing moves
    expect((await client.post('/api/numbering/return', { clientId: phone, blockId: a.body.id, from: 2 })).body).toEqual({ returned: 0 });
    expect((await client.post('/api/numbering/return', { clientId: phone, blockId: b.body.id, from: 2 })).body).toEqual({ returned: 0 });
    const c = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: phone, count: 5 });
    expect((await client.post('/api/numbering/return', { clientId: tablet, blockId: b.body.id, from: 3 })).body).toEqual({ returned: 0 });
    // a number a document already has is never handed back: INV-0009 typed by hand inside the phone's block
    expect((await client.post('/api/invoices', invoiceArgs({ invoiceNumber: 'INV-0009' }))).status).toBe(201);
    expect((await client.post('/api/numbering/return', { clientId: phone, blockId: c.body.id, from: 7 })).body).toEqual({ returned: 2 });
    expect((await client.get('/api/document-settings')).body.invoiceNextNumber).toBe(10);
    expect((await client.post('/api/numbering/return', { clientId: phone, blockId: 'nope', from: 1 })).status).toBe(400);
  });

  it('settings set the prefix and next number; lowering it below a number already handed out is refused', async () => {
    const { client } = await business(0);
    const s = await client.get('/api/document-settings');
    expect(s.body).toMatchObject({ invoicePrefix: 'INV-', invoiceNextNumber: 1, quotePrefix: 'Q-', paymentTermsDays: 14 });
    const set = await client.put('/api/document-settings', { invoicePrefix: 'CP-', invoiceNextNumber: 1043, paymentTermsDays: 7 });
    expect(set.status).toBe(200);
    const block = await client.post('/api/numbering/reserve', { kind: 'invoice', clientId: `c-${randomUUID()}`, count: 3 });
    expect(block.body).toMatchObject({ prefix: 'CP-', first: 1043, last: 1045 });
    const lower = await client.put('/api/document-settings', { invoiceNextNumber: 1044 });
    expect(lower.status).toBe(400);
    expect(lower.body.error.message).toBe(
      'invoiceNextNumber: CP-1045 has already been handed out or used, so the next invoice number must be at least 1046.',
    );
    expect((await client.put('/api/document-settings', { invoicePrefix: 'bad prefix' })).status).toBe(400);
    expect((await client.put('/api/document-settings', { paymentTermsDays: 400 })).body.error.message).toBe(
      'paymentTermsDays: Payment terms can be at most 365 days',
    );
  });

  it('every invoice gets payment terms and a due date, by default from settings', async () => {
    const { client } = await business(0);
    await client.put('/api/document-settings', { paymentTermsDays: 7 });
    const res = await client.post(
      '/api/invoices',
      invoiceArgs({ invoiceNumber: 'INV-0001', invoiceDate: '2026-11-20', dueDate: undefined }),
    );
    expect(res.body).toMatchObject({ paymentTermsDays: 7, dueDate: '2026-11-27' });
  });
});
