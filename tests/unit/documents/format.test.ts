import { describe, expect, it } from 'vitest';
import { formatAbn, formatCalendarDate, formatInstant, formatQuantity, textLines } from '../../../src/domain/documents/format';

describe('document formatting', () => {
  it('shows a calendar date as dd/mm/yyyy without moving it a day in any time zone', () => {
    expect(formatCalendarDate('2025-10-05')).toBe('05/10/2025');
    expect(formatCalendarDate('2025-01-01')).toBe('01/01/2025');
  });

  it('shows an instant in the zone asked for, since the same moment is a different day in Perth and Sydney', () => {
    const late = '2025-06-30T15:30:00Z';
    expect(formatInstant(late, { timeZone: 'Australia/Perth' })).toBe('30/06/2025');
    expect(formatInstant(late, { timeZone: 'Australia/Sydney' })).toBe('01/07/2025');
  });

  it('shows text that is not a date as it is rather than failing', () => {
    expect(formatInstant('not a date')).toBe('not a date');
    expect(formatCalendarDate('soon')).toBe('soon');
  });

  it('groups an 11-digit ABN as 2-3-3-3 and leaves other input alone', () => {
    expect(formatAbn('53004085616')).toBe('53 004 085 616');
    expect(formatAbn('53 004 085 616')).toBe('53 004 085 616');
    expect(formatAbn('pending')).toBe('pending');
  });

  it('prints quantities with up to 3 decimals and thousands separators', () => {
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(1.2345)).toBe('1.235');
    expect(formatQuantity(1200)).toBe('1,200');
    expect(formatQuantity(' as needed ')).toBe('as needed');
  });

  it('keeps paragraph breaks in notes but trims blank lines at the ends', () => {
    expect(textLines('\n\nOne\r\n\r\nTwo  \n\n')).toEqual(['One', '', 'Two']);
  });
});
