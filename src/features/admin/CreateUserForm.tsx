import { useState, type FormEvent } from 'react';
import { toast, toastError } from '../../app/toast/store';
import { TextField } from '../../app/ui/Field';
import { adminApi, adminErrorText } from './admin-api';

const EMPTY = { email: '', password: '', firstName: '', lastName: '' };

export function CreateUserForm({ online, onDone }: { online: boolean; onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const bind = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Spec §5: no password length rule in this form; the server still asks for 8 characters and says so.
    if (!form.email.trim() || !form.password) {
      toastError('Validation Error', 'Email and password are required');
      return;
    }
    setBusy(true);
    try {
      const res = await adminApi.createUser({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim() || undefined,
        lastName: form.lastName.trim() || undefined,
      });
      toast({ title: 'User Created', description: `${res.user.email} (ID: ${res.user.id ?? 'unknown'})` });
      setForm(EMPTY);
      onDone();
    } catch (err) {
      toastError('Error', adminErrorText(err, 'Failed to create user'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card admin-card">
      <h2>Create User</h2>
      <p className="muted">Make a new account that can sign in with the password you set here.</p>
      <form onSubmit={submit} noValidate aria-label="Create user">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('email')}
        />
        {/* Shown as plain text on purpose (spec §2): the admin has to pass it on to the user. */}
        <TextField label="Password" type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} {...bind('password')} />
        <div className="admin-name-row">
          <TextField label="First Name (optional)" autoComplete="off" {...bind('firstName')} />
          <TextField label="Last Name (optional)" autoComplete="off" {...bind('lastName')} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !online}>
          {busy ? 'Creating...' : 'Create User'}
        </button>
      </form>
      <p className="hint admin-note">
        New users start with an <strong>inactive</strong> subscription status. They can log in immediately and have the basic setup.
      </p>
    </div>
  );
}
