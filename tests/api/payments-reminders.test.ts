import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, signedInClient, startTestServer, type TestServer } from '../helpers/api';
import { invoiceArgs, push, setUpBusiness } from './documents-builders';
import { runOverdueReminders } from '../../api/services/document-mail';

/** Overdue reminders (issue 12): N days after the due date, once per step, through the mail interface, stopped by payment. */
describe.each(backends)('overdue reminders on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const at = (iso: string) => new Date(`${iso}T02:00:00Z`); // midday in NSW

  async function overdueInvoice(reminderDays: number[]) {
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    await client.put('/api/document-settings', { reminderDays });
    const inv = invoiceArgs({
      invoiceNumber: 'INV-0009',
      customerEmail: 'jo@example.com',
      invoiceDate: '2026-11-01',
      dueDate: '2026-11-08',
    });
    await push(client, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.send', args: { id: inv.id, to: null } },
    ]);
    return { client, inv };
  }
  const reminders = () => server.mail.filter((m) => m.subject.startsWith('Reminder:'));

  it('emails the customer once per step after the due date, never twice, with what is still owing', async () => {
    server.mail.length = 0;
    const { client, inv } = await overdueInvoice([7, 14]);
    await push(client, [
      {
        name: 'invoice.recordPayment',
        args: { id: inv.id, payment: { id: randomUUID(), date: '2026-11-09', amountCents: 10_000, method: 'Cash' } },
      },
    ]);
    await runOverdueReminders(server.deps, at('2026-11-14')); // 6 days late: nothing yet
    expect(reminders()).toHaveLength(0);
    await runOverdueReminders(server.deps, at('2026-11-15')); // 7 days: the first step
    await runOverdueReminders(server.deps, at('2026-11-16')); // still step one: not again
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({
      to: 'jo@example.com',
      subject: `Reminder: invoice INV-0009 from Coastline Plumbing Pty Ltd is overdue`,
    });
    // $500 + $220 = $720 + GST = $792, less $100 paid
    expect(reminders()[0].text).toContain('was due on 08/11/2026 and $692.00 is still owing.');
    await runOverdueReminders(server.deps, at('2026-11-22')); // 14 days: the second step
    await runOverdueReminders(server.deps, at('2026-12-30'));
    expect(reminders()).toHaveLength(2);
  });

  it('payment in full stops them, and no reminders are sent when the business has none set', async () => {
    server.mail.length = 0;
    const { client, inv } = await overdueInvoice([3]);
    await push(client, [{ name: 'invoice.markPaid', args: { id: inv.id, paidDate: '2026-11-10', paymentMethod: 'Card' } }]);
    await runOverdueReminders(server.deps, at('2026-11-20'));
    expect(reminders()).toHaveLength(0);
    await overdueInvoice([]);
    await runOverdueReminders(server.deps, at('2026-12-20'));
    expect(reminders()).toHaveLength(0);
  });

  const linkIn = (text: string) => /View it and pay online: http:\/\/localhost:3000(\/api\/p\/[A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('an overdue reminder carries a fresh pay link that opens the invoice, and the pay block; none once links are turned off (issue 23)', async () => {
    server.mail.length = 0;
    const { client, inv } = await overdueInvoice([7, 14]);
    await client.put('/api/document-settings', { payId: 'jobs@coastline.example' });
    await push(client, [
      {
        name: 'invoice.recordPayment',
        args: { id: inv.id, payment: { id: randomUUID(), date: '2026-11-09', amountCents: 10_000, method: 'Cash' } },
      },
    ]);
    await runOverdueReminders(server.deps, at('2026-11-15'));
    expect(reminders()).toHaveLength(1);
    const text = reminders()[0].text;
    const path = linkIn(text);
    expect(path).toBeDefined();
    for (const line of [
      'How to pay: $692.00',
      'Pay by bank transfer or PayID with the reference INV-0009, so your payment is matched to this invoice.',
      'Amount: $692.00',
      'PayID: jobs@coastline.example',
      'BSB: 062-000',
      'Account number: 12345678',
      'Reference: INV-0009',
    ])
      expect(text.split('\n')).toContain(line);
    const page = await server.client().get(path!);
    expect(page.status).toBe(200);
    expect(page.body).toContain('How to pay: $692.00');
    // only the link's hash is kept: the token is in no table once the email is delivered
    const token = path!.split('/').pop()!;
    const [{ n }] = await server.db.sql`select count(*)::int as n from document_emails where link_url like ${'%' + token + '%'}`;
    expect(n).toBe(0);

    // the tradie turns the invoice's links off: the next step reminds without a link, and switches none back on
    await push(client, [{ name: 'invoice.revokeLinks', args: { id: inv.id } }]);
    expect((await server.client().get(path!)).status).not.toBe(200);
    await runOverdueReminders(server.deps, at('2026-11-22'));
    expect(reminders()).toHaveLength(2);
    expect(linkIn(reminders()[1].text)).toBeUndefined();
    expect(reminders()[1].text).toContain('Reference: INV-0009');
    const [{ live }] = await server.db.sql`select count(*)::int as live from document_links
      where document_id = ${inv.id as string} and revoked_at is null`;
    expect(live).toBe(0);
  });

  it('the tradie sends a reminder from the device with the link it holds; a turned-off link, a draft or a paid invoice is refused (issue 23)', async () => {
    server.mail.length = 0;
    const { client } = await signedInClient(server);
    await setUpBusiness(client);
    const inv = invoiceArgs({
      invoiceNumber: 'INV-0010',
      customerEmail: 'sam@example.com',
      invoiceDate: '2026-11-20',
      dueDate: '2099-12-04',
    });
    const link = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    const draftRefused = await push(client, [
      { name: 'invoice.create', args: inv },
      { name: 'invoice.remind', args: { id: inv.id, link } },
    ]);
    expect(draftRefused.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect((await push(client, [{ name: 'invoice.send', args: { id: inv.id, to: null, link } }])).results[0].status).toBe('applied');
    server.mail.length = 0;
    expect((await push(client, [{ name: 'invoice.remind', args: { id: inv.id, link } }])).results[0].status).toBe('applied');
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toMatchObject({ to: 'sam@example.com', subject: 'Reminder: invoice INV-0010 from Coastline Plumbing Pty Ltd' });
    const text = reminders()[0].text;
    expect(text).toContain('is due on 04/12/2099: $792.00 is owing.');
    expect(linkIn(text)).toBe(`/api/p/${link.token}`);
    expect(text.split('\n')).toEqual(expect.arrayContaining(['How to pay: $792.00', 'BSB: 062-000', 'Reference: INV-0010']));

    // turned off: the same link cannot be sent again, nor can a link of another invoice
    await push(client, [{ name: 'invoice.revokeLinks', args: { id: inv.id } }]);
    const revoked = await push(client, [{ name: 'invoice.remind', args: { id: inv.id, link } }]);
    expect(revoked.results[0]).toMatchObject({ status: 'rejected', message: expect.stringContaining('This link was turned off') });
    // a new link works; once paid, a reminder is refused
    const fresh = { id: randomUUID(), token: randomBytes(32).toString('base64url') };
    expect((await push(client, [{ name: 'invoice.remind', args: { id: inv.id, link: fresh } }])).results[0].status).toBe('applied');
    await push(client, [{ name: 'invoice.markPaid', args: { id: inv.id, paidDate: '2026-11-25', paymentMethod: 'Cash' } }]);
    const paid = await push(client, [{ name: 'invoice.remind', args: { id: inv.id, link: fresh } }]);
    expect(paid.results[0]).toMatchObject({ status: 'rejected', message: expect.stringContaining('paid in full') });
    expect(reminders()).toHaveLength(2);
  });
});
