import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getDb } from '../../data/local-db';
import type { Locality } from '../../domain/places';
import type { LocalListingRow } from './data/types';

export function useListing(id: string): LocalListingRow | null | undefined {
  return useLiveQuery(async () => (await getDb().marketplaceListings.get(id)) ?? null, [id]);
}

export function useFavoriteIds(userId: string): ReadonlySet<string> {
  const ids = useLiveQuery(() => getDb().marketplaceFavorites.where('userId').equals(userId).primaryKeys(), [userId]);
  // one Set per answer, not per render: the device search runs again only when the favourites change
  return useMemo(() => new Set(ids ?? []), [ids]);
}

/**
 * The viewer's typed locality resolved with the Australian locality data, loaded on demand (its own chunk, ~105 KiB
 * gzipped): null when nothing is typed or it does not match; undefined while the data loads.
 */
export function useResolvedLocality(text: string): Locality | null | undefined {
  const [out, setOut] = useState<Locality | null | undefined>(text.trim() ? undefined : null);
  useEffect(() => {
    let live = true;
    if (!text.trim()) {
      setOut(null);
      return;
    }
    void Promise.all([import('../../domain/places'), import('../../domain/marketplace/location')]).then(([places, loc]) => {
      if (live) setOut(loc.resolveLocality(places, text));
    });
    return () => {
      live = false;
    };
  }, [text]);
  return out;
}

/** Whether a listing's outbox entry is still waiting (posted or changed here, not yet on the server). */
export function useWaitingListingIds(userId: string): ReadonlySet<string> {
  const ids = useLiveQuery(
    async () =>
      (await getDb().outbox.where('userId').equals(userId).toArray())
        .filter((m) => m.name.startsWith('marketplaceListing.'))
        .map((m) => (m.args as { id: string }).id),
    [userId],
  );
  return useMemo(() => new Set(ids ?? []), [ids]);
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
/** Whether the browser thinks it has a connection (offline: the screens say the listings may be out of date). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
