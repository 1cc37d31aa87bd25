import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatDocumentNumbersIn } from '../../../src/domain/chat/answer';
import {
  ChatInvoiceDataSchema,
  COMPANY_REQUIRED_MESSAGE,
  CUSTOMER_REQUIRED_MESSAGE,
  chatDocumentToInvoiceData,
  parseChatQuantity,
  parseChatRate,
  prepareChatInvoice,
} from '../../../src/domain/chat/chat-invoice';
import { parseChatDocument } from '../../../src/domain/chat/document';
import { chatInvoiceNumber, nextChatDocumentNumber } from '../../../src/domain/numbering';

// 2025-12-31T13:30:00Z is 00:30 on 1 January 2026 in Sydney.
const NYE_UTC = Date.UTC(2025, 11, 31, 13, 30, 0);

describe('chat number formats (spec §9)', () => {
  it('numbers chat documents TR-YYYY-NNNN after the highest one already used that year', () => {
    const used = chatDocumentNumbersIn(['Quote TR-2025-0003 for Bob', 'see TR-2025-0011 and TR-2024-0042', 'no number']);
    expect(used.sort()).toEqual(['TR-2024-0042', 'TR-2025-0003', 'TR-2025-0011']);
    expect(nextChatDocumentNumber(used, 2025)).toBe('TR-2025-0012');
    expect(nextChatDocumentNumber(used, 2026)).toBe('TR-2026-0001');
  });

  it('numbers chat invoices INV-{year}-{last 6 digits of the timestamp}, with the year where the tradie is', () => {
    expect(chatInvoiceNumber(NYE_UTC)).toBe(`INV-2026-${String(NYE_UTC).slice(-6)}`);
    expect(chatInvoiceNumber(NYE_UTC, 'UTC')).toMatch(/^INV-2025-\d{6}$/);
  });
});

const data = (over: Partial<v.InferInput<typeof ChatInvoiceDataSchema>> = {}) =>
  v.parse(ChatInvoiceDataSchema, { customerName: 'Jane Citizen', items: [{ description: 'Labour', quantity: '2', rate: '85' }], ...over });

describe('chat invoice export (spec §5)', () => {
  it('needs a customer name, then a company profile', () => {
    expect(prepareChatInvoice(data({ customerName: '   ' }), { hasCompany: true, now: NYE_UTC })).toMatchObject({
      ok: false,
      message: CUSTOMER_REQUIRED_MESSAGE,
    });
    expect(prepareChatInvoice(data(), { hasCompany: false, now: NYE_UTC })).toMatchObject({ ok: false, message: COMPANY_REQUIRED_MESSAGE });
  });

  it('sends only items with a description, quantity as an integer, rate as a decimal, amount = quantity x rate', () => {
    const r = prepareChatInvoice(
      data({
        items: [
          { description: 'Labour', quantity: '2.9', rate: '85.55', amount: '1' },
          { description: '  ', quantity: '5', rate: '5' },
          { description: 'Tiles', quantity: 'lots', rate: 'abc' },
        ],
      }),
      { hasCompany: true, now: NYE_UTC },
    );
    expect(r.ok && r.invoice.items).toEqual([
      { description: 'Labour', quantity: 2, rateCents: 8555, amountCents: 17110 },
      { description: 'Tiles', quantity: 1, rateCents: 0, amountCents: 0 },
    ]);
    expect(r.ok && [r.invoice.subtotalCents, r.invoice.gstCents, r.invoice.totalCents]).toEqual([17110, 1711, 18821]);
  });

  it('refuses a dialog with no described item', () => {
    expect(prepareChatInvoice(data({ items: [{ description: '' }] }), { hasCompany: true, now: NYE_UTC })).toMatchObject({
      ok: false,
      field: 'items',
    });
  });

  it('charges no GST for a seller not registered for GST', () => {
    const r = prepareChatInvoice(data(), { hasCompany: true, gstRegistered: false, now: NYE_UTC });
    expect(r.ok && r.invoice.gstCents).toBe(0);
  });

  it('defaults the number and date from the clock where the tradie is', () => {
    const r = prepareChatInvoice(data(), { hasCompany: true, now: NYE_UTC });
    expect(r.ok && [r.invoice.invoiceNumber.slice(0, 9), r.invoice.invoiceDate]).toEqual(['INV-2026-', '2026-01-01']);
  });

  it.each([
    ['3', 3],
    [3.7, 3],
    ['0', 1],
    ['abc', 1],
  ])('parses quantity %j as %i', (input, expected) => expect(parseChatQuantity(input)).toBe(expected));

  it.each([
    ['85.5', 8550],
    ['$1,200.50', 120050],
    [12.345, 1235],
    ['-5', 0],
  ])('parses rate %j as %i cents', (input, expected) => expect(parseChatRate(input)).toBe(expected));

  it('turns a chat-parsed document into dialog values, folding a fractional quantity into one line', () => {
    const doc = parseChatDocument('Jane Citizen: 2.5 hours labour at $90/hr, tiles x 3 @ $40', {
      type: 'invoice',
      number: 'TR-2025-0001',
      date: '2025-11-21',
    });
    expect(chatDocumentToInvoiceData(doc).items).toEqual([
      { description: 'Labour (2.5 hr)', quantity: 1, rate: 225 },
      { description: 'Tiles', quantity: 3, rate: 40 },
    ]);
  });
});
