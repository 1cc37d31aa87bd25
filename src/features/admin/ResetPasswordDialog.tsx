import { useState, type FormEvent } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { Dialog } from '../../app/ui/Dialog';
import { PasswordField } from '../auth';
import { adminApi, adminErrorText, type AdminUser } from './admin-api';

const MIN_PASSWORD = 8; // spec §9: 8 characters for a reset, user or admin

/** Spec §5 Admin: the first reason a new password is refused, or null. */
function newPasswordProblem(password: string): string | null {
  if (!password) return 'New password is required';
  if (password.length < MIN_PASSWORD) return 'Password must be at least 8 characters long';
  return null;
}

export function ResetPasswordDialog({ user, online, onClose }: { user: AdminUser | null; online: boolean; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    onClose();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const problem = newPasswordProblem(password);
    if (problem) {
      toastError('Validation Error', problem);
      return;
    }
    setBusy(true);
    try {
      const res = await adminApi.resetPassword(user.id, password);
      toast({ title: 'Password Reset', description: res.message });
      close();
    } catch (err) {
      toastError('Error', adminErrorText(err, 'Failed to reset password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={!!user}
      onClose={close}
      title="Reset Password"
      description={user ? `Set a new password for ${user.email}. They will be signed out on every device.` : undefined}
    >
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={`At least ${MIN_PASSWORD} characters.`}
        />
        <div className="dialog-footer">
          <button type="button" className="btn btn-outline" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !online}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
