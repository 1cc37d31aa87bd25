/** Fixes for what the walk-through of issue 12 found, each as the rule it restores. */
import { describe, expect, it } from 'vitest';
import { invoiceFromQuote } from '../../../src/domain/document-actions';
import { invoiceDocModel } from '../../../src/domain/documents/from-entities';
import { pricedContent } from '../../../src/domain/documents/content';
import { materialsContent } from '../../../src/domain/documents/materials-content';
import { unitFor } from '../../../src/domain/documents/format';
import { renderPdf } from '../../../src/domain/documents';
import { TRADES } from '../../../src/domain/constants';
import type { Quote } from '../../../src/domain/schemas/documents';
import { documentCustomers } from '../../../src/features/documents/clients/totals';
import { defaultQuoteTrade } from '../../../src/features/documents/generator/quote-form';
import { dialogFormFromInvoice, invoiceItems } from '../../../src/features/documents/hub/dialog-form';
import type { InvoiceRow } from '../../../src/features/documents/records/invoice-queries';
import { pdfText } from './pdf-text';

const quote: Quote = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Retile',
  clientId: null,
  clientName: 'Jo Customer',
  clientEmail: 'jo@example.com',
  clientPhone: '',
  projectAddress: '1 Main St',
  projectDescription: '',
  selectedTrade: 'Tiler',
  items: [
    { id: '00000000-0000-4000-8000-0000000000b1', description: 'Tile adhesive', quantity: 2, unit: 'pack', rateCents: 3_500 },
    { id: '00000000-0000-4000-8000-0000000000b2', description: 'Labour', quantity: 6, unit: 'hr', rateCents: 9_000 },
    { id: '00000000-0000-4000-8000-0000000000b3', description: 'Floor', quantity: 1, unit: 'sqm', rateCents: 10_000 },
  ],
  gstIncluded: true,
  subtotalCents: 0,
  gstAmountCents: 0,
  totalCents: 0,
  validUntil: null,
  status: 'accepted',
  notes: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('walk-through fixes (issue 12)', () => {
  it("Convert keeps each line's unit, so the invoice PDF's Unit column is filled", async () => {
    const inv = invoiceFromQuote(
      quote,
      { invoiceId: quote.id, invoiceNumber: 'INV-0001', invoiceDate: '2026-11-02' },
      { gstRegistered: true },
      quote.createdAt,
    );
    expect(inv.items.map((i) => i.unit)).toEqual(['pack', 'hr', 'sqm']);
    const model = invoiceDocModel(inv, { company: { name: 'Tiles Co', abn: '53 004 085 616' } });
    const rows = pricedContent(model).rows;
    expect(rows.map((r) => r[2])).toEqual(['packs', 'hrs', 'sqm']);
    const text = await pdfText(await renderPdf(model));
    expect(text).toContain('packs');
    expect(text).toContain('hrs');
  });

  it('editing the converted invoice in the Estimates & Invoices dialog keeps its units', () => {
    const inv = invoiceFromQuote(
      quote,
      { invoiceId: quote.id, invoiceNumber: 'INV-0001', invoiceDate: '2026-11-02' },
      { gstRegistered: true },
      quote.createdAt,
    );
    const form = dialogFormFromInvoice(inv as InvoiceRow);
    form.lines[1].quantity = '8';
    const check = invoiceItems(form, true);
    expect(check.ok && check.items.map((i) => [i.unit, i.quantity])).toEqual([
      ['pack', 2],
      ['hr', 8],
      ['sqm', 1],
    ]);
  });

  it.each([
    [2, 'bag', 'bags'],
    [1, 'bag', 'bag'],
    [2.5, 'hr', 'hrs'],
    [3, 'box', 'boxes'],
    [2, 'm²', 'm²'],
    [10, 'lm', 'lm'],
    [4, 'ea', 'ea'],
    [2, 'bags', 'bags'],
    [2, 'pc', 'pcs'],
    [3, 'day', 'days'],
    ['2-3', 'bag', 'bags'],
  ] as const)('a quantity of %s %s prints as "%s"', (q, unit, expected) => {
    expect(unitFor(q, unit)).toBe(expected);
  });

  it('materials documents pluralise units too ("2 bags", never "2 bag")', () => {
    const c = materialsContent({
      kind: 'materials',
      title: 'Slab',
      createdAt: '2026-11-01',
      items: [
        { name: 'Cement', quantity: 2, unit: 'bag', completed: false },
        { name: 'Mesh', quantity: 1, unit: 'sheet', completed: false },
      ],
    });
    expect(c.rows.map((r) => `${r.quantity} ${r.unit}`)).toEqual(['2 bags', '1 sheet']);
  });

  it("a new quote's trade defaults to the profile's trade when it is a quote trade", () => {
    expect(defaultQuoteTrade('Plumber', TRADES)).toBe('Plumber');
    expect(defaultQuoteTrade(' Electrician ', TRADES)).toBe('Electrician');
    expect(defaultQuoteTrade('Astronaut', TRADES)).toBe('');
    expect(defaultQuoteTrade(null, TRADES)).toBe('');
  });

  it('the Clients tab lists customers who have documents but no client record, with their estimates, invoices and money', () => {
    const customers = documentCustomers(
      [{ id: 'c1', name: 'Saved Sam' }],
      [
        { id: 'q1', clientName: 'Jo Customer', clientEmail: 'jo@example.com', projectAddress: '1 Main St' },
        { id: 'q2', clientName: 'saved sam ' },
        { id: 'q3', clientName: 'Kim Lee', clientPhone: '0400 000 000' },
      ],
      [
        { customerName: 'Jo Customer', status: 'paid', totalCents: 11_000, sourceQuoteId: 'q1' },
        { customerName: 'Pat Ng', status: 'sent', totalCents: 5_500, customerEmail: 'pat@example.com' },
      ],
    );
    expect(customers.map((c) => c.name)).toEqual(['Jo Customer', 'Kim Lee', 'Pat Ng']);
    expect(customers[0]).toMatchObject({
      estimates: 1,
      invoices: 1,
      revenueCents: 11_000,
      owingCents: 0,
      email: 'jo@example.com',
      address: '1 Main St',
    });
    expect(customers[2]).toMatchObject({ estimates: 0, invoices: 1, revenueCents: 0, owingCents: 5_500, email: 'pat@example.com' });
  });
});
