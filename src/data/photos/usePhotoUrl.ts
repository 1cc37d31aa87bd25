import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
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
 * What an <img> should load for a file path ('/api/objects/{id}'): the device's own copy when this device made the
 * photo (shown at once, offline, before it is uploaded), otherwise the path itself (the server, or the service
 * worker's cache). null while it is being looked up, or for a path that is not a file.
 */
export function usePhotoUrl(path: string | null | undefined): string | null {
  const id = objectIdFromPath(path);
  const hasLocal = useLiveQuery(async () => (id ? (await getDb().photos.where('id').equals(id).count()) > 0 : false), [id]);
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
