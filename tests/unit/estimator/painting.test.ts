import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('interior painting', () => {
  it('paints 3 bedrooms at the assumed 3.5 x 3.5 m with 2.7 m ceilings', () => {
    const r = estimateMaterials('paint 3 bedrooms');
    expect(r.title).toBe('Interior painting — 3 bedrooms (walls and ceilings)');
    expect(r.projectType).toBe('Painting');
    // walls per room: 14 m perimeter x 2.7 = 37.8 − (0.9 x 2.1 door + 1.2 x 1.5 window = 3.69) = 34.11 m²
    // x 3 rooms = 102.33 m² x 2 coats / 16 m²/L = 12.79 L → one 10 L + one 4 L (2.79 L left; 4 L < 7.5 L)
    expect(qty(r, /wall paint.*— 10 L/i)).toBe(1);
    expect(qty(r, /wall paint.*— 4 L/i)).toBe(1);
    // ceilings 3.5 x 3.5 x 3 = 36.75 m² x 2 / 16 = 4.59 L; two 4 L tins (8 L) ≥ 7.5 L → one 10 L
    expect(qty(r, /ceiling paint.*— 10 L/i)).toBe(1);
    expect(hasItem(r, /ceiling paint.*— 4 L/i)).toBe(false);
    // spot priming 1 L per room = 3 L; three 1 L tins ≥ 75% of 4 L → one 4 L
    expect(qty(r, 'primer undercoat (spot priming) — 4 L')).toBe(1);
    expect(qty(r, 'sandpaper')).toBe(15); // 5 sheets x 3 rooms
    expect(qty(r, 'filler')).toBe(2); // 3 rooms / 2 per tub = 1.5 → 2
    expect(qty(r, 'masking tape')).toBe(3);
    expect(qty(r, 'drop sheets')).toBe(2);
    expect(qty(r, 'roller covers')).toBe(2);
    expect(mentions(r, /3\.5 x 3\.5 m bedroom/)).toBe(true);
    expect(mentions(r, /2\.7 m high/)).toBe(true);
  });

  it('uses the room size and ceiling height typed, and does not read "2.4m ceilings" as ceilings only', () => {
    const r = estimateMaterials('paint a 4 x 3.5 m bedroom with 2.4m ceilings');
    // walls: 15 m x 2.4 = 36 − 3.69 = 32.31 m² x 2 / 16 = 4.04 L; two 4 L tins ≥ 7.5 L → one 10 L
    expect(qty(r, /wall paint.*— 10 L/i)).toBe(1);
    expect(hasItem(r, /wall paint.*— 4 L/i)).toBe(false);
    // ceiling: 14 m² x 2 / 16 = 1.75 L → one 4 L
    expect(qty(r, /ceiling paint.*— 4 L/i)).toBe(1);
    expect(qty(r, 'primer undercoat (spot priming) — 1 L')).toBe(1);
  });

  it('paints only the walls when only the walls are mentioned', () => {
    const r = estimateMaterials('paint the walls of two bedrooms');
    expect(r.title).toBe('Interior painting — 2 bedrooms (walls)');
    // 34.11 x 2 = 68.22 m² x 2 / 16 = 8.53 L; three 4 L tins ≥ 7.5 L → one 10 L
    expect(qty(r, /wall paint.*— 10 L/i)).toBe(1);
    expect(hasItem(r, 'ceiling paint')).toBe(false);
    expect(qty(r, 'roller covers')).toBe(1);
  });

  it('gives new plaster a full coat of sealer undercoat', () => {
    const r = estimateMaterials('paint 2 bedrooms with new plaster');
    // walls 68.22 + ceilings 24.5 = 92.72 m² / 16 m²/L = 5.8 L; two 4 L tins ≥ 7.5 L → one 10 L
    expect(qty(r, 'sealer undercoat — 10 L')).toBe(1);
    expect(hasItem(r, 'spot priming')).toBe(false);
  });

  it('paints a wall area typed outright without taking off openings', () => {
    const r = estimateMaterials('paint 40 m2 of walls');
    expect(r.title).toBe('Interior painting — 40 m² (walls)');
    // 40 x 2 / 16 = 5 L; two 4 L tins ≥ 7.5 L → one 10 L
    expect(qty(r, /wall paint.*— 10 L/i)).toBe(1);
    expect(hasItem(r, 'ceiling paint')).toBe(false);
  });
});
