import * as v from 'valibot';
import { col } from '../columns';
import { JobFields, JobPhoto, MAX_JOB_PHOTOS, TimeFields, isoInstant, uuid } from '../../jobs/fields';

/** A time entry's typed columns (jobTime is a typed table, src/domain/sync/entities.ts; jobId is set by the create only). */
export const jobTimeColumns = {
  jobId: col.uuid('job_id', uuid),
  startedAt: col.instant('started_at', TimeFields.entries.startedAt),
  // null while the timer runs
  endedAt: col.instant('ended_at', isoInstant).nullable(),
  note: col.text('note', TimeFields.entries.note),
};

/**
 * A job's typed columns (issue 13; a typed table since issue 20). `locality` is what the person typed, as the server
 * resolved it ("Parramatta NSW 2150"); suburb, state and postcode are derived from it on each write (the definition's
 * `derived`: the server resolves it with the locality data, the device reads the canonical text), never sent by a write.
 * Photos come with the create and then change one at a time through the job's actions, so two devices adding photos
 * offline both keep theirs.
 */
const F = JobFields.entries;
export const jobColumns = {
  title: col.text('title', F.title),
  clientId: col.uuid('client_id', F.clientId.wrapped).nullable(),
  siteAddress: col.text('site_address', F.siteAddress),
  locality: col.text('locality', F.locality),
  suburb: col.text('suburb').nullable(),
  state: col.text('state').nullable(),
  postcode: col.text('postcode').nullable(),
  manualStatus: col.text('manual_status', F.manualStatus),
  scheduledStart: col.date('scheduled_start', F.scheduledStart.wrapped).nullable(),
  scheduledEnd: col.date('scheduled_end', F.scheduledEnd.wrapped).nullable(),
  notes: col.text('notes', F.notes),
  photos: col.photos('photos', v.optional(v.pipe(v.array(JobPhoto), v.maxLength(MAX_JOB_PHOTOS, `at most ${MAX_JOB_PHOTOS} photos`)), [])),
};

/**
 * A job's named actions beyond create / update / delete (members of its definition, src/domain/sync/entities.ts): a
 * photo added or removed on its own, so two devices adding photos offline both keep theirs. Their device and server
 * halves are required by type (src/data/sync/actions.ts, api/sync/actions.ts).
 */
export const jobActions = {
  addPhoto: v.object({ id: uuid, photo: JobPhoto }),
  removePhoto: v.object({ id: uuid, path: JobPhoto.entries.path }),
};
