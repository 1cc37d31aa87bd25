import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../app/ui/Field';
import { toastError } from '../../app/toast/store';
import { PasswordField } from './PasswordField';
import { completeSignIn, postAuth, type UserAnswer } from './session-actions';
import { useFields } from './useFields';
import { checkForm, hasErrors, serverFieldError, toastMessage } from './validation';

/** Registration (POST /api/auth/register): names are optional, the password needs 8 characters like a reset. */
export function RegisterForm() {
  const navigate = useNavigate();
  const { values, setErrors, bind } = useFields({ firstName: '', lastName: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim() || undefined,
      lastName: values.lastName.trim() || undefined,
    };
    const errors = await checkForm('register', body);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const res = await postAuth<UserAnswer>('/api/auth/register', body);
      await completeSignIn(res.user, { title: 'Account Created', description: "Welcome to Tradie Toolbox. You're signed in." });
      navigate('/landing', { replace: true });
    } catch (err) {
      const onField = serverFieldError(err);
      // "Email taken" has no field prefix but belongs under the email input.
      if (onField) setErrors({ [onField.field]: onField.message });
      else if (/already exists/i.test(toastMessage(err, ''))) setErrors({ email: toastMessage(err, '') });
      toastError('Sign Up Failed', toastMessage(err, 'Could not create your account. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <div className="auth-name-row">
        <TextField label="First name" autoComplete="given-name" {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('lastName')} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('email')}
      />
      <PasswordField label="Password" autoComplete="new-password" hint="At least 8 characters." {...bind('password')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
