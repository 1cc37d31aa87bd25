import { useEffect, useRef } from 'react';
import { readProfileRecords, type CachedCompany, type RefreshState } from '../profile';
import { onboardingDone } from './onboarding';

const SHOWN_FLAG = 'tt.chatOnboardingShown';

function firstTimeThisSession(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_FLAG)) return false;
    sessionStorage.setItem(SHOWN_FLAG, '1');
  } catch {
    /* storage blocked: show it, it is only a dialog */
  }
  return true;
}

/**
 * Spec §2/§4 onboarding: offered once per browser session while the profile is incomplete (after the server's copy of
 * the company has been checked, so a complete profile on a new device never sees it), and closed as soon as the
 * profile becomes complete. `?profile` opens it on request.
 */
export function useOnboarding(opts: {
  userId: string;
  loaded: boolean;
  refresh: RefreshState;
  company: CachedCompany | null;
  allowed: boolean;
  requested: boolean;
  isOpen: boolean;
  open(): void;
  close(): void;
}) {
  const { userId, loaded, refresh, company, allowed, requested, isOpen, open, close } = opts;
  const decided = useRef(false);
  const done = onboardingDone(company);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (decided.current || !loaded || refresh === 'loading') return;
    decided.current = true;
    if (requested) return open();
    if (!allowed || done) return;
    // `company` can be the live query's copy from before the refresh stored the server's (a complete profile read as
    // none): deciding on it opened the dialog for a moment and closed it again, and the flash took the keyboard focus
    // from the message box, so keys typed then were lost. The device's copy is read again before the dialog opens.
    readProfileRecords(userId).then(
      (now) => {
        if (!unmounted.current && !onboardingDone(now.company) && firstTimeThisSession()) openRef.current();
      },
      (err: unknown) => console.warn('Reading the profile for onboarding failed', err),
    );
  }, [userId, loaded, refresh, allowed, requested, done, open]);

  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
    };
  }, []);

  useEffect(() => {
    if (isOpen && done) close();
  }, [isOpen, done, close]);
}
