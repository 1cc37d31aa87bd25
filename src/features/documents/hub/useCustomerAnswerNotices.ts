import { useEffect, useRef } from 'react';
import { kvGet, kvSet } from '../../../data/local-db';
import { toast } from '../../../app/toast/store';
import type { QuoteRow } from '../records/quote-queries';
import { customerLine } from './model';

const seenKey = (userId: string) => `answers.seen.${userId}`;
const keyOf = (quoteId: string, at: string) => `${quoteId}@${at}`;

/**
 * Tells the tradie when a customer accepts or declines a quote on its link (issue 12). The answer reaches this device
 * through the normal sync pull (on focus, on a timer, or "Sync now"); this watches the quotes and, for an answer it has
 * not shown before, shows a toast and — if the person allowed notifications — a system notification. Answers already
 * on the device the first time it runs are only marked as seen, so signing in never replays old news.
 */
export function useCustomerAnswerNotices(userId: string, quotes: readonly QuoteRow[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!userId || !quotes) return;
    let live = true;
    void (async () => {
      const stored = await kvGet<string[]>(seenKey(userId));
      const first = stored === undefined && seen.current === null;
      seen.current ??= new Set(stored ?? []);
      const fresh: QuoteRow[] = [];
      for (const q of quotes) {
        for (const e of q.customerEvents ?? []) {
          if (e.kind === 'viewed') continue;
          const k = keyOf(q.id, e.at);
          if (seen.current.has(k)) continue;
          seen.current.add(k);
          if (!first) fresh.push(q);
        }
      }
      if (!live) return;
      await kvSet(seenKey(userId), [...seen.current].slice(-500));
      for (const q of fresh) {
        const line = customerLine(q.customerEvents, q.declineReason) ?? '';
        const title = q.status === 'rejected' ? 'Quote Declined' : 'Quote Accepted';
        toast({ title, description: `${q.jobNumber ?? q.title}: ${line}` });
        if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
          try {
            new Notification(title, { body: `${q.jobNumber ?? q.title}: ${line}`, tag: `answer-${q.id}` });
          } catch {
            /* some browsers allow notifications from the service worker only */
          }
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, quotes]);
}
