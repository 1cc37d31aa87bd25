import { mutate } from '../../data/sync/mutate';
import { act } from '../../data/sync/act';
import { preparePhoto, writeWithPhotos } from '../../data/photos';
import { clientChoice, shiftSchedule, type JobFields, type JobPhotoStage } from '../../domain/jobs/fields';
import type { JobRow } from '../../domain/jobs/rows';
import { diffFields } from '../../domain/sync/merge';

/**
 * Job writes: each goes to the device first with its outbox entry (works offline); the sync engine sends it on.
 * Photos are resized on the device and stored with the write that adds them (src/data/photos).
 */

/** "parramatta 2150" → "Parramatta NSW 2150" with the locality data (loaded on demand); '' stays ''. */
export async function canonicalLocality(text: string): Promise<string> {
  if (!text.trim()) return '';
  const [places, { resolveLocality, formatLocality }] = await Promise.all([
    import('../../domain/places'),
    import('../../domain/marketplace/location'),
  ]);
  const l = resolveLocality(places, text);
  if (!l) throw new Error('Suburb or postcode: not an Australian suburb or postcode we know (e.g. "Parramatta NSW 2150")');
  return formatLocality(l);
}

/**
 * The client the job form names: a saved one, or a new client written first (the outbox is FIFO, so the server has the
 * client before the job that names it; offline too).
 */
export async function clientIdFor(
  userId: string,
  typed: string,
  clients: ReadonlyArray<{ id: string; name: string }>,
  currentId: string | null,
): Promise<string | null> {
  const choice = clientChoice(typed, clients, currentId);
  if ('clientId' in choice) return choice.clientId;
  const id = crypto.randomUUID();
  await mutate(
    'client.create',
    { id, createdAt: new Date().toISOString(), name: choice.newClient, email: '', phone: '', address: '' },
    { userId },
  );
  return id;
}

export async function createJob(userId: string, fields: JobFields, files: readonly File[] = [], stage: JobPhotoStage = 'before') {
  const id = crypto.randomUUID();
  const locality = await canonicalLocality(fields.locality);
  const photos = await Promise.all(files.map((f) => preparePhoto(f)));
  await writeWithPhotos({ userId, entity: 'job', entityId: id }, photos, (paths) =>
    mutate(
      'job.create',
      { id, createdAt: new Date().toISOString(), ...fields, locality, photos: paths.map((path) => ({ path, stage })) },
      { userId },
    ),
  );
  return id;
}

/** Exactly the editable fields (a row on screen carries more: id, photos, derived status…). */
export function pickJobFields(f: JobFields): JobFields {
  return {
    title: f.title,
    clientId: f.clientId,
    siteAddress: f.siteAddress,
    locality: f.locality,
    manualStatus: f.manualStatus,
    scheduledStart: f.scheduledStart,
    scheduledEnd: f.scheduledEnd,
    notes: f.notes,
  };
}

/** Saves only the changed fields (last write wins per field, so an edit on another device to other fields survives). */
export async function updateJob(userId: string, row: JobRow, fields: JobFields): Promise<boolean> {
  const next = { ...pickJobFields(fields), locality: await canonicalLocality(fields.locality) };
  const patch = diffFields(pickJobFields(row), next);
  if (!Object.keys(patch).length) return false;
  await mutate('job.update', { id: row.id, patch }, { userId });
  return true;
}

/** The schedule's "move to another day": both dates move, the job keeps its length. */
export async function moveJob(userId: string, row: Pick<JobRow, 'id' | 'scheduledStart' | 'scheduledEnd'>, day: string) {
  const patch = row.scheduledStart ? shiftSchedule(row.scheduledStart, row.scheduledEnd, day) : { scheduledStart: day, scheduledEnd: null };
  await mutate('job.update', { id: row.id, patch }, { userId });
}

export async function deleteJob(userId: string, id: string) {
  await mutate('job.delete', { id }, { userId });
}

export async function addJobPhotos(userId: string, jobId: string, files: readonly File[], stage: JobPhotoStage) {
  const photos = await Promise.all(files.map((f) => preparePhoto(f)));
  await writeWithPhotos({ userId, entity: 'job', entityId: jobId }, photos, async (paths) => {
    for (const path of paths) await act.job.addPhoto({ id: jobId, photo: { path, stage } }, { userId });
  });
}

export async function removeJobPhoto(userId: string, jobId: string, path: string) {
  await act.job.removePhoto({ id: jobId, path }, { userId });
}

/** A running timer is a time entry with no end: it lives in IndexedDB (and the server), so closing the app stops nothing. */
export async function startTimer(userId: string, jobId: string, now = new Date()) {
  await mutate('jobTime.create', { id: crypto.randomUUID(), jobId, startedAt: now.toISOString(), endedAt: null, note: '' }, { userId });
}

export async function stopTimer(userId: string, entryId: string, now = new Date()) {
  await mutate('jobTime.update', { id: entryId, patch: { endedAt: now.toISOString() } }, { userId });
}

/** Hours typed by hand for a day: an entry from 8 am local time on that day, `minutes` long. */
export async function addHours(userId: string, jobId: string, day: string, minutes: number, note = '') {
  const [y, m, d] = day.split('-').map(Number);
  const start = new Date(y, m - 1, d, 8, 0, 0);
  const end = new Date(start.getTime() + minutes * 60_000);
  await mutate(
    'jobTime.create',
    { id: crypto.randomUUID(), jobId, startedAt: start.toISOString(), endedAt: end.toISOString(), note },
    { userId },
  );
}

export async function deleteTime(userId: string, id: string) {
  await mutate('jobTime.delete', { id }, { userId });
}

export async function setLabourRate(userId: string, cents: number) {
  await mutate('settings.update', { patch: { labourRateCents: cents } }, { userId });
}
