import { describe, expect, it } from 'vitest';
import { fixedRange } from '../../../src/app/ui/VirtualList';

/**
 * The fixed-height list (issue 23's 1,000-credit statement at 4× CPU): which rows are drawn is worked out from where the
 * list sits on the screen, with no per-row pass. 172 px rows on an 844 px phone screen, 3 rows over each edge.
 */
describe('fixedRange', () => {
  it('draws the first screenful and three more when the list starts on screen', () => {
    // list starts 300 px down: rows 0..3 are on screen (300 + 4 × 172 = 988 > 844), then three more
    expect(fixedRange(300, 844, 172, 1000)).toEqual({ start: 0, end: 7 });
  });

  it('follows the page down: rows scrolled past are not drawn, three above the screen are', () => {
    // scrolled so the list's top is 172 × 500 px above the screen: row 500 is at the top edge
    expect(fixedRange(-172 * 500, 844, 172, 1000)).toEqual({ start: 497, end: 508 });
    // half a row further
    expect(fixedRange(-172 * 500 - 86, 844, 172, 1000)).toEqual({ start: 497, end: 509 });
  });

  it('stops at the end of the list and draws nothing of an empty one', () => {
    expect(fixedRange(-172 * 998, 844, 172, 1000)).toEqual({ start: 995, end: 1000 });
    expect(fixedRange(-172 * 5000, 844, 172, 1000)).toEqual({ start: 1000, end: 1000 });
    expect(fixedRange(0, 844, 172, 0)).toEqual({ start: 0, end: 0 });
  });

  it('a list below the screen draws only its overscan', () => {
    expect(fixedRange(2000, 844, 172, 1000)).toEqual({ start: 0, end: 0 });
    expect(fixedRange(900, 844, 172, 1000)).toEqual({ start: 0, end: 3 });
    // and one a custom overscan asks for
    expect(fixedRange(900, 844, 172, 1000, 6)).toEqual({ start: 0, end: 6 });
  });
});
