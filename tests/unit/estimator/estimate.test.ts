import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { estimateMaterials, estimateResultSchema, IMPLAUSIBLE_SIZES_MESSAGE, UNRECOGNISED_MESSAGE } from '../../../src/domain/estimator';

describe('estimateMaterials', () => {
  it.each([
    ['retile a 3 x 2.4 m bathroom floor', 'Tiling', 'Bathroom floor tiling'],
    ['retile the toilet floor 1.5 x 0.9 m', 'Tiling', 'Toilet floor tiling'],
    ['tile a 3 x 0.6 m splashback', 'Tiling', 'Splashback tiling'],
    ['build a 6 x 3 m timber deck', 'Decking', 'Timber deck'],
    ['stain the 5 x 4 m decking', 'Decking', 'Deck re-oil'],
    ['replace 8 downlights', 'Electrical', 'Replace 8 downlights'],
    ['paint 3 bedrooms', 'Painting', 'Interior painting'],
    ['pour a concrete path 6 x 1.2 m', 'Concreting', 'Concrete path'],
    ['plasterboard and paint a 4 x 3 m bedroom', 'Plastering', 'Plasterboard'],
    ['25 m timber paling fence', 'Fencing', 'Timber paling fence'],
    ['turf the backyard 10 x 8 m', 'Landscaping', 'New turf'],
    ['new heat pump hot water', 'Plumbing', 'Hot water system replacement — heat pump'],
    ['replace the toilet suite', 'Plumbing', 'Toilet replacement'],
  ])('recognises "%s" as %s', (description, projectType, titleStart) => {
    const r = estimateMaterials(description);
    expect(r.recognised).toBe(true);
    expect(r.projectType).toBe(projectType);
    expect(r.title.startsWith(titleStart)).toBe(true);
    expect(r.message).toBeUndefined();
  });

  it.each([['fix the leaking roof'], ['quote for a kitchen'], [''], ['   ']])(
    'says plainly when it cannot recognise "%s", and lists nothing',
    (description) => {
      const r = estimateMaterials(description);
      expect(r).toMatchObject({ recognised: false, items: [], message: UNRECOGNISED_MESSAGE });
      expect(r.message).toContain('retile a 3 x 2.4 m bathroom floor');
      expect(v.is(estimateResultSchema, r)).toBe(true);
    },
  );

  it('refuses sizes that would give quantities no one could buy', () => {
    const r = estimateMaterials('tile a 3000 x 2400 m bathroom floor');
    expect(r).toMatchObject({ recognised: false, items: [], message: IMPLAUSIBLE_SIZES_MESSAGE });
  });

  it('keeps the description as typed, trimmed', () => {
    expect(estimateMaterials('  Build a 6 x 3 m Deck  ').description).toBe('Build a 6 x 3 m Deck');
  });

  it('states its assumptions for every job', () => {
    expect(estimateMaterials('build a 6 x 3 m timber deck').assumptions.length).toBeGreaterThan(3);
  });

  // Without sizes the estimators fall back to stated defaults; with odd sizes the rounding is stressed.
  it.each([
    'retile a 3 x 2.4 m bathroom floor',
    'tile the kitchen floor',
    'tile 0.5 m2 toilet floor',
    'tile shower walls',
    'tile bathroom walls',
    'tile 12 sqm of wall',
    'tile a splashback',
    'build a deck',
    'build a 0.3 x 0.2 m deck',
    'oil the deck',
    'replace 1 downlight',
    'install downlights',
    'paint a bedroom',
    'paint 20 rooms',
    'paint ceilings',
    'concrete slab',
    'concrete path 30 m2',
    'plasterboard ceiling',
    'plasterboard walls 12 m long',
    'fence',
    'paling fence 0.9 m high 3 m',
    'turf',
    'lawn 0.5 m2',
    'hot water',
    'replace toilet',
    'replace twenty toilets',
  ])('gives a result for "%s" that passes the schema, with whole quantities of at least 1', (description) => {
    const r = estimateMaterials(description);
    expect(r.recognised).toBe(true);
    expect(v.safeParse(estimateResultSchema, r).issues).toBeUndefined();
    for (const item of r.items) {
      expect(Number.isInteger(item.quantity) && item.quantity >= 1, `${item.name}: ${item.quantity}`).toBe(true);
    }
  });
});
