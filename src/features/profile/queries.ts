import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { kvGet } from '../../data/local-db';
import { refreshProfileFromServer } from './mutations';
import type { CachedCompany, CachedProfile } from './types';

const PROFILE_KEY = 'profile';
const COMPANY_KEY = 'company';

/**
 * The profile and company as stored on this device (kv 'profile' and 'company'), live: a save, a sync pull or another
 * tab updates the screen. `loaded` is false only while IndexedDB is being read.
 */
async function readRows() {
  const [profile, company] = await Promise.all([kvGet<CachedProfile>(PROFILE_KEY), kvGet<CachedCompany | null>(COMPANY_KEY)]);
  return { profile: profile ?? null, company: company ?? null };
}

function ownRecords(userId: string, rows: Awaited<ReturnType<typeof readRows>>) {
  // A record left by another account on a shared device is not this user's.
  const profile = rows.profile && rows.profile.id === userId ? rows.profile : null;
  return { profile, company: rows.profile && !profile ? null : rows.company };
}

export function useProfileRecords(userId: string): { loaded: boolean; profile: CachedProfile | null; company: CachedCompany | null } {
  const rows = useLiveQuery(readRows, []);
  if (!rows) return { loaded: false, profile: null, company: null };
  return { loaded: true, ...ownRecords(userId, rows) };
}

/**
 * The device's records now. useProfileRecords' live query re-reads a moment after a write, so in the render where
 * useServerRefresh reports the server's copy stored, it can still hold the copy from before (e.g. no company yet).
 */
export async function readProfileRecords(userId: string): Promise<{ profile: CachedProfile | null; company: CachedCompany | null }> {
  return ownRecords(userId, await readRows());
}

export type RefreshState = 'loading' | 'fresh' | 'offline' | 'failed';

/** Fetches GET /api/user and /api/company once per visit into the device cache; the screen works from the cache. */
export function useServerRefresh(userId: string): RefreshState {
  const [state, setState] = useState<RefreshState>('loading');
  useEffect(() => {
    let alive = true;
    refreshProfileFromServer(userId).then(
      (r) => alive && setState(r),
      (err: unknown) => {
        console.warn('Profile refresh failed', err);
        if (alive) setState('failed');
      },
    );
    return () => {
      alive = false;
    };
  }, [userId]);
  return state;
}
