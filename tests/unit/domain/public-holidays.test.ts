import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOLIDAY_YEARS, packageHolidays } from '../../../src/domain/holiday-source';
import { holidaysKnown, publicHolidayOn, publicHolidaysBetween } from '../../../src/domain/public-holidays';
import { JURISDICTIONS } from '../../../src/domain/rules/types';
import { isWeekday } from '../../../src/domain/weekdays';

describe("the device's table of public holidays (src/domain/holiday-table.ts)", () => {
  it('holds exactly the weekday public holidays the date-holidays package gives, for every jurisdiction and year', () => {
    // Fails when the package's data changes: run scripts/build-holiday-table.ts.
    for (const j of JURISDICTIONS)
      for (let y = HOLIDAY_YEARS.from; y <= HOLIDAY_YEARS.to; y++) {
        const fromPackage = packageHolidays(j, y).filter((h) => isWeekday(h.date));
        const fromTable = publicHolidaysBetween(`${y - 1}-12-31`, `${y}-12-31`, j);
        expect(fromTable, `${j} ${y}`).toEqual(fromPackage);
      }
  });

  it('names a state holiday in its own state only', () => {
    expect(publicHolidayOn('2026-11-03', 'VIC')).toBe('Melbourne Cup');
    expect(publicHolidayOn('2026-11-03', 'NSW')).toBeNull();
    expect(publicHolidayOn('2026-10-05', 'QLD')).toBe("King's Birthday");
    expect(publicHolidayOn('2026-06-08', 'QLD')).toBeNull();
    expect(publicHolidayOn('2026-12-28', 'NSW')).toBe('Boxing Day (substitute day)');
    // National days are everyone's; a state's own are not the nation's.
    expect(publicHolidayOn('2026-01-26', 'AU')).toBe('Australia Day');
    expect(publicHolidayOn('2026-03-09', 'AU')).toBeNull();
  });

  it('says when a year is outside the table (unknown, not "no holidays")', () => {
    expect(holidaysKnown('2026-04-03')).toBe(true);
    expect(holidaysKnown(`${HOLIDAY_YEARS.to + 1}-04-03`)).toBe(false);
    expect(publicHolidayOn(`${HOLIDAY_YEARS.to + 1}-01-01`, 'NSW')).toBeNull();
  });

  it('stays small enough for the device (it replaces a ~900 KiB package in the assistant)', () => {
    const source = readFileSync(new URL('../../../src/domain/holiday-table.ts', import.meta.url));
    expect(gzipSync(source).length).toBeLessThan(4 * 1024);
  });
});
