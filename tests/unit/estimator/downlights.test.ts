import { describe, expect, it } from 'vitest';
import { estimateMaterials } from '../../../src/domain/estimator';
import { hasItem, mentions, qty } from './helpers';

describe('downlights', () => {
  it('replaces 8 downlights on the existing wiring, with the licensed electrician note first', () => {
    const r = estimateMaterials('Replace 8 downlights in the lounge');
    expect(r.title).toBe('Replace 8 downlights');
    expect(r.projectType).toBe('Electrical');
    expect(qty(r, 'LED downlight')).toBe(8);
    expect(qty(r, 'plug base')).toBe(8);
    expect(hasItem(r, 'cable')).toBe(false);
    expect(r.assumptions[0]).toMatch(/licensed electrician/);
    expect(r.assumptions[0]).toMatch(/certificate/);
  });

  it('adds cable and a switch for new downlights', () => {
    const r = estimateMaterials('install 6 new LED downlights');
    expect(r.title).toBe('Install 6 downlights');
    expect(qty(r, 'cable')).toBe(28); // 6 x 3 m + 10 m back to the switch
    expect(qty(r, 'switch')).toBe(1);
    expect(mentions(r, /RCD/)).toBe(true);
  });

  it('reads the count in words and in "down lights"', () => {
    expect(qty(estimateMaterials('swap out twelve down lights'), 'LED downlight')).toBe(12);
  });

  it('assumes six and says so when no count is given', () => {
    const r = estimateMaterials('replace the downlights');
    expect(qty(r, 'LED downlight')).toBe(6);
    expect(mentions(r, /assumed 6/)).toBe(true);
  });
});
