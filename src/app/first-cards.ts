import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_SCRIPTS_ID, buttonByKey } from '../domain/first-cards';
import { LIST_DOCUMENTS } from '../domain/first-paint-documents';
import { saveFirstCards } from './first-cards-storage';
import { useSession } from './session';

/**
 * The app's side of a list's first cards painted by its document (src/domain/first-cards.ts): the list hands over from
 * the document's boot shell in the commit that draws its first cards, and keeps a snapshot of what that first screen
 * shows for the next load.
 */

/**
 * Resolves once a list document's inline script has put every element of its app-scripts template into the page (the
 * list screen's chunks among them: src/domain/first-cards.ts), at once on any other document. A screen's chunks are
 * asked for after that, so Vite's preload helper finds them requested and does not request the rest all in one task.
 */
export function afterAppScripts(): Promise<void> {
  const template = typeof document === 'undefined' ? null : document.getElementById(APP_SCRIPTS_ID);
  const parent = template?.parentNode;
  if (!template || !parent) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (template.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(parent, { childList: true });
  });
}

/** The boot shell a list's document painted from the snapshot, if it is still there. */
export function listShell(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const shell = document.getElementById('boot-shell');
  return shell?.dataset.list ? shell : null;
}

/**
 * For a list screen: `answered` once the list's first rows (or its empty state) are rendered from the device; `keep`
 * when what is on screen is the list's own first screen (rows there, no search or filter), worth painting next time.
 * The document's shell goes in that same commit (a layout effect: the shell's frame is followed by the list's, with the
 * same markup at the same place); the snapshot is taken after the frame is painted, when the main thread is idle.
 */
export function useFirstCards(answered: boolean, keep: boolean) {
  const route = useLocation().pathname;
  const userId = useSession((s) => s.user?.id);
  useLayoutEffect(() => {
    const shell = answered ? listShell() : null;
    if (!shell) return;
    const tapped = shell.dataset.tapped;
    shell.remove();
    if (tapped) pressTapped(tapped);
  }, [answered]);
  // after every commit that shows the first screen: a card edited, added or deleted while here is in the next snapshot
  useEffect(() => {
    if (!keep || !userId || !Object.hasOwn(LIST_DOCUMENTS, route)) return;
    return afterPaintWhenIdle(() => saveFirstCards(userId, route));
  });
}

/**
 * Presses the app's button that the shell's tapped button stood for (buttonKey), in a task of its own: after this
 * commit, with the screen's handlers in place. A tap the app cannot match (the list changed under it) is dropped.
 */
export function pressTapped(key: string) {
  setTimeout(() => {
    const root = document.getElementById('root');
    if (root) buttonByKey(key, root)?.click();
  }, 0);
}

/** Runs `fn` after the next frame is painted, when the main thread is idle; returns a cancel. */
function afterPaintWhenIdle(fn: () => void): () => void {
  let cancelled = false;
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      const idle = window.requestIdleCallback;
      if (idle) idle(() => !cancelled && fn(), { timeout: 2000 });
      else if (!cancelled) fn();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** The longest a list's document shell stays when the list never answers (ms). */
export const LIST_SHELL_MAX_MS = 10_000;

/**
 * BootShellDone's part for a list's shell: it stays while the session is loading or signed in on that list (the list
 * removes it with its first cards), and goes when the app shows anything else — signed out, another route — or the
 * list has not answered in LIST_SHELL_MAX_MS.
 */
export function useListShellFallback() {
  const status = useSession((s) => s.status);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const shell = listShell();
    if (shell && (status === 'unauthenticated' || pathname !== shell.dataset.list)) shell.remove();
  }, [status, pathname]);
  useEffect(() => {
    if (!listShell()) return;
    const timer = setTimeout(() => listShell()?.remove(), LIST_SHELL_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
}
