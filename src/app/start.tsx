import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerWorker } from '../features/update/registerWorker';
import { startupSettled } from './session';

// The build puts the first paint's stylesheets into index.html (scripts/first-paint.mjs); the dev server adds them here.
if (import.meta.env.DEV) void import('../first-paint/styles').then((m) => m.addFirstPaintStyles());

/**
 * The app itself (React, the router, the screens), loaded by the entry (src/main.tsx) once the session check runs.
 * Issue 24: the first render is a transition, which React renders in slices of ~5 ms, yielding to the browser between
 * them, instead of one task; the page already shows the boot shell (or a list's first cards) meanwhile.
 */
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// Issue 24: on a fresh device the service worker's precache (~170 files, ~5 MB) is fetched after the first sync, not
// beside it: its downloads and cache writes shared the server, the connection and the disk with the pulled pages.
registerWorker(startupSettled);
