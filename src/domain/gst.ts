/**
 * GST (Australia, 10%). The one rounding rule of the product:
 *   each line amount = quantity x rate, rounded to the nearest cent, half up;
 *   subtotal = sum of line amounts;
 *   GST = subtotal x 10%, rounded once per document to the nearest cent, half up;
 *   total = subtotal + GST.
 * GST is never rounded per line, so a document's GST is always exactly 10% of its subtotal (to the cent).
 */
import { type Cents, lineAmount, roundHalfUpDiv, sumCents } from './money';

export const GST_RATE_PERCENT = 10;

export interface LineInput {
  quantity: number;
  rateCents: Cents;
}

export interface Totals {
  subtotalCents: Cents;
  gstCents: Cents;
  totalCents: Cents;
}

export function gstOn(subtotalCents: Cents): Cents {
  return roundHalfUpDiv(subtotalCents * GST_RATE_PERCENT, 100);
}

/** GST contained in a GST-inclusive price (1/11th), nearest cent half up. */
export function gstInInclusive(totalCents: Cents): Cents {
  return roundHalfUpDiv(totalCents, 11);
}

export function computeTotals(lines: readonly LineInput[], applyGst: boolean): Totals {
  const subtotalCents = sumCents(lines.map((l) => lineAmount(l.quantity, l.rateCents)));
  const gstCents = applyGst ? gstOn(subtotalCents) : 0;
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}
