import type { jobMutations } from '../../../domain/sync/features/jobs';
import { localityParts } from '../../../domain/jobs/fields';
import { applyPatch } from '../../../domain/sync/merge';
import type { LocalMutatorsFor } from '../types';

/** "Parramatta NSW 2150" → suburb, state, postcode on the device (the screen resolves the locality before saving). */
function siteColumns(locality: string) {
  const p = localityParts(locality);
  return { suburb: p?.suburb ?? null, state: p?.state ?? null, postcode: p?.postcode ?? null };
}

/** Jobs and time entries on the device: the row changes at once; the server's copy replaces it on the next pull. */
export const jobLocalMutators: LocalMutatorsFor<typeof jobMutations> = {
  async 'job.create'(db, userId, { photos, ...args }, now) {
    if (await db.jobs.get(args.id)) return;
    await db.jobs.add({ ...args, ...siteColumns(args.locality), photos: photos ?? [], userId, updatedAt: now });
  },
  async 'job.update'(db, _u, { id, patch }, now) {
    const row = await db.jobs.get(id);
    const next = applyPatch(row, { ...patch, ...(patch.locality !== undefined ? siteColumns(patch.locality) : {}), updatedAt: now });
    if (next) await db.jobs.put(next);
  },
  async 'job.delete'(db, _u, { id }) {
    await db.jobs.delete(id);
    await db.jobTimes.where('jobId').equals(id).delete();
  },
  async 'job.addPhoto'(db, _u, { id, photo }, now) {
    const row = await db.jobs.get(id);
    if (!row || row.photos.some((p) => p.path === photo.path)) return;
    await db.jobs.put({ ...row, photos: [...row.photos, photo], updatedAt: now });
  },
  async 'job.removePhoto'(db, _u, { id, path }, now) {
    const row = await db.jobs.get(id);
    if (!row) return;
    await db.jobs.put({ ...row, photos: row.photos.filter((p) => p.path !== path), updatedAt: now });
  },
};
