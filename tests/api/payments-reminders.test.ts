import { randomUUID } from 'node:crypto';
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
});
