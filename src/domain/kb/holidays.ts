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

/** 27–31 December, which some Acts leave out of their business days (NSW: Home Building Act s 3, Security of Payment Act s 4). */
function inChristmasBreak(iso: IsoDate): boolean {
  return iso.slice(5, 7) === '12' && Number(iso.slice(8, 10)) >= 27;
}

/**
 * The days to leave out besides weekends: the place's public holidays, and 27–31 December where the rule's Act
 * (`christmasBreak`, e.g. "Home Building Act 1989 (NSW) s 3") leaves them out of its business days.
 */
export function holidaySkip(state: State | undefined, christmasBreak?: string): (iso: IsoDate) => boolean {
  return (iso) => (christmasBreak !== undefined && inChristmasBreak(iso)) || publicHolidayOn(iso, state ?? 'AU') !== null;
}

/** The weekdays of 27–31 December after `from` up to and including `to` that are not already public holidays. */
function breakDaysBetween(from: IsoDate, to: IsoDate, state: State | undefined): IsoDate[] {
  const out: IsoDate[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
    for (let d = 27; d <= 31; d++) {
      const iso = `${y}-12-${d}` as IsoDate;
      const weekday = weekdayOf(iso);
      if (iso > from && iso <= to && weekday !== 0 && weekday !== 6 && publicHolidayOn(iso, state ?? 'AU') === null) out.push(iso);
    }
  return out;
}

/**
 * How a count of business days from `from` to `to` treated holidays, in words for the answer: "counting out weekends
 * and NSW public holidays: Boxing Day (substitute day), Mon 28 Dec 2026", "… none fell in between", or, outside the
 * table's years, that a public holiday in between moves the day later.
 */
export function holidaysCounted(from: IsoDate, to: IsoDate, state: State | undefined, christmasBreak?: string): string {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const breakDays = christmasBreak ? breakDaysBetween(lo, hi, state) : [];
  const breakSaid = breakDays.length
    ? `; also out: ${breakDays.map((d) => `${DAY[weekdayOf(d)]} ${formatDateShortAU(d)}`).join(', ')} (27–31 December are not business days under the ${christmasBreak})`
    : '';
  if (!holidaysKnown(from) || !holidaysKnown(to))
    return `counting out weekends; a public holiday in between moves it a business day later${breakSaid}`;
  const whose = state ? `${state} public holidays` : 'national public holidays (a state holiday in between moves it a business day later)';
  const days = publicHolidaysBetween(lo, hi, state ?? 'AU');
  if (days.length === 0) return `counting out weekends and ${whose}; none fell in between${breakSaid}`;
  const named = days.map((h) => `${h.name}, ${DAY[weekdayOf(h.date)]} ${formatDateShortAU(h.date)}`).join('; ');
  return `counting out weekends and ${whose}: ${named}${breakSaid}`;
}
