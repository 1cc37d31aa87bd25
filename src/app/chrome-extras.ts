import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Issue 24: the lists that paint their first cards from an index read (/quotes, /invoices, /jobs, /price-book). Opened
 * first, such a screen holds back the shared chrome's extras — the sync badge and the sync it starts, the install
 * card, customer answers and certificate reminders, each a chunk to evaluate and live queries to run — until its first
 * cards are on screen, so a throttled phone spends the start on the cards. Any other screen opened first gets them at once.
 */
export const LISTS_FIRST = ['/quotes', '/invoices', '/jobs', '/price-book'];

/** The longest the extras wait for a list's first cards (a list that never answers still gets its badge). */
export const EXTRAS_HOLD_MAX_MS = 3000;

const heldAtStart = typeof location !== 'undefined' && LISTS_FIRST.includes(location.pathname);

/** Whether the chrome's extras may render; once open it stays open for the rest of the visit. */
export const useChromeExtras = create<{ open: boolean }>(() => ({ open: !heldAtStart }));

let releasing = false;

function open() {
  useChromeExtras.setState({ open: true });
}

/**
 * After the frame that shows the list's first cards has been painted (the next frame's callback, then a task), when
 * the main thread is next idle: the extras then start without delaying the cards.
 */
function releaseAfterPaint() {
  if (releasing || useChromeExtras.getState().open) return;
  releasing = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o: { timeout: number }) => number }).requestIdleCallback;
      if (idle) idle(open, { timeout: 500 });
      else open();
    }, 0),
  );
}

if (heldAtStart) setTimeout(open, EXTRAS_HOLD_MAX_MS);

/** A list screen calls this with `painted` true once its first cards (or its empty state) are rendered. */
export function useReleaseChromeExtras(painted: boolean) {
  useEffect(() => {
    if (painted) releaseAfterPaint();
  }, [painted]);
}

/**
 * Issue 24: the extras that are not part of the first screen — the install card, customer answers, certificate
 * reminders, the landing's unread count — each a chunk to ask for (Vite's preload helper: ~10% of the main thread
 * between the session's answer and the badge, traced at 4× CPU), to evaluate and to render. They open once the first
 * screen (the screen and its sync badge) has been painted, or when the badge's module failed or is late.
 */
export const useLaterExtras = create<{ open: boolean }>(() => ({ open: false }));

let laterScheduled = false;

/** Opens the later extras after the next frame is painted (once; they stay open for the rest of the visit). */
export function openLaterExtrasAfterPaint() {
  if (laterScheduled) return;
  laterScheduled = true;
  requestAnimationFrame(() => setTimeout(() => useLaterExtras.setState({ open: true }), 0));
}

/** The chrome calls this when its extras open: the later ones open after EXTRAS_HOLD_MAX_MS whatever the badge does. */
export function useLaterExtrasDeadline(extrasOpen: boolean) {
  useEffect(() => {
    if (!extrasOpen) return;
    const timer = setTimeout(openLaterExtrasAfterPaint, EXTRAS_HOLD_MAX_MS);
    return () => clearTimeout(timer);
  }, [extrasOpen]);
}
