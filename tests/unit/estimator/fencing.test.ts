import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { mentions, qty } from './helpers';

describe('fencing', () => {
  it('works out 30 m of Colorbond at 2.4 m post spacing', () => {
    const r = estimateMaterials('30 m colorbond fence');
    expect(r.title).toBe('Colorbond fence — 30 m x 1.8 m high');
    expect(r.projectType).toBe('Fencing');
    // 30 / 2.4 = 12.5 → 13 bays; 14 posts
    expect(qty(r, 'posts, 2.4 m')).toBe(14); // 1.8 high + 0.6 in the ground = 2.4 m posts
    expect(qty(r, 'rails')).toBe(26); // 2 per bay
    expect(qty(r, 'infill sheets')).toBe(39); // 3 per bay
    expect(qty(r, 'concrete')).toBe(28); // 2 bags per post
  });

  it('works out 30 m of 1.8 m timber paling with three rails per bay', () => {
    const r = estimateMaterials('30m timber paling fence 1.8m high');
    expect(r.title).toBe('Timber paling fence — 30 m x 1.8 m high');
    expect(qty(r, 'fence posts')).toBe(14);
    expect(qty(r, 'rails')).toBe(39); // 3 per bay x 13 bays
    expect(qty(r, 'palings')).toBe(315); // 30 m x 10 per m = 300 + 5% = 315
    expect(qty(r, 'nails')).toBe(8); // 315 palings x 3 rails x 2 = 1890 nails / 250 per kg = 7.56 → 8 kg
    expect(qty(r, 'concrete')).toBe(28);
  });

  it('uses two rails and shorter posts for a low paling fence', () => {
    const r = estimateMaterials('12 m paling fence 1.2 m high');
    // 12 / 2.4 = 5 bays exactly, 6 posts; 1.2 + 0.6 = 1.8 m → 2.1 m stock posts
    expect(qty(r, 'fence posts 100 x 75 mm H4 treated pine, 2.1 m')).toBe(6);
    expect(qty(r, 'rails')).toBe(10); // 2 per bay x 5
    expect(qty(r, 'palings')).toBe(126); // 120 + 5%
    expect(qty(r, 'nails')).toBe(3); // 126 x 2 x 2 = 504 / 250 = 2.02 → 3 kg
  });

  it('fences all four sides of a yard given as L x W, and says so', () => {
    const r = estimateMaterials('colorbond fence around a 20 x 15 m yard');
    // perimeter 70 m / 2.4 = 29.17 → 30 bays, 31 posts
    expect(qty(r, 'posts')).toBe(31);
    expect(qty(r, 'infill sheets')).toBe(90);
    expect(mentions(r, /all four sides/)).toBe(true);
  });

  it('does not treat a pool fence as a boundary fence', () => {
    expect(estimateMaterials('30 m pool fence').recognised).toBe(false);
  });
});
