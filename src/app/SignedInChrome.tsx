import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { InstallCard } from '../features/install/InstallCard';
import { watchInstallAvailability } from '../features/install/install-prompt';
// The dock's and the install card's stylesheets are in index.html from the first paint (src/first-paint/styles.ts).

// The sync engine and badge load after the first screen; the auth screen never needs them.
const SyncChrome = lazy(() => import('../features/sync/SyncChrome'));
// A customer's answer on a quote link shows on whatever screen is open (issue 12).
const CustomerAnswerNotices = lazy(() => import('../features/documents/hub/CustomerAnswerNotices'));

// From app start, before any screen renders: the browser may offer installation while the auth screen shows.
watchInstallAvailability();

/**
 * What every signed-in screen shares: the sync badge (which also starts the page's outbox drainer) in the header's
 * right end — a slot every header reserves, so it never floats over a form field (issue 21) — and the install card and
 * customer answers docked at the bottom, so each screen only renders its own content.
 */
export function SignedInChrome({ children }: { children: ReactNode }) {
  const dock = useDockHeight();
  return (
    <div className="app-shell">
      {children}
      <div className="sync-slot">
        <Suspense fallback={null}>
          <SyncChrome />
        </Suspense>
      </div>
      <div className="chrome-dock" ref={dock}>
        <Suspense fallback={null}>
          <CustomerAnswerNotices />
        </Suspense>
        <InstallCard />
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
