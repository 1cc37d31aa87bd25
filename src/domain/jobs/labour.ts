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

/** Minutes as decimal hours for a line: 190 → "3.17", 150 → "2.5", 60 → "1" (2 places, half up). */
export function decimalHours(minutes: number): string {
  return String(roundHalfUpDiv(minutes * 100, 60) / 100);
}

/**
 * The labour line for the finished time on a job: always one line. Invoice quantities are whole numbers (spec §5), so:
 * - whole hours: quantity = hours, unit hr, at the rate ("Labour", 3 × $85.00);
 * - otherwise: quantity 1 with the decimal hours in the description, charged at the rate pro rata, rounded half up to
 *   the cent once — "Labour – 3.17 hr at $85.00/hr" = 190 min × $85 / 60 = $269.17.
 * Nothing when no finished time is recorded.
 */
export function labourLines(entries: readonly TimeEntryLike[], rateCents: Cents, label = 'Labour'): LabourLine[] {
  const minutes = finishedMinutes(entries);
  if (minutes <= 0 || rateCents <= 0) return [];
  if (minutes % 60 === 0) return [{ description: label, quantity: minutes / 60, unit: 'hr', rateCents }];
  return [
    {
      description: `${label} – ${decimalHours(minutes)} hr at ${formatCents(rateCents)}/hr`,
      quantity: 1,
      unit: null,
      rateCents: roundHalfUpDiv(minutes * rateCents, 60),
    },
  ];
}

/** A price-book item that is the tradie's labour: sold by the hour, called labour. */
export interface LabourItemLike {
  description: string;
  unit: string;
  sellCents: Cents;
  updatedAt: string;
}
const HOURLY = /^(hr|hrs|hour|hours|h)$/i;

/**
 * The labour rate a job's time is charged at: the rate set by the tradie (settings, on the profile or the job screen)
 * first; else the sell rate of the price book's labour item (sold per hour, "labour" in its name; the latest changed
 * when there are several); else the spec's $85/hr. Says where it came from, for the screen.
 */
export function labourRate(
  settingsRateCents: number | null | undefined,
  items: readonly LabourItemLike[],
): { rateCents: Cents; source: 'settings' | 'price book' | 'default'; item?: string } {
  if (typeof settingsRateCents === 'number' && settingsRateCents > 0) return { rateCents: settingsRateCents, source: 'settings' };
  const labour = items
    .filter((i) => HOURLY.test(i.unit.trim()) && /\blabou?r\b/i.test(i.description) && i.sellCents > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  if (labour) return { rateCents: labour.sellCents, source: 'price book', item: labour.description };
  return { rateCents: DEFAULT_LABOUR_RATE_CENTS, source: 'default' };
}
