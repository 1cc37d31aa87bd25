import { onOutboxChanged } from '../../data/sync/mutate';

const ASKED_KEY = 'tt.persistStorageAsked';

/**
 * SYNC.md: ask for persistent storage after the first saved document. Until then the browser may evict the site's data
 * under storage pressure (Safari after days without a visit), which would take unsent writes with it. Asked once per
 * device: Firefox shows a prompt, and asking again after a "no" only nags.
 */
export function requestPersistenceAfterFirstSave(): void {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persist || readFlag()) return;
  const off = onOutboxChanged(() => {
    off();
    void (async () => {
      try {
        if (!(await storage.persisted())) await storage.persist();
        writeFlag();
      } catch (err) {
        console.warn('Could not request persistent storage', err);
      }
    })();
  });
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false;
  }
}
function writeFlag() {
  try {
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    /* private mode: we may ask again next time, which is harmless */
  }
}
