import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  daysBetweenIso,
  formatDateAU,
  formatDateShortAU,
  isIsoDate,
  isoFromInstant,
  monthNumber,
  relativeDayLabel,
  todayIso,
} from '../../../src/domain/dates';

// 15:00 UTC on 30 June 2025: 01:00 on 1 July in Sydney (UTC+10), 23:00 on 30 June in Perth (UTC+8).
const EDGE = Date.UTC(2025, 5, 30, 15, 0, 0);

describe('calendar day in a time zone', () => {
  it('gives a different calendar day in Perth and Sydney for the same instant', () => {
    expect(isoFromInstant(EDGE, 'Australia/Sydney')).toBe('2025-07-01');
    expect(isoFromInstant(EDGE, 'Australia/Perth')).toBe('2025-06-30');
    expect(isoFromInstant(new Date(EDGE), 'UTC')).toBe('2025-06-30');
  });

  it('reads today in Sydney by default, not in the host zone', () => {
    expect(todayIso(EDGE)).toBe('2025-07-01');
    expect(todayIso(EDGE, 'Australia/Perth')).toBe('2025-06-30');
  });

  it('follows daylight saving: 13:30 UTC on 1 Dec 2025 is 2 Dec in Sydney (AEDT) but still 1 Dec in Brisbane', () => {
    const t = Date.UTC(2025, 11, 1, 13, 30);
    expect(isoFromInstant(t, 'Australia/Sydney')).toBe('2025-12-02'); // 00:30 AEDT (UTC+11)
    expect(isoFromInstant(t, 'Australia/Brisbane')).toBe('2025-12-01'); // 23:30 AEST, no DST in QLD
    // The same wall-clock offset in winter lands on the same day in both.
    const w = Date.UTC(2025, 5, 1, 13, 30);
    expect(isoFromInstant(w, 'Australia/Sydney')).toBe('2025-06-01');
    expect(isoFromInstant(w, 'Australia/Brisbane')).toBe('2025-06-01');
  });

  it('refuses an unknown time zone instead of quietly using UTC', () => {
    expect(() => todayIso(EDGE, 'Australia/Nowhere')).toThrow(RangeError);
  });

  it('refuses an invalid instant', () => {
    expect(() => isoFromInstant(new Date('nope'))).toThrow(RangeError);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2025-10-05', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-05', false],
    ['2025-10-05T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (s, ok) => {
    expect(isIsoDate(s)).toBe(ok);
  });
});

describe('addDaysIso', () => {
  it.each([
    ['2025-10-05', 30, '2025-11-04'],
    ['2025-10-04', 1, '2025-10-05'], // the night Sydney clocks go forward
    ['2025-04-05', 1, '2025-04-06'], // the night they go back
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['1900-02-28', 1, '1900-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-10-05', 0, '2025-10-05'],
    ['2025-01-31', 365, '2026-01-31'],
  ])('%s plus %i days is %s', (from, days, to) => {
    expect(addDaysIso(from, days)).toBe(to);
  });

  it('agrees with UTC calendar arithmetic for every day over ten years', () => {
    for (let n = 0; n < 3660; n += 1) {
      const expected = new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
      expect(addDaysIso('2020-01-01', n)).toBe(expected);
    }
  });

  it('rejects a non-date and a fractional day count', () => {
    expect(() => addDaysIso('05/10/2025', 1)).toThrow(RangeError);
    expect(() => addDaysIso('2025-10-05', 1.5)).toThrow(RangeError);
  });

  it('counts calendar days between dates', () => {
    expect(daysBetweenIso('2025-10-05', '2025-11-04')).toBe(30);
    expect(daysBetweenIso('2025-11-04', '2025-10-05')).toBe(-30);
  });
});

describe('en-AU display', () => {
  it.each([
    ['2025-10-05', '05/10/2025'],
    ['2025-01-31', '31/01/2025'],
  ])('formatDateAU(%s) is %s', (iso, out) => {
    expect(formatDateAU(iso)).toBe(out);
  });

  it.each([
    ['2025-10-05', '5 Oct 2025'],
    ['2025-01-31', '31 Jan 2025'],
    ['2025-06-05', '5 June 2025'],
    ['2025-07-15', '15 July 2025'],
    ['2025-09-01', '1 Sept 2025'],
    ['2025-12-25', '25 Dec 2025'],
  ])('formatDateShortAU(%s) is %s (day, short month, year)', (iso, out) => {
    expect(formatDateShortAU(iso)).toBe(out);
  });
});

describe('relativeDayLabel (marketplace)', () => {
  // 13:00 on Friday 10 Oct 2025 in Sydney (AEDT, UTC+11); 10:00 in Perth.
  const NOW = Date.UTC(2025, 9, 10, 2, 0);

  it.each([
    ['2025-10-10', 'Today'],
    ['2025-10-09', 'Yesterday'],
    ['2025-10-08', '2 days ago'],
    ['2025-10-03', '7 days ago'],
    ['2025-10-02', '02/10/2025'],
    ['2025-10-12', 'Today'], // another device's clock ahead
  ])('labels %s as %s', (when, label) => {
    expect(relativeDayLabel(when, NOW)).toBe(label);
  });

  it('counts calendar days in the given zone, so a late-evening Perth post is yesterday there but today in Sydney', () => {
    const posted = '2025-10-09T14:00:00Z'; // 01:00 10 Oct Sydney, 22:00 9 Oct Perth
    expect(relativeDayLabel(posted, NOW, 'Australia/Sydney')).toBe('Today');
    expect(relativeDayLabel(posted, NOW, 'Australia/Perth')).toBe('Yesterday');
  });

  it('accepts Date and epoch instants', () => {
    expect(relativeDayLabel(new Date(NOW - 3 * 86_400_000), NOW)).toBe('3 days ago');
    expect(relativeDayLabel(NOW - 30 * 86_400_000, NOW)).toBe('10/09/2025');
  });

  it('refuses a timestamp without a zone, which JavaScript would read in the host zone', () => {
    expect(() => relativeDayLabel('2025-10-09T14:00:00', NOW)).toThrow(RangeError);
  });
});

describe('month names', () => {
  it('reads abbreviations and full names in any case, and nothing else', () => {
    expect(monthNumber('Jan')).toBe(1);
    expect(monthNumber('sept')).toBe(9);
    expect(monthNumber('SEPTEMBER')).toBe(9);
    expect(monthNumber('July')).toBe(7);
    expect(monthNumber('dec')).toBe(12);
    expect(monthNumber('Jux')).toBeUndefined();
    expect(monthNumber('')).toBeUndefined();
  });
});
