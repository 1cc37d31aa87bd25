import { addDaysIso, daysBetweenIso, type IsoDate } from './dates';

/**
 * Monday-to-Friday counting shared by the compliance due dates (compliance/business-days.ts) and the assistant's lead
 * times and super due dates (kb/holidays.ts); both leave out a state's public holidays through `skip`, from the
 * generated table in public-holidays.ts.
 */

/** 0 Sunday … 6 Saturday, read in UTC so a device's time zone never shifts the day. */
export function weekdayOf(iso: IsoDate): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function isWeekday(iso: IsoDate): boolean {
  const w = weekdayOf(iso);
  return w !== 0 && w !== 6;
}

/** The day `n` weekdays after `from` (`from` itself not counted); `skip` leaves out more days (public holidays). */
export function addWeekdays(from: IsoDate, n: number, skip: (iso: IsoDate) => boolean = () => false): IsoDate {
  let day = from;
  for (let left = n; left > 0;) {
    day = addDaysIso(day, 1);
    if (isWeekday(day) && !skip(day)) left -= 1;
  }
  return day;
}

/** Weekdays after `from` up to and including `to` (0 when `to` is not later). */
export function weekdaysBetween(from: IsoDate, to: IsoDate, skip: (iso: IsoDate) => boolean = () => false): number {
  let n = 0;
  for (let i = 1; i <= daysBetweenIso(from, to); i++) {
    const day = addDaysIso(from, i);
    if (isWeekday(day) && !skip(day)) n++;
  }
  return n;
}
