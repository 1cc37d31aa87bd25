import { describe, expect, it } from 'vitest';
import {
  chatDocumentNumber,
  chatInvoiceNumber,
  defaultInvoiceNumber,
  isChatDocumentNumber,
  nextChatDocumentNumber,
  nextNumber,
} from '../../../src/domain/numbering';

const OCT_5 = 1759622400123; // 2025-10-05T00:00:00.123Z
const NYE = 1767187800000; // 2025-12-31T13:30:00Z = 00:30 on 1 Jan 2026 in Sydney, 21:30 on 31 Dec in Perth

describe('invoice numbers', () => {
  it('defaults to INV- plus the timestamp in ms', () => {
    expect(defaultInvoiceNumber(OCT_5)).toBe('INV-1759622400123');
    expect(defaultInvoiceNumber(new Date(OCT_5))).toBe('INV-1759622400123');
  });

  it('moves past numbers already used on the device in the same millisecond', () => {
    expect(defaultInvoiceNumber(OCT_5, ['INV-1759622400123', 'INV-1759622400124'])).toBe('INV-1759622400125');
  });

  it('numbers chat invoices INV-{year}-{last 6 digits of the timestamp}', () => {
    expect(chatInvoiceNumber(OCT_5)).toBe('INV-2025-400123');
  });

  it('takes the chat invoice year from the local calendar: New Year in Sydney is still the old year in Perth', () => {
    expect(chatInvoiceNumber(NYE, 'Australia/Sydney')).toBe('INV-2026-800000');
    expect(chatInvoiceNumber(NYE, 'Australia/Perth')).toBe('INV-2025-800000');
  });

  it('refuses an invalid clock', () => {
    expect(() => defaultInvoiceNumber(new Date('nope'))).toThrow(RangeError);
  });
});

describe('chat document numbers TR-YYYY-NNNN', () => {
  it.each([
    [2025, 1, 'TR-2025-0001'],
    [2025, 42, 'TR-2025-0042'],
    [2026, 9999, 'TR-2026-9999'],
  ])('numbers year %i sequence %i as %s', (year, seq, out) => {
    expect(chatDocumentNumber(year, seq)).toBe(out);
    expect(isChatDocumentNumber(out)).toBe(true);
  });

  it.each([
    [2025, 0],
    [2025, 10000],
    [2025, 1.5],
    [25, 1],
    [20250, 1],
  ])('refuses year %i sequence %i, which cannot fit the pattern', (year, seq) => {
    expect(() => chatDocumentNumber(year, seq)).toThrow(RangeError);
  });

  it.each([
    ['TR-2025-0001', true],
    ['TR-2025-1', false],
    ['TR-25-0001', false],
    ['TR-2025-00001', false],
    ['tr-2025-0001', false],
    ['INV-2025-0001', false],
    [' TR-2025-0001', false],
  ])('isChatDocumentNumber(%j) is %s', (s, ok) => {
    expect(isChatDocumentNumber(s)).toBe(ok);
  });
});

describe('nextNumber never reuses a number', () => {
  it.each([
    [[], 'TR-2025-', 'TR-2025-0001'],
    [['TR-2025-0001', 'TR-2025-0007', 'TR-2025-0003'], 'TR-2025-', 'TR-2025-0008'],
    [['TR-2025-0001', 'TR-2025-0003'], 'TR-2025-', 'TR-2025-0004'], // the gap at 0002 stays empty
    [['TR-2024-0099', 'INV-2025-0005', 'TR-2025-draft'], 'TR-2025-', 'TR-2025-0001'],
    [['TR-2025-9999'], 'TR-2025-', 'TR-2025-10000'],
    [['Q(1)-7', 'Q(1)-12', 'QX1X-99'], 'Q(1)-', 'Q(1)-0013'], // prefix is literal, not a pattern
  ] as const)('after %j with prefix %s suggests %s', (existing, prefix, out) => {
    expect(nextNumber(existing, prefix)).toBe(out);
  });

  it('pads to the requested width', () => {
    expect(nextNumber(['JOB-9'], 'JOB-', 1)).toBe('JOB-10');
    expect(nextNumber(['JOB-9'], 'JOB-', 6)).toBe('JOB-000010');
  });

  it('never suggests a number already in the list, whatever its padding', () => {
    const existing = ['A-1', 'A-0002', 'A-00010', 'A-0009', 'A-3'];
    const next = nextNumber(existing, 'A-');
    expect(next).toBe('A-0011');
    expect(existing).not.toContain(next);
  });

  it('gives the next chat document number for a year and stops after 9999', () => {
    expect(nextChatDocumentNumber(['TR-2025-0041', 'TR-2026-0500'], 2025)).toBe('TR-2025-0042');
    expect(() => nextChatDocumentNumber(['TR-2025-9999'], 2025)).toThrow(RangeError);
  });
});
