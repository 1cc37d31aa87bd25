// The stylesheets a page carries from its first paint: every document the app-wide one and the chrome of the
// signed-in screens (entry chunk, loaded by nothing else), and a first screen's document that screen's own. The build
// puts them into each document as one <style> (no request before the first paint, and no stylesheet of the entry chunk
// for Vite to link); the dev server adds them from here (main.tsx). A screen's own stylesheet also comes with its lazy
// chunk, so a document without it (index.html for /auth?mode=register) still gets it before the screen renders.
// Measured (issue 20, CPU 4×): the other screen's stylesheet in a document cost ~6 ms more HTML parsing before the
// first paint; the font stack (system-ui and named fallbacks) made no measurable difference to layout, so it stays.
import app from '../app/styles.css?inline';
import chromeDock from '../features/sync/chrome-dock.css?inline';
import install from '../features/install/install.css?inline';
import auth from '../features/auth/auth.css?inline';
import landing from '../features/landing/landing.css?inline';
import documents from '../features/documents/common/documents.css?inline';
import jobs from '../features/jobs/jobs.css?inline';
import priceBook from '../features/price-book/price-book.css?inline';
import type { ListRoute } from '../domain/first-paint-documents';

export const APP_CSS = [app, chromeDock, install].join('\n');
export const SCREEN_CSS = { '/auth': auth, '/landing': landing };
/** Each list's own stylesheet, for its document's first cards (src/domain/first-cards.ts). */
export const LIST_CSS: Record<ListRoute, string> = {
  '/quotes': documents,
  '/invoices': documents,
  '/jobs': jobs,
  '/price-book': priceBook,
};

const FIRST_PAINT_CSS = [APP_CSS, auth, landing].join('\n');

/** Dev server only: the build has them in index.html already. */
export function addFirstPaintStyles() {
  const style = document.createElement('style');
  style.textContent = FIRST_PAINT_CSS;
  document.head.append(style);
}
