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

function holidays(state: Jurisdiction, year: number): Set<IsoDate> {
  const key = `${state}:${year}`;
  let set = cache.get(key);
  if (!set) {
    const hd = state === 'AU' ? new Holidays('AU') : new Holidays('AU', state);
    set = new Set(
      hd
        .getHolidays(year)
        .filter((h) => h.type === 'public' && h.date.endsWith(' 00:00:00'))
        .map((h) => h.date.slice(0, 10)),
    );
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
