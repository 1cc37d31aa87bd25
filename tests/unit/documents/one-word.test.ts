import { describe, expect, it } from 'vitest';
import { statusWords } from '../../../src/domain/documents/status-words';
import { clientTotals, documentCountWords } from '../../../src/features/documents/clients/totals';

// Issue 21, names: one word per thing where the spec does not fix the text.
describe('one word per thing', () => {
  it('a quote the customer said yes to reads "Accepted" whether the tradie marked it or the customer accepted online', () => {
    expect(statusWords('approved')).toBe('Accepted');
    expect(statusWords('accepted')).toBe('Accepted');
  });

  it('the Clients tab counts estimates and invoices by those names, not as "jobs"', () => {
    const totals = clientTotals(
      [{ id: 'c1', name: 'Jo Customer' }],
      [
        { id: 'q1', clientId: 'c1', clientName: 'Jo Customer' },
        { id: 'q2', clientName: 'jo customer ' },
      ],
      [{ clientId: 'c1', customerName: 'Jo Customer', status: 'sent', totalCents: 11_000, sourceQuoteId: 'q1' }],
    );
    const t = totals.get('c1')!;
    expect(t).toMatchObject({ estimates: 2, invoices: 1 });
    expect(documentCountWords(t)).toBe('2 estimates · 1 invoice');
    expect(documentCountWords({ estimates: 1, invoices: 0 })).toBe('1 estimate · 0 invoices');
  });
});
