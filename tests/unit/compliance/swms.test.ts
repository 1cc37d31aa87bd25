import { describe, expect, it } from 'vitest';
import { editPlan, latestReviewDate, missingSignatures, suggestedRows } from '../../../src/domain/compliance/swms';

const v1 = { id: 'a', swmsId: 's', version: 1 };
const v2 = { id: 'b', swmsId: 's', version: 2 };

describe('SWMS versions and sign-ons', () => {
  it('patches a version only while it is unsent and unsigned; a signature or sending it makes the next version', () => {
    expect(editPlan(v1, [], true)).toBe('patch');
    expect(editPlan(v1, [{ versionId: 'b', name: 'Sam' }], true)).toBe('patch');
    expect(editPlan(v1, [{ versionId: 'a', name: 'Sam' }], true)).toBe('new-version');
    expect(editPlan(v1, [], false)).toBe('new-version');
    expect(editPlan(v1, [{ versionId: 'a', name: 'Sam' }], false)).toBe('new-version');
  });
  it('asks everyone who signed an earlier version to sign the latest', () => {
    const signOns = [
      { versionId: 'a', name: 'Sam Lee' },
      { versionId: 'a', name: 'Jo Park' },
      { versionId: 'b', name: 'sam lee ' },
    ];
    expect(missingSignatures([v1, v2], signOns)).toEqual(['Jo Park']);
    expect(missingSignatures([v1], signOns)).toEqual([]);
  });
  it('sets the latest review 12 months (the review row) after writing', () => {
    expect(latestReviewDate('2026-11-25')).toBe('2027-11-25');
  });
  it('suggests hazards and controls in hierarchy order for a fall', () => {
    const [row] = suggestedRows(['fall']);
    expect(row?.hazard).toMatch(/Falls/);
    const lines = row?.controls.split('\n').map((l) => l.split(':')[0]);
    expect(lines).toEqual(['Eliminate', 'Isolate', 'Engineering', 'Administrative', 'PPE']);
  });
});
