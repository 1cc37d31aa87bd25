import type { Deps } from '../context';
import { claimDueCertificates, releaseReminder } from '../repos/compliance';
import { addDaysIso, formatDateAU, todayIso } from '../../src/domain/dates';
import { certificateName, deadlineStatement, REMIND_DAYS_AHEAD, reminderText } from '../../src/domain/compliance/certificates';
import { ruleById } from '../../src/domain/compliance/rules-lookup';

/**
 * Certificate reminders by email (issue 22), run with the overdue-invoice reminders (api/services/document-mail.ts):
 * each open certificate due within the reminder window (or already overdue) is emailed to its tradie once, with what
 * is due, by when, where it is lodged and the rule's source. The in-app reminder at open covers the offline case.
 */
export async function runCertificateReminders(deps: Pick<Deps, 'sql' | 'mailer' | 'log'>, now: Date = new Date()): Promise<number> {
  const today = todayIso(now);
  const due = await claimDueCertificates(deps.sql, today, addDaysIso(today, REMIND_DAYS_AHEAD));
  let sent = 0;
  for (const c of due) {
    const rule = ruleById(c.ruleId);
    const subject = reminderText(c.ruleId, c.siteAddress, c.dueOn, today);
    try {
      await deps.mailer.send({
        to: c.email,
        subject,
        text: [
          `${subject} (by ${formatDateAU(c.dueOn)}).`,
          '',
          deadlineStatement(rule),
          `Source: ${rule.sources.map((s) => `${s.title} ${s.url}`).join('; ')} (checked ${rule.checked})`,
          '',
          `Open the job in Tradie Toolbox to finish the ${certificateName(c.ruleId)} record and mark it lodged.`,
        ].join('\n'),
      });
      sent++;
    } catch (err) {
      deps.log('error', `certificate reminder ${c.id} failed`, err);
      await releaseReminder(deps.sql, c.id);
    }
  }
  return sent;
}
