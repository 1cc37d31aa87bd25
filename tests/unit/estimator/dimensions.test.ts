import { describe, expect, it } from 'vitest';
import { countOf, parseDimensions } from '../../../src/domain/estimator';

describe('parseDimensions', () => {
  it.each([
    ['3 x 2.4 m', 3, 2.4],
    ['3m x 2.4m', 3, 2.4],
    ['3 by 2.4 metres', 3, 2.4],
    ['3 × 2.4 meters', 3, 2.4],
    ['3000 x 2400 mm', 3, 2.4],
    ['3,000 x 2,400mm', 3, 2.4],
    ['300 x 240 cm', 3, 2.4],
    ['6x3m deck', 6, 3],
    ['3 x 2.4', 3, 2.4], // bare figures under 100 are metres
    ['3000 x 2400', 3, 2.4], // bare figures of 100 or more are millimetres
    ['3 x 2400mm', 3, 2.4], // a lone bare 3 does not inherit mm
    ['6 m long and 3 m wide', 6, 3],
  ])('reads "%s" as %s x %s m', (text, length, width) => {
    expect(parseDimensions(text)).toMatchObject({ length, width });
  });

  it('reads the third figure of L x W x D as the depth, in its own unit', () => {
    expect(parseDimensions('6 x 1.2 m x 100 mm path')).toMatchObject({ length: 6, width: 1.2, depth: 0.1 });
    expect(parseDimensions('6 x 1.2 x 0.1 m')).toMatchObject({ length: 6, width: 1.2, depth: 0.1 });
  });

  it.each([['10 m2'], ['10m²'], ['10 sqm'], ['10 sq m'], ['10 square metres'], ['10 square meters']])(
    'reads "%s" as an area of 10 m² and not as a length',
    (text) => {
      const dims = parseDimensions(text);
      expect(dims.area).toBe(10);
      expect(dims.run).toBeUndefined();
      expect(dims.length).toBeUndefined();
    },
  );

  it.each([
    ['2.7m high', 2.7],
    ['1.8 m tall', 1.8],
    ['2.7 m ceilings', 2.7],
    ['ceiling height of 2.7m', 2.7],
    ['ceilings 2.4 m', 2.4],
    ['2400 mm high', 2.4],
  ])('reads "%s" as a height of %s m', (text, height) => {
    expect(parseDimensions(text).height).toBe(height);
  });

  it.each([
    ['100 mm thick', 0.1],
    ['125mm slab', 0.125],
    ['thickness of 150 mm', 0.15],
    ['100 thick', 0.1], // a bare thickness is millimetres
  ])('reads "%s" as a thickness of %s m', (text, thickness) => {
    expect(parseDimensions(text).thickness).toBe(thickness);
  });

  it.each([
    ['30 m of colorbond fence', 30],
    ['25 lineal metres', 25],
    ['40 lm of fencing', 40],
  ])('reads "%s" as a run of %s m', (text, run) => {
    expect(parseDimensions(text).run).toBe(run);
  });

  it.each([
    ['replace 8 downlights', 8, 'downlight'],
    ['paint 3 bedrooms', 3, 'bedroom'],
    ['paint two bedrooms', 2, 'bedroom'],
    ['twelve downlights', 12, 'downlight'],
    ['8 x LED downlights in the kitchen', 8, 'downlight'],
    ['replace a toilet', 1, 'toilet'],
  ])('counts "%s" as %s of %s', (text, count, noun) => {
    expect(countOf(parseDimensions(text), [noun])).toBe(count);
  });

  it('keeps measured figures out of the counts', () => {
    const dims = parseDimensions('paint 3 bedrooms, 2.7 m ceilings, 3.5 x 3.5 m each');
    expect(dims.counts).toEqual([{ count: 3, words: ['bedroom'] }]);
    expect(dims).toMatchObject({ length: 3.5, width: 3.5, height: 2.7 });
  });

  it('does not take "3 ceilings" for a height', () => {
    const dims = parseDimensions('paint 3 ceilings');
    expect(dims.height).toBeUndefined();
    expect(countOf(dims, ['ceiling'])).toBe(3);
  });

  it('adds up counts of different phrases that share a noun', () => {
    expect(countOf(parseDimensions('paint 3 bedrooms and 2 living rooms'), ['bedroom', 'room'])).toBe(5);
  });

  it('returns no count when the noun is not mentioned with a number', () => {
    expect(countOf(parseDimensions('replace downlights'), ['downlight'])).toBeUndefined();
  });

  it('ignores zero measurements', () => {
    expect(parseDimensions('0 x 3 m deck').length).toBeUndefined();
  });

  it('finds nothing in a description without figures', () => {
    expect(parseDimensions('fix the roof')).toMatchObject({ counts: [] });
    const dims = parseDimensions('fix the roof');
    expect([dims.length, dims.width, dims.area, dims.height, dims.run, dims.thickness]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
