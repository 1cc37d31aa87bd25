import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { materialsMutations } from '../../../src/domain/sync/features/materials';
import { describeEstimate, listFromEstimate } from '../../../src/domain/estimator/to-list';

let n = 0;
const opts = () => ({
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2025-10-05T01:00:00.000Z',
  newId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
});

describe('estimate → materialsList.create', () => {
  it('turns the built-in estimate into a valid create, items in order and not yet ticked', () => {
    const estimate = estimateMaterials('retile a 3 x 2.4 m bathroom floor');
    const args = listFromEstimate(estimate, opts());
    expect(v.safeParse(materialsMutations['materialsList.create'], args).success).toBe(true);
    expect(args.items.map((i) => i.name)).toEqual(estimate.items.map((i) => i.name));
    expect(args.items.map((i) => i.position)).toEqual(estimate.items.map((_, i) => i));
    expect(args.items.every((i) => !i.completed)).toBe(true);
  });

  it('keeps the assumptions with the list, under the job description', () => {
    expect(describeEstimate({ description: 'Paint 3 bedrooms', assumptions: ['2 coats', ' '] })).toBe(
      'Paint 3 bedrooms\n\nAssumptions:\n• 2 coats',
    );
    expect(describeEstimate({ description: 'Paint 3 bedrooms', assumptions: [] })).toBe('Paint 3 bedrooms');
  });

  it('clips a long-winded model answer to the synced limits instead of failing the save', () => {
    const long = (k: number) => 'x'.repeat(k);
    const args = listFromEstimate(
      {
        recognised: true,
        title: long(300),
        description: long(2500),
        projectType: long(150),
        assumptions: [],
        items: [{ name: long(250), quantity: 3, unit: 'lengths of 5.4 m pine', notes: long(1200) }],
      },
      opts(),
    );
    const parsed = v.safeParse(materialsMutations['materialsList.create'], args);
    expect(parsed.success).toBe(true);
    expect(args.title).toHaveLength(200);
    expect(args.title.endsWith('…')).toBe(true);
    expect(args.items[0].unit).toHaveLength(20);
  });
});
