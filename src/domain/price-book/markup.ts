import { roundHalfUpDiv, type Cents } from '../money';

/**
 * Markup turns a supplier's cost into the sell rate: sell = cost × (100% + markup), in integer cents, rounded once to
 * the nearest cent, half up. The markup is held in basis points (hundredths of a percent: 27.5% = 2750), so the whole
 * sum stays in exact integers — no floating-point cents.
 */
export const MAX_MARKUP_BASIS_POINTS = 100_000; // 1000%: past that it is a typo

export function sellFromCost(costCents: Cents, markupBasisPoints: number): Cents {
  if (!Number.isSafeInteger(costCents) || costCents < 0) throw new RangeError('cost must be whole, non-negative cents');
  if (!Number.isSafeInteger(markupBasisPoints) || markupBasisPoints < 0) throw new RangeError('markup must be whole basis points ≥ 0');
  return roundHalfUpDiv(costCents * (10_000 + markupBasisPoints), 10_000);
}

/**
 * A markup typed in percent ("25", "27.5", "12.25 %") to basis points; null when it is not a percentage with at most two
 * decimals between 0 and 1000.
 */
export function parseMarkupPercent(text: string): number | null {
  const s = text.replace(/[%\s]/g, '');
  const m = /^(\d{1,4})(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_MARKUP_BASIS_POINTS ? bp : null;
}

/** Basis points as the percent a person typed: 2750 → "27.5". */
export function formatMarkup(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const frac = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
