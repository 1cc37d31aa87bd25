import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '../../../src/domain/schemas/documents';
import { canConvertQuote, quoteStatusAfterSign } from '../../../src/domain/document-actions';
import { actionsFor, type HubDoc } from '../../../src/features/documents/hub/model';

const doc = (type: HubDoc['type'], status: string, more: Partial<HubDoc> = {}): HubDoc => ({
  id: 'd1',
  type,
  jobNumber: 'Q-0001',
  clientName: 'Jo',
  clientEmail: 'jo@example.com',
  description: '',
  amountCents: 10_000,
  status,
  createdAt: '2026-11-24T00:00:00.000Z',
  paidDate: null,
  paymentMethod: null,
  signed: false,
  convertedInvoiceId: null,
  ...more,
});

describe('the quote/invoice status machine (src/domain/document-actions.ts) drives the hub buttons', () => {
  it.each([
    ['draft', ['send']],
    ['sent', ['send', 'signature', 'approve']],
    ['viewed', ['send', 'signature', 'approve']],
    ['approved', ['claim', 'convert']],
    ['accepted', ['claim', 'convert', 'revise']], // issue 18: what was accepted changes only as a new revision
    ['rejected', []],
  ])('an estimate that is %s offers %j', (status, actions) => {
    expect(actionsFor(doc('estimate', status))).toEqual(actions);
  });

  it('a signed estimate is not offered for signature again; a converted one opens its invoice', () => {
    expect(actionsFor(doc('estimate', 'sent', { signed: true }))).toEqual(['send', 'approve', 'revise']);
    expect(actionsFor(doc('estimate', 'approved', { convertedInvoiceId: 'i1' }))).toEqual(['openInvoice']);
    expect(actionsFor(doc('estimate', 'approved', { claimed: true }))).toEqual(['claim']);
  });

  it.each([
    ['draft', ['send']],
    ['sent', ['send', 'remind', 'payment', 'markPaid']],
    ['viewed', ['send', 'remind', 'payment', 'markPaid']],
    ['part_paid', ['send', 'remind', 'payment', 'markPaid']],
    ['overdue', ['send', 'remind', 'payment', 'markPaid']],
    ['paid', []],
  ])('an invoice that is %s offers %j', (status, actions) => {
    expect(actionsFor(doc('invoice', status))).toEqual(actions);
  });

  it('every estimate the hub offers to convert is one the device and server may convert, and signing approves what may be sent', () => {
    for (const status of QUOTE_STATUSES) {
      expect(actionsFor(doc('estimate', status)).includes('convert')).toBe(canConvertQuote({ status }));
      expect(quoteStatusAfterSign(status) === 'approved').toBe(
        actionsFor(doc('estimate', status)).includes('send') || status === 'approved',
      );
    }
  });
});
