import { describe, expect, it } from 'vitest';
import {
  BUYER_IDENTITY_THRESHOLD_CENTS,
  checkTaxInvoice,
  documentTitle,
  showsGstLine,
  TAX_INVOICE_MESSAGES,
  TAX_INVOICE_SOURCE_URL,
  type TaxInvoiceInput,
} from '../../../src/domain/tax-invoice';

const registered = { name: 'Smith Plumbing Pty Ltd', abn: '51 824 753 556', gstRegistered: true };

function makeInvoice(overrides: Partial<TaxInvoiceInput> = {}): TaxInvoiceInput {
  return {
    seller: registered,
    buyer: {},
    issueDate: '2025-10-05',
    totalCents: 55_000,
    items: [{ description: 'Replace hot water valve', quantity: 1, rateCents: 50_000 }],
    ...overrides,
  };
}

const codes = (input: TaxInvoiceInput) => checkTaxInvoice(input).map((p) => p.code);

describe('document title', () => {
  it("calls a GST-registered seller's document a Tax Invoice with a GST line", () => {
    expect(documentTitle({ gstRegistered: true })).toBe('Tax Invoice');
    expect(showsGstLine({ gstRegistered: true })).toBe(true);
  });

  it("calls an unregistered seller's document an Invoice with no GST line", () => {
    expect(documentTitle({ gstRegistered: false })).toBe('Invoice');
    expect(showsGstLine({ gstRegistered: false })).toBe(false);
  });

  it('cites the ATO page the rules come from', () => {
    expect(TAX_INVOICE_SOURCE_URL).toMatch(/^https:\/\/www\.ato\.gov\.au\//);
  });
});

describe('checkTaxInvoice', () => {
  it('finds nothing wrong with a complete tax invoice under $1,000', () => {
    expect(checkTaxInvoice(makeInvoice())).toEqual([]);
  });

  it.each([
    ['a blank seller name', { seller: { ...registered, name: '  ' } }, 'SELLER_NAME_REQUIRED'],
    ['no seller ABN', { seller: { ...registered, abn: null } }, 'SELLER_ABN_REQUIRED'],
    ['a seller ABN with a bad check digit', { seller: { ...registered, abn: '51 824 753 557' } }, 'SELLER_ABN_INVALID'],
    ['no issue date', { issueDate: null }, 'ISSUE_DATE_REQUIRED'],
    ['an impossible issue date', { issueDate: '2025-02-30' }, 'ISSUE_DATE_REQUIRED'],
    ['no items', { items: [] }, 'ITEMS_REQUIRED'],
    ['an item without a description', { items: [{ description: ' ', quantity: 1, rateCents: 100 }] }, 'ITEM_DESCRIPTION_REQUIRED'],
    ['an item with zero quantity', { items: [{ description: 'Tap', quantity: 0, rateCents: 100 }] }, 'ITEM_QUANTITY_INVALID'],
    ['an item without a price', { items: [{ description: 'Tap', quantity: 1, rateCents: 0 }] }, 'ITEM_PRICE_REQUIRED'],
  ] as const)('flags %s', (_, overrides, code) => {
    expect(codes(makeInvoice(overrides as Partial<TaxInvoiceInput>))).toEqual([code]);
  });

  it('names the line and field of a bad item', () => {
    const problems = checkTaxInvoice(
      makeInvoice({
        items: [
          { description: 'Labour', quantity: 2, rateCents: 8_500 },
          { description: '', quantity: 1, rateCents: 1_000 },
        ],
      }),
    );
    expect(problems).toEqual([
      { code: 'ITEM_DESCRIPTION_REQUIRED', field: 'items.1.description', message: 'Item 2: add a description of what was sold.' },
    ]);
  });

  it.each([
    [99_999, {}, []],
    [100_000, {}, ['BUYER_IDENTITY_REQUIRED']],
    [250_000, {}, ['BUYER_IDENTITY_REQUIRED']],
    [250_000, { name: '   ' }, ['BUYER_IDENTITY_REQUIRED']],
    [250_000, { name: 'Jane Citizen' }, []],
    [250_000, { abn: '53 004 085 616' }, []],
    [250_000, { abn: '53 004 085 617' }, ['BUYER_ABN_INVALID']],
    [50_000, { name: 'Jane', abn: '123' }, ['BUYER_ABN_INVALID']],
  ] as const)('at %i cents incl GST with buyer %j reports %j', (totalCents, buyer, expected) => {
    expect(codes(makeInvoice({ totalCents, buyer }))).toEqual(expected);
  });

  it("asks for the buyer in the fact sheet's words from $1,000 including GST", () => {
    expect(BUYER_IDENTITY_THRESHOLD_CENTS).toBe(100_000);
    const [problem] = checkTaxInvoice(makeInvoice({ totalCents: 110_000 }));
    expect(problem.message).toBe("For tax invoices of $1,000 or more, add the buyer's name or ABN.");
    expect(problem.message).toBe(TAX_INVOICE_MESSAGES.buyerIdentity);
  });

  it('lists every problem at once, seller first', () => {
    const input = makeInvoice({
      seller: { name: '', abn: '', gstRegistered: true },
      issueDate: undefined,
      totalCents: 200_000,
      items: [],
    });
    expect(codes(input)).toEqual([
      'SELLER_NAME_REQUIRED',
      'SELLER_ABN_REQUIRED',
      'ISSUE_DATE_REQUIRED',
      'ITEMS_REQUIRED',
      'BUYER_IDENTITY_REQUIRED',
    ]);
  });

  it('applies no tax invoice rules to a seller not registered for GST', () => {
    const input = makeInvoice({ seller: { name: '', abn: null, gstRegistered: false }, totalCents: 500_000 });
    expect(checkTaxInvoice(input)).toEqual([]);
  });
});
