import { describe, expect, it } from 'vitest';
import { invoiceMoney, moneySummary } from '../../../src/domain/documents/owing';
import { clientTotals as deviceClientTotals } from '../../../src/features/documents/clients/totals';
import { clientTotals as serverClientTotals } from '../../../src/domain/client-totals';
import { overviewStats, type HubDoc } from '../../../src/features/documents/hub/model';
import { statusWords } from '../../../src/domain/documents/status-words';

const pay = (amountCents: number) => ({ id: crypto.randomUUID(), date: '2026-11-24', amountCents, method: 'Bank transfer' });
const deposit = {
  clientId: 'c1',
  customerName: 'Margaret',
  totalCents: 50_000,
  status: 'part_paid',
  payments: [pay(20_000)],
  sourceQuoteId: null,
};
const paidOld = { clientId: 'c1', customerName: 'Margaret', totalCents: 10_000, status: 'paid', payments: [], sourceQuoteId: null };

describe('payments everywhere (issue 18): one rule for received and owing', () => {
  it('a part payment is received; the rest is owing; an invoice marked paid before payments were itemised is received in full', () => {
    expect(invoiceMoney(deposit)).toEqual({ receivedCents: 20_000, owingCents: 30_000 });
    expect(invoiceMoney(paidOld)).toEqual({ receivedCents: 10_000, owingCents: 0 });
    expect(invoiceMoney({ totalCents: 5_000, status: 'draft' })).toEqual({ receivedCents: 0, owingCents: 5_000 });
    expect(moneySummary([deposit, paidOld])).toEqual({ receivedCents: 30_000, owingCents: 30_000 });
  });

  it('the hub overview counts part payments in revenue and pending (was: revenue $0.00, pending the whole invoice)', () => {
    const doc = { type: 'invoice', amountCents: 50_000, status: 'part_paid', money: invoiceMoney(deposit) } as HubDoc;
    expect(overviewStats([], [doc])).toMatchObject({ revenueCents: 20_000, pendingCents: 30_000 });
  });

  it("the client's revenue and owing count part payments, on the device and on the server", () => {
    const clients = [{ id: 'c1', name: 'Margaret' }];
    expect(deviceClientTotals(clients, [], [deposit, paidOld]).get('c1')).toMatchObject({ revenueCents: 30_000, owingCents: 30_000 });
    expect(serverClientTotals(clients, [], [deposit, paidOld]).get('c1')).toMatchObject({ totalRevenueCents: 30_000 });
  });

  it('every status reads as plain words', () => {
    expect(statusWords('part_paid')).toBe('Part paid');
    expect(statusWords('rejected')).toBe('Declined');
    expect(statusWords('overdue')).toBe('Overdue');
  });
});
