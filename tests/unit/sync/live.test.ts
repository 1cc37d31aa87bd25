import { describe, expect, it } from 'vitest';
import { shouldPull } from '../../../src/data/live';

/** Live wake-ups (docs/sync.md "Live updates"): the writer does not pull its own change back; everyone else does. */
describe('which wake-ups make a device pull', () => {
  const at = Date.now();
  it("skips the wake-up for this device's own push", () => {
    expect(shouldPull({ origin: 'client-a', scope: null, at }, 'client-a')).toBe(false);
  });
  it("pulls for another device's push, a REST write (no origin), and before the device has a client id", () => {
    expect(shouldPull({ origin: 'client-b', scope: null, at }, 'client-a')).toBe(true);
    expect(shouldPull({ origin: null, scope: null, at }, 'client-a')).toBe(true);
    expect(shouldPull({ origin: 'client-b', scope: null, at }, undefined)).toBe(true);
  });
  it('pulls for a shared scope change even when this device wrote it (other owners may have written too)', () => {
    expect(shouldPull({ origin: 'client-a', scope: 'marketplace:listings', at }, 'client-a')).toBe(true);
  });
});
