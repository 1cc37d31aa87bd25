/**
 * "An email of this document was just queued": the Send dialog says so, and the document card's delivery state
 * (EmailDelivery) asks the server a few times soon after instead of waiting for its minute, so a mail server that is
 * down shows on the card within seconds (issue 19). A card mounted just after (a draft's card shows its delivery
 * only once sent) asks `queuedRecently`.
 */
const queued = new EventTarget();
const queuedAt = new Map<string, number>();
const RECENT_MS = 30_000;

export function emailQueued(docId: string): void {
  queuedAt.set(docId, Date.now());
  queued.dispatchEvent(new CustomEvent('queued', { detail: docId }));
}

export function queuedRecently(docId: string): boolean {
  const at = queuedAt.get(docId);
  return at !== undefined && Date.now() - at < RECENT_MS;
}

export function onEmailQueued(docId: string, fn: () => void): () => void {
  const listener = (e: Event) => {
    if ((e as CustomEvent<string>).detail === docId) fn();
  };
  queued.addEventListener('queued', listener);
  return () => queued.removeEventListener('queued', listener);
}
