import { describe, expect, it } from 'vitest';
import { FIRST_SYNC_COUNTS } from '../../../src/features/sync/first-sync';
import { deriveBadgeStatus } from '../../../src/features/sync/status';

/**
 * Issue 24: a fresh device's badge is drawn before its database answers (the session knows the device had none, so
 * nothing can be waiting, refused or unsent there). What it says then must be the first sync, never "Synced": the
 * badge says synced only when the drain has written every row (tests/e2e/fresh-sync.spec.ts counts them).
 */
describe("a fresh device's badge before its database answers", () => {
  it('says Syncing… (fetching your data), online', () => {
    const status = deriveBadgeStatus({ online: true, ...FIRST_SYNC_COUNTS });
    expect(status.kind).toBe('syncing');
    expect(status.label).toBe('Syncing…');
    expect(status.detail).toBe('Fetching your data from the server.');
  });

  it('says Offline when the connection drops, and never Synced', () => {
    expect(deriveBadgeStatus({ online: false, ...FIRST_SYNC_COUNTS }).kind).toBe('offline');
    for (const online of [true, false]) expect(deriveBadgeStatus({ online, ...FIRST_SYNC_COUNTS }).kind).not.toBe('synced');
  });
});
