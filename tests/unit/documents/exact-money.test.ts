import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, gstInInclusive, gstOn, lineExGst, splitInclusive } from '../../../src/domain/gst';
import { claimInvoice, type ClaimRequest } from '../../../src/domain/payments';
import { recomputeQuoteTotals, InvoiceSchema, type Quote } from '../../../src/domain/schemas/documents';
import * as v from 'valibot';

const NOW = '2026-11-25T00:00:00.000Z';
const seller = { gstRegistered: true, state: null, companyId: null };

function quoteWith(items: { quantity: number; rateCents: number }[], gstIncluded = true): Quote {
  return recomputeQuoteTotals({
    id: crypto.randomUUID(),
    title: 'Bathroom',
    clientId: null,
    jobId: null,
    clientName: 'Margaret',
    clientEmail: '',
    clientPhone: '',
    projectAddress: '1 Test St',
    projectDescription: '',
    selectedTrade: '',
    items: items.map((i, n) => ({ id: crypto.randomUUID(), description: `Line ${n + 1}`, unit: 'hr' as const, ...i })),
    gstIncluded,
    subtotalCents: 0,
    gstAmountCents: 0,
    totalCents: 0,
    depositCents: null,
    validUntil: null,
    status: 'accepted',
    notes: '',
    jobNumber: 'Q-0001',
    createdAt: NOW,
    updatedAt: NOW,
  });
}

let seq = 0;
const args = () => ({
  invoiceId: crypto.randomUUID(),
  invoiceNumber: `INV-${String(++seq).padStart(4, '0')}`,
  invoiceDate: '2026-11-25',
  paymentTermsDays: 14,
});

describe('exact money (issue 18): the rounding rule of src/domain/gst.ts', () => {
  it('an amount typed GST-inclusive splits into 1/11 GST (half up) and the rest, adding back exactly', () => {
    expect(splitInclusive(50_000, true)).toEqual({ exCents: 45_455, gstCents: 4_545 });
    expect(splitInclusive(50_000, false)).toEqual({ exCents: 50_000, gstCents: 0 });
    expect(gstInInclusive(-50_000)).toBe(-4_545);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), (inc) => {
        const { exCents, gstCents } = splitInclusive(inc, true);
        expect(exCents + gstCents).toBe(inc);
        // half up: |GST − inc/11| ≤ ½ cent, and exactly ½ rounds up (never happens for /11, but the bound holds)
        expect(Math.abs(gstCents * 11 - inc)).toBeLessThanOrEqual(5.5);
        expect(splitInclusive(-inc, true)).toEqual({ exCents: -exCents, gstCents: -gstCents });
      }),
    );
  });

  it('a claim total deducted at 1/11 takes back exactly the GST it charged at 10% of its ex-GST amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (ex) => {
        expect(gstInInclusive(ex + gstOn(ex))).toBe(gstOn(ex));
      }),
    );
  });

  it('a $500.00 deposit typed inclusive gives a $500.00 invoice (was $499.99)', () => {
    const quote = quoteWith([
      { quantity: 4, rateCents: 110_000 },
      { quantity: 1, rateCents: 87_029 },
    ]);
    const inv = claimInvoice(quote, [], { kind: 'deposit', amountCents: 50_000 }, args(), seller, NOW);
    expect(inv).toMatchObject({ subtotalCents: 45_455, gstCents: 4_545, totalCents: 50_000 });
    expect(lineExGst(inv.items[0]!, true)).toBe(45_455);
    expect(v.safeParse(InvoiceSchema, inv).success).toBe(true);
  });

  it('any GST-inclusive amount, with or without GST, makes a document of exactly that total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.boolean(), (inc, gst) => {
        const t = computeTotals([{ quantity: 1, rateCents: inc, gstInclusive: true }], gst);
        expect(t.totalCents).toBe(inc);
        expect(t.subtotalCents + t.gstCents).toBe(inc);
      }),
    );
  });

  it('deposit + two progress claims + final = the quote total to the cent, GST too, over random quotes', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 500 }).map((q) => q / 10),
      rateCents: fc.integer({ min: 1, max: 5_000_00 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.integer({ min: 100, max: 3000 }),
        fc.boolean(),
        (lines, depBp, p1Bp, p2Bp, byAmount) => {
          const quote = quoteWith(lines);
          fc.pre(quote.totalCents >= 10_000);
          const prior: ReturnType<typeof claimInvoice>[] = [];
          const reqs: ClaimRequest[] = [
            byAmount
              ? { kind: 'deposit', amountCents: Math.max(1, Math.floor((quote.totalCents * depBp) / 10_000)) }
              : { kind: 'deposit', percentBasisPoints: depBp },
            { kind: 'progress', percentBasisPoints: p1Bp },
            { kind: 'progress', amountCents: Math.max(1, Math.floor((quote.totalCents * p2Bp) / 10_000)) },
          ];
          for (const req of reqs) prior.push(claimInvoice(quote, prior, req, args(), seller, NOW));
          const final = claimInvoice(quote, prior, { kind: 'final' }, args(), seller, NOW);
          const all = [...prior, final];
          expect(all.reduce((s, i) => s + i.totalCents, 0)).toBe(quote.totalCents);
          expect(all.reduce((s, i) => s + i.gstCents, 0)).toBe(quote.gstAmountCents);
          // The final invoice lists the quote's lines, then each earlier claim deducted.
          expect(final.items).toHaveLength(quote.items.length + 3);
          expect(final.items.slice(-3).map((i) => i.rateCents)).toEqual(prior.map((p) => -p.totalCents));
          expect(v.safeParse(InvoiceSchema, final).success).toBe(true);
        },
      ),
    );
  });

  it('the final invoice after a $500 deposit: quote lines, "Less deposit INV-…", balance exact', () => {
    const quote = quoteWith([
      { quantity: 4, rateCents: 110_000 },
      { quantity: 2.5, rateCents: 11_000 },
    ]);
    const dep = claimInvoice(quote, [], { kind: 'deposit', amountCents: 50_000 }, args(), seller, NOW);
    const final = claimInvoice(quote, [dep], { kind: 'final' }, args(), seller, NOW);
    expect(final.items.map((i) => i.description)).toEqual(['Line 1', 'Line 2', `Less deposit ${dep.invoiceNumber}`]);
    expect(final.totalCents).toBe(quote.totalCents - 50_000);
    expect(final.gstCents).toBe(quote.gstAmountCents - 4_545);
  });

  it('a quote without GST from a registered seller still gets an exact balance (one inclusive line)', () => {
    const quote = quoteWith([{ quantity: 3, rateCents: 33_333 }], false);
    const dep = claimInvoice(quote, [], { kind: 'deposit', amountCents: 10_000 }, args(), seller, NOW);
    const final = claimInvoice(quote, [dep], { kind: 'final' }, args(), seller, NOW);
    expect(dep.totalCents + final.totalCents).toBe(quote.totalCents);
  });

  it('an invoice line below $0 is refused unless it is a GST-inclusive deduction', () => {
    const item = { id: crypto.randomUUID(), description: 'Refund', quantity: 1, rateCents: -100 };
    const base = {
      ...claimInvoice(quoteWith([{ quantity: 1, rateCents: 1000 }]), [], { kind: 'deposit', amountCents: 100 }, args(), seller, NOW),
    };
    const bad = v.safeParse(InvoiceSchema, { ...base, items: [item] });
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toBe('Rate must be more than $0');
    expect(v.safeParse(InvoiceSchema, { ...base, items: [{ ...item, gstInclusive: true }] }).success).toBe(true);
  });
});
