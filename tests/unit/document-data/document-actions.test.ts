import { describe, expect, it } from 'vitest';
import {
  canConvertQuote,
  invoiceFromQuote,
  invoiceStatusAfterSend,
  quoteItemToInvoiceItem,
  quoteStatusAfterSend,
  quoteStatusAfterSign,
} from '../../../src/domain/document-actions';
import { lineAmount } from '../../../src/domain/money';
import type { Quote, QuoteItem } from '../../../src/domain/schemas/documents';

const item = (quantity: number, rateCents: number, unit: QuoteItem['unit'] = 'ea', description = 'Work'): QuoteItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  description,
  quantity,
  unit,
  rateCents,
});

describe('quote lines become invoice lines', () => {
  // issue 18: invoices take decimal quantities and a unit, so the line travels as it is (was "Work (0.5 hr @ $85.00)" × 1)
  it.each([
    [2, 1_000, 'ea', { quantity: 2, rateCents: 1_000, unit: 'ea', description: 'Work' }],
    [0.5, 8_500, 'hr', { quantity: 0.5, rateCents: 8_500, unit: 'hr', description: 'Work' }],
    [12.5, 3_333, 'm²', { quantity: 12.5, rateCents: 3_333, unit: 'm²', description: 'Work' }],
    [1.1, 999, 'lm', { quantity: 1.1, rateCents: 999, unit: 'lm', description: 'Work' }],
  ] as const)('quantity %s × %s¢ (%s) keeps the line amount', (quantity, rate, unit, expected) => {
    const out = quoteItemToInvoiceItem(item(quantity, rate, unit));
    expect(out).toMatchObject(expected);
    expect(lineAmount(out.quantity, out.rateCents)).toBe(lineAmount(quantity, rate));
  });

  it('keeps a long description as it is', () => {
    const out = quoteItemToInvoiceItem(item(0.5, 100, 'hr', 'x'.repeat(2000)));
    expect(out.description.length).toBe(2000);
  });
});

describe('converting an estimate', () => {
  const quote: Quote = {
    id: '00000000-0000-4000-8000-0000000000aa',
    title: 'Deck',
    clientId: null,
    clientName: 'Sam',
    clientEmail: 'sam@example.com',
    clientPhone: '',
    projectAddress: '2 Hill St',
    projectDescription: '',
    selectedTrade: '',
    items: [item(0.5, 8_500, 'hr'), item(3, 1_000)],
    gstIncluded: false,
    subtotalCents: 7_250,
    gstAmountCents: 0,
    totalCents: 7_250,
    validUntil: null,
    status: 'approved',
    notes: 'Gate code 1',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
  const args = { invoiceId: '00000000-0000-4000-8000-0000000000bb', invoiceNumber: 'INV-1', invoiceDate: '2026-11-21' };

  it("charges GST on the invoice by the seller's registration, not the quote's gstIncluded", () => {
    expect(invoiceFromQuote(quote, args, { gstRegistered: true }, '2026-11-21T00:00:00.000Z')).toMatchObject({
      subtotalCents: 7_250,
      gstCents: 725,
      totalCents: 7_975,
    });
    expect(invoiceFromQuote(quote, args, { gstRegistered: false }, '2026-11-21T00:00:00.000Z')).toMatchObject({
      gstCents: 0,
      totalCents: 7_250,
    });
  });

  it('copies the customer, links the quote, starts as a draft and is due 14 days after the invoice date', () => {
    expect(invoiceFromQuote(quote, args, { gstRegistered: true, companyId: null }, '2026-11-21T00:00:00.000Z')).toMatchObject({
      id: args.invoiceId,
      customerName: 'Sam',
      customerEmail: 'sam@example.com',
      customerAddress: '2 Hill St',
      sourceQuoteId: quote.id,
      status: 'draft',
      dueDate: '2026-12-05',
      notes: 'Gate code 1',
    });
  });

  it.each([
    ['approved', true],
    ['accepted', true],
    ['draft', false],
    ['sent', false],
    ['viewed', false],
    ['rejected', false],
  ] as const)('a %s estimate can be converted: %s', (status, ok) => {
    expect(canConvertQuote({ status })).toBe(ok);
  });
});

describe('status after an action', () => {
  it('sending moves only a draft to sent, never a later status back', () => {
    expect(quoteStatusAfterSend('draft')).toBe('sent');
    expect(quoteStatusAfterSend('approved')).toBe('approved');
    expect(invoiceStatusAfterSend('draft')).toBe('sent');
    expect(invoiceStatusAfterSend('paid')).toBe('paid');
  });

  it('signing approves a draft, sent or viewed estimate, and leaves a rejected one rejected', () => {
    expect(['draft', 'sent', 'viewed'].map((s) => quoteStatusAfterSign(s as 'draft'))).toEqual(['approved', 'approved', 'approved']);
    expect(quoteStatusAfterSign('rejected')).toBe('rejected');
    expect(quoteStatusAfterSign('accepted')).toBe('accepted');
  });
});
