import { useEffect, useRef } from 'react';
import type { CachedCompany, RefreshState } from '../profile';
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
  loaded: boolean;
  refresh: RefreshState;
  company: CachedCompany | null;
  allowed: boolean;
  requested: boolean;
  isOpen: boolean;
  open(): void;
  close(): void;
}) {
  const { loaded, refresh, company, allowed, requested, isOpen, open, close } = opts;
  const decided = useRef(false);
  const done = onboardingDone(company);

  useEffect(() => {
    if (decided.current || !loaded || refresh === 'loading') return;
    decided.current = true;
    if (requested || (allowed && !done && firstTimeThisSession())) open();
  }, [loaded, refresh, allowed, requested, done, open]);

  useEffect(() => {
    if (isOpen && done) close();
  }, [isOpen, done, close]);
}
