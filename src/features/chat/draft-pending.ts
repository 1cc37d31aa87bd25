/**
 * The chat draft of a page that is going away, kept synchronously in localStorage as well as IndexedDB.
 *
 * An IndexedDB write begun in pagehide is not always finished before Chromium tears the page down: on a loaded phone a
 * draft typed just before a reload was lost about one time in fifteen (tests/e2e/chat.spec.ts), even with the request
 * made and committed at once. localStorage.setItem is done when it returns. The next read of the draft takes this copy
 * when it is the newer one, stores it in IndexedDB and removes it; sign-out removes every one.
 */
const PREFIX = 'tt:chat-draft-pending:';

interface Pending {
  userId: string;
  text: string;
  updatedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled
  }
}

export function keepPendingDraft(key: string, draft: Pending): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    /* full or disabled: the IndexedDB write is still made */
  }
}

export function readPendingDraft(key: string): Pending | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Partial<Pending>;
    if (typeof p.userId === 'string' && typeof p.text === 'string' && typeof p.updatedAt === 'string') {
      return { userId: p.userId, text: p.text, updatedAt: p.updatedAt };
    }
  } catch {
    /* not ours */
  }
  storage()?.removeItem(PREFIX + key);
  return null;
}

export function dropPendingDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Sign-out: no draft of this account outlives the session on the device. */
export function dropAllPendingDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(PREFIX)) s.removeItem(k);
}
