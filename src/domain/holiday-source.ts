import Holidays from 'date-holidays';
import type { IsoDate } from './dates';
import type { Jurisdiction } from './rules/types';

/**
 * Where the app's public holidays come from: the `date-holidays` package (its AU data per state, kept up to date by its
 * maintainers) rather than a hand table. Read only at build time, by scripts/build-holiday-table.ts, which writes the
 * small table the app counts business days with (src/domain/holiday-table.ts), and by the test that keeps the two equal —
 * the package itself (~900 KiB) never ships to the device.
 */

/** The years the generated table covers. */
export const HOLIDAY_YEARS = { from: 2015, to: 2035 } as const;

/**
 * A state's whole-day public holidays in a year, as the package has them (national ones alone for `AU`); one per date
 * (where the package names two days on one date, the first name). Part-day holidays (Christmas Eve and New Year's Eve
 * evenings in SA, QLD) are working days and are left out.
 */
export function packageHolidays(state: Jurisdiction, year: number): { date: IsoDate; name: string }[] {
  const hd = state === 'AU' ? new Holidays('AU') : new Holidays('AU', state);
  return hd
    .getHolidays(year)
    .filter((h) => h.type === 'public' && h.date.endsWith(' 00:00:00'))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h, i, all) => all.findIndex((x) => x.date === h.date) === i);
}
