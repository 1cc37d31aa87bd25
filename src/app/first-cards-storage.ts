import {
  FIRST_CARDS_MAX_CHARS,
  FIRST_CARDS_ROWS,
  firstCardsKey,
  firstCardsKeysToClear,
  type FirstCardsSnapshot,
} from '../domain/first-cards';

/**
 * The device's snapshots of the lists' first screens (src/domain/first-cards.ts), in localStorage: the one storage a
 * document's inline script can read before its first paint.
 */

/** The entry script's URL: which build rendered the page (a snapshot is painted only by the same build). */
export function buildOfPage(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * The signed-in screen as it is on screen now, for the snapshot: the shared chrome with the list, without the chrome's
 * extras (sync badge, install card…: the list's next load holds them back until its cards are drawn, so the first
 * frame has none), without rows past the first few or below the screen, and without open dialogs. Null when the page
 * is scrolled (the rows drawn are then not the first screen's) or nothing is there.
 */
export function firstScreenMarkup(): string | null {
  const screen = document.querySelector('#root .app-shell');
  if (!screen || window.scrollY > 0) return null;
  // Rows below the bottom of the screen are not painted in the first frame, but their text would still be laid out
  // and shaped in the document's first layout (issue 24: 80–255 ms at 4× CPU, each text's first shaping and each font
  // size's first use): only the rows the screen shows are kept (the first row always; the app draws the rest).
  const below = new Set<string>();
  for (const row of screen.querySelectorAll<HTMLElement>('[data-index]')) {
    if (row.dataset.index !== '0' && row.getBoundingClientRect().top >= window.innerHeight) below.add(row.dataset.index ?? '');
  }
  const copy = screen.cloneNode(true) as HTMLElement;
  for (const extras of copy.querySelectorAll('.sync-slot, .chrome-dock')) extras.replaceChildren();
  for (const row of copy.querySelectorAll<HTMLElement>('[data-index]')) {
    if (Number(row.dataset.index) >= FIRST_CARDS_ROWS || below.has(row.dataset.index ?? '')) row.remove();
  }
  for (const dialog of copy.querySelectorAll('dialog[open]')) dialog.removeAttribute('open');
  return copy.outerHTML;
}

export function saveFirstCards(userId: string, route: string) {
  const html = firstScreenMarkup();
  const build = buildOfPage();
  // a screen whose rows are not drawn yet (a virtual list not laid out) is not kept over one whose are
  if (!html || !build || html.length > FIRST_CARDS_MAX_CHARS || !html.includes('elementtiming="list-card"')) return;
  const snapshot: FirstCardsSnapshot = { v: 1, userId, route, build, savedAt: Date.now(), html };
  try {
    localStorage.setItem(firstCardsKey(userId, route), JSON.stringify(snapshot));
  } catch (err) {
    // storage full or denied: the list's document then paints nothing of its own, as before
    console.warn('First cards not kept', err);
  }
}

/** Deletes the snapshots on this device: all of them (sign-out), or every other account's (another signed in). */
export function clearFirstCards(keepUserId?: string) {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of firstCardsKeysToClear(keys, keepUserId)) localStorage.removeItem(key);
  } catch {
    /* no storage (private mode): nothing was kept */
  }
}
