import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../app/ui/Field';
import { toast, toastError } from '../../app/toast/store';
import { AUTH_MESSAGES } from '../../domain/schemas/auth-messages';
import { completeSignIn, postAuth, type MessageAnswer, type UserAnswer } from './session-actions';
import { useFields } from './useFields';
import { checkForm, hasErrors, toastMessage } from './validation';

/** Two-step email-code sign-in: send a code to the address, then type it in (spec §1, §5, §7). */
export function CodeSignInForm() {
  const navigate = useNavigate();
  const { values, setValues, setErrors, bind } = useFields({ email: '', code: '' });
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [busy, setBusy] = useState(false);

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    const errors = await checkForm('emailOnly', { email: values.email });
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const res = await postAuth<MessageAnswer>('/api/auth/send-code', { email: values.email.trim() });
      toast({ title: 'Sign-In Code Sent', description: res.message ?? AUTH_MESSAGES.codeSent });
      setStep('code');
    } catch (err) {
      toastError('Failed to Send Code', toastMessage(err, 'Unable to send sign-in code'));
    } finally {
      setBusy(false);
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    const body = { email: values.email.trim(), code: values.code.trim() };
    const errors = await checkForm('verifyCode', body);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      const res = await postAuth<UserAnswer>('/api/auth/verify-code', body);
      await completeSignIn(res.user, { title: 'Sign In Successful', description: "You've been signed in successfully." });
      navigate('/landing', { replace: true });
    } catch (err) {
      toastError('Invalid Code', toastMessage(err, AUTH_MESSAGES.invalidCode));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'email') {
    return (
      <form onSubmit={sendCode} noValidate aria-label="Request a sign-in code">
        <p className="muted">We'll email you a 6-digit code that signs you in once, for 10 minutes.</p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...bind('email')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Sending…' : 'Send Code'}
        </button>
      </form>
    );
  }
  return (
    <form onSubmit={verify} noValidate aria-label="Enter the code">
      <p className="muted">
        Check <strong>{values.email.trim()}</strong> for your code.
      </p>
      <TextField label="Sign-in code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} {...bind('code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Checking…' : 'Sign In'}
      </button>
      <div className="row auth-code-actions">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void sendCode()}>
          Send a new code
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setValues((v) => ({ ...v, code: '' }));
            setErrors({});
            setStep('email');
          }}
        >
          Use a different email
        </button>
      </div>
    </form>
  );
}
