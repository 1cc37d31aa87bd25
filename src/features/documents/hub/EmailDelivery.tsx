import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../../data/api';
import { useSession } from '../../../app/session';
import { heldLink } from './money-actions';
import { onEmailQueued, queuedRecently } from './email-watch';

interface Delivery {
  state: 'sent' | 'retrying' | 'failed' | 'queued';
  to: string;
  error: string | null;
  nextAttemptAt?: string | null;
}

const IDLE_CHECK_MS = 60_000;
/** After Send: the server delivers within seconds, or its first attempt fails within seconds. */
const AFTER_SEND_CHECKS_MS = [1500, 4000, 8000, 15_000, 30_000];

/** When to ask again: soon after the server's next attempt while retrying, else once a minute. */
function nextCheckMs(d: Delivery | null): number {
  if (d?.state === 'queued') return 3000;
  if (d?.state === 'retrying' && d.nextAttemptAt) {
    return Math.min(IDLE_CHECK_MS, Math.max(2000, Date.parse(d.nextAttemptAt) - Date.now() + 1500));
  }
  return IDLE_CHECK_MS;
}

/**
 * The email delivery state on a document card (issue 19): while the mail server is down the customer has not got the
 * email yet, so the card says so instead of staying silent — "Email not delivered yet — retrying", or after 24 hours
 * "Email failed: {reason}" — with "Send again" (try now) and "Copy link" (the customer link this device made, to share
 * another way). Once the server's retry delivers it, the card says so. Asks the server when online; shows nothing for
 * an email delivered at once, or when there was no email.
 */
export function EmailDelivery({ kind, docId }: { kind: 'quote' | 'invoice'; docId: string }) {
  const userId = useSession((s) => s.user?.id);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  // an email the card has shown as not delivered: its delivery is news, so the card says so
  const [troubled, setTroubled] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/${kind}s/${docId}/email`;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((d: Delivery | null) => {
    setDelivery(d);
    if (d && (d.state === 'retrying' || d.state === 'failed')) setTroubled(true);
  }, []);

  const load = useCallback(async (): Promise<Delivery | null> => {
    if (!navigator.onLine) return null;
    try {
      const res = await apiFetch('GET', path, undefined, { quiet401: true });
      const d = ((await res.json()) as { delivery: Delivery | null }).delivery;
      show(d);
      return d;
    } catch {
      return null; // offline or not on the server yet: nothing to say
    }
  }, [path, show]);

  useEffect(() => {
    let stopped = false;
    let burst: number[] = queuedRecently(docId) ? [...AFTER_SEND_CHECKS_MS] : [];
    const schedule = (d: Delivery | null) => {
      clearTimeout(timer.current);
      if (stopped) return;
      const soon = !d || d.state === 'queued' ? burst.shift() : undefined;
      timer.current = setTimeout(() => void load().then(schedule), soon ?? nextCheckMs(d));
    };
    void load().then(schedule);
    const unwatch = onEmailQueued(docId, () => {
      burst = [...AFTER_SEND_CHECKS_MS];
      schedule(null);
    });
    return () => {
      stopped = true;
      unwatch();
      clearTimeout(timer.current);
    };
  }, [load, docId]);

  if (!delivery || delivery.state === 'queued' || (delivery.state === 'sent' && !troubled)) return null;

  if (delivery.state === 'sent') {
    return (
      <div className="doc-card-email small" role="status" data-testid="email-delivery" data-state="sent">
        <p>Email delivered to {delivery.to}</p>
      </div>
    );
  }

  const sendAgain = async () => {
    setBusy(true);
    setNote(null);
    try {
      const res = await apiFetch('POST', `${path}/retry`, {});
      show(((await res.json()) as { delivery: Delivery | null }).delivery);
    } catch (err) {
      setNote(err instanceof Error ? err.message : 'Could not send again');
    } finally {
      setBusy(false);
    }
  };
  const copyLink = async () => {
    const link = userId ? await heldLink(userId, docId) : undefined;
    if (!link) return setNote('This device has no link for it. Use Send to make one.');
    try {
      await navigator.clipboard.writeText(link.url);
      setNote('Link copied');
    } catch {
      setNote(link.url);
    }
  };

  return (
    <div className="doc-card-email small" role="status" data-testid="email-delivery" data-state={delivery.state}>
      <p>
        {delivery.state === 'retrying'
          ? 'Email not delivered yet — retrying'
          : `Email failed: ${delivery.error ?? 'the mail server did not accept it'}`}
      </p>
      <div className="row">
        <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void sendAgain()}>
          Send again
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copyLink()}>
          Copy link
        </button>
      </div>
      {note && <p className="small">{note}</p>}
    </div>
  );
}
