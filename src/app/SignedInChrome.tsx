import { lazy, Suspense, type ReactNode } from 'react';
import { InstallCard } from '../features/install/InstallCard';
import { watchInstallAvailability } from '../features/install/install-prompt';
import '../features/sync/chrome-dock.css';

// The sync engine and badge load after the first screen; the auth screen never needs them.
const SyncChrome = lazy(() => import('../features/sync/SyncChrome'));

// From app start, before any screen renders: the browser may offer installation while the auth screen shows.
watchInstallAvailability();

/**
 * What every signed-in screen shares: the sync badge (which also starts the page's outbox drainer) and the install
 * card, docked at the bottom, so each screen only renders its own content.
 */
export function SignedInChrome({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      {children}
      <div className="chrome-dock">
        <Suspense fallback={null}>
          <SyncChrome />
        </Suspense>
        <InstallCard />
      </div>
    </div>
  );
}
