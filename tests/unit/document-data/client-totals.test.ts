import { describe, expect, it } from 'vitest';
import { clientTotals } from '../../../src/domain/client-totals';

const clients = [
  { id: 'c1', name: 'Jo Citizen' },
  { id: 'c2', name: 'Sam Lee' },
];

describe('client totals', () => {
  it('counts quotes and stand-alone invoices as jobs, but a converted invoice as the same job as its estimate', () => {
    const t = clientTotals(
      clients,
      [{ clientId: 'c1', clientName: 'Jo Citizen' }],
      [
        { clientId: 'c1', customerName: 'Jo Citizen', status: 'draft', totalCents: 100, sourceQuoteId: 'q1' },
        { clientId: 'c1', customerName: 'Jo Citizen', status: 'sent', totalCents: 200, sourceQuoteId: null },
      ],
    );
    expect(t.get('c1')).toEqual({ totalJobs: 2, totalRevenueCents: 0 });
  });

  it('sums revenue from paid invoices only', () => {
    const t = clientTotals(
      clients,
      [],
      [
        { clientId: 'c2', customerName: 'Sam Lee', status: 'paid', totalCents: 11_000 },
        { clientId: 'c2', customerName: 'Sam Lee', status: 'paid', totalCents: 5_500 },
        { clientId: 'c2', customerName: 'Sam Lee', status: 'overdue', totalCents: 99_999 },
      ],
    );
    expect(t.get('c2')!.totalRevenueCents).toBe(16_500);
  });

  it('matches a document without a client id by name, ignoring case and spaces, but never one picked for another client', () => {
    const t = clientTotals(
      clients,
      [
        { clientId: null, clientName: '  jo citizen ' },
        { clientId: 'c2', clientName: 'Jo Citizen' },
        { clientId: 'gone', clientName: 'Jo Citizen' },
      ],
      [],
    );
    expect(t.get('c1')!.totalJobs).toBe(1);
    expect(t.get('c2')!.totalJobs).toBe(1);
  });

  it('gives every client a row, zero when they have no documents', () => {
    expect(clientTotals(clients, [], []).get('c2')).toEqual({ totalJobs: 0, totalRevenueCents: 0 });
  });
});
