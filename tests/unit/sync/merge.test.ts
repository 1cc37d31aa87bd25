import { describe, expect, it } from 'vitest';
import { applyOps, applyPatch, diffFields, type Op } from '../../../src/domain/sync/merge';

type Item = { name: string; quantity: number; completed: boolean };
const start = new Map<string, Item>([['a', { name: 'Tiles', quantity: 10, completed: false }]]);

/** Both devices end with: server state = base + ops in the order the server received them. */
function converge(first: Op<Item>[], second: Op<Item>[]) {
  return applyOps(start, [...first, ...second]);
}

describe('merge rule', () => {
  it('keeps edits of different fields from two devices, whichever arrives first', () => {
    const a: Op<Item>[] = [{ kind: 'patch', id: 'a', patch: { completed: true } }];
    const b: Op<Item>[] = [{ kind: 'patch', id: 'a', patch: { quantity: 12 } }];
    expect(converge(a, b)).toEqual(converge(b, a));
    expect(converge(a, b).get('a')).toEqual({ name: 'Tiles', quantity: 12, completed: true });
  });

  it('lets the last write win for the same field, in server order', () => {
    const a: Op<Item>[] = [{ kind: 'patch', id: 'a', patch: { quantity: 5 } }];
    const b: Op<Item>[] = [{ kind: 'patch', id: 'a', patch: { quantity: 7 } }];
    expect(converge(a, b).get('a')!.quantity).toBe(7);
    expect(converge(b, a).get('a')!.quantity).toBe(5);
  });

  it('lets a delete win over an edit, whichever arrives first', () => {
    const del: Op<Item>[] = [{ kind: 'delete', id: 'a' }];
    const edit: Op<Item>[] = [{ kind: 'patch', id: 'a', patch: { name: 'Grout' } }];
    expect(converge(del, edit).has('a')).toBe(false);
    expect(converge(edit, del).has('a')).toBe(false);
  });

  it('never brings a missing row back with a patch', () => {
    expect(applyPatch<Item>(undefined, { name: 'x' })).toBeUndefined();
  });

  it('treats undefined in a patch as unchanged', () => {
    expect(applyPatch<Item>({ name: 'Tiles', quantity: 1, completed: false }, { name: undefined, completed: true })).toEqual({
      name: 'Tiles',
      quantity: 1,
      completed: true,
    });
  });

  it('sends only the changed fields', () => {
    expect(diffFields({ name: 'Tiles', quantity: 1, completed: false }, { name: 'Tiles', quantity: 2, completed: false })).toEqual({
      quantity: 2,
    });
  });
});
