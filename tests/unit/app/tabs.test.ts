import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../../src/app/ui/Tabs';

describe('tab keyboard moves', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 0],
    ['ArrowLeft', 0, 3],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 1, 3],
    ['Enter', 1, null],
  ])('%s from tab %i of 4 goes to %s, wrapping at the ends', (key, i, next) => {
    expect(nextTabIndex(key, i, 4)).toBe(next);
  });
});
