import { describe, expect, it } from 'vitest';
import { ITEM_NAME_REQUIRED, itemFromDraft, nextPosition, parseQuantity } from '../../../src/features/materials/item-input';

describe('Add Item input (spec §3 defaults, §5 rules)', () => {
  it.each([
    ['', 1],
    ['abc', 1],
    ['4', 4],
    [' 12 ', 12],
    ['2.5', 3],
    ['2,5', 3],
    ['0', 1],
    ['-3', 1],
  ])('reads quantity %j as %i (falls back to 1 when not a number; whole units, rounded up)', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it('refuses a name that is blank after trimming, with the field error', () => {
    expect(itemFromDraft({ name: '   ', quantity: '3', unit: 'box', notes: '' }, 'id', 0)).toEqual({ error: ITEM_NAME_REQUIRED });
  });

  it('defaults the unit to pc and trims every field', () => {
    expect(itemFromDraft({ name: '  Screws ', quantity: 'x', unit: '  ', notes: ' 10 g ' }, 'id', 4)).toEqual({
      item: { id: 'id', name: 'Screws', quantity: 1, unit: 'pc', notes: '10 g', completed: false, position: 4 },
    });
  });

  it('places a new item after every position used so far', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([{ position: 0 }, { position: 7 }, { position: 3 }])).toBe(8);
  });
});
