import { useEffect, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { TextField } from '../../../app/ui/Field';
import { emailQueued } from './email-watch';
import { revokeLinks, sendWithLink, type HeldLink, type LinkKind } from './money-actions';

export interface SendTarget {
  kind: LinkKind;
  id: string;
  /** "estimate Q-0001" / "invoice INV-0001" */
  name: string;
  email: string;
  customer: string;
  alreadySent: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Send, with a confirmation of who it goes to (walk-through, issue 12: one tap emailed the customer). The tradie sees
 * and can change the address, or untick email and copy or share the customer's link instead. After sending, the link
 * is shown to copy or share (the phone's share sheet where the browser has one), and can be withdrawn.
 */
export function SendDialog({ target, userId, onClose }: { target: SendTarget | null; userId: string; onClose: () => void }) {
  const [to, setTo] = useState('');
  const [byEmail, setByEmail] = useState(true);
  const [link, setLink] = useState<HeldLink | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!target) return;
    setTo(target.email);
    setByEmail(Boolean(target.email));
    setLink(null);
  }, [target]);

  const emailError = byEmail && to.trim() && !EMAIL.test(to.trim()) ? 'Enter a valid email address' : null;

  async function send() {
    if (!target) return;
    if (byEmail && !EMAIL.test(to.trim()))
      return toastError('Email Address Needed', 'Enter the customer’s email, or untick email and share the link.');
    // Asked once, on the tap that sends a quote (browsers want a tap), so the customer's answer can also arrive as a
    // system notification (useCustomerAnswerNotices); refusing it leaves the in-app toast.
    if (target.kind === 'quote' && typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
    }
    setBusy(true);
    try {
      const made = await sendWithLink(userId, target.kind, target.id, byEmail ? to.trim() : null);
      setLink(made);
      if (byEmail) emailQueued(target.id);
      const later = navigator.onLine ? '' : " when you're back online";
      toast({
        title: target.kind === 'quote' ? 'Estimate Sent' : 'Invoice Sent',
        description: byEmail
          ? `The PDF and a link will be emailed to ${to.trim()}${later}.`
          : `Copy or share the link with ${target.customer || 'your customer'}.`,
      });
    } catch (err) {
      toastFailure('Send', err, 'Update Failed', 'There was an error updating the item. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: 'Link Copied', description: 'Paste it into a text message or email.' });
    } catch {
      toastError('Could Not Copy', link.url);
    }
  }

  async function share() {
    if (!link || !target) return;
    try {
      await navigator.share({ title: `Your ${target.name}`, text: `Here is your ${target.name}:`, url: link.url });
    } catch {
      /* the person closed the share sheet */
    }
  }

  async function revoke() {
    if (!target) return;
    await revokeLinks(userId, target.kind, target.id);
    setLink(null);
    toast({ title: 'Link Withdrawn', description: 'The customer’s link no longer opens this document.' });
    onClose();
  }

  const canShare = typeof navigator !== 'undefined' && 'share' in navigator;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? `Send ${target.name}` : 'Send'}
      description={target && !link ? `Check who it goes to before sending.` : undefined}
      footer={
        link ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void send()}>
              {byEmail ? `Send to ${to.trim() || '…'}` : 'Mark sent and get link'}
            </button>
          </>
        )
      }
    >
      {target && !link && (
        <>
          <label className="check">
            <input type="checkbox" checked={byEmail} onChange={(e) => setByEmail(e.target.checked)} /> Email the PDF and a link
          </label>
          {byEmail && (
            <TextField
              label="Send to"
              type="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              error={emailError}
              autoComplete="email"
            />
          )}
          <p className="muted small">
            The link opens a page of this{' '}
            {target.kind === 'quote' ? 'quote, where the customer can accept and sign it or decline it' : 'invoice, with how to pay'}.
          </p>
        </>
      )}
      {link && (
        <div className="stack">
          <label className="label" htmlFor="send-link">
            Customer link
          </label>
          <input id="send-link" className="input" readOnly value={link.url} onFocus={(e) => e.target.select()} />
          <div className="row">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
              Copy link
            </button>
            {canShare && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => void share()}>
                Share…
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-sm doc-delete" onClick={() => void revoke()}>
              Withdraw link
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
