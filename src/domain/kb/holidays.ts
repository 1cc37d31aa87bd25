import { formatDateShortAU, type IsoDate } from '../dates';
import { holidaysKnown, publicHolidayOn, publicHolidaysBetween } from '../public-holidays';
import type { State } from './types';
import { weekdayOf } from '../weekdays';

/**
 * Business days as the assistant counts them: Monday to Friday less the public holidays of the state where the work is
 * (national ones where no state is known), from the device's small holiday table (src/domain/public-holidays.ts).
 * Outside the table's years holidays are unknown, and the answer says so instead of counting them.
 */

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The days to leave out besides weekends: the place's public holidays. */
export function holidaySkip(state: State | undefined): (iso: IsoDate) => boolean {
  return (iso) => publicHolidayOn(iso, state ?? 'AU') !== null;
}

/**
 * How a count of business days from `from` to `to` treated holidays, in words for the answer: "counting out weekends
 * and NSW public holidays: Boxing Day (substitute day), Mon 28 Dec 2026", "… none fell in between", or, outside the
 * table's years, that a public holiday in between moves the day later.
 */
export function holidaysCounted(from: IsoDate, to: IsoDate, state: State | undefined): string {
  if (!holidaysKnown(from) || !holidaysKnown(to)) return 'counting out weekends; a public holiday in between moves it a business day later';
  const whose = state ? `${state} public holidays` : 'national public holidays (a state holiday in between moves it a business day later)';
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const days = publicHolidaysBetween(lo, hi, state ?? 'AU');
  if (days.length === 0) return `counting out weekends and ${whose}; none fell in between`;
  const named = days.map((h) => `${h.name}, ${DAY[weekdayOf(h.date)]} ${formatDateShortAU(h.date)}`).join('; ');
  return `counting out weekends and ${whose}: ${named}`;
}
