import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, type SessionUser } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { TextField } from '../../app/ui/Field';
import { api } from '../../data/api';
import { PRODUCT_NAME } from '../../domain/constants';
import { PasswordField } from '../auth';
import { useOnline } from '../sync';
import { adminErrorText } from './admin-api';
import { OfflineNotice } from './OfflineNotice';
import './admin.css';

const INVALID = 'Invalid admin credentials';

/**
 * A signed-in non-admin: the login just made them a session, which is ended again. Device data and the outbox stay (as
 * when a session lapses): whoever used this device may still have unsent work.
 */
async function endNonAdminSession() {
  await api('POST', '/api/auth/logout', {}, { quiet401: true }).catch((err) =>
    console.warn('Logout after refused admin login failed', err),
  );
  useSession.setState({ status: 'unauthenticated', user: null, offline: false });
}

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      toastError('Validation Error', 'Email and password are required');
      return;
    }
    setBusy(true);
    try {
      // The same sign-in as everyone's (spec §7): the admin check is the role the server answers with.
      const res = await api<{ user: SessionUser }>('POST', '/api/auth/login', { email: email.trim(), password }, { quiet401: true });
      if (res.user.role !== 'admin') {
        await endNonAdminSession();
        toastError('Login Failed', INVALID);
        return;
      }
      await useSession.getState().setUser(res.user);
      toast({ title: 'Admin Access Granted', description: 'Welcome to the admin panel' });
      void navigate('/admin', { replace: true });
    } catch (err) {
      toastError('Login Failed', adminErrorText(err, INVALID));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-login-screen">
      <div className="admin-login-panel">
        <section className="card admin-login-card" aria-labelledby="admin-login-title">
          <h1 id="admin-login-title">Admin Login</h1>
          <p className="muted">Sign in with an administrator account to manage {PRODUCT_NAME} users.</p>
          {!online && <OfflineNotice />}
          <form onSubmit={submit} noValidate aria-label="Admin sign in">
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy || !online}>
              {busy ? 'Signing In...' : 'Sign In as Admin'}
            </button>
          </form>
          <button type="button" className="btn btn-outline btn-block admin-back" onClick={() => navigate('/')}>
            Back to Home
          </button>
        </section>
      </div>
    </main>
  );
}
