import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { estimateResultSchema, materialsListJsonSchemaDescription, MAX_ITEM_QUANTITY } from '../../../src/domain/estimator';

function aiAnswer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    recognised: true,
    title: 'Bathroom floor tiling — 3 x 2.4 m',
    description: 'retile a 3 x 2.4 m bathroom floor',
    projectType: 'Tiling',
    assumptions: ['10% waste'],
    items: [{ name: 'Floor tiles', quantity: 8, unit: 'm²', notes: '' }],
    ...overrides,
  };
}

function withItem(item: Record<string, unknown>): Record<string, unknown> {
  return aiAnswer({ items: [{ name: 'Floor tiles', quantity: 8, unit: 'm²', notes: '', ...item }] });
}

describe('estimate result schema (also used to validate AI answers)', () => {
  it('accepts a well-formed answer', () => {
    expect(v.safeParse(estimateResultSchema, aiAnswer()).success).toBe(true);
  });

  it('fills in notes and assumptions a model left out', () => {
    const parsed = v.parse(
      estimateResultSchema,
      aiAnswer({
        assumptions: undefined,
        items: [{ name: 'Grout', quantity: 1, unit: 'bag' }],
      }),
    );
    expect(parsed.items[0].notes).toBe('');
    expect(parsed.assumptions).toEqual([]);
  });

  it.each([
    ['a fractional quantity', { quantity: 7.92 }],
    ['a zero quantity', { quantity: 0 }],
    ['a quantity as a string', { quantity: '8' }],
    ['an absurd quantity', { quantity: MAX_ITEM_QUANTITY + 1 }],
    ['a blank name', { name: '   ' }],
    ['a blank unit', { unit: '' }],
  ])('rejects an item with %s', (_label, item) => {
    expect(v.safeParse(estimateResultSchema, withItem(item)).success).toBe(false);
  });

  it('rejects a recognised job with no items', () => {
    expect(v.safeParse(estimateResultSchema, aiAnswer({ items: [] })).success).toBe(false);
  });

  it('rejects an unrecognised job that still lists items or gives no message', () => {
    expect(v.safeParse(estimateResultSchema, aiAnswer({ recognised: false, message: 'No idea' })).success).toBe(false);
    expect(v.safeParse(estimateResultSchema, aiAnswer({ recognised: false, items: [] })).success).toBe(false);
    expect(v.safeParse(estimateResultSchema, aiAnswer({ recognised: false, items: [], message: 'No idea' })).success).toBe(true);
  });

  it('rejects an answer without a title or project type', () => {
    expect(v.safeParse(estimateResultSchema, aiAnswer({ title: '' })).success).toBe(false);
    expect(v.safeParse(estimateResultSchema, aiAnswer({ projectType: undefined })).success).toBe(false);
  });

  it('describes every field of the shape for the AI prompt', () => {
    for (const field of [
      'recognised',
      'title',
      'description',
      'projectType',
      'assumptions',
      'items',
      'name',
      'quantity',
      'unit',
      'notes',
      'message',
    ]) {
      expect(materialsListJsonSchemaDescription).toContain(`"${field}"`);
    }
    expect(materialsListJsonSchemaDescription).toMatch(/integer/);
  });
});
