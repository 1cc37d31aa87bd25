import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('floor tiling', () => {
  it('works out a 3 x 2.4 m bathroom floor, waterproofed as a wet area', () => {
    const r = estimateMaterials('Retile a 3 x 2.4 m bathroom floor');
    expect(r.title).toBe('Bathroom floor tiling — 3 x 2.4 m');
    expect(r.projectType).toBe('Tiling');
    // area 3 x 2.4 = 7.2 m², perimeter 2 x (3 + 2.4) = 10.8 m
    expect(qty(r, 'tiles')).toBe(8); // 7.2 x 1.1 = 7.92 → 8 m²
    expect(qty(r, 'adhesive')).toBe(2); // 7.2 / 4 m² per bag = 1.8 → 2
    expect(qty(r, 'grout')).toBe(1); // 7.2 / 10 m² per bag = 0.72 → 1
    // membrane: 7.2 + 10.8 x 0.15 upturn = 8.82 m² x 1.5 L/m² = 13.23 L; four 4 L pails (16 L) ≥ 75% of 15 L → one 15 L
    expect(qty(r, 'membrane — 15 L')).toBe(1);
    expect(hasItem(r, 'membrane — 4 L')).toBe(false);
    // primer: 8.82 / 8 m²/L = 1.1 L → two 1 L bottles (2 L < 75% of 4 L)
    expect(qty(r, 'primer — 1 L')).toBe(2);
    expect(qty(r, 'bond breaker')).toBe(2); // 10.8 m / 8 m per cartridge = 1.35 → 2
    expect(qty(r, 'trim')).toBe(5); // 10.8 / 2.5 m lengths = 4.32 → 5
    expect(qty(r, 'levelling clips')).toBe(1); // 7.2 x 10 = 72 clips → 1 bag of 100
    expect(qty(r, 'silicone')).toBe(2); // 10.8 / 8 m per tube = 1.35 → 2
    expect(mentions(r, /AS 3740/)).toBe(true);
    expect(mentions(r, /150 mm upturn/)).toBe(true);
  });

  it('lists no membrane for a kitchen floor, which is not a wet area', () => {
    const r = estimateMaterials('tile a 4 x 3.5 m kitchen floor');
    expect(r.title).toBe('Kitchen floor tiling — 4 x 3.5 m');
    // area 14 m², perimeter 15 m
    expect(qty(r, 'tiles')).toBe(16); // 14 x 1.1 = 15.4 → 16
    expect(qty(r, 'adhesive')).toBe(4); // 14 / 4 = 3.5 → 4
    expect(qty(r, 'grout')).toBe(2); // 14 / 10 = 1.4 → 2
    expect(qty(r, 'trim')).toBe(6); // 15 / 2.5 = 6 exactly, no extra length
    expect(qty(r, 'levelling clips')).toBe(2); // 140 clips → 2 bags of 100
    expect(qty(r, 'silicone')).toBe(2); // 15 / 8 = 1.875 → 2
    expect(hasItem(r, 'membrane')).toBe(false);
    expect(hasItem(r, 'primer')).toBe(false);
    expect(mentions(r, /not a wet area/)).toBe(true);
  });

  it('takes the perimeter of a square when only the floor area is given', () => {
    const r = estimateMaterials('tile 10 m2 laundry floor');
    expect(r.title).toBe('Laundry floor tiling — 10 m²');
    // perimeter 4 x √10 = 12.65 m
    expect(qty(r, 'tiles')).toBe(11); // 10 x 1.1 = 11
    expect(qty(r, 'adhesive')).toBe(3); // 10 / 4 = 2.5 → 3
    // membrane: 10 + 12.65 x 0.15 = 11.9 m² x 1.5 = 17.85 L → one 15 L + 2.85 L in one 4 L pail
    expect(qty(r, 'membrane — 15 L')).toBe(1);
    expect(qty(r, 'membrane — 4 L')).toBe(1);
    expect(qty(r, 'trim')).toBe(6); // 12.65 / 2.5 = 5.06 → 6
    expect(mentions(r, /square/)).toBe(true);
  });

  it('says so when it has to assume the size of the room', () => {
    const r = estimateMaterials('retile the ensuite floor');
    expect(r.title).toBe('Ensuite floor tiling — 2.4 x 1.8 m');
    expect(r.assumptions[0]).toMatch(/No size found/);
    expect(qty(r, 'tiles')).toBe(5); // 2.4 x 1.8 = 4.32 x 1.1 = 4.75 → 5
  });

  it('treats a job naming the floor and the walls as the floor, and says the walls are separate', () => {
    const r = estimateMaterials('retile bathroom floor and walls 3 x 2.4 m');
    expect(r.title).toBe('Bathroom floor tiling — 3 x 2.4 m');
    expect(mentions(r, /Walls are not included/)).toBe(true);
  });
});

describe('wall tiling', () => {
  it('works out a 3 x 0.6 m kitchen splashback without waterproofing', () => {
    const r = estimateMaterials('tile a 3 x 0.6 m kitchen splashback');
    expect(r.title).toBe('Splashback tiling — 3 x 0.6 m');
    // area 3 x 0.6 = 1.8 m²
    expect(qty(r, 'tiles')).toBe(2); // 1.8 x 1.1 = 1.98 → 2
    expect(qty(r, 'adhesive')).toBe(1); // 1.8 / 6 m² per bag → 1
    expect(qty(r, 'grout')).toBe(1);
    expect(qty(r, 'trim')).toBe(2); // top + ends: 3 + 2 x 0.6 = 4.2 m / 2.5 = 1.68 → 2
    expect(qty(r, 'silicone')).toBe(1); // 3 m benchtop joint / 8 → 1
    expect(qty(r, 'spacers')).toBe(1);
    expect(hasItem(r, 'membrane')).toBe(false);
  });

  it('reads a splashback given as "long" and "high"', () => {
    const r = estimateMaterials('tile a splashback 2.4 m long, 600 mm high');
    expect(r.title).toBe('Splashback tiling — 2.4 x 0.6 m');
    expect(qty(r, 'tiles')).toBe(2); // 2.4 x 0.6 = 1.44 x 1.1 = 1.58 → 2
    expect(qty(r, 'trim')).toBe(2); // 2.4 + 1.2 = 3.6 / 2.5 = 1.44 → 2
  });

  it('tiles three shower walls and waterproofs them to 1800 mm', () => {
    const r = estimateMaterials('tile shower walls 1.2 x 0.9 m, 2.4 m high');
    expect(r.title).toBe('Shower wall tiling — 1.2 x 0.9 m');
    // wall run 1.2 + 2 x 0.9 = 3 m; tiled area 3 x 2.4 = 7.2 m²
    expect(qty(r, 'tiles')).toBe(8); // 7.2 x 1.1 = 7.92 → 8
    expect(qty(r, 'adhesive')).toBe(2); // 7.2 / 6 = 1.2 → 2
    // membrane 3 x 1.8 = 5.4 m² x 1.5 = 8.1 L; three 4 L pails (12 L) ≥ 11.25 L → one 15 L
    expect(qty(r, 'membrane — 15 L')).toBe(1);
    expect(qty(r, 'primer — 1 L')).toBe(1); // 5.4 / 8 = 0.68 L
    expect(qty(r, 'bond breaker')).toBe(1); // base 3 m + 2 corners x 1.8 m = 6.6 m / 8 → 1
    expect(qty(r, 'trim')).toBe(2); // 2 exposed edges x 2.4 = 4.8 / 2.5 = 1.92 → 2
    expect(qty(r, 'silicone')).toBe(1); // 4.8 + 3 = 7.8 / 8 → 1
    expect(mentions(r, /1800 mm/)).toBe(true);
  });

  it('tiles the walls of a room less one door', () => {
    const r = estimateMaterials('tile the laundry walls, 2 x 1.8 m room, 1.2 m high');
    // perimeter 7.6 m x 1.2 m = 9.12 − 0.9 x 2.1 door (1.89) = 7.23 m²
    expect(qty(r, 'tiles')).toBe(8); // 7.23 x 1.1 = 7.95 → 8
    expect(qty(r, 'adhesive')).toBe(2); // 7.23 / 6 = 1.21 → 2
    expect(qty(r, 'silicone')).toBe(1); // 7.6 m floor junction / 8 → 1
  });
});
