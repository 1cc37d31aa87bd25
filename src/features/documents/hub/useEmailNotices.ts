import { useEffect } from 'react';
import { apiFetch } from '../../../data/api';
import { toast } from '../../../app/toast/store';

interface EmailNotice {
  id: string;
  documentKind: 'quote' | 'invoice' | 'swms';
  document: string;
  to: string;
  error: string | null;
}

const WHAT = { quote: 'Quote', invoice: 'Invoice', swms: 'SWMS' } as const;

/** The notice's words: which document, to whom, why, and what to do about it. */
function emailNoticeText(n: EmailNotice): { title: string; body: string } {
  const what = n.documentKind === 'swms' ? 'SWMS' : `${WHAT[n.documentKind]} ${n.document}`;
  return {
    title: 'Email not delivered',
    body: `${what}: the email to ${n.to} could not be delivered after 24 hours of retries (${n.error ?? 'the mail server did not accept it'}). Use "Send again" or "Copy link" on its card.`,
  };
}

/**
 * Tells the business when a quote or invoice email is given up after its 24 hours of retries (issue 19): the server
 * keeps the given-up email as a notice; this asks for them when the app opens, on focus and when back online, shows
 * each as a toast (and a system notification, if allowed) and marks it seen, so it is shown once across devices.
 */
export function useEmailNotices(userId: string) {
  useEffect(() => {
    if (!userId) return;
    let running = false;
    const check = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const res = await apiFetch('GET', '/api/email-notices', undefined, { quiet401: true });
        const { notices } = (await res.json()) as { notices: EmailNotice[] };
        for (const n of notices) {
          const { title, body } = emailNoticeText(n);
          toast({ title, description: body, variant: 'destructive' });
          if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
            try {
              new Notification(title, { body, tag: `email-${n.id}` });
            } catch {
              /* some browsers allow notifications from the service worker only */
            }
          }
          await apiFetch('POST', `/api/email-notices/${n.id}/seen`, {}, { quiet401: true });
        }
      } catch {
        /* offline or signed out: asked again on the next focus */
      } finally {
        running = false;
      }
    };
    void check();
    const onWake = () => void check();
    window.addEventListener('focus', onWake);
    window.addEventListener('online', onWake);
    return () => {
      window.removeEventListener('focus', onWake);
      window.removeEventListener('online', onWake);
    };
  }, [userId]);
}
