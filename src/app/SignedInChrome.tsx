import type { ReactNode } from 'react';

/**
 * What every signed-in screen shares: the sync badge and the install card are mounted here
 * (src/features/sync and src/features/install), so each screen only renders its own content.
 */
export function SignedInChrome({ children }: { children: ReactNode }) {
  return <div className="app-shell">{children}</div>;
}
