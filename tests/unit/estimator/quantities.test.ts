import { describe, expect, it } from 'vitest';
import { buy, fmt, packsFor, roundUp, stockLengthFor } from '../../../src/domain/estimator/quantities';

describe('estimator arithmetic', () => {
  it('rounds up without being fooled by float noise (100 x 1.1 is 110, not 111)', () => {
    expect(100 * 1.1).toBeGreaterThan(110); // the noise this guards against
    expect(roundUp(100 * 1.1)).toBe(110);
    expect((0.45 * 3) / 0.15).toBeGreaterThan(9);
    expect(roundUp((0.45 * 3) / 0.15)).toBe(9);
    expect(roundUp(7.92)).toBe(8);
  });

  it('never buys less than one of a listed material', () => {
    expect(buy(0.2)).toBe(1);
    expect(buy(0)).toBe(1);
    expect(buy(2.01)).toBe(3);
  });

  it.each([
    // litres, large, small, expected
    [12.79, 10, 4, { large: 1, small: 1 }], // 10 + 2.79 → one 4 L tin (4 L < 7.5 L)
    [4.59, 10, 4, { large: 1, small: 0 }], // two 4 L tins = 8 L ≥ 7.5 L → a 10 L tin instead
    [3.6, 10, 4, { large: 0, small: 1 }],
    [20, 10, 4, { large: 2, small: 0 }],
    [13.23, 15, 4, { large: 1, small: 0 }], // four 4 L pails = 16 L ≥ 11.25 L
    [7, 15, 4, { large: 0, small: 2 }], // two 4 L pails = 8 L < 11.25 L
    [1.1, 4, 1, { large: 0, small: 2 }],
    [0, 10, 4, { large: 0, small: 0 }],
  ])('covers %s L with %s L and %s L packs as %o', (amount, large, small, expected) => {
    expect(packsFor(amount, large, small)).toEqual(expected);
  });

  it('picks the shortest stock length that covers the need', () => {
    expect(stockLengthFor(2.4, [2.4, 2.7, 3.0])).toBe(2.4);
    expect(stockLengthFor(1.8 + 0.6, [2.1, 2.4, 2.7])).toBe(2.4); // 2.4000000000000004 in floating point
    expect(stockLengthFor(2.5, [2.4, 2.7, 3.0])).toBe(2.7);
    expect(stockLengthFor(4, [2.4, 3.6])).toBe(3.6);
  });

  it('prints measurements with at most two decimals and no trailing zeros', () => {
    expect(fmt(7.2)).toBe('7.2');
    expect(fmt(3)).toBe('3');
    expect(fmt(13.230000000000002)).toBe('13.23');
  });
});
