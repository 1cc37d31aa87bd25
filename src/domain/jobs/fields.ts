import * as v from 'valibot';
import { photoPathSchema } from '../photos/naming';
import { addDaysIso, daysBetweenIso, isIsoDate } from '../dates';
import { MANUAL_JOB_STATUSES } from './status';

/**
 * What a job holds (issue 13), as the sync mutations, the REST routes and both stores check it. Scheduled dates are
 * 'YYYY-MM-DD' (a job is booked for days, not minutes); the site's suburb, state and postcode come from the typed
 * locality, resolved with the Australian locality data the marketplace uses (src/domain/places).
 */
export const JOB_PHOTO_STAGES = ['before', 'during', 'after'] as const;
export type JobPhotoStage = (typeof JOB_PHOTO_STAGES)[number];
export const MAX_JOB_PHOTOS = 60;

const noNul = (label: string) => v.check((x: string) => !x.includes('\u0000'), `${label} cannot contain a NUL character`);
const text = (label: string, max: number) =>
  v.pipe(v.string(`${label} must be text`), noNul(label), v.maxLength(max, `${label} is too long`));
const isoDate = (label: string) =>
  v.pipe(
    v.string(),
    v.check((s: string) => isIsoDate(s), `${label} must be a date (YYYY-MM-DD)`),
  );
export const uuid = v.pipe(v.string(), v.uuid('must be a UUID'));
export const isoInstant = v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'));

export const JobPhoto = v.object({
  path: photoPathSchema(),
  stage: v.picklist(JOB_PHOTO_STAGES, `must be one of ${JOB_PHOTO_STAGES.join(', ')}`),
});
export type JobPhoto = v.InferOutput<typeof JobPhoto>;

export const JobFields = v.object({
  title: v.pipe(
    v.string('Job title is required'),
    v.trim(),
    noNul('title'),
    v.nonEmpty('Job title is required'),
    v.maxLength(200, 'Job title is too long'),
  ),
  clientId: v.nullable(v.pipe(v.string(), v.uuid('Client id must be a UUID'))),
  /** the street part of the site address: "12 Smith St" */
  siteAddress: text('Site address', 300),
  /** the site's locality as typed ("Parramatta NSW 2150"); '' for none; the server resolves and stores it */
  locality: text('Locality', 120),
  manualStatus: v.picklist(MANUAL_JOB_STATUSES, `must be one of ${MANUAL_JOB_STATUSES.join(', ')}`),
  scheduledStart: v.nullable(isoDate('Scheduled start')),
  scheduledEnd: v.nullable(isoDate('Scheduled end')),
  notes: text('Notes', 5000),
});
export type JobFields = v.InferOutput<typeof JobFields>;

/** A job's dates must not run backwards; checked on the whole row (a patch may change one end only). */
export function scheduleProblem(start: string | null, end: string | null): string | null {
  if (end && !start) return 'scheduledStart: a job with an end date needs a start date';
  if (start && end && end < start) return 'scheduledEnd: cannot be before the start date';
  return null;
}

/** "Parramatta NSW 2150" → its state and postcode, for a locality already written the canonical way. */
export function localityParts(locality: string): { suburb: string; state: string; postcode: string } | null {
  const m = /^(.+) (NSW|VIC|QLD|WA|SA|TAS|ACT|NT) (\d{4})$/.exec(locality.trim());
  return m ? { suburb: m[1], state: m[2], postcode: m[3] } : null;
}

/** Moves a job's dates by whole days, keeping its length ("move to another day" on the schedule). */
export function shiftSchedule(
  start: string,
  end: string | null,
  newStart: string,
): { scheduledStart: string; scheduledEnd: string | null } {
  if (!end) return { scheduledStart: newStart, scheduledEnd: null };
  return { scheduledStart: newStart, scheduledEnd: addDaysIso(newStart, Math.max(0, daysBetweenIso(start, end))) };
}

export const TimeFields = v.object({
  startedAt: isoInstant,
  endedAt: v.nullable(isoInstant),
  note: text('Note', 500),
});
export type TimeFields = v.InferOutput<typeof TimeFields>;

export function timeProblem(startedAt: string, endedAt: string | null): string | null {
  if (endedAt && Date.parse(endedAt) < Date.parse(startedAt)) return 'endedAt: cannot be before the start';
  if (endedAt && Date.parse(endedAt) - Date.parse(startedAt) > 7 * 86_400_000) return 'endedAt: one entry cannot be longer than 7 days';
  return null;
}

/**
 * The job form's client field: a name typed or picked from the saved clients. A saved client's name (any case, spacing)
 * picks it — the current one first when two share a name; a new name makes a new client; nothing typed, no client.
 */
export function clientChoice(
  typed: string,
  clients: ReadonlyArray<{ id: string; name: string }>,
  currentId: string | null = null,
): { clientId: string | null } | { newClient: string } {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (!name) return { clientId: null };
  const key = name.toLowerCase();
  const same = clients.filter((c) => c.name.trim().replace(/\s+/g, ' ').toLowerCase() === key);
  if (same.length) return { clientId: (same.find((c) => c.id === currentId) ?? same[0]).id };
  return { newClient: name };
}
