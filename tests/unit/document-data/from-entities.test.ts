import { describe, expect, it } from 'vitest';
import {
  businessFromEntities,
  dataUrlBytes,
  invoiceDocModel,
  quoteDocModel,
  stateTimeZone,
} from '../../../src/domain/documents/from-entities';

const company = {
  name: 'Company Name',
  businessName: null,
  abn: '53004085616',
  gstRegistered: false,
  bsb: '062-000',
  accountNumber: '1234',
  paymentNote: null,
};

describe('documents from saved entities', () => {
  it('never prints the placeholder company name, falling back to the profile', () => {
    expect(businessFromEntities({ company, profile: { businessName: 'Jo Plumbing' } }).name).toBe('Jo Plumbing');
    expect(businessFromEntities({ company: { ...company, businessName: 'Coastline' } }).name).toBe('Coastline');
  });

  it('treats a business with no company record as GST-registered (the database default) and takes logo size from settings', () => {
    const b = businessFromEntities({
      settings: { logoHeight: 60, logoMaxWidth: 180 },
      logo: { bytes: new Uint8Array([1]), mime: 'image/gif' },
    });
    expect(b).toMatchObject({ gstRegistered: true, logoHeight: 60, logoMaxWidth: 180 });
    expect(b.logo).toBeUndefined(); // only PNG and JPEG embed in both PDF and Word
    expect(businessFromEntities({ company }).paymentDetails).toEqual({
      bsb: '062-000',
      accountNumber: '1234',
      accountName: undefined,
      note: undefined,
    });
  });

  it('dates a quote by the day it was made where the tradie is', () => {
    const quote = {
      title: 'Q',
      clientName: 'Jo',
      clientEmail: '',
      clientPhone: '',
      projectAddress: '',
      projectDescription: '',
      selectedTrade: '',
      items: [{ id: 'i', description: 'x', quantity: 1.5, unit: 'hr' as const, rateCents: 1_001 }],
      gstIncluded: true,
      subtotalCents: 1_502,
      gstAmountCents: 150,
      totalCents: 1_652,
      validUntil: '2026-12-01',
      notes: '',
      createdAt: '2026-11-20T14:30:00.000Z',
    };
    expect(quoteDocModel(quote, {}, { timeZone: 'Australia/Perth' }).issueDate).toBe('2026-11-20');
    const m = quoteDocModel(quote, {}, { timeZone: stateTimeZone('NSW') });
    expect(m.issueDate).toBe('2026-11-21');
    expect(m.lines[0].amountCents).toBe(1_502);
  });

  it('carries the buyer ABN, due date and payment outcome of an invoice', () => {
    const m = invoiceDocModel(
      {
        title: 'T',
        invoiceNumber: 'INV-1',
        customerName: 'Jo',
        customerEmail: '',
        customerAddress: '',
        customerAbn: '53004085616',
        invoiceDate: '2026-11-20',
        dueDate: '2026-12-04',
        items: [],
        subtotalCents: 0,
        gstCents: 0,
        totalCents: 0,
        status: 'paid',
        paidDate: '2026-11-22',
        paymentMethod: 'Card',
        notes: '',
      },
      {},
    );
    expect(m).toMatchObject({ customer: { abn: '53004085616' }, dueDate: '2026-12-04', paidDate: '2026-11-22', paymentMethod: 'Card' });
  });

  it('reads a drawn signature from its data URL, and refuses anything else', () => {
    expect(dataUrlBytes('data:image/png;base64,iVBORw0KGgo=')).toEqual({
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      mime: 'image/png',
    });
    expect(dataUrlBytes('https://example.com/sig.png')).toBeNull();
  });

  it('maps each state to its time zone, Sydney when unknown', () => {
    expect([stateTimeZone('WA'), stateTimeZone('QLD'), stateTimeZone(null)]).toEqual([
      'Australia/Perth',
      'Australia/Brisbane',
      'Australia/Sydney',
    ]);
  });
});
