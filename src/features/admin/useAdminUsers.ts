import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError } from '../../app/toast/store';
import { adminApi, isAdminAccessError, type AdminUser } from './admin-api';

const LIST_RETRY_DELAY_MS = 1000;

export type UsersState =
  | { status: 'loading'; users?: AdminUser[] }
  | { status: 'ready'; users: AdminUser[] }
  | { status: 'error'; error: unknown; users?: AdminUser[] };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The user list, loaded when the panel opens. It is also the panel's guard (spec §2: no client-side guard): a missing
 * session or missing admin rights sends the visitor to /admin-login. Other failures are retried once (spec §9);
 * an auth failure is not, because asking again cannot change the answer.
 */
export function useAdminUsers(): { state: UsersState; reload: () => void } {
  const navigate = useNavigate();
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    const current = () => mine === generation.current;
    setState((s) => ({ status: 'loading', users: s.users }));
    for (let attempt = 0; ; attempt++) {
      try {
        const { users } = await adminApi.listUsers();
        if (current()) setState({ status: 'ready', users });
        return;
      } catch (err) {
        if (!current()) return;
        if (isAdminAccessError(err)) {
          toastError('Admin Access Required', 'Please log in as admin to access this page');
          void navigate('/admin-login', { replace: true });
          return;
        }
        if (attempt >= 1) {
          console.warn('Admin user list failed', err);
          setState((s) => ({ status: 'error', error: err, users: s.users }));
          return;
        }
        await wait(LIST_RETRY_DELAY_MS);
        if (!current()) return;
      }
    }
  }, [navigate]);

  useEffect(() => {
    void load();
    return () => {
      generation.current++;
    };
  }, [load]);

  return { state, reload: () => void load() };
}
