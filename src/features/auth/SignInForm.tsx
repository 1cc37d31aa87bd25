import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../app/ui/Field';
import { toastError } from '../../app/toast/store';
import { AUTH_MESSAGES, FORM_SIGN_IN_PATH } from '../../domain/schemas/auth-messages';
import { PasswordField } from './PasswordField';
import { completeSignIn, postAuth, type UserAnswer } from './session-actions';
import { useFields } from './useFields';
import { checkForm, hasErrors, toastMessage } from './validation';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const { values, setErrors, bind } = useFields({ email: '', password: '' });
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = await checkForm('login', values);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const res = await postAuth<UserAnswer>('/api/auth/login', { email: values.email.trim(), password: values.password });
      await completeSignIn(res.user, { title: 'Welcome back!', description: "You've been signed in successfully." });
      navigate('/landing', { replace: true });
    } catch (err) {
      toastError('Sign In Failed', toastMessage(err, AUTH_MESSAGES.signInFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    // method and action: the form works before the app's scripts arrive (index.html's first paint renders it); with
    // them, submit() takes over and the browser never posts it.
    <form onSubmit={submit} method="post" action={FORM_SIGN_IN_PATH} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        {...bind('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" {...bind('password')} />
      <div className="auth-forgot">
        <button type="button" className="btn btn-ghost btn-sm auth-link" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
