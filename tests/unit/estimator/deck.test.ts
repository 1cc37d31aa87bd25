import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('timber deck', () => {
  it('frames and boards a 6 x 3 m deck', () => {
    const r = estimateMaterials('build a 6 x 3 m timber deck');
    expect(r.title).toBe('Timber deck — 6 x 3 m');
    expect(r.projectType).toBe('Decking');
    // joists at 450 centres along 6 m: 6 / 0.45 = 13.33 → 14 spaces + 1 = 15 joists, each 3 m → 45 m
    expect(qty(r, 'joists')).toBe(45);
    // bearers at 1.8 m across 3 m: 3 / 1.8 = 1.67 → 2 spaces + 1 = 3 bearers, each 6 m → 18 m
    expect(qty(r, 'bearers')).toBe(18);
    // stumps every 1.8 m along each bearer: 6 / 1.8 = 3.33 → 4 + 1 = 5 per bearer x 3 = 15
    expect(qty(r, 'stumps')).toBe(15);
    expect(qty(r, 'concrete')).toBe(45); // 15 stumps x 3 bags
    expect(qty(r, 'joist hangers')).toBe(45); // 15 joists x 3 bearers
    // boards: 3 / 0.095 = 31.6 → 32 rows x 6 m = 192 m + 10% = 211.2 → 212 m
    expect(qty(r, 'decking boards')).toBe(212);
    // screws: 32 rows x 15 joists x 2 = 960 → 2 boxes of 500
    expect(qty(r, 'screws')).toBe(2);
    // oil: 18 m² x 2 coats / 10 m²/L = 3.6 L → one 4 L tin
    expect(qty(r, 'oil — 4 L')).toBe(1);
    expect(hasItem(r, 'oil — 10 L')).toBe(false);
  });

  it('adds no extra joist or bearer when the spacing divides evenly, whichever way round the size is typed', () => {
    for (const text of ['new deck 4.5 x 3.6 m', 'new deck 3.6 x 4.5 m']) {
      const r = estimateMaterials(text);
      // 4.5 / 0.45 = 10 spaces + 1 = 11 joists x 3.6 m = 39.6 → 40 m
      expect(qty(r, 'joists')).toBe(40);
      // 3.6 / 1.8 = 2 spaces + 1 = 3 bearers x 4.5 m = 13.5 → 14 m
      expect(qty(r, 'bearers')).toBe(14);
      // 4.5 / 1.8 = 2.5 → 3 + 1 = 4 per bearer x 3 = 12 stumps
      expect(qty(r, 'stumps')).toBe(12);
      // 3.6 / 0.095 = 37.9 → 38 rows x 4.5 m x 1.1 = 188.1 → 189 m
      expect(qty(r, 'decking boards')).toBe(189);
      expect(qty(r, 'screws')).toBe(2); // 38 x 11 x 2 = 836 → 2 boxes
      expect(qty(r, 'joist hangers')).toBe(33); // 11 x 3
    }
  });

  it('lists cleaning and oiling, not framing, when the deck is only being re-oiled', () => {
    const r = estimateMaterials('oil a 6 x 3 m deck');
    expect(r.title).toBe('Deck re-oil — 6 x 3 m');
    expect(hasItem(r, 'joists')).toBe(false);
    expect(qty(r, 'cleaner — 1 L')).toBe(2); // 18 m² / 10 m²/L = 1.8 L → two 1 L
    expect(qty(r, 'sanding discs')).toBe(2); // 18 / 10 m² per pack → 2
    expect(qty(r, 'oil — 4 L')).toBe(1); // 3.6 L
  });

  it('states the spacings it assumed', () => {
    const r = estimateMaterials('build a 6 x 3 m timber deck');
    expect(mentions(r, /450 mm centres/)).toBe(true);
    expect(mentions(r, /AS 1684/)).toBe(true);
  });
});
