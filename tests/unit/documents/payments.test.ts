import { describe, expect, it } from 'vitest';
import { addPayment, displayStatus, owingCents, statusAfterPayments } from '../../../src/domain/payments';
import { peekFromBlocks, takeFromBlocks, formatDocumentNumber, parseDocumentNumber } from '../../../src/domain/numbering';

const pay = (id: string, amountCents: number, date = '2026-11-20') => ({ id, date, amountCents, method: 'Cash' });

describe('money rules (issue 12)', () => {
  it('payments move sent → part paid → paid; overdue only while money is owing past the due date', () => {
    const inv = { totalCents: 1_000, status: 'sent' as const, dueDate: '2026-11-10', payments: [] };
    expect(displayStatus(inv, '2026-11-10')).toBe('sent');
    expect(displayStatus(inv, '2026-11-11')).toBe('overdue');
    const part = { ...inv, ...addPayment(inv, pay('a', 400)) };
    expect(part).toMatchObject({ status: 'part_paid', paidCents: 400, paidDate: null });
    expect(owingCents(part)).toBe(600);
    expect(displayStatus(part, '2026-11-11')).toBe('overdue');
    const again = addPayment(part, pay('a', 400));
    expect(again.paidCents).toBe(400); // the same payment replayed counts once
    expect(() => addPayment(part, pay('b', 601))).toThrow('A payment of $6.01 is more than the $6.00 still owing.');
    const paid = { ...part, ...addPayment(part, pay('c', 600, '2026-11-25')) };
    expect(paid).toMatchObject({ status: 'paid', paidDate: '2026-11-25', paymentMethod: 'Cash' });
    expect(displayStatus(paid, '2027-01-01')).toBe('paid');
    expect(statusAfterPayments({ totalCents: 500, status: 'draft', payments: [] })).toBe('draft');
  });

  it('numbers are prefix + 4 digits and a device skips block numbers already on its documents', () => {
    expect(formatDocumentNumber('INV-', 7)).toBe('INV-0007');
    expect(formatDocumentNumber('Q-', 12_345)).toBe('Q-12345');
    expect(parseDocumentNumber('INV-', 'INV-0042')).toBe(42);
    expect(parseDocumentNumber('INV-', 'Q-0042')).toBeNull();
    const blocks = [
      { id: 'a', prefix: 'INV-', next: 1, last: 2 },
      { id: 'b', prefix: 'INV-', next: 11, last: 12 },
    ];
    const taken = new Set(['INV-0001']);
    expect(peekFromBlocks(blocks, taken)).toBe('INV-0002');
    const first = takeFromBlocks(blocks, taken)!;
    expect(first.number).toBe('INV-0002');
    expect(first.blocks).toEqual([{ id: 'b', prefix: 'INV-', next: 11, last: 12 }]);
    const second = takeFromBlocks(first.blocks, taken)!;
    expect(second.number).toBe('INV-0011');
    expect(takeFromBlocks([], taken)).toBeNull();
  });
});
