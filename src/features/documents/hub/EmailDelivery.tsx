import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '../../../data/api';
import { useSession } from '../../../app/session';
import { heldLink } from './money-actions';

interface Delivery {
  state: 'sent' | 'retrying' | 'failed' | 'queued';
  to: string;
  error: string | null;
}

/**
 * The email delivery state on a document card (issue 19): while the mail server is down the customer has not got the
 * email yet, so the card says so instead of staying silent — "Email not delivered yet — retrying", or after 24 hours
 * "Email failed: {reason}" with "Send again" and "Copy link" (the customer link this device made, to share another
 * way). Asks the server when online; shows nothing once delivered or when there was no email.
 */
export function EmailDelivery({ kind, docId }: { kind: 'quote' | 'invoice'; docId: string }) {
  const userId = useSession((s) => s.user?.id);
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/${kind}s/${docId}/email`;

  const load = useCallback(async () => {
    if (!navigator.onLine) return;
    try {
      const res = await apiFetch('GET', path, undefined, { quiet401: true });
      setDelivery(((await res.json()) as { delivery: Delivery | null }).delivery);
    } catch {
      /* offline or not on the server yet: nothing to say */
    }
  }, [path]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [load]);

  if (!delivery || delivery.state === 'sent' || delivery.state === 'queued') return null;

  const sendAgain = async () => {
    setBusy(true);
    setNote(null);
    try {
      const res = await apiFetch('POST', `${path}/retry`, {});
      setDelivery(((await res.json()) as { delivery: Delivery | null }).delivery);
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
        {delivery.state === 'failed' && (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void sendAgain()}>
            Send again
          </button>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copyLink()}>
          Copy link
        </button>
      </div>
      {note && <p className="small">{note}</p>}
    </div>
  );
}
