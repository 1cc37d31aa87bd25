import * as v from 'valibot';
import { col } from '../columns';
import { JobFields, JobPhoto, TimeFields, isoInstant, uuid } from '../../jobs/fields';

/** A time entry's typed columns (jobTime is a typed table, src/domain/sync/entities.ts; jobId is set by the create only). */
export const jobTimeColumns = {
  jobId: col.uuid('job_id', uuid),
  startedAt: col.instant('started_at', TimeFields.entries.startedAt),
  // null while the timer runs
  endedAt: col.instant('ended_at', isoInstant).nullable(),
  note: col.text('note', TimeFields.entries.note),
};

/**
 * Jobs and time on the job (issue 13). Edits carry only the changed fields and apply in the order the server
 * receives them (last write wins per field, as materials lists): moving a job on the schedule on one device and
 * editing its notes on another both survive. Photos are added and removed one at a time, so two devices adding
 * photos offline both keep theirs. A running timer is a time entry with no end.
 */
export const jobMutations = {
  'job.create': v.object({
    id: uuid,
    createdAt: isoInstant,
    ...JobFields.entries,
    photos: v.optional(v.pipe(v.array(JobPhoto), v.maxLength(60)), []),
  }),
  'job.update': v.object({ id: uuid, patch: v.partial(JobFields) }),
  'job.delete': v.object({ id: uuid }),
  'job.addPhoto': v.object({ id: uuid, photo: JobPhoto }),
  'job.removePhoto': v.object({ id: uuid, path: JobPhoto.entries.path }),
} satisfies Record<string, v.GenericSchema>;
