import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast, toastError } from '../../app/toast/store';
import { AUTH_MESSAGES } from '../../domain/schemas/auth-messages';
import { AuthScreen } from './AuthScreen';
import { PasswordField } from './PasswordField';
import { postAuth, type MessageAnswer } from './session-actions';
import { useFields } from './useFields';
import { hasErrors, toastMessage, type FieldErrors } from './validation';

const MIN_LENGTH = 8; // spec §5/§9: reset passwords need 8 characters

function resetPasswordErrors(password: string, confirmPassword: string): FieldErrors {
  return {
    password: password.length < MIN_LENGTH ? AUTH_MESSAGES.newPassword : undefined,
    confirmPassword: confirmPassword !== password ? AUTH_MESSAGES.passwordsDontMatch : undefined,
  };
}

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { values, setErrors, bind } = useFields({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toastError('Invalid Link', 'Password reset link is missing or invalid.');
    navigate('/auth', { replace: true });
  }, [token, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) {
      toastError('Reset Failed', 'Password reset token is missing.');
      return;
    }
    const errors = resetPasswordErrors(values.password, values.confirmPassword);
    setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    try {
      await postAuth<MessageAnswer>('/api/auth/reset-password', { token, password: values.password });
      toast({ title: 'Password Reset Successful', description: 'You can now sign in with your new password.' });
      navigate('/auth', { replace: true });
    } catch (err) {
      toastError('Reset Failed', toastMessage(err, AUTH_MESSAGES.invalidResetToken));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthScreen titleId="reset-title" title="Reset Password" lead="Choose a new password for your account.">
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <PasswordField label="New Password" autoComplete="new-password" hint="At least 8 characters." {...bind('password')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...bind('confirmPassword')} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !token}>
          {busy ? 'Resetting…' : 'Reset Password'}
        </button>
      </form>
      <div className="auth-alt">
        <Link to="/auth" className="btn btn-outline btn-block">
          Back to Sign In
        </Link>
      </div>
    </AuthScreen>
  );
}
