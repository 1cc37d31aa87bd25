import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../data/api';
import { useSession } from '../../app/session';
import { AlertIcon, CheckIcon } from '../../app/ui/icons';
import { postAuth } from './session-actions';
import '../misc/misc.css';

/** The link mailed to a new email address: opening it makes that address the account's (issue 10). */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; text: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ ok: false, text: 'This confirmation link is missing its token.' });
      return;
    }
    postAuth<{ message: string }>('/api/auth/confirm-email', { token })
      .then((a) => {
        setState({ ok: true, text: a.message });
        void useSession.getState().check();
      })
      .catch((err) => setState({ ok: false, text: errorMessage(err, 'This confirmation link is invalid or has expired.') }));
  }, [token]);

  return (
    <main className="info-screen">
      <div className="info-panel">
        <section className="card" aria-labelledby="confirm-title" aria-live="polite">
          {!state ? (
            <>
              <span className="spinner" aria-hidden="true" />
              <h1 id="confirm-title">Confirming your email…</h1>
            </>
          ) : (
            <>
              <span className={`info-icon ${state.ok ? 'info-icon-success' : 'info-icon-warn'}`}>
                {state.ok ? <CheckIcon size={32} /> : <AlertIcon size={30} />}
              </span>
              <h1 id="confirm-title">{state.ok ? 'Email Confirmed' : 'Confirmation Failed'}</h1>
              <p role={state.ok ? 'status' : 'alert'}>{state.text}</p>
            </>
          )}
          <div className="info-actions">
            <Link to="/profile" className="btn btn-primary">
              Go to Profile
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
