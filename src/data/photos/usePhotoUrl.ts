import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery, type Subscription } from 'dexie';
import { getDb } from '../local-db';
import { objectIdFromPath } from '../../domain/photos/naming';

/**
 * One object URL per photo id, shared by every <img> showing it and revoked when the last one unmounts. Re-reading a
 * row gives a new Blob; keying by id keeps the same URL, so the picture does not flash when its upload state changes.
 */
const urls = new Map<string, { url: string; refs: number }>();
function acquire(id: string, blob: Blob): string {
  const hit = urls.get(id);
  if (hit) {
    hit.refs++;
    return hit.url;
  }
  const url = URL.createObjectURL(blob);
  urls.set(id, { url, refs: 1 });
  return url;
}
function release(id: string) {
  const hit = urls.get(id);
  if (hit && --hit.refs === 0) {
    URL.revokeObjectURL(hit.url);
    urls.delete(id);
  }
}

/**
 * The ids of the photos this device holds, read once for every <img> on screen (a liveQuery of the photos table's keys,
 * kept while anything shows a photo and for a while after): a card asks a Set, not a query of its own — a search
 * answer that changes the grid's cards then starts and stops no IndexedDB query per card. undefined until first read.
 */
let localIds: ReadonlySet<string> | undefined;
let reading: Subscription | null = null;
let stopTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const KEEP_READING_MS = 10_000;
function subscribeLocalIds(listener: () => void): () => void {
  listeners.add(listener);
  clearTimeout(stopTimer);
  reading ??= liveQuery(() => getDb().photos.toCollection().primaryKeys()).subscribe({
    next: (ids) => {
      localIds = new Set(ids);
      for (const l of listeners) l();
    },
    error: () => {
      // as a failed lookup per photo did: shown as not on this device (the path itself)
      localIds = new Set();
      for (const l of listeners) l();
    },
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    stopTimer = setTimeout(() => {
      reading?.unsubscribe();
      reading = null;
      localIds = undefined; // no longer followed: read again on the next subscription
    }, KEEP_READING_MS);
  };
}
const getLocalIds = () => localIds;
// rendered at build time (src/first-paint): nothing read yet, as the lookup per photo was before its first answer
const noLocalIds = () => undefined;

/**
 * What an <img> should load for a file path ('/api/objects/{id}'): the device's own copy when this device made the
 * photo (shown at once, offline, before it is uploaded), otherwise the path itself (the server, or the service
 * worker's cache). null while it is being looked up, or for a path that is not a file.
 */
export function usePhotoUrl(path: string | null | undefined): string | null {
  const id = objectIdFromPath(path);
  const ids = useSyncExternalStore(subscribeLocalIds, getLocalIds, noLocalIds);
  const hasLocal = ids === undefined ? undefined : id ? ids.has(id) : false;
  const [local, setLocal] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    if (!id || !hasLocal) return;
    let cancelled = false;
    let acquired = false;
    void getDb()
      .photos.get(id)
      .then((row) => {
        if (cancelled || !row) return;
        acquired = true;
        setLocal({ id, url: acquire(id, row.blob) });
      });
    return () => {
      cancelled = true;
      if (acquired) release(id);
      setLocal(null);
    };
  }, [id, hasLocal]);
  if (!id || hasLocal === undefined) return null;
  if (!hasLocal) return path ?? null;
  return local?.id === id ? local.url : null;
}
