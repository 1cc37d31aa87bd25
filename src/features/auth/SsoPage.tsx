import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiFetch } from '../../data/api';
import { useSession, type SessionUser } from '../../app/session';
import { AlertIcon } from '../../app/ui/icons';
import '../misc/misc.css';

/** Spec §2 "SSO landing", §4 SSO, §8/§9: 'Missing SSO parameters' / 'SSO authentication failed', back to /auth after 3 s. */
export const SSO_ERROR_REDIRECT_MS = 3000;
const MISSING = 'Missing SSO parameters';
const FAILED = 'SSO authentication failed';

type ConsumeAnswer = { success: boolean; error: string | null; customToken: string | null; returnTo: string | null };

/** Only a path on this origin is followed (the server already insists; the screen does not trust it blindly either). */
const localPath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\') ? p : '/landing');

export default function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    // The code is single use: take it out of the address bar and history at once.
    window.history.replaceState(null, '', '/sso');
    (async () => {
      if (!code || !state) throw new Error(MISSING);
      const res = await apiFetch('POST', '/api/sso/consume', { code, state }, { quiet401: true }).catch(() => null);
      const answer = (await res?.json().catch(() => null)) as ConsumeAnswer | null;
      if (!res?.ok || !answer?.success) throw new Error(answer?.error === MISSING ? MISSING : FAILED);
      const me = await apiFetch('GET', '/api/auth/user');
      await useSession.getState().setUser(((await me.json()) as { user: SessionUser }).user);
      navigate(localPath(answer.returnTo), { replace: true });
    })().catch((err: Error) => {
      setError(err.message === MISSING ? MISSING : FAILED);
      setTimeout(() => void navigate('/auth?error=sso_failed', { replace: true }), SSO_ERROR_REDIRECT_MS);
    });
  }, [params, navigate]);

  return (
    <main className="info-screen">
      <div className="info-panel">
        <section className="card" aria-labelledby="sso-title" aria-live="polite">
          {error ? (
            <>
              <span className="info-icon info-icon-warn">
                <AlertIcon size={30} />
              </span>
              <h1 id="sso-title">Authentication Error</h1>
              <p role="alert">{error}</p>
              <p className="muted small">Taking you to the sign-in screen…</p>
            </>
          ) : (
            <>
              <span className="spinner" aria-hidden="true" />
              <h1 id="sso-title">Connecting Your Account</h1>
              <p className="muted">Signing you in to your toolbox…</p>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
