import { lazy, Suspense, useDeferredValue, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { InstallCard } from '../features/install/InstallCard';
import { watchInstallAvailability } from '../features/install/install-prompt';
import { openLaterExtrasAfterPaint, useChromeExtras, useLaterExtras, useLaterExtrasDeadline } from './chrome-extras';
import { afterAppScripts } from './first-cards';
import type * as SyncChromeExports from '../features/sync/SyncChrome';
// The dock's and the install card's stylesheets are in index.html from the first paint (src/first-paint/styles.ts).

type SyncChromeModule = typeof SyncChromeExports;
let syncChrome: SyncChromeModule | null = null;
let loadingSyncChrome: Promise<SyncChromeModule> | null = null;
const syncChromeLoaded = new Set<() => void>();

/**
 * The sync engine and badge (SyncChrome), loaded after the first screen's chunks; the auth screen never needs them.
 * Started by App.tsx's preloadScreen as the app starts, else by the badge's slot. Asked for once a list's document has
 * requested its chunks a few a task (afterAppScripts; at once elsewhere).
 */
export function loadSyncChrome(): Promise<SyncChromeModule> {
  return (loadingSyncChrome ??= afterAppScripts()
    .then(() => import('../features/sync/SyncChrome'))
    .then(
      (m) => {
        syncChrome = m;
        syncChromeLoaded.forEach((notify) => notify());
        return m;
      },
      (err: unknown) => {
        loadingSyncChrome = null; // the next slot that mounts asks again
        throw err;
      },
    ));
}

/**
 * The badge's slot: the badge as soon as its module is there — in the screen's own commit when it is by then — and not
 * through a lazy component in a Suspense boundary of its own (issue 24: that boundary committed its empty fallback with
 * the screen whenever the module was still evaluating, and React holds a boundary's content back for 300 ms after its
 * fallback showed: the badge, part of the first screen, came 220–300 ms after the screen).
 */
function SyncChromeSlot() {
  const loaded = useSyncExternalStore(
    (notify) => {
      syncChromeLoaded.add(notify);
      return () => syncChromeLoaded.delete(notify);
    },
    () => syncChrome,
    () => null,
  );
  useEffect(() => {
    if (loaded)
      openLaterExtrasAfterPaint(); // the badge is in this commit
    else
      loadSyncChrome().catch((err: unknown) => {
        console.warn('The sync badge failed to load', err);
        openLaterExtrasAfterPaint();
      });
  }, [loaded]);
  return loaded ? <loaded.default /> : null;
}

// Each asked for once a list's document has requested their chunks a few a task (afterAppScripts; at once elsewhere).
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
  // the dock's extras, after the first screen with its badge (chrome-extras.ts)
  const later = useDeferredValue(useLaterExtras((s) => s.open)) && extras;
  useLaterExtrasDeadline(extras);
  return (
    <div className="app-shell">
      {children}
      <div className="sync-slot">{extras && <SyncChromeSlot />}</div>
      <div className="chrome-dock" ref={dock}>
        {later && (
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
