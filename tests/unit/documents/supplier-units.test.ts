import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceItemSchema, QUOTE_UNITS, QuoteItemSchema } from '../../../src/domain/schemas/documents';

// Issue 21: units are free text on quotes and invoices too, so a supplier's LEN or ROLL line kept as written can be quoted
// and invoiced; the spec's units stay the suggestions.
describe('a supplier unit kept as written is a valid unit on quote and invoice lines', () => {
  it.each(['LEN', 'ROLL', 'PR', 'BOX', 'CTN', 'MTR', ...QUOTE_UNITS])('%s', (unit) => {
    const line = { id: randomUUID(), description: 'Copper tube 15mm', quantity: 2, unit, rateCents: 4_550 };
    expect(v.safeParse(QuoteItemSchema, line).success).toBe(true);
    expect(v.safeParse(InvoiceItemSchema, line).success).toBe(true);
  });

  it('still refuses an empty or over-long unit on a quote line', () => {
    const line = { id: randomUUID(), description: 'Copper tube 15mm', quantity: 2, rateCents: 4_550 };
    expect(v.safeParse(QuoteItemSchema, { ...line, unit: ' ' }).success).toBe(false);
    expect(v.safeParse(QuoteItemSchema, { ...line, unit: 'x'.repeat(21) }).success).toBe(false);
  });
});
