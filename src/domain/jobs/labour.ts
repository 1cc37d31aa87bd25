/**
 * Time on a job (issue 13): entries with a start and an end; a running timer is an entry with no end yet, so it is a
 * row like any other — it survives the app being closed and is started or stopped offline.
 * When the job is invoiced its hours become labour lines at the default labour rate (settings; spec default $85/hr).
 */
import type { Cents } from '../money';
import { formatCents, roundHalfUpDiv } from '../money';

export const DEFAULT_LABOUR_RATE_CENTS: Cents = 8500;

export interface TimeEntryLike {
  startedAt: string;
  endedAt: string | null;
}

/** Whole minutes of one entry (a running one counts up to `now`); never negative. */
export function entryMinutes(e: TimeEntryLike, now: number = Date.now()): number {
  const start = Date.parse(e.startedAt);
  const end = e.endedAt ? Date.parse(e.endedAt) : now;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 0;
  return Math.max(0, Math.round((end - start) / 60_000));
}

/** Finished minutes on a job: running timers are left out (they are not billable until stopped). */
export function finishedMinutes(entries: readonly TimeEntryLike[]): number {
  return entries.filter((e) => e.endedAt).reduce((sum, e) => sum + entryMinutes(e), 0);
}

/** "2 h 30 min", "45 min", "3 h" */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export interface LabourLine {
  description: string;
  /** invoice quantities are whole numbers (spec §5) */
  quantity: number;
  unit: string | null;
  rateCents: Cents;
}

/**
 * The labour line(s) for the finished time on a job. Invoice quantities are whole numbers, so:
 * - whole hours: one line, quantity = hours, unit hr, at the rate;
 * - otherwise: the whole hours as above, plus one line for the remaining minutes (quantity 1, unit null) charged at
 *   the rate pro rata, rounded half up to the cent — "Labour – 30 min at $85.00/hr" = $42.50.
 * Nothing when no finished time is recorded.
 */
export function labourLines(entries: readonly TimeEntryLike[], rateCents: Cents, label = 'Labour'): LabourLine[] {
  const minutes = finishedMinutes(entries);
  if (minutes <= 0 || rateCents <= 0) return [];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const lines: LabourLine[] = [];
  if (hours > 0) lines.push({ description: label, quantity: hours, unit: 'hr', rateCents });
  if (rest > 0)
    lines.push({
      description: `${label} – ${rest} min at ${formatCents(rateCents)}/hr`,
      quantity: 1,
      unit: null,
      rateCents: roundHalfUpDiv(rest * rateCents, 60),
    });
  return lines;
}
