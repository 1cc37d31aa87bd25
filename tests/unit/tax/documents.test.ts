import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ClientSchema,
  defaultQuoteValidUntil,
  InvoiceSchema,
  parseInvoiceQuantity,
  parseQuoteQuantity,
  QuoteSchema,
  recomputeInvoiceTotals,
  recomputeQuoteTotals,
  validateInvoiceForSave,
  validateQuoteForSave,
  validateQuoteItem,
} from '../../../src/domain/schemas/documents';

const ID = '0b6f3c1e-5d2a-4c8e-9f10-2a3b4c5d6e7f';
const ID2 = '1c7a4d2f-6e3b-4d9f-8a21-3b4c5d6e7f80';
const NOW = '2025-10-05T01:02:03.456Z';

function makeQuote(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    title: 'Bathroom reno',
    clientName: 'Jane Citizen',
    clientEmail: 'jane@example.com',
    clientPhone: '0400 000 000',
    projectAddress: '1 George St, Sydney NSW 2000',
    projectDescription: 'Retile and replace vanity',
    selectedTrade: 'Tiler',
    items: [{ id: ID2, description: 'Wall tiling', quantity: 12.5, unit: 'm²', rateCents: 8_500 }],
    gstIncluded: true,
    subtotalCents: 106_250,
    gstAmountCents: 10_625,
    totalCents: 116_875,
    validUntil: '2025-11-04',
    status: 'draft',
    notes: '',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function makeInvoice(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    title: 'Bathroom reno',
    invoiceNumber: 'INV-1759622400123',
    customerName: 'Jane Citizen',
    customerEmail: '',
    customerAddress: '1 George St, Sydney NSW 2000',
    invoiceDate: '2025-10-05',
    items: [{ id: ID2, description: 'Labour', quantity: 3, rateCents: 8_500 }],
    subtotalCents: 25_500,
    gstCents: 2_550,
    totalCents: 28_050,
    status: 'sent',
    notes: '',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};

describe('Quote schema', () => {
  it('accepts a complete quote and keeps money in cents', () => {
    const q = v.parse(QuoteSchema, makeQuote());
    expect(q.totalCents).toBe(116_875);
    expect(q.items[0].unit).toBe('m²');
  });

  it('accepts null for optional fields, as a Postgres row brings them back', () => {
    const q = makeQuote({
      clientId: null,
      depositCents: null,
      signature: null,
      convertedInvoiceId: null,
      jobNumber: null,
      validUntil: null,
      baseVersion: 3,
    });
    expect(v.safeParse(QuoteSchema, q).success).toBe(true);
  });

  it.each(['draft', 'sent', 'viewed', 'approved', 'accepted', 'rejected'])('accepts status %s', (status) => {
    expect(v.safeParse(QuoteSchema, makeQuote({ status })).success).toBe(true);
  });

  it.each([
    ['status paid', { status: 'paid' }, 'Unknown quote status'],
    ['a blank title', { title: '  ' }, 'Quote title is required'],
    ['an impossible validUntil', { validUntil: '2025-02-30' }, 'Valid until must be a date (YYYY-MM-DD)'],
    ['a dollar total', { totalCents: 1168.75 }, 'Total must be whole cents'],
    ['a negative deposit', { depositCents: -1 }, 'Deposit cannot be negative'],
    ['a bad email', { clientEmail: 'jane@' }, 'Client email must be a valid email address'],
    ['a non-UUID id', { id: 'q1' }, 'Quote id must be a UUID'],
    ['a timestamp without a zone', { createdAt: '2025-10-05 10:00' }, 'Created at must be an ISO timestamp'],
  ])('rejects %s', (_, overrides, message) => {
    expect(firstIssue(QuoteSchema, makeQuote(overrides))).toBe(message);
  });

  it("accepts a unit of the tradie's own beside the spec's suggestions (issue 18)", () => {
    const item = { id: ID2, description: 'Insulation', quantity: 2, unit: 'roll', rateCents: 100 };
    expect(firstIssue(QuoteSchema, makeQuote({ items: [item] }))).toBeNull();
  });

  it.each([
    [{ quantity: 0.05 }, 'Quantity must be at least 0.1'],
    [{ quantity: 1.25 }, 'Quantity must be in steps of 0.1'],
    [{ unit: ' ' }, 'Unit is required'],
    [{ unit: 'x'.repeat(21) }, 'Unit must be at most 20 characters'],
    [{ rateCents: 0 }, 'Rate must be more than $0'],
    [{ description: '' }, 'Item description is required'],
  ])('rejects a quote item with %j', (itemOverrides, message) => {
    const item = { id: ID2, description: 'Tiling', quantity: 1, unit: 'm²', rateCents: 100, ...itemOverrides };
    expect(firstIssue(QuoteSchema, makeQuote({ items: [item] }))).toBe(message);
  });

  it.each([0.1, 0.3, 2.5, 12.7, 100])('accepts quantity %d, a multiple of 0.1', (quantity) => {
    const item = { id: ID2, description: 'Tiling', quantity, unit: 'm²', rateCents: 100 };
    expect(v.safeParse(QuoteSchema, makeQuote({ items: [item] })).success).toBe(true);
  });

  it('accepts a signature image with its time', () => {
    const signature = { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', signedAt: NOW, name: 'Jane' };
    expect(v.safeParse(QuoteSchema, makeQuote({ signature })).success).toBe(true);
    expect(firstIssue(QuoteSchema, makeQuote({ signature: { ...signature, dataUrl: 'https://x/y.png' } }))).toBe(
      'Signature must be an image',
    );
  });
});

describe('Invoice and Client schemas', () => {
  it('accepts a complete invoice', () => {
    expect(v.safeParse(InvoiceSchema, makeInvoice({ dueDate: '2025-11-04', paidDate: null, sourceQuoteId: ID2 })).success).toBe(true);
  });

  it.each(['draft', 'sent', 'viewed', 'paid', 'overdue'])('accepts invoice status %s', (status) => {
    expect(v.safeParse(InvoiceSchema, makeInvoice({ status })).success).toBe(true);
  });

  it.each([
    [{ status: 'approved' }, 'Unknown invoice status'],
    [{ invoiceNumber: '' }, 'Invoice number is required'],
    [{ invoiceDate: '05/10/2025' }, 'Invoice date must be a date (YYYY-MM-DD)'],
    [{ customerAbn: '51 824 753 557' }, 'This ABN is not valid — please check the digits'],
  ])('rejects an invoice with %j', (overrides, message) => {
    expect(firstIssue(InvoiceSchema, makeInvoice(overrides))).toBe(message);
  });

  it.each([
    // issue 18: decimal quantities like the quote's (2.5 hr), to 3 decimals
    [{ quantity: 1.2345 }, 'Quantity can have at most 3 decimals'],
    [{ quantity: 0 }, 'Quantity must be more than 0'],
    [{ rateCents: 0 }, 'Rate must be more than $0'],
  ])('rejects an invoice item with %j', (itemOverrides, message) => {
    const item = { id: ID2, description: 'Labour', quantity: 1, rateCents: 100, ...itemOverrides };
    expect(firstIssue(InvoiceSchema, makeInvoice({ items: [item] }))).toBe(message);
  });

  it('stores a customer ABN as 11 bare digits, and allows none', () => {
    expect(v.parse(InvoiceSchema, makeInvoice({ customerAbn: '53 004 085 616' })).customerAbn).toBe('53004085616');
    expect(v.parse(InvoiceSchema, makeInvoice({ customerAbn: '' })).customerAbn).toBe('');
  });

  it('requires a client name', () => {
    const client = { id: ID, name: 'Jane', email: '', phone: '', address: '', createdAt: NOW, updatedAt: NOW };
    expect(v.safeParse(ClientSchema, client).success).toBe(true);
    expect(firstIssue(ClientSchema, { ...client, name: ' ' })).toBe('Client name is required');
  });
});

describe('totals', () => {
  const lines = [
    { quantity: 2.5, rateCents: 8_500 }, // 212.50
    { quantity: 3, rateCents: 1_999 }, // 59.97
  ];

  it.each([
    [true, 27_247, 2_725, 29_972], // GST 2,724.7 -> 2,725 half up, once per document
    [false, 27_247, 0, 27_247],
  ])('applies GST only when the quote says gstIncluded (%s)', (gstIncluded, subtotal, gst, total) => {
    expect(recomputeQuoteTotals({ items: lines, gstIncluded, subtotalCents: 1, gstAmountCents: 1, totalCents: 1 })).toMatchObject({
      subtotalCents: subtotal,
      gstAmountCents: gst,
      totalCents: total,
    });
  });

  it.each([
    [[{ quantity: 1, rateCents: 5 }], 5, 1, 6], // 0.5c GST rounds up
    [[{ quantity: 1, rateCents: 4 }], 4, 0, 4],
    [[{ quantity: 0.1, rateCents: 333 }], 33, 3, 36],
    [[], 0, 0, 0],
  ])('recomputes quote lines %j to subtotal %i, GST %i, total %i', (items, subtotal, gst, total) => {
    expect(recomputeQuoteTotals({ items, gstIncluded: true })).toMatchObject({
      subtotalCents: subtotal,
      gstAmountCents: gst,
      totalCents: total,
    });
  });

  it('keeps the other quote fields and overwrites stale totals', () => {
    const q = makeQuote({ totalCents: 1 });
    const r = recomputeQuoteTotals(q);
    expect(r.title).toBe('Bathroom reno');
    expect(r.totalCents).toBe(116_875);
  });

  it.each([
    [true, 27_247, 2_725, 29_972],
    [false, 27_247, 0, 27_247],
  ])('charges invoice GST when the seller is GST-registered (%s)', (gstRegistered, subtotal, gst, total) => {
    expect(recomputeInvoiceTotals({ items: lines }, { gstRegistered })).toMatchObject({
      subtotalCents: subtotal,
      gstCents: gst,
      totalCents: total,
    });
  });

  it('charges invoice GST by default, as the spec always applies it', () => {
    expect(recomputeInvoiceTotals({ items: [{ quantity: 3, rateCents: 8_500 }] }).gstCents).toBe(2_550);
  });
});

describe('form validation (spec §5 texts)', () => {
  const quoteDraft = { title: 'Deck', clientName: 'Jane', projectAddress: '1 George St', items: [{}] };

  it.each([
    [{}, { ok: true }],
    [{ title: ' ' }, { ok: false, title: 'Quote Title Required' }],
    [
      { clientName: '' },
      { ok: false, title: 'Missing Information', description: 'Please fill in client name, project address, and add at least one item.' },
    ],
    [
      { projectAddress: '  ' },
      { ok: false, title: 'Missing Information', description: 'Please fill in client name, project address, and add at least one item.' },
    ],
    [
      { items: [] },
      { ok: false, title: 'Missing Information', description: 'Please fill in client name, project address, and add at least one item.' },
    ],
    [
      { title: '', items: [] },
      { ok: false, title: 'Quote Title Required' },
    ], // title is checked first
  ])('quote save with %j gives %j', (overrides, expected) => {
    expect(validateQuoteForSave({ ...quoteDraft, ...overrides })).toEqual(expected);
  });

  it.each([
    [{ description: 'Decking boards', rateCents: 1 }, true],
    [{ description: '', rateCents: 5_000 }, false],
    [{ description: '   ', rateCents: 5_000 }, false],
    [{ description: 'Boards', rateCents: 0 }, false],
    [{ description: 'Boards', rateCents: null }, false],
    [{ description: 'Boards', rateCents: Number.NaN }, false],
  ])('item add %j is allowed: %s', (item, ok) => {
    const r = validateQuoteItem(item);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.title).toBe('Please fill in item description and rate');
  });

  const company = { id: ID };
  const invoiceDraft = {
    title: 'Deck',
    customerName: 'Jane',
    items: [
      { description: 'Labour', quantity: 1, rateCents: 100 },
      { description: '  ', quantity: 1, rateCents: 100 },
    ],
  };

  it('drops blank-description invoice lines on save', () => {
    expect(validateInvoiceForSave(invoiceDraft, company)).toEqual({ ok: true, items: [invoiceDraft.items[0]] });
  });

  it.each([
    [{ title: '' }, company, 'Invoice Title Required', undefined],
    [{}, null, 'Company Setup Required', 'Please set up your company profile first.'],
    [{}, { id: '' }, 'Company Setup Required', 'Please set up your company profile first.'],
    [{ customerName: ' ' }, company, 'Missing Information', 'Please fill in customer name and add at least one item.'],
    [
      { items: [{ description: '', quantity: 1, rateCents: 1 }] },
      company,
      'Missing Information',
      'Please fill in customer name and add at least one item.',
    ],
  ])('invoice save with %j and company %j fails with %s', (overrides, co, title, description) => {
    const r = validateInvoiceForSave({ ...invoiceDraft, ...overrides }, co);
    expect(r).toEqual(description === undefined ? { ok: false, title } : { ok: false, title, description });
  });
});

describe('quantity inputs', () => {
  it.each([
    ['2.5', 2.5],
    ['2.55', 2.6],
    ['0.04', 0.1],
    ['0', 0.1],
    ['', 1],
    ['abc', 1],
    [3, 3],
  ])('quote quantity %j becomes %d', (input, out) => {
    expect(parseQuoteQuantity(input)).toBe(out);
  });

  it.each([
    ['3', 3],
    ['2.7', 2.7], // issue 18: decimals kept (was 2)
    ['0.0004', 1],
    ['0', 1],
    ['-2', 1],
    ['', 1],
    [4.9, 4.9],
    [2.12345, 2.123],
  ])('invoice quantity %j becomes %d', (input, out) => {
    expect(parseInvoiceQuantity(input)).toBe(out);
  });
});

describe('default quote validity', () => {
  it('is 30 days from today in Sydney', () => {
    expect(defaultQuoteValidUntil(Date.UTC(2025, 9, 5, 3))).toBe('2025-11-04');
  });

  it('counts from the local day, not the UTC day', () => {
    const lateUtc = Date.UTC(2025, 5, 30, 15); // 1 July in Sydney, 30 June in Perth
    expect(defaultQuoteValidUntil(lateUtc, 'Australia/Sydney')).toBe('2025-07-31');
    expect(defaultQuoteValidUntil(lateUtc, 'Australia/Perth')).toBe('2025-07-30');
  });
});
