import type { IsoDate } from './dates';
import { HOLIDAY_NAMES, HOLIDAY_TABLE, HOLIDAY_TABLE_YEARS } from './holiday-table';
import type { Jurisdiction } from './rules/types';

/**
 * The weekday public holidays of a state (national ones for `AU`) from the small generated table
 * (src/domain/holiday-table.ts, made from the `date-holidays` package at build time: src/domain/holiday-source.ts), for
 * every business-day count in the app: the compliance due dates and the assistant's.
 */

const decoded = new Map<string, ReadonlyMap<string, string>>();

function yearOf(state: Jurisdiction, year: number): ReadonlyMap<string, string> | null {
  const packed = HOLIDAY_TABLE[state][year];
  if (packed === undefined) return null;
  const key = `${state}:${year}`;
  let days = decoded.get(key);
  if (!days) {
    days = new Map(
      packed ? packed.split(' ').map((d) => [`${year}-${d.slice(0, 2)}-${d.slice(2, 4)}`, HOLIDAY_NAMES[Number(d.slice(4))]!]) : [],
    );
    decoded.set(key, days);
  }
  return days;
}

/** Whether the table covers the year of `iso` (outside it, holidays are unknown, not absent). */
export function holidaysKnown(iso: IsoDate): boolean {
  const y = Number(iso.slice(0, 4));
  return y >= HOLIDAY_TABLE_YEARS.from && y <= HOLIDAY_TABLE_YEARS.to;
}

/** The name of the public holiday on a weekday `iso` in `state`, or null (also null outside the table's years). */
export function publicHolidayOn(iso: IsoDate, state: Jurisdiction): string | null {
  return yearOf(state, Number(iso.slice(0, 4)))?.get(iso) ?? null;
}

/** Every weekday public holiday after `from` up to and including `to`, in order. */
export function publicHolidaysBetween(from: IsoDate, to: IsoDate, state: Jurisdiction): { date: IsoDate; name: string }[] {
  const out: { date: IsoDate; name: string }[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
    for (const [date, name] of yearOf(state, y) ?? []) if (date > from && date <= to) out.push({ date, name });
  return out;
}
