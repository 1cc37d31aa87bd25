/** Arithmetic shared by the job estimators. Lengths are metres, areas m², volumes m³, liquids litres. */

/**
 * Rounds up to a whole number, ignoring binary float noise: 100 x 1.1 is 110.00000000000001 in floating point,
 * and a tradie should be told to buy 110, not 111.
 */
export function roundUp(x: number): number {
  return Math.ceil(Number(x.toPrecision(12)));
}

/** What to buy: rounded up, and never less than one of anything that is on the list. */
export function buy(x: number): number {
  return Math.max(1, roundUp(x));
}

/** A measurement for people: at most two decimals, no trailing zeros ("7.2", "13.23", "3"). */
export function fmt(x: number): string {
  return String(Number(x.toFixed(2)));
}

export function rectanglePerimeter(length: number, width: number): number {
  return 2 * (length + width);
}

/** When only an area is known, a square of that area gives the perimeter (the shortest one possible). */
export function squarePerimeter(area: number): number {
  return 4 * Math.sqrt(area);
}

export interface PackCount {
  large: number;
  small: number;
}

/**
 * Smaller share of a large pack above which another large pack is the better buy: small tins and pails cost
 * more per litre, so two 4 L tins (8 L) cost about what one 10 L tin does.
 */
const SMALL_PACKS_LIMIT = 0.75;

/**
 * Packs to buy for an amount sold in two pack sizes (paint in 10 L / 4 L tins, membrane in 15 L / 4 L pails).
 * Rule: as many large packs as fit wholly; the remainder in small packs, unless those small packs would hold
 * 75% or more of a large pack, in which case one more large pack instead.
 */
export function packsFor(amount: number, largeSize: number, smallSize: number): PackCount {
  if (amount <= 0) return { large: 0, small: 0 };
  let large = Math.floor(Number((amount / largeSize).toPrecision(12)));
  const remainder = Number((amount - large * largeSize).toPrecision(12));
  if (remainder <= 0) return { large, small: 0 };
  const small = roundUp(remainder / smallSize);
  if (small * smallSize >= SMALL_PACKS_LIMIT * largeSize) {
    large += 1;
    return { large, small: 0 };
  }
  return { large, small };
}

/** The shortest stock length that covers the need, or the longest if none does. */
export function stockLengthFor(needed: number, stockLengths: readonly number[]): number {
  const sorted = [...stockLengths].sort((a, b) => a - b);
  return sorted.find((l) => l >= Number(needed.toPrecision(12))) ?? sorted[sorted.length - 1];
}
