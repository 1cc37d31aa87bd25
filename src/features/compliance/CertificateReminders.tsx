import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast } from '../../app/toast/store';
import { todayIso } from '../../domain/dates';
import { dueStatus, REMIND_DAYS_AHEAD, reminderText } from '../../domain/compliance/certificates';
import { useOpenCertificates } from './queries';

/**
 * Reminders at open (issue 22): once per app start, a toast for each open certificate due within the reminder window
 * or overdue — "CCEW for 27 Pakington St due in 2 days". Read from the device, so it works with no signal.
 */
export default function CertificateReminders() {
  const userId = useSession((s) => s.user?.id);
  const open = useOpenCertificates(userId);
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !open) return;
    shown.current = true;
    const today = todayIso();
    const due = open.filter(({ certificate: c }) => c.dueOn && dueStatus(c.dueOn, today).daysLeft <= REMIND_DAYS_AHEAD);
    for (const { certificate: c, job } of due.slice(0, 3)) {
      const status = dueStatus(c.dueOn!, today);
      toast({
        title: reminderText(c.ruleId, c.details.siteAddress || job?.siteAddress || '', c.dueOn!, today),
        variant: status.overdue ? 'destructive' : 'default',
        duration: 10_000,
        action: { label: 'Open', onClick: () => void navigate(`/jobs/${c.jobId}`) },
      });
    }
    if (due.length > 3)
      toast({
        title: `${String(due.length - 3)} more certificates due soon`,
        action: { label: 'See all', onClick: () => void navigate('/certificates') },
      });
  }, [open, navigate]);
  return null;
}
