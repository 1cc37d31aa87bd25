import { describe, expect, it } from 'vitest';
import { sameItems, sameRows } from '../../../src/app/same-rows';

/** A listing as a search worker answers it: a new object, its photos a new array (structuredClone, as postMessage). */
const answer = <T>(rows: T[]): T[] => structuredClone(rows);

describe('sameRows', () => {
  const a = { id: 'a', title: 'Makita drill', photos: ['/api/objects/1'], rating: null };
  const b = { id: 'b', title: 'Ladder', photos: [] as string[], rating: 4.5 };

  it('keeps the rows as last shown when an answer holds the same values, arrays of values included', () => {
    const kept = new Map<string, typeof a>();
    const first = sameRows(kept, answer([a, b]));
    const again = sameRows(kept, answer([a, b]));
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(sameItems(again, first)).toBe(true);
  });

  it('takes the new row when a value or an item of an array changed', () => {
    const kept = new Map<string, typeof a>();
    const [first] = sameRows(kept, answer([a]));
    const [photo] = sameRows(kept, answer([{ ...a, photos: ['/api/objects/2'] }]));
    expect(photo).not.toBe(first);
    expect(photo.photos).toEqual(['/api/objects/2']);
    const [more] = sameRows(kept, answer([{ ...a, photos: ['/api/objects/2', '/api/objects/3'] }]));
    expect(more).not.toBe(photo);
    const [title] = sameRows(kept, answer([{ ...a, photos: ['/api/objects/2', '/api/objects/3'], title: 'Makita drill 18V' }]));
    expect(title).not.toBe(more);
    expect(title.title).toBe('Makita drill 18V');
  });

  it('counts a field holding another kind of object as changed unless it is the same one', () => {
    const kept = new Map<string, { id: string; at: { lat: number } }>();
    const at = { lat: 1 };
    const [first] = sameRows(kept, [{ id: 'x', at }]);
    expect(sameRows(kept, [{ id: 'x', at }])[0]).toBe(first);
    expect(sameRows(kept, [{ id: 'x', at: { lat: 1 } }])[0]).not.toBe(first);
  });
});
