import { lazy, Suspense, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { InstallCard } from '../features/install/InstallCard';
import { watchInstallAvailability } from '../features/install/install-prompt';
import { useChromeExtras } from './chrome-extras';
import { afterAppScripts } from './first-cards';
// The dock's and the install card's stylesheets are in index.html from the first paint (src/first-paint/styles.ts).

// Each asked for once a list's document has requested their chunks a few a task (afterAppScripts; at once elsewhere).
// The sync engine and badge load after the first screen; the auth screen never needs them.
const SyncChrome = lazy(() => afterAppScripts().then(() => import('../features/sync/SyncChrome')));
// A customer's answer on a quote link shows on whatever screen is open (issue 12).
const CustomerAnswerNotices = lazy(() => afterAppScripts().then(() => import('../features/documents/hub/CustomerAnswerNotices')));
// Open certificates due soon are reminded of (toasts) on whatever screen is open.
const CertificateReminders = lazy(() => afterAppScripts().then(() => import('../features/compliance/CertificateReminders')));

// From app start, before any screen renders: the browser may offer installation while the auth screen shows.
watchInstallAvailability();

/**
 * What every signed-in screen shares: the sync badge (which also starts the page's outbox drainer) in the header's
 * right end — a slot every header reserves, so it never floats over a form field (issue 21) — and the install card and
 * customer answers docked at the bottom, and the certificate reminders, so each screen only renders its own content. A list opened first holds
 * them back until its first cards are painted (chrome-extras.ts); the slot and the dock are there from the start.
 */
export function SignedInChrome({ children }: { children: ReactNode }) {
  const dock = useDockHeight();
  // Issue 24: the extras' first render (badge, install card, notices: a store update, rendered at once and in one piece
  // — 140–280 ms at 4× CPU) is a transition, time-sliced
  const extras = useDeferredValue(useChromeExtras((s) => s.open));
  return (
    <div className="app-shell">
      {children}
      <div className="sync-slot">
        {extras && (
          <Suspense fallback={null}>
            <SyncChrome />
          </Suspense>
        )}
      </div>
      <div className="chrome-dock" ref={dock}>
        {extras && (
          <>
            <Suspense fallback={null}>
              <CustomerAnswerNotices />
            </Suspense>
            <InstallCard />
            <Suspense fallback={null}>
              <CertificateReminders />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}

/** Keeps --dock-h at the dock's height, so pages reserve room for it (see chrome-dock.css). */
function useDockHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const ro = new ResizeObserver(() => root.style.setProperty('--dock-h', `${Math.ceil(el.getBoundingClientRect().height)}px`));
    ro.observe(el);
    return () => {
      ro.disconnect();
      root.style.removeProperty('--dock-h');
    };
  }, []);
  return ref;
}
