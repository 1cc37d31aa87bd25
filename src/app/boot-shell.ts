import { useLayoutEffect } from 'react';
// index.html's boot shell paints with these screens' classes before their chunks (and stylesheets) load.
import '../features/auth/auth.css';
import '../features/landing/landing.css';

/**
 * Removes index.html's boot shell once the first real screen has committed: in a layout effect, so the shell and the
 * screen swap in one frame (same markup, same size: no new largest paint, no layout shift).
 */
export function BootShellDone() {
  useLayoutEffect(() => {
    document.getElementById('boot-shell')?.remove();
  }, []);
  return null;
}
