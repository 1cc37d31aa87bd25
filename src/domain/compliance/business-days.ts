import { addDaysIso, type IsoDate } from '../dates';
import { publicHolidayOn } from '../public-holidays';
import type { Jurisdiction, Rule } from '../rules/types';
import { addWeekdays, isWeekday } from '../weekdays';

/**
 * Business days per state: Monday to Friday, less the state's public holidays — from the app's generated holiday table
 * (src/domain/public-holidays.ts, made from the `date-holidays` package at build time: see src/domain/holiday-source.ts),
 * the same table the assistant counts with. Outside the table's years (2015–2035) no holiday is known.
 */

function isPublicHoliday(iso: IsoDate, state: Jurisdiction): boolean {
  return publicHolidayOn(iso, state) !== null;
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
