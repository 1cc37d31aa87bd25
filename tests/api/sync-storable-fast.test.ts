import { describe, expect, it } from 'vitest';
import { hasUnstorable } from '../../api/sync/storable-fast';
import { findUnstorable } from '../../src/domain/sync/storable';

/** The push's quick check (no paths built) answers as findUnstorable does, on values with and without a bad one. */
describe('hasUnstorable agrees with findUnstorable', () => {
  const deep = (n: number, leaf: unknown): unknown => (n ? { a: [deep(n - 1, leaf)] } : leaf);
  const values: unknown[] = [
    'plain',
    'nul\u0000here',
    1,
    Infinity,
    -Infinity,
    NaN,
    null,
    true,
    [],
    {},
    { id: 'x', patch: { name: 'Pipe', quantity: 2, notes: '' } },
    { id: 'x', patch: { name: 'Pi\u0000pe' } },
    { id: 'x', patch: { quantity: Number('1e400') } },
    { ['ke\u0000y']: 1 },
    { items: [{ a: 1 }, { b: [1, 2, 'ok', { c: 'bad\u0000' }] }] },
    { items: [{ a: 1 }, { b: [1, 2, 'ok', { c: 'fine' }] }] },
    deep(20, 'a\u0000'), // 40 levels deep
    deep(70, 'a\u0000'), // past findUnstorable's depth limit: neither looks that far
    Object.assign(Object.create({ inherited: 'x\u0000' }), { own: 'ok' }),
  ];
  it.each(values.map((v, i) => [i, v]))('value %i', (_i, value) => {
    expect(hasUnstorable(value)).toBe(findUnstorable(value) !== null);
  });
  it('finds the bad values among them (the check is not vacuous)', () => {
    expect(values.filter((v) => hasUnstorable(v)).length).toBe(9);
  });
});
