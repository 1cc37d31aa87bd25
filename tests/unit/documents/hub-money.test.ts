/** What the tradie's estimates/invoices screen says about a customer's answer and the money (issue 12). */
import { describe, expect, it } from 'vitest';
import { customerLine, estimateDoc, invoiceDoc } from '../../../src/features/documents/hub/model';
import type { InvoiceRow } from '../../../src/features/documents/records/invoice-queries';
import type { QuoteRow } from '../../../src/features/documents/records/quote-queries';

/** An instant at a wall-clock time in the time zone the test runs in (the screen shows the device's local time). */
const localAt = (h: number, m: number) => new Date(2026, 10, 23, h, m).toISOString();

const invoice = (over: Partial<InvoiceRow> = {}): InvoiceRow =>
  ({
    id: 'inv-1',
    userId: 'u1',
    invoiceNumber: 'INV-0007',
    customerName: 'Jo Customer',
    customerEmail: 'jo@example.com',
    title: 'Deposit – Bathroom re-pipe',
    totalCents: 110_000,
    status: 'sent',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-15',
    payments: [],
    paidDate: null,
    paymentMethod: null,
    sourceQuoteId: 'q-1',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  }) as unknown as InvoiceRow;

const pay = (id: string, amountCents: number, date = '2026-11-10') => ({ id, date, amountCents, method: 'Bank transfer' });

describe('the hub shows the customer’s answer and the money (issue 12)', () => {
  it('says "Accepted by Jo Customer at 3:42 pm" with the date, from the latest answer, not a later view', () => {
    const events = [
      { kind: 'viewed' as const, at: localAt(15, 1), ip: '203.0.113.7' },
      { kind: 'accepted' as const, at: localAt(15, 42), ip: '203.0.113.7', name: 'Jo Customer' },
      { kind: 'viewed' as const, at: localAt(16, 5), ip: '203.0.113.7' },
    ];
    expect(customerLine(events)).toBe('Accepted by Jo Customer at 3:42 pm on 23/11/2026');
    expect(customerLine([events[0]])).toBe('Viewed by the customer at 3:01 pm on 23/11/2026');
    expect(customerLine([{ kind: 'declined', at: localAt(9, 5), ip: '203.0.113.7' }], 'Too dear')).toBe(
      'Declined at 9:05 am on 23/11/2026: Too dear',
    );
    expect(customerLine([])).toBeUndefined();
  });

  it('an invoice goes sent → part paid (with what is owing) → overdue past its due date while owing → paid', () => {
    expect(invoiceDoc(invoice(), '2026-11-15').status).toBe('sent');
    expect(invoiceDoc(invoice(), '2026-11-16').status).toBe('overdue');
    const part = invoice({ status: 'part_paid', payments: [pay('a', 50_000)] } as Partial<InvoiceRow>);
    expect(invoiceDoc(part, '2026-11-12')).toMatchObject({ status: 'part_paid', moneyLine: 'Paid $500.00 · $600.00 owing' });
    expect(invoiceDoc(part, '2026-11-20')).toMatchObject({ status: 'overdue', moneyLine: 'Paid $500.00 · $600.00 owing' });
    const paid = invoice({ status: 'paid', paidDate: '2026-11-20', payments: [pay('a', 50_000), pay('b', 60_000)] } as Partial<InvoiceRow>);
    expect(invoiceDoc(paid, '2027-01-01')).toMatchObject({ status: 'paid', moneyLine: undefined });
  });

  it('the quote shows what has been invoiced and paid against it', () => {
    const quote = { id: 'q-1', title: 'Bathroom re-pipe', jobNumber: 'Q-0001', totalCents: 1_100_000, status: 'accepted' } as QuoteRow;
    expect(estimateDoc(quote, []).moneyLine).toBeUndefined();
    const deposit = invoice({ status: 'paid', payments: [pay('a', 110_000)] } as Partial<InvoiceRow>);
    const progress = invoice({ id: 'inv-2', totalCents: 330_000, payments: [pay('b', 100_000)] } as Partial<InvoiceRow>);
    const other = invoice({ id: 'inv-3', sourceQuoteId: 'q-other', totalCents: 999_900 } as Partial<InvoiceRow>);
    expect(estimateDoc(quote, [deposit, progress, other]).moneyLine).toBe('Invoiced $4,400.00 · paid $2,100.00 of $11,000.00');
  });
});
