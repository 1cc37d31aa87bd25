import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestClient, type TestServer } from '../helpers/api';
import { pdfText } from '../unit/documents/pdf-text';
import { registerEffectRunner } from '../../api/sync/tx';
import { deliverDocumentEmails } from '../../api/services/document-mail';
import { BUSINESS, invoiceArgs, invoiceItem, push, quoteArgs, quoteItem, setUpBusiness } from './documents-builders';

describe.each(backends)('quotes and invoices through the sync push on %s', (kind) => {
  let server: TestServer;
  let a: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    a = (await signedInClient(server)).client;
    await setUpBusiness(a);
    server.mail.length = 0;
  });

  it('converts an approved estimate into a draft invoice with the lines copied, linked both ways, once', async () => {
    const q = quoteArgs({ status: 'approved', items: [quoteItem('Tiling', 12.5, 8_500, 'm²'), quoteItem('Grout', 3, 1_200)] });
    const invoiceId = randomUUID();
    const convert = { name: 'quote.convert', args: { id: q.id, invoiceId, invoiceNumber: 'INV-555', invoiceDate: '2026-11-21' } };
    const { clientId, results } = await push(a, [{ name: 'quote.create', args: q }, convert]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const inv = (await a.get(`/api/invoices/${invoiceId}`)).body;
    expect(inv).toMatchObject({
      status: 'draft',
      invoiceNumber: 'INV-555',
      sourceQuoteId: q.id,
      customerName: 'Jo Citizen',
      dueDate: '2026-12-05',
    });
    // invoices take decimal quantities and a unit (issue 18): the quote's 12.5 m² line is copied as it is
    expect(inv.items).toEqual([
      expect.objectContaining({ description: 'Tiling', quantity: 12.5, unit: 'm²', rateCents: 8_500 }),
      expect.objectContaining({ description: 'Grout', quantity: 3, rateCents: 1_200 }),
    ]);
    const quote = (await a.get(`/api/quotes/${q.id}`)).body;
    expect(inv.subtotalCents).toBe(quote.subtotalCents);
    expect(quote.convertedInvoiceId).toBe(invoiceId);
    // the same push replayed, and the same conversion queued again, change nothing
    const again = await a.post('/api/sync/push', { clientId, mutations: [{ id: 2, ...convert }] });
    expect(again.body.results[0].status).toBe('duplicate');
    expect((await push(a, [convert])).results[0].status).toBe('applied');
    expect((await a.get('/api/invoices')).body).toHaveLength(1);
    // converting into another invoice (a second device) is refused, naming the first
    const second = await push(a, [{ name: 'quote.convert', args: { ...convert.args, invoiceId: randomUUID(), invoiceNumber: 'INV-556' } }]);
    expect(second.results[0]).toMatchObject({ status: 'rejected', code: 'CONFLICT' });
    expect(second.results[0].message).toContain('INV-555');
  });

  it('refuses to convert an estimate that is not approved', async () => {
    const q = quoteArgs({ status: 'sent' });
    const { results } = await push(a, [
      { name: 'quote.create', args: q },
      { name: 'quote.convert', args: { id: q.id, invoiceId: randomUUID(), invoiceNumber: 'INV-1', invoiceDate: '2026-11-21' } },
    ]);
    expect(results[1]).toMatchObject({
      status: 'rejected',
      message: 'Only an approved or accepted estimate can be converted to an invoice.',
    });
    expect((await a.get('/api/invoices')).body).toEqual([]);
  });

  it('approves an estimate when the customer signs it, keeping the image and the time', async () => {
    const q = quoteArgs({ status: 'sent' });
    const signature = { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', signedAt: '2026-11-21T02:00:00.000Z', name: 'Jo' };
    await push(a, [
      { name: 'quote.create', args: q },
      { name: 'quote.sign', args: { id: q.id, signature } },
    ]);
    expect((await a.get(`/api/quotes/${q.id}`)).body).toMatchObject({ status: 'approved', signature });
  });

  it('marks an invoice paid with the date and method', async () => {
    const inv = invoiceArgs({ status: 'sent' });
    const { results } = await push(a, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.markPaid', args: { id: inv.id, paidDate: '2026-11-22', paymentMethod: 'Bank transfer' } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await a.get(`/api/invoices/${inv.id}`)).body).toMatchObject({
      status: 'paid',
      paidDate: '2026-11-22',
      paymentMethod: 'Bank transfer',
    });
  });

  it("refuses to finalise a tax invoice of $1,000 or more without the buyer's name or ABN, and one without the seller's ABN", async () => {
    const big = invoiceArgs({ customerName: '', items: [invoiceItem('Switchboard', 1, 100_000)] });
    const { results } = await push(a, [
      { name: 'invoice.create', args: big },
      { name: 'invoice.send', args: { id: big.id } },
      { name: 'invoice.markPaid', args: { id: big.id, paidDate: '2026-11-22', paymentMethod: 'Cash' } },
    ]);
    expect(results[1]).toMatchObject({
      status: 'rejected',
      code: 'VALIDATION_FAILED',
      message: "For tax invoices of $1,000 or more, add the buyer's name or ABN.",
    });
    expect(results[2].status).toBe('rejected');
    expect((await a.get(`/api/invoices/${big.id}`)).body.status).toBe('draft');
    // $999.90 incl. GST: the buyer may stay anonymous
    const small = invoiceArgs({ customerName: '', items: [invoiceItem('Repair', 1, 90_900)] });
    expect(
      (
        await push(a, [
          { name: 'invoice.create', args: small },
          { name: 'invoice.send', args: { id: small.id } },
        ])
      ).results[1].status,
    ).toBe('applied');
    // exactly $1,000 incl. GST already needs the buyer
    const exact = invoiceArgs({ customerName: '', items: [invoiceItem('Repair', 1, 90_909)] });
    expect(
      (
        await push(a, [
          { name: 'invoice.create', args: exact },
          { name: 'invoice.send', args: { id: exact.id } },
        ])
      ).results[1].status,
    ).toBe('rejected');

    await setUpBusiness(a, { abn: '' });
    const noAbn = invoiceArgs();
    const r = await push(a, [
      { name: 'invoice.create', args: noAbn },
      { name: 'invoice.send', args: { id: noAbn.id } },
    ]);
    expect(r.results[1]).toMatchObject({ status: 'rejected', message: 'Add your ABN — a tax invoice must show it.' });
  });

  it('emails the PDF once when a quote is sent, even when the push is replayed', async () => {
    const q = quoteArgs({ clientEmail: 'jo@example.com' });
    const batch = {
      clientId: `c-${randomUUID()}`,
      mutations: [
        { id: 1, name: 'quote.create', args: q },
        { id: 2, name: 'quote.send', args: { id: q.id } },
      ],
    };
    expect((await a.post('/api/sync/push', batch)).body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect((await a.post('/api/sync/push', batch)).body.results.map((r: { status: string }) => r.status)).toEqual([
      'duplicate',
      'duplicate',
    ]);
    expect(server.mail).toHaveLength(1);
    const [mail] = server.mail;
    expect(mail.to).toBe('jo@example.com');
    expect(mail.subject).toContain(BUSINESS);
    expect(mail.attachments![0].filename).toMatch(/^Quote_Jo_Citizen_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(await pdfText(mail.attachments![0].content)).toContain('Bathroom re-pipe');
    const quote = (await a.get(`/api/quotes/${q.id}`)).body;
    expect(quote.status).toBe('sent');
    expect(quote.emailSentAt).not.toBeNull();
    expect(quote.baseVersion).toBe(2); // the email's bookkeeping is not an edit
  });

  it('emails a sent invoice to the customer as a tax invoice, and sends nothing when there is no email', async () => {
    const withEmail = invoiceArgs({ customerEmail: 'jo@example.com' });
    const without = invoiceArgs({ customerEmail: '' });
    await push(a, [
      { name: 'invoice.create', args: withEmail },
      { name: 'invoice.create', args: without },
      { name: 'invoice.send', args: { id: withEmail.id } },
      { name: 'invoice.send', args: { id: without.id } },
    ]);
    expect(server.mail).toHaveLength(1);
    expect(server.mail[0].subject).toBe(`Tax Invoice ${withEmail.invoiceNumber} from ${BUSINESS}: Hot water system`);
    expect(await pdfText(server.mail[0].attachments![0].content)).toContain('Tax Invoice');
    expect((await a.get(`/api/invoices/${without.id}`)).body.status).toBe('sent');
  });

  it('keeps a failed email queued and delivers it on a later push instead of losing it', async () => {
    let fail = true;
    const original = server.deps.mailer.send;
    server.deps.mailer.send = async (m) => {
      if (fail) throw new Error('SMTP down');
      return original(m);
    };
    try {
      const q = quoteArgs({ clientEmail: 'jo@example.com' });
      const { results } = await push(a, [
        { name: 'quote.create', args: q },
        { name: 'quote.send', args: { id: q.id } },
      ]);
      expect(results[1].status).toBe('applied'); // the send itself succeeded
      expect(server.mail).toHaveLength(0);
      const [job] = await server.db
        .sql`select last_error, sent_at, next_attempt_at, failed_at from document_emails where document_id = ${q.id}`;
      expect(job).toMatchObject({ last_error: 'SMTP down', sent_at: null });
      expect(job).toMatchObject({ next_attempt_at: expect.any(Date), failed_at: null }); // retried later, on a timer
      fail = false;
      // a push before the backoff has passed does not hammer the mail server…
      const next = { id: randomUUID(), name: 'Next', email: '', phone: '', address: '', createdAt: new Date().toISOString() };
      await push(a, [{ name: 'client.create', args: next }]);
      expect(server.mail).toHaveLength(0);
      // …and once the retry is due, the next push (or the retry timer) delivers it
      await server.db.sql`update document_emails set next_attempt_at = now() - interval '1 second' where document_id = ${q.id}`;
      await push(a, [{ name: 'client.update', args: { id: next.id, patch: { name: 'Next one' } } }]);
      expect(server.mail).toHaveLength(1);
      // with nothing due, a push runs no delivery at all after its commit (the counter update found none due)
      const ran: string[] = [];
      const recorded = async (effect: { kind: string; userId: string }) => {
        ran.push(effect.kind);
        await deliverDocumentEmails(server.deps, effect.userId);
      };
      registerEffectRunner(server.db.sql, { 'document-emails': recorded, 'user-pushed': recorded });
      await push(a, [{ name: 'client.update', args: { id: next.id, patch: { name: 'Next two' } } }]);
      expect(ran).toEqual([]);
      const again = quoteArgs({ clientEmail: 'sam@example.com' });
      await push(a, [
        { name: 'quote.create', args: again },
        { name: 'quote.send', args: { id: again.id } },
      ]);
      expect(ran).toContain('document-emails');
      expect(server.mail).toHaveLength(2);
    } finally {
      server.deps.mailer.send = original;
    }
  });

  it('reports a stale edit of the same field as a conflict naming it, and never overwrites', async () => {
    const q = quoteArgs();
    await push(a, [
      { name: 'quote.create', args: q },
      { name: 'quote.update', args: { id: q.id, baseVersion: 1, patch: { title: 'Phone title' } } },
    ]);
    const { results } = await push(a, [
      { name: 'quote.update', args: { id: q.id, baseVersion: 1, patch: { title: 'Tablet title', notes: 'n' } } },
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'CONFLICT' });
    expect(results[0].message).toBe(
      'This quote was changed on another device (title) after you started editing it. Your change was not saved: open the quote, check that field and make your change again.',
    );
    expect((await a.get(`/api/quotes/${q.id}`)).body).toMatchObject({ title: 'Phone title', notes: '' });
  });

  it('reports an invoice number taken by another device as needing attention, without renumbering', async () => {
    const first = invoiceArgs({ invoiceNumber: 'INV-1700000000000' });
    const second = invoiceArgs({ invoiceNumber: 'INV-1700000000000' });
    await push(a, [{ name: 'invoice.create', args: first }]);
    const { results } = await push(a, [{ name: 'invoice.create', args: second }]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'NUMBER_TAKEN',
      message: 'Invoice number INV-1700000000000 is already used by another invoice. Pick another number.',
    });
    expect((await a.get('/api/invoices')).body.map((i: { id: string }) => i.id)).toEqual([first.id]);
  });

  it("refuses another user's ids and leaves their rows alone", async () => {
    const q = quoteArgs();
    await push(a, [{ name: 'quote.create', args: q }]);
    const other = (await signedInClient(server)).client;
    const { results } = await push(other, [
      { name: 'quote.create', args: { ...q, title: 'Hijack' } },
      { name: 'quote.update', args: { id: q.id, patch: { title: 'Hijack' } } },
      { name: 'quote.delete', args: { id: q.id } },
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'CONFLICT' });
    expect((await a.get(`/api/quotes/${q.id}`)).body.title).toBe('Bathroom re-pipe');
  });
});
