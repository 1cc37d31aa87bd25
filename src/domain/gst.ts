/**
 * GST (Australia, 10%). The one rounding rule of the product, stated here and nowhere else:
 *
 *   - a line amount = quantity x rate, rounded to the nearest cent, half up;
 *   - lines priced GST-exclusive (the usual line: labour, materials): GST = 10% of their sum, rounded once per
 *     document to the nearest cent, half up;
 *   - a line priced GST-inclusive (an amount a person typed as what the customer pays: a deposit, a claim, or an
 *     earlier claim deducted on the final invoice): its GST = 1/11 of its amount, rounded to the nearest cent, half up
 *     (away from zero for a deduction), and its GST-exclusive part is the rest (the ATO's method for GST-inclusive
 *     prices). So a document made from an amount of $500.00 totals exactly $500.00 ($454.55 + $45.45 GST);
 *   - subtotal (GST-exclusive) = sum of the GST-exclusive parts; total = subtotal + GST.
 *
 * Without GST (the seller is not registered, or the quote has no GST) every line's amount is what the customer pays.
 * Because round(t / 11) equals round(ex / 10) whenever t = ex + round(ex / 10), a claim's total deducted at 1/11 takes
 * back exactly the GST that claim charged, so deposit + claims + final always add up to the quote, GST and total.
 */
import { type Cents, lineAmount, roundHalfUpDiv, sumCents } from './money';

export const GST_RATE_PERCENT = 10;

export interface LineInput {
  quantity: number;
  rateCents: Cents;
  /** the rate is what the customer pays, GST included (deposits, claims, deductions of earlier claims) */
  gstInclusive?: boolean | null;
}

export interface Totals {
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
}

export function gstOn(subtotalCents: Cents): Cents {
  return roundHalfUpDiv(subtotalCents * GST_RATE_PERCENT, 100);
}

/** GST contained in a GST-inclusive price (1/11th), nearest cent half up (away from zero for a negative amount). */
export function gstInInclusive(totalCents: Cents): Cents {
  return roundHalfUpDiv(totalCents, 11);
}

/** A GST-inclusive amount split into its GST-exclusive part and its GST; both parts add back to the amount exactly. */
export function splitInclusive(inclusiveCents: Cents, applyGst: boolean): { exCents: Cents; gstCents: Cents } {
  const gstCents = applyGst ? gstInInclusive(inclusiveCents) : 0;
  return { exCents: inclusiveCents - gstCents, gstCents };
}

/** What a line shows in the Amount column (GST-exclusive when GST applies); sums to the document's subtotal. */
export function lineExGst(line: LineInput, applyGst: boolean): Cents {
  const amount = lineAmount(line.quantity, line.rateCents);
  return line.gstInclusive ? splitInclusive(amount, applyGst).exCents : amount;
}

/** The unit rate a line shows beside its GST-exclusive amount (a GST-inclusive line of quantity 1 shows its ex part). */
export function lineRateExGst(line: LineInput, applyGst: boolean): Cents {
  if (!line.gstInclusive || !applyGst) return line.rateCents;
  return line.quantity === 1 ? lineExGst(line, applyGst) : line.rateCents - gstInInclusive(line.rateCents);
}

export function computeTotals(lines: readonly LineInput[], applyGst: boolean): Totals {
  const exclusive = sumCents(lines.filter((l) => !l.gstInclusive).map((l) => lineAmount(l.quantity, l.rateCents)));
  const inclusive = lines.filter((l) => l.gstInclusive).map((l) => splitInclusive(lineAmount(l.quantity, l.rateCents), applyGst));
  const gstCents = (applyGst ? gstOn(exclusive) : 0) + sumCents(inclusive.map((p) => p.gstCents));
  const subtotalCents = exclusive + sumCents(inclusive.map((p) => p.exCents));
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}
