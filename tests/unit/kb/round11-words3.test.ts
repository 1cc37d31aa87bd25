import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../src/domain/kb/parse';

/** A GST mark ("ex gst", "inc gst", "+ gst") makes even a two-digit bare number an amount of money. */
describe('a small bare number before a GST mark is an amount', () => {
  it('reads "45 ex gst" as $45 before GST', () => {
    const amounts = parseQuestion('sent an invoice for 45 ex gst, what do i charge all up?').query.amounts;
    expect(amounts).toEqual([expect.objectContaining({ cents: 4500, gst: 'excl' })]);
  });
  it('reads "99.90 incl gst" with its cents', () => {
    const amounts = parseQuestion('callout fee was 99.90 incl gst how much of that is gst').query.amounts;
    expect(amounts).toEqual([expect.objectContaining({ cents: 9990, gst: 'incl' })]);
  });
  it('does not read a piece of a bigger number or a decimal', () => {
    expect(parseQuestion('quoted 2,060 ex gst for the fence').query.amounts).toEqual([expect.objectContaining({ cents: 206000 })]);
    expect(parseQuestion('labour rate 1.50 ex gst per metre').query.amounts.some((a) => a.cents === 5000)).toBe(false);
  });
});
