import Holidays from 'date-holidays';
import { addDaysIso, type IsoDate } from '../dates';
import type { Jurisdiction, Rule } from '../rules/types';
import { addWeekdays, isWeekday } from '../weekdays';

/**
 * Business days per state: Monday to Friday, less the state's public holidays. The holidays come from the
 * `date-holidays` package (its AU data per state, kept up to date by its maintainers) rather than a hand table;
 * part-day holidays (Christmas Eve and New Year's Eve evenings in SA, QLD) are working days and are not counted out.
 */
const cache = new Map<string, Set<IsoDate>>();

/** The years the assistant's copy of these holidays covers (src/domain/holiday-table.ts, made from this package). */
export const HOLIDAY_YEARS = { from: 2015, to: 2035 } as const;

/**
 * A state's whole-day public holidays in a year, as the package has them (national ones alone for `AU`); one per date
 * (where the package names two days on one date, the first name).
 */
export function packageHolidays(state: Jurisdiction, year: number): { date: IsoDate; name: string }[] {
  const hd = state === 'AU' ? new Holidays('AU') : new Holidays('AU', state);
  return hd
    .getHolidays(year)
    .filter((h) => h.type === 'public' && h.date.endsWith(' 00:00:00'))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h, i, all) => all.findIndex((x) => x.date === h.date) === i);
}

function holidays(state: Jurisdiction, year: number): Set<IsoDate> {
  const key = `${state}:${year}`;
  let set = cache.get(key);
  if (!set) {
    set = new Set(packageHolidays(state, year).map((h) => h.date));
    cache.set(key, set);
  }
  return set;
}

export function isPublicHoliday(iso: IsoDate, state: Jurisdiction): boolean {
  return holidays(state, Number(iso.slice(0, 4))).has(iso);
}

export function isBusinessDay(iso: IsoDate, state: Jurisdiction): boolean {
  return isWeekday(iso) && !isPublicHoliday(iso, state);
}

/** The day `n` business days after `from` (the day of the event itself is not counted). */
export function addBusinessDays(from: IsoDate, n: number, state: Jurisdiction): IsoDate {
  return addWeekdays(from, n, (iso) => isPublicHoliday(iso, state));
}

/** The last day to meet a deadline row counted from the event's date; null where the row has no day count. */
export function dueDateFor(rule: Rule, from: IsoDate, state: Jurisdiction): IsoDate | null {
  if (rule.value.kind !== 'days') return null;
  return rule.value.counting === 'business' ? addBusinessDays(from, rule.value.days, state) : addDaysIso(from, rule.value.days);
}
