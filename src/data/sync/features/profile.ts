import type { LocalDb } from '../../local-db';
import type { profileMutations } from '../../../domain/sync/features/profile';
import type { LocalMutatorsFor } from '../types';

async function patchKv(db: LocalDb, key: string, patch: object, now: string) {
  const row = await db.kv.get(key);
  const changed = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db.kv.put({ key, value: { ...((row?.value as object) ?? {}), ...changed, updatedAt: now } });
}

export const profileLocalMutators: LocalMutatorsFor<typeof profileMutations> = {
  'profile.update': (db, _u, { patch }, now) => patchKv(db, 'profile', patch, now),
  'company.update': (db, _u, { patch }, now) => patchKv(db, 'company', patch, now),
  'settings.update': (db, _u, { patch }, now) => patchKv(db, 'settings', patch, now),
  'profile.setLogo': (db, _u, { logo }, now) => patchKv(db, 'profile', { businessLogo: logo }, now), // photos
};
