import { useState, type FormEvent } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { TextField } from '../../app/ui/Field';
import { adminApi, adminErrorText } from './admin-api';

/** Spec §9: test access lasts 1 to 1825 days (5 years), 365 by default. */
const DEFAULT_DAYS = 365;
const MAX_DAYS = 1825;

/** Spec §5: the duration is read as a whole number, falling back to 365. */
function parseDurationDays(raw: string): number {
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(n) ? n : DEFAULT_DAYS;
}

export function ActivateTestUserForm({ online, onDone }: { online: boolean; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [days, setDays] = useState(String(DEFAULT_DAYS));
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      toastError('Validation Error', 'Email is required');
      return;
    }
    const durationDays = parseDurationDays(days);
    if (durationDays < 1 || durationDays > MAX_DAYS) {
      toastError('Validation Error', `Duration must be between 1 and ${MAX_DAYS} days`);
      return;
    }
    setBusy(true);
    try {
      const res = await adminApi.activateTestUser(email.trim(), durationDays);
      toast({ title: 'Test User Activated', description: res.message });
      setEmail('');
      setDays(String(DEFAULT_DAYS));
      onDone();
    } catch (err) {
      toastError('Error', adminErrorText(err, 'Failed to activate test user'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card admin-card">
      <h2>Activate Test User</h2>
      <p className="muted">Give an existing account free test access to the whole app.</p>
      <form onSubmit={submit} noValidate aria-label="Activate test user">
        <TextField
          label="User Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="user@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Duration (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          step={1}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          hint={`Default: ${DEFAULT_DAYS} days (Max: ${MAX_DAYS} days / 5 years)`}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !online}>
          {busy ? 'Activating...' : 'Activate Test User'}
        </button>
      </form>
      <div className="admin-explain">
        <h3>What this does</h3>
        <ul>
          <li>Finds the user by their email address.</li>
          <li>
            Sets their subscription status to <strong>active</strong> and their plan to <strong>test_account</strong>.
          </li>
          <li>Grants access for the number of days you choose.</li>
          <li>The user can use all features at once.</li>
        </ul>
        <p className="hint">You must be logged in as admin.</p>
      </div>
    </div>
  );
}
