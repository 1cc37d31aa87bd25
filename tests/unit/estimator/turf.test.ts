import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, qty } from './helpers';

describe('turf', () => {
  it('lays a 10 x 5 m lawn with edging', () => {
    const r = estimateMaterials('lay turf 10 x 5 m with edging');
    expect(r.title).toBe('New turf — 10 x 5 m');
    expect(r.projectType).toBe('Landscaping');
    expect(qty(r, /^turf$/i)).toBe(53); // 50 m² + 5% = 52.5 → 53
    expect(qty(r, 'underlay')).toBe(5); // 50 x 0.1 m = 5 m³
    expect(qty(r, 'fertiliser')).toBe(1); // 50 / 100 m² per bag → 1
    expect(qty(r, 'edging')).toBe(13); // perimeter 30 m / 2.4 = 12.5 → 13
  });

  it('lists no edging unless asked and rounds soil up to whole m³', () => {
    const r = estimateMaterials('new lawn 120 m2');
    expect(qty(r, /^turf$/i)).toBe(126); // 120 x 1.05
    expect(qty(r, 'underlay')).toBe(12); // 120 x 0.1
    expect(qty(r, 'fertiliser')).toBe(2); // 120 / 100 = 1.2 → 2
    expect(hasItem(r, 'edging')).toBe(false);
  });
});
