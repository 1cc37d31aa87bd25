import { describe, expect, it } from 'vitest';
import { assertNoConflict, bumpFields, fieldsChangedSince, fieldWords } from '../../../api/repos/doc-versions';

const row = { version: 4, field_versions: { title: 2, items: 4, status: 3 } };

describe('conflict detection for quotes, invoices and clients', () => {
  it('applies an edit without a base version, or based on the current version', () => {
    expect(() => assertNoConflict('quote', row, undefined, ['title'])).not.toThrow();
    expect(() => assertNoConflict('quote', row, null, ['items'])).not.toThrow();
    expect(() => assertNoConflict('quote', row, 4, ['items'])).not.toThrow();
  });

  it('lets a stale edit of fields untouched since its base version through', () => {
    expect(() => assertNoConflict('quote', row, 2, ['title', 'notes'])).not.toThrow();
  });

  it('refuses a stale edit of a field changed since, naming the fields in plain words', () => {
    expect(() => assertNoConflict('invoice', row, 2, ['items', 'status', 'notes'])).toThrow(
      'This invoice was changed on another device (the items, status) after you started editing it. Your change was not saved: open the invoice, check those fields and make your change again.',
    );
  });

  it('stamps changed fields with the new version', () => {
    expect(bumpFields({ title: 1 }, ['notes'], 5)).toEqual({ title: 1, notes: 5 });
    expect(fieldsChangedSince({ a: 1, b: 3, c: 2 }, 1)).toEqual(['b', 'c']);
    expect(fieldWords('customerName')).toBe('customer name');
  });
});
