import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  findLocalities,
  localitiesByPostcode,
  localitiesNear,
  PLACE_COUNT,
  stateForPostcode,
} from '../../../src/domain/places';

describe('places: the full Australian locality data set', () => {
  it('holds every state and territory, over 15,000 delivery localities', () => {
    expect(PLACE_COUNT).toBeGreaterThan(15_000);
    for (const [name, state] of [
      ['Katherine', 'NT'],
      ['Werribee', 'VIC'],
      ['Toowong', 'QLD'],
      ['Kalgoorlie', 'WA'],
      ['Glenelg', 'SA'],
      ['Devonport', 'TAS'],
      ['Gungahlin', 'ACT'],
      ['Blacktown', 'NSW'],
    ]) {
      expect(
        findLocalities(name).map((l) => l.state),
        name,
      ).toContain(state);
    }
  });

  it('finds a name in any case and reads "Mt" as "Mount"', () => {
    expect(findLocalities('MOUNT ISA')[0]).toMatchObject({ name: 'Mount Isa', state: 'QLD' });
    expect(findLocalities('mt isa')[0]?.name).toBe('Mount Isa');
  });

  it('lists every state a shared name is in (Richmond: NSW, VIC, QLD, SA, TAS)', () => {
    expect([...new Set(findLocalities('Richmond').map((l) => l.state))].sort()).toEqual(['NSW', 'QLD', 'SA', 'TAS', 'VIC']);
  });

  it('looks up by postcode, with or without the leading zero', () => {
    expect(stateForPostcode('0870')).toBe('NT');
    expect(stateForPostcode(870)).toBe('NT');
    expect(localitiesByPostcode('4066').map((l) => l.name)).toContain('Toowong');
    expect(stateForPostcode('1234')).toBeUndefined();
  });

  it('keeps coordinates to about a kilometre: Sydney to Melbourne is about 714 km', () => {
    const [syd] = findLocalities('Sydney');
    const [mel] = findLocalities('Melbourne');
    expect(distanceKm(syd, mel)).toBeGreaterThan(700);
    expect(distanceKm(syd, mel)).toBeLessThan(730);
    expect(distanceKm(syd, syd)).toBe(0);
  });

  it('finds localities near a point, nearest first', () => {
    const [toowong] = findLocalities('Toowong');
    const near = localitiesNear(toowong, 5);
    expect(near[0].km).toBeLessThanOrEqual(near.at(-1)!.km);
    expect(near.map((l) => l.name)).toContain('Auchenflower');
    expect(near.every((l) => l.km <= 5)).toBe(true);
  });

  it('has the committed data file in step with the build script and the package', () => {
    // Exits 1 with a message when src/domain/places/data.ts differs from what scripts/build-places.mjs makes.
    expect(() => execFileSync(process.execPath, ['scripts/build-places.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
