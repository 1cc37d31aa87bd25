import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('concrete', () => {
  it('works out a 6 x 1.2 m path at the default 100 mm', () => {
    const r = estimateMaterials('pour a 6 x 1.2 m concrete path');
    expect(r.title).toBe('Concrete path — 6 x 1.2 m, 100 mm thick');
    expect(r.projectType).toBe('Concreting');
    // 7.2 m² x 0.1 m = 0.72 m³ + 10% = 0.792 → 1 m³
    expect(qty(r, 'ready-mix')).toBe(1);
    expect(qty(r, 'mesh SL72')).toBe(1); // 7.2 / 12.76 m² per lapped sheet → 1
    expect(qty(r, 'bar chairs')).toBe(15); // 7.2 x 2 = 14.4 → 15
    expect(qty(r, 'formwork timber')).toBe(16); // perimeter 14.4 m x 1.1 = 15.84 → 16
    expect(qty(r, 'pegs')).toBe(15); // 14.4 / 1 m → 15
    expect(qty(r, 'plastic membrane')).toBe(9); // 7.2 x 1.15 = 8.28 → 9
    expect(qty(r, 'crushed rock')).toBe(1); // 7.2 x 0.075 = 0.54 → 1
    expect(mentions(r, /No thickness given, so 100 mm/)).toBe(true);
  });

  it('reads the thickness from L x W x D and uses SL82 for a slab', () => {
    const r = estimateMaterials('concrete slab 6 x 3 x 0.1 m');
    expect(r.title).toBe('Concrete slab — 6 x 3 m, 100 mm thick');
    expect(qty(r, 'ready-mix')).toBe(2); // 18 x 0.1 x 1.1 = 1.98 → 2
    expect(qty(r, 'mesh SL82')).toBe(2); // 18 / 12.76 = 1.41 → 2
    expect(qty(r, 'bar chairs')).toBe(36);
    expect(qty(r, 'formwork timber')).toBe(20); // 18 x 1.1 = 19.8 → 20
    expect(qty(r, 'plastic membrane')).toBe(21); // 18 x 1.15 = 20.7 → 21
    expect(qty(r, 'crushed rock')).toBe(2); // 1.35 → 2
  });

  it('uses a typed thickness for a driveway', () => {
    const r = estimateMaterials('concrete driveway 10 x 3 m, 125 mm thick');
    expect(r.title).toBe('Concrete driveway — 10 x 3 m, 125 mm thick');
    expect(qty(r, 'ready-mix')).toBe(5); // 30 x 0.125 x 1.1 = 4.125 → 5
    expect(qty(r, 'mesh SL82')).toBe(3); // 30 / 12.76 = 2.35 → 3
    expect(qty(r, 'formwork timber (125 mm deep)')).toBe(29); // 26 x 1.1 = 28.6 → 29
  });

  it('switches to premix bags for a tiny pour', () => {
    const r = estimateMaterials('1 x 1 m concrete pad');
    // 1 x 0.1 x 1.1 = 0.11 m³ x 108 bags per m³ = 11.88 → 12 bags
    expect(qty(r, 'premix')).toBe(12);
    expect(hasItem(r, 'ready-mix')).toBe(false);
  });
});
