import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatCents, lineAmount, parseDollars } from '../../../src/domain/money';
import { computeTotals, gstInInclusive, gstOn } from '../../../src/domain/gst';

describe('money', () => {
  it.each([
    ['12.50', 1250],
    ['$1,234.56', 123456],
    ['1.005', 101],
    ['0.004', 0],
    ['85', 8500],
    ['abc', null],
    ['', null],
  ])('parses %s typed by a person as %s cents', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it('formats cents as en-AU dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('writes cents as the spec string form', () => {
    expect(centsToDecimalString(1250)).toBe('12.50');
    expect(centsToDecimalString(5)).toBe('0.05');
  });

  it.each([
    [2.5, 8500, 21250],
    [0.1, 333, 33],
    [0.5, 1, 1], // half a cent rounds up
    [3, 1999, 5997],
  ])('rounds line %s x %s cents half up to %s', (q, rate, amount) => {
    expect(lineAmount(q, rate)).toBe(amount);
  });
});

describe('GST', () => {
  it.each([
    [1000, 100],
    [1005, 101], // 100.5 -> 101, half up
    [1004, 100],
    [15, 2], // 1.5 -> 2
    [14, 1],
  ])('GST on %s cents is %s cents', (sub, gst) => {
    expect(gstOn(sub)).toBe(gst);
  });

  it('rounds GST once per document, not per line', () => {
    // three lines of $0.05: per-line GST would be 3 x 1c = 3c; per-document it is 1.5c -> 2c
    const t = computeTotals(
      [
        { quantity: 1, rateCents: 5 },
        { quantity: 1, rateCents: 5 },
        { quantity: 1, rateCents: 5 },
      ],
      true,
    );
    expect(t).toEqual({ subtotalCents: 15, gstCents: 2, totalCents: 17 });
  });

  it('applies no GST when the document says so', () => {
    expect(computeTotals([{ quantity: 2, rateCents: 5000 }], false)).toEqual({ subtotalCents: 10000, gstCents: 0, totalCents: 10000 });
  });

  it('finds the GST inside an inclusive price as one eleventh', () => {
    expect(gstInInclusive(110000)).toBe(10000);
  });
});
