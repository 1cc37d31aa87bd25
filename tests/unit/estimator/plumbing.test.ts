import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('hot water system replacement', () => {
  it('lists an electric storage unit with tempering and expansion valves by default', () => {
    const r = estimateMaterials('replace the hot water system');
    expect(r.title).toBe('Hot water system replacement — electric storage');
    expect(r.projectType).toBe('Plumbing');
    expect(qty(r, 'hot water system')).toBe(1);
    expect(qty(r, 'tempering valve')).toBe(1);
    expect(qty(r, 'expansion control valve')).toBe(1);
    expect(hasItem(r, 'gas')).toBe(false);
    expect(r.assumptions[0]).toMatch(/licensed plumber/);
    expect(mentions(r, /licensed electrician/)).toBe(true);
    expect(mentions(r, /50 °C/)).toBe(true);
  });

  it('lists gas parts and no storage valves for a gas continuous flow unit', () => {
    const r = estimateMaterials('swap old gas continuous flow hot water unit');
    expect(r.title).toBe('Hot water system replacement — gas continuous flow');
    expect(qty(r, 'gas isolation valve')).toBe(1);
    expect(hasItem(r, 'expansion control valve')).toBe(false);
    expect(hasItem(r, 'pressure limiting valve')).toBe(false);
    expect(mentions(r, /licensed gas fitter/)).toBe(true);
  });

  it('names the capacity when one is typed', () => {
    const r = estimateMaterials('replace 315L electric hws');
    expect(r.items[0].name).toContain('315 L');
  });
});

describe('toilet replacement', () => {
  it('lists one set of parts per toilet and one tube of silicone per two', () => {
    const r = estimateMaterials('replace 3 toilets');
    expect(r.title).toBe('Toilet replacement — 3 toilets');
    expect(qty(r, 'toilet suite')).toBe(3);
    expect(qty(r, 'pan connector')).toBe(3);
    expect(qty(r, 'connector hose')).toBe(3);
    expect(qty(r, 'stop tap')).toBe(3);
    expect(qty(r, 'silicone')).toBe(2); // 3 / 2 = 1.5 → 2
  });

  it('assumes one toilet when no count is given', () => {
    const r = estimateMaterials('install a new toilet');
    expect(qty(r, 'toilet suite')).toBe(1);
    expect(qty(r, 'silicone')).toBe(1);
    expect(mentions(r, /set-out/)).toBe(true);
  });
});
