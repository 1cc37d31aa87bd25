import { useState } from 'react';
import { useSession, type SessionUser } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { api, errorMessage } from '../../data/api';
import { syncNow } from '../../data/sync/scheduler';

/**
 * "Confirm my email" (issue 21): the only way to a confirmed address used to be a code sign-in nobody would guess.
 * A code goes to the account's address; typing it here confirms it (same account: the session and password stay), and
 * the seller badge on every device follows, since the server re-sends the seller's listings.
 */
export function ConfirmEmailCard({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>, fail: string) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toastError(fail, errorMessage(err, 'Please try again'));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      await api('POST', '/api/auth/send-code', { email });
      setSent(true);
      toast({ title: 'Code sent', description: `Check ${email} for a 6-digit code.` });
    }, 'Code not sent');
  const confirm = () =>
    run(async () => {
      const res = await api<{ user: SessionUser }>('POST', '/api/auth/verify-code', { email, code: code.trim() });
      await useSession.getState().setUser(res.user);
      void syncNow();
      toast({ title: 'Email confirmed' });
    }, 'Email not confirmed');
  return (
    <section className="card stack" aria-labelledby="confirm-email-title">
      <h2 id="confirm-email-title" className="card-title">
        Confirm your email
      </h2>
      <p className="small">
        {email} is not confirmed yet. Buyers see “Not verified” on your marketplace listings until it is (with a valid ABN).
      </p>
      {sent && (
        <label className="field">
          <span className="label">Code from the email</span>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            maxLength={10}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
      )}
      <div className="row" style={{ gap: '0.5rem' }}>
        <button type="button" className={sent ? 'btn btn-outline' : 'btn btn-primary'} disabled={busy} onClick={() => void send()}>
          {sent ? 'Send another code' : 'Confirm my email'}
        </button>
        {sent && (
          <button type="button" className="btn btn-primary" disabled={busy || !code.trim()} onClick={() => void confirm()}>
            Confirm
          </button>
        )}
      </div>
    </section>
  );
}
