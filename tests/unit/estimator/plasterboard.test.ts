import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, qty } from './helpers';

describe('plasterboard', () => {
  it('sheets the walls and ceiling of a 4 x 3 m room', () => {
    const r = estimateMaterials('plasterboard a 4 x 3 m room');
    expect(r.title).toBe('Plasterboard walls and ceiling — 4 x 3 m room');
    expect(r.projectType).toBe('Plastering');
    // ceiling 12 m² x 1.1 = 13.2 / 4.32 m² per 3600 sheet = 3.06 → 4
    expect(qty(r, '3600 x 1200')).toBe(4);
    // walls 14 m x 2.4 = 33.6 − 1.89 door = 31.71 m² x 1.1 = 34.88 / 2.88 m² per 2400 sheet = 12.11 → 13
    expect(qty(r, '2400 x 1200')).toBe(13);
    // board 12 + 31.71 = 43.71 m²
    expect(qty(r, 'screws')).toBe(1); // 437 screws → 1 box of 500
    expect(qty(r, 'stud adhesive')).toBe(5); // 43.71 / 10 = 4.37 → 5
    expect(qty(r, 'base coat')).toBe(2); // 43.71 / 40 = 1.09 → 2
    expect(qty(r, 'top coat')).toBe(1); // 43.71 / 50 → 1
    expect(qty(r, 'joint tape')).toBe(1); // 43.71 m / 75 m roll → 1
    expect(qty(r, 'cove cornice')).toBe(4); // 14 m x 1.1 = 15.4 / 4.8 = 3.21 → 4
    expect(qty(r, 'cornice cement')).toBe(1);
  });

  it('uses sheets as long as the walls are high and no cornice for walls only', () => {
    const r = estimateMaterials('plasterboard the walls of a 4 x 3 m room, 2.7 m high');
    expect(r.title).toBe('Plasterboard walls — 4 x 3 m room');
    // 14 m x 2.7 = 37.8 − 1.89 = 35.91 m² x 1.1 = 39.5 / 3.24 m² per 2700 sheet = 12.19 → 13
    expect(qty(r, '2700 x 1200')).toBe(13);
    expect(hasItem(r, '3600 x 1200')).toBe(false);
    expect(hasItem(r, 'cornice')).toBe(false);
    expect(qty(r, 'stud adhesive')).toBe(4); // 35.91 / 10 → 4
  });

  it('does not take a sheet size in the description for the room size', () => {
    const r = estimateMaterials('plasterboard 3600 x 1200 sheets for a 5 x 4 m ceiling');
    // 20 m² x 1.1 = 22 / 4.32 = 5.09 → 6 sheets
    expect(qty(r, '3600 x 1200')).toBe(6);
    expect(qty(r, 'cove cornice')).toBe(5); // 18 m x 1.1 = 19.8 / 4.8 = 4.13 → 5
  });

  it('uses wet area board in a bathroom', () => {
    const r = estimateMaterials('gyprock bathroom ceiling 3 x 2.4 m');
    expect(r.items[0].name).toMatch(/wet area/);
  });
});
