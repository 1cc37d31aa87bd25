import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useSession } from './session';

const AUTH_FALLBACK_DELAY_MS = 1000; // spec §2/§9: the spinner shows for up to 1 second

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** true once the auth check has been loading for more than a second */
export function useAuthLoadingTooLong(): boolean {
  const status = useSession((s) => s.status);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (status !== 'loading') return;
    const t = setTimeout(() => setLate(true), AUTH_FALLBACK_DELAY_MS);
    return () => clearTimeout(t);
  }, [status]);
  return status === 'loading' && late;
}

/** Shows its children only to a signed-in user; otherwise the auth screen (spec §2 route table). */
export function RequireAuth({ children, authScreen }: { children: ReactNode; authScreen: ReactNode }) {
  // deferred as in AppRoutes: the screen behind the guard renders in a time-sliced transition
  const status = useDeferredValue(useSession((s) => s.status));
  if (status === 'loading') return <Spinner />;
  return status === 'authenticated' ? <>{children}</> : <>{authScreen}</>;
}
