import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../app/ui/Dialog';
import { TextField } from '../../app/ui/Field';
import { toast, toastError } from '../../app/toast/store';
import { AUTH_MESSAGES } from '../../domain/schemas/auth-messages';
import { postAuth, type MessageAnswer } from './session-actions';
import { toastMessage } from './validation';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    // Spec §5: this form only checks for a non-empty address with an @, and says so in a toast.
    if (!value || !value.includes('@')) {
      // Also under the field: the toast sits behind the dialog's backdrop.
      setError(AUTH_MESSAGES.email);
      toastError('Invalid Email', AUTH_MESSAGES.email);
      return;
    }
    setBusy(true);
    try {
      await postAuth<MessageAnswer>('/api/auth/forgot-password', { email: value });
      toast({ title: 'Email Sent', description: AUTH_MESSAGES.resetEmailSent });
      close();
    } catch (err) {
      const message = toastMessage(err, 'Failed to send reset email');
      setError(message);
      toastError('Request Failed', message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Forgot Password?"
      description="Enter your email address and we'll send you a link to reset your password."
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={close}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send Reset Link'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
