import { describe, expect, it } from 'vitest';
import { deriveBadgeStatus, type BadgeInputs } from '../../../src/features/sync/status';
import { describeMutation, savedAgo } from '../../../src/features/sync/describe';
import type { SyncState } from '../../../src/data/sync/engine';

const state = (phase: SyncState['phase'], lastError: string | null = null): SyncState => ({
  phase,
  lastError,
  lastSyncedAt: null,
  retryAt: null,
});
const inputs = (over: Partial<BadgeInputs>): BadgeInputs => ({ online: true, pending: 0, issues: 0, state: state('synced'), ...over });

describe('sync badge status', () => {
  it.each<[string, Partial<BadgeInputs>, string, string]>([
    ['synced when online with nothing queued', {}, 'synced', 'Synced'],
    ['offline when the browser is offline and nothing is queued', { online: false }, 'offline', 'Offline'],
    [
      'offline when the last drain could not reach the server',
      { state: state('offline', 'No connection to the server') },
      'offline',
      'Offline',
    ],
    ['the waiting count when writes are queued online', { pending: 3, state: state('idle') }, 'waiting', '3 waiting'],
    ['offline with the waiting count when writes are queued offline', { online: false, pending: 1 }, 'waiting', 'Offline · 1 waiting'],
    ['syncing while a drain sends queued writes', { pending: 2, state: state('syncing') }, 'syncing', 'Syncing…'],
    ['needs attention when the server refused a change', { issues: 1 }, 'attention', 'Needs attention'],
    [
      'needs attention after a server error',
      { pending: 1, state: state('error', 'The server answered 500') },
      'attention',
      'Needs attention',
    ],
    ['sign in when the session lapsed', { pending: 4, state: state('needs-auth') }, 'attention', 'Sign in to sync'],
  ])('shows %s', (_name, over, kind, label) => {
    const s = deriveBadgeStatus(inputs(over));
    expect(s.kind).toBe(kind);
    expect(s.label).toBe(label);
  });

  it('ignores a stored syncing phase while offline, since a drain that died mid-way leaves it behind', () => {
    expect(deriveBadgeStatus(inputs({ online: false, state: state('syncing') })).kind).toBe('offline');
    expect(deriveBadgeStatus(inputs({ online: false, pending: 2, state: state('syncing') })).label).toBe('Offline · 2 waiting');
  });

  it('asks to sign in before anything else, naming how many changes are held', () => {
    const s = deriveBadgeStatus(inputs({ pending: 1, issues: 2, online: false, state: state('needs-auth') }));
    expect(s.label).toBe('Sign in to sync');
    expect(s.detail).toBe('Sign in again to send 1 change.');
  });

  // Issue 14 changed this rule: synced means everything pushed AND every pull page applied, which a device that has
  // never finished a drain cannot claim (a fresh device showed "Synced" with 2,000 of 10,000 quotes stored).
  it('never says synced on a device that has not finished a drain yet', () => {
    expect(deriveBadgeStatus(inputs({ state: undefined })).kind).toBe('syncing');
    expect(deriveBadgeStatus(inputs({ state: state('idle') })).kind).toBe('syncing');
    expect(deriveBadgeStatus(inputs({ state: undefined, pending: 1 })).label).toBe('1 waiting');
    expect(deriveBadgeStatus(inputs({ state: undefined, online: false })).kind).toBe('offline');
  });
});

describe('queued writes in plain words', () => {
  it.each([
    ['profile.update', { patch: { firstName: 'Pat' } }, 'Profile edited'],
    ['company.update', { patch: { businessName: 'Pat Plumbing' } }, 'Business details “Pat Plumbing” edited'],
    ['materialsList.create', { id: 'x', title: 'Deck', items: [] }, 'Materials list “Deck” created'],
    ['materialsList.update', { id: 'x', patch: { title: 'Back deck' } }, 'Materials list “Back deck” edited'],
    ['materialsItem.upsert', { id: 'x', listId: 'y', patch: { completed: true } }, 'Materials item ticked'],
    ['materialsItem.upsert', { id: 'x', listId: 'y', patch: { completed: false } }, 'Materials item unticked'],
    ['materialsItem.upsert', { id: 'x', listId: 'y', patch: { name: 'Grout', quantity: 2 } }, 'Materials item “Grout” changed'],
    ['invoice.markPaid', { id: 'x', paidDate: '2026-11-20', paymentMethod: 'EFT' }, 'Invoice marked paid'],
    ['quote.convert', { id: 'x', invoiceNumber: 'INV-7' }, 'Quote “INV-7” converted to an invoice'],
    ['timesheet.approveAll', {}, 'Timesheet approve all'],
  ])('describes %s %j as %s', (name, args, text) => {
    expect(describeMutation(name, args)).toBe(text);
  });

  it('copes with args that are not an object', () => {
    expect(describeMutation('quote.delete', null)).toBe('Quote deleted');
  });

  it('says how long ago a write was saved, then the en-AU date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(savedAgo('2026-11-21T09:59:30Z', now)).toBe('just now');
    expect(savedAgo('2026-11-21T09:55:00Z', now)).toBe('5 min ago');
    expect(savedAgo('2026-11-21T07:00:00Z', now)).toBe('3 h ago');
    expect(savedAgo('2026-11-18T10:00:00Z', now)).toMatch(/^1[78] Nov 2026$/);
  });
});
