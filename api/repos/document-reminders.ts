import type { Db } from '../db';
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { stateTimeZone } from '../../src/domain/documents/from-entities';
import { queueDocumentEmail } from './document-emails';
import { linkPath, mintLink } from './document-links';
import { withUserTx } from '../sync/tx';

/**
 * Overdue reminders (issue 12). A business sets steps in days after the due date (settings.reminder_days, e.g. 7 and
 * 14). For each final invoice still owing money, with a customer email, each step that has come is queued once as an
 * email (kind 'reminder-<days>') and remembered on the invoice (reminders_sent), so a step is never sent twice. Paying
 * in full stops them: a paid invoice is never picked, and a reminder queued before the payment is dropped at delivery.
 * Each reminder carries a freshly minted pay link (none if the tradie turned the invoice's links off) and the pay block.
 * Returns the users who got a reminder queued, whose emails the caller then delivers.
 */
export async function queueOverdueReminders(sql: Db, now: Date = new Date()): Promise<string[]> {
  const candidates = await sql<
    {
      id: string;
      user_id: string;
      due_date: string;
      reminder_days: number[];
      reminders_sent: number[];
      customer_email: string;
      state: string | null;
    }[]
  >`
    select i.id, i.user_id, i.due_date::text as due_date, s.reminder_days, i.reminders_sent, i.customer_email, u.state
    from invoices i
    join settings s on s.user_id = i.user_id
    join users u on u.id = i.user_id
    where i.deleted_at is null and i.status in ('sent', 'viewed', 'part_paid', 'overdue')
      and i.due_date is not null and i.customer_email <> '' and jsonb_array_length(s.reminder_days) > 0
      and i.paid_cents < i.total_cents`;
  const users = new Set<string>();
  for (const inv of candidates) {
    const today = todayIso(now, stateTimeZone(inv.state));
    const due = inv.reminder_days.filter((d) => !inv.reminders_sent.includes(d) && addDaysIso(inv.due_date, d) <= today);
    if (!due.length) continue;
    // Only the latest step that has come: a business that turns reminders on late does not send a burst of them.
    const step = Math.max(...due);
    await withUserTx(sql, inv.user_id, async (tx) => {
      // Bookkeeping, not a user edit: no version bump. Comparing with what was read makes a concurrent run queue it once.
      const [claimed] = await tx`update invoices set reminders_sent = reminders_sent || ${tx.json(due)}
        where id = ${inv.id} and reminders_sent = ${tx.json(inv.reminders_sent)} returning id`;
      if (!claimed) return;
      // The pay link: the server keeps only hashes of the links it has, so the reminder carries a fresh one (issue 23).
      const token = await mintLink(tx, inv.user_id, 'invoice', inv.id);
      await queueDocumentEmail(tx, inv.user_id, 'invoice', inv.id, inv.customer_email.trim(), {
        emailKind: `reminder-${step}`,
        linkPath: token ? linkPath(token) : null,
      });
    });
    users.add(inv.user_id);
  }
  return [...users];
}
