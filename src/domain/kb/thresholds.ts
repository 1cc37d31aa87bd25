import { formatCents, type Cents } from '../money';
import type { Figure, KbEntry } from './types';

export type ThresholdFigure = Figure & { amountCents: Cents; threshold: NonNullable<Figure['threshold']> };

export function thresholdFigures(entry: KbEntry): ThresholdFigure[] {
  return (entry.figures ?? []).filter((f): f is ThresholdFigure => f.threshold !== undefined && f.amountCents !== undefined);
}

function withinUpper(fig: ThresholdFigure, amount: Cents): boolean {
  if (fig.upperCents === undefined) return true;
  return fig.upperInclusive ? amount <= fig.upperCents : amount < fig.upperCents;
}

/** Whether a job (or turnover, or sale) of `amount` falls where the figure's rule applies. */
export function thresholdApplies(fig: ThresholdFigure, amount: Cents): boolean {
  switch (fig.threshold) {
    case 'over':
      return amount > fig.amountCents && withinUpper(fig, amount);
    case 'atLeast':
      return amount >= fig.amountCents && withinUpper(fig, amount);
    case 'under':
      return amount < fig.amountCents;
    case 'upTo':
      return amount <= fig.amountCents;
  }
}

/** "over $3,300", "$75,000 or more", "from $3,300 to under $20,000", … */
export function describeThreshold(fig: ThresholdFigure): string {
  const from = formatWhole(fig.amountCents);
  if (fig.upperCents !== undefined) {
    const to = formatWhole(fig.upperCents);
    return `from ${from} to ${fig.upperInclusive ? '' : 'under '}${to}`;
  }
  switch (fig.threshold) {
    case 'over':
      return `over ${from}`;
    case 'atLeast':
      return `of ${from} or more`;
    case 'under':
      return `under ${from}`;
    case 'upTo':
      return `up to ${from}`;
  }
}

/** $3,300 rather than $3,300.00; cents kept when there are some ($82.50). */
export function formatWhole(cents: Cents): string {
  const s = formatCents(cents);
  return cents % 100 === 0 ? s.replace(/\.00$/, '') : s;
}

/**
 * 1 when the amount sits at the threshold (or inside a band), falling to 0 at 1.5 orders of magnitude away,
 * so a $4,000 job ranks the $3,300 rule far above a $500,000 one.
 */
export function thresholdCloseness(fig: ThresholdFigure, amount: Cents): number {
  if (amount <= 0) return 0;
  if (fig.upperCents !== undefined && thresholdApplies(fig, amount)) return 1;
  // Above a band, distance counts from its top ($600k is close to a $7,500–$500k band).
  const edge = fig.upperCents !== undefined && amount > fig.upperCents ? fig.upperCents : fig.amountCents;
  const d = Math.abs(Math.log10(amount / edge));
  return Math.max(0, 1 - d / 1.5);
}
