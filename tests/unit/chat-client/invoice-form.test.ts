import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ChatInvoiceDataSchema, prepareChatInvoice } from '../../../src/domain/chat/chat-invoice';
import type { ChatDocument } from '../../../src/domain/chat/document';
import {
  draftFromChatDocument,
  draftTotals,
  emptyLine,
  invoiceFieldsFor,
  lineAmountCents,
  removeLine,
  RATE_REQUIRED_MESSAGE,
  toInvoiceData,
  type InvoiceFormDraft,
  type InvoiceLineDraft,
} from '../../../src/features/chat/invoice-form';

const line = (description: string, quantity: string, rate: string): InvoiceLineDraft => ({ ...emptyLine(), description, quantity, rate });
const draft = (items: InvoiceLineDraft[], customerName = 'Jane Citizen'): InvoiceFormDraft => ({
  customerName,
  customerAddress: '4 Smith St',
  notes: '',
  items,
});

describe('the Create Invoice dialog lines', () => {
  it.each([
    ['3', '85', 25500],
    ['3.7', '85', 25500],
    ['2', '45.50', 9100],
    ['1', '$1,200.50', 120050],
    ['0', '10', 1000],
    ['abc', '10', 1000],
    ['2', 'free', 0],
  ])('amount = whole quantity %s x rate %s = %i cents', (quantity, rate, cents) => {
    expect(lineAmountCents({ quantity, rate })).toBe(cents);
  });

  it('always keeps at least one line', () => {
    const only = [line('Labour', '1', '85')];
    const after = removeLine(only, only[0].key);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ description: '', quantity: '1', rate: '' });
    const two = [line('A', '1', '1'), line('B', '1', '1')];
    expect(removeLine(two, two[0].key).map((l) => l.description)).toEqual(['B']);
  });

  it('sends only the lines with a description, quantity whole and rate as dollars', () => {
    const data = toInvoiceData(
      draft([line('Labour', '2.9', '85'), line('   ', '5', '100'), line('Tiles', '8', '45.5')]),
      'INV-2026-123456',
    );
    expect(data.invoiceNumber).toBe('INV-2026-123456');
    expect(data.items).toEqual([
      { description: 'Labour', quantity: 2, rate: '85.00', amount: '170.00' },
      { description: 'Tiles', quantity: 8, rate: '45.50', amount: '364.00' },
    ]);
  });

  it('adds GST to the running total only for a GST-registered seller', () => {
    const d = draft([line('Labour', '10', '85'), line('', '3', '999')]);
    expect(draftTotals(d, true)).toEqual({ subtotalCents: 85000, gstCents: 8500, totalCents: 93500 });
    expect(draftTotals(d, false)).toEqual({ subtotalCents: 85000, gstCents: 0, totalCents: 85000 });
  });

  it('passes the server’s own checks (the dialog and POST /api/chat-invoice agree)', () => {
    const data = v.parse(ChatInvoiceDataSchema, toInvoiceData(draft([line('Labour', '10', '85')]), 'INV-2026-000001'));
    const result = prepareChatInvoice(data, { hasCompany: true, now: Date.UTC(2026, 0, 5) });
    expect(result).toMatchObject({ ok: true, invoice: { invoiceNumber: 'INV-2026-000001', totalCents: 93500 } });
    expect(prepareChatInvoice(data, { hasCompany: false, now: 0 })).toMatchObject({ ok: false, field: 'company' });
  });
});

describe('an invoice from a chat-made quote', () => {
  const doc: ChatDocument = {
    type: 'quote',
    number: 'TR-2026-0001',
    date: '2026-11-22',
    customer: { name: 'Jane Citizen', address: '4 Smith St Paddington' },
    project: { description: 'Bathroom retile', specifications: ['Wall tiles to ceiling'] },
    items: [
      { category: 'labour', description: 'Labour', quantity: 10, unit: 'hr', unitPriceCents: 8500, totalCents: 85000 },
      { category: 'labour', description: 'Tiler', quantity: 2.5, unit: 'hr', unitPriceCents: 9000, totalCents: 22500 },
    ],
    subtotalCents: 107500,
    gstCents: 10750,
    totalCents: 118250,
  };

  it('starts the dialog with the customer, the job notes and the lines', () => {
    const d = draftFromChatDocument(doc);
    expect(d).toMatchObject({
      customerName: 'Jane Citizen',
      customerAddress: '4 Smith St Paddington',
      invoiceDate: '2026-11-22',
      notes: 'Bathroom retile\nWall tiles to ceiling',
    });
    expect(d.items.map(({ description, quantity, rate }) => ({ description, quantity, rate }))).toEqual([
      { description: 'Labour', quantity: '10', rate: '85.00' },
      // A fractional quantity does not fit an invoice's whole numbers: 1 x its total, the hours kept in the words.
      { description: 'Tiler (2.5 hr)', quantity: '1', rate: '225.00' },
    ]);
    expect(draftTotals(d, true).totalCents).toBe(doc.totalCents);
  });
});

describe('saving a chat invoice', () => {
  const prepared = (rateCents: number) => ({
    invoiceNumber: 'INV-2026-000042',
    customerName: 'Jane Citizen',
    customerAddress: '4 Smith St',
    customerEmail: '',
    invoiceDate: '2026-11-22',
    dueDate: null,
    notes: '',
    items: [{ description: 'Labour', quantity: 2, rateCents, amountCents: 2 * rateCents }],
    subtotalCents: 2 * rateCents,
    gstCents: Math.round(rateCents / 5),
    totalCents: 2 * rateCents + Math.round(rateCents / 5),
  });

  it('makes a draft invoice titled for the customer', () => {
    let n = 0;
    const r = invoiceFieldsFor(prepared(8500), { companyId: null, newId: () => `id-${++n}` });
    expect(r).toEqual({
      ok: true,
      fields: expect.objectContaining({
        title: 'Invoice for Jane Citizen',
        invoiceNumber: 'INV-2026-000042',
        items: [{ id: 'id-1', description: 'Labour', quantity: 2, rateCents: 8500 }],
        totalCents: 18700,
        customerAbn: null,
        clientId: null,
      }),
    });
  });

  it('refuses a line with no rate, since a saved invoice needs a rate above $0', () => {
    expect(invoiceFieldsFor(prepared(0), { companyId: null, newId: () => 'x' })).toEqual({ ok: false, message: RATE_REQUIRED_MESSAGE });
  });
});
