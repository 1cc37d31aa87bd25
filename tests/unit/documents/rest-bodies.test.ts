import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceCreateBody, QuoteCreateBody, QuotePatchBody } from '../../../api/routes/document-bodies';
import { issueMessage } from '../../../src/domain/validation';

const firstIssue = (schema: v.GenericSchema, body: unknown) => {
  const r = v.safeParse(schema, body);
  if (r.success) throw new Error('expected a validation failure');
  return issueMessage(r.issues);
};

describe('REST bodies of quotes and invoices (api/routes/document-bodies.ts)', () => {
  it('dollars become integer cents: numbers, "$1,234.50" strings, float drift (1.005 → 101)', () => {
    const out = v.parse(QuoteCreateBody, {
      title: 'Deck',
      items: [
        { description: 'Boards', quantity: '2', rate: '$1,234.50' },
        { description: 'Screws', quantity: 1, rate: 1.005 },
      ],
      deposit: 100,
    });
    expect(out.items.map((i) => [i.quantity, i.rateCents])).toEqual([
      [2, 123450],
      [1, 101],
    ]);
    expect(out.depositCents).toBe(10000);
  });

  it('a cents field wins over its dollar field, so an entity-shaped body is taken as sent', () => {
    const out = v.parse(InvoiceCreateBody, { items: [{ description: 'Tap', quantity: 1, rateCents: 4550, rate: 'ignored' }] });
    expect(out.items[0].rateCents).toBe(4550);
  });

  it('a bad amount is named by its spec field, before any other field of the body', () => {
    expect(firstIssue(QuoteCreateBody, { clientEmail: 'nope', deposit: 'lots' })).toEqual({
      field: 'deposit',
      message: 'deposit: must be a dollar amount',
    });
    expect(firstIssue(InvoiceCreateBody, { invoice: { customerEmail: 'x' }, items: [{}, { rate: {} }] }).message).toBe(
      'items.1.rate: must be a dollar amount',
    );
  });

  it('a body that is not an object is named as "body"', () => {
    expect(firstIssue(QuotePatchBody, [1, 2])).toEqual({ field: 'body', message: 'body: must be a quote object' });
    expect(firstIssue(InvoiceCreateBody, null).message).toBe('body: must be an invoice object');
  });

  it('a patch carries only the fields sent, and baseVersion beside them', () => {
    expect(v.parse(QuotePatchBody, { notes: 'Gate code 1234', baseVersion: 3 })).toEqual({ notes: 'Gate code 1234', baseVersion: 3 });
  });
});
