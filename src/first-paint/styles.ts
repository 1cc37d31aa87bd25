// The stylesheets every page carries from its first paint: the app-wide one, the chrome of the signed-in screens
// (entry chunk) and the first screens' own. The build puts them into index.html as one <style> (no request before the
// first paint, and no stylesheet of the entry chunk for Vite to link); the dev server adds them from here (main.tsx).
import app from '../app/styles.css?inline';
import chromeDock from '../features/sync/chrome-dock.css?inline';
import install from '../features/install/install.css?inline';
import auth from '../features/auth/auth.css?inline';
import landing from '../features/landing/landing.css?inline';

export const FIRST_PAINT_CSS = [app, chromeDock, install, auth, landing].join('\n');

/** Dev server only: the build has them in index.html already. */
export function addFirstPaintStyles() {
  const style = document.createElement('style');
  style.textContent = FIRST_PAINT_CSS;
  document.head.append(style);
}
