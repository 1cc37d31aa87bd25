import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../data/api';
import { kvGet, kvSet } from '../../data/local-db';
import { DEFAULT_KEEP_RADIUS_KM } from '../../domain/marketplace/area';
import type { LocalQuery, ServerListing } from './filter';
import type { TextBox } from '../../app/text-box';

/**
 * Issue 21: the device keeps the listings of the person's area (with their own, favourites and opened); the rest of
 * Australia is searched online. The area is the marketplace's "Your location" and "Distance" ("Any distance" keeps
 * DEFAULT_KEEP_RADIUS_KM around the location), saved on the server, which decides what the device keeps.
 */
export interface KeptArea {
  location: string;
  radiusKm: number;
}

const kvKey = (userId: string) => `marketplace.area.${userId}`;

/** The saved area: from this device at once, then from the server when online (another device may have moved it). */
export function useSavedArea(userId: string, online: boolean): KeptArea | null | undefined {
  const [area, setArea] = useState<KeptArea | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void kvGet<KeptArea | null>(kvKey(userId)).then((a) => live && setArea((cur) => (cur === undefined ? (a ?? null) : cur)));
    if (online)
      api<{ area: KeptArea | null }>('GET', '/api/marketplace/area')
        .then(({ area: a }) => {
          if (!live) return;
          setArea(a);
          void kvSet(kvKey(userId), a);
        })
        .catch(() => {});
    return () => {
      live = false;
    };
  }, [userId, online]);
  return area;
}

/**
 * Saves the area when the typed location resolves (after a pause in typing): the server records the change and wakes
 * this user's devices, whose next pull brings the new area's listings and removes the old one's.
 */
export function useSaveArea(userId: string, online: boolean, next: KeptArea | null, ready: boolean) {
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !online || !next) return;
    const key = `${next.location}|${next.radiusKm}`;
    if (saved.current === null) {
      saved.current = key; // what the screen opened with is what the server has
      return;
    }
    if (saved.current === key) return;
    const t = setTimeout(() => {
      api<{ area: KeptArea | null }>('PUT', '/api/marketplace/area', { area: next })
        .then(({ area }) => {
          saved.current = key;
          void kvSet(kvKey(userId), area);
        })
        .catch(() => {}); // kept as it was; the online search still finds everything
    }, 600);
    return () => clearTimeout(t);
  }, [userId, online, next?.location, next?.radiusKm, ready]);
}

export const keptRadius = (radiusKm: number | null) => radiusKm ?? DEFAULT_KEEP_RADIUS_KM;

/**
 * Listings the server's search returns for the query and the text typed (the first 60) with that text, or undefined
 * offline / before it answers.
 */
export function useServerSearch(
  q: LocalQuery,
  box: TextBox,
  location: string | null,
  online: boolean,
): { search: string; rows: ServerListing[] } | undefined {
  // the typed text (kept outside React) becomes state here only online: offline a keystroke renders nothing
  const [search, setSearch] = useState(box.text);
  useEffect(() => {
    if (!online) return;
    setSearch(box.text);
    return box.subscribe(setSearch);
  }, [box, online]);
  // made again only when what it asks changes (the screen renders this hook on every search answer)
  const url = useMemo(() => listingsUrl(q, search, location), [q, search, location]);
  const [out, setOut] = useState<{ url: string; search: string; rows: ServerListing[] } | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    const t = setTimeout(() => {
      api<{ listings: ServerListing[] }>('GET', url)
        .then((r) => live && setOut({ url, search, rows: r.listings }))
        .catch(() => {});
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [url, search, online]);
  return online && out?.url === url ? out : undefined;
}

/** The server's search for a query, the text typed and the viewer's place: its first 60 listings. */
function listingsUrl(q: LocalQuery, search: string, location: string | null): string {
  const params = new URLSearchParams({ sort: q.sort, limit: '60' });
  if (search.trim()) params.set('search', search.trim());
  if (q.category) params.set('category', q.category);
  if (q.condition) params.set('condition', q.condition);
  if (q.priceMin.trim()) params.set('priceMin', q.priceMin.trim());
  if (q.priceMax.trim()) params.set('priceMax', q.priceMax.trim());
  if (location) params.set('location', location);
  if (location && q.radiusKm !== null) params.set('radiusKm', String(q.radiusKm));
  if (q.favoritesOnly) params.set('favorites', 'true');
  if (q.sort === 'distance' && !location) params.set('sort', 'newest');
  return `/api/marketplace/listings?${params.toString()}`;
}
