import { lineAmount, sumCents, type Cents } from '../money';
import type { PriceUnit } from './units';

/**
 * A materials list priced from the price book: each list line with the price item picked for it (or none), the line's
 * amount at the item's sell rate, and the total of the priced lines. Quote lines take the list's quantity (quotes step
 * by 0.1, lists by whole numbers, so it always fits) and the item's description, unit and sell rate.
 */
export interface PricedSource {
  id: string;
  name: string;
  quantity: number;
}
export interface PricePick {
  id: string;
  description: string;
  unit: PriceUnit;
  sellCents: Cents;
}
export interface PricedLine {
  source: PricedSource;
  pick: PricePick | null;
  amountCents: Cents;
}

/**
 * How sure a match is. Strong: every word of the list line is in the item ("Copper tube 15mm" → "Copper tube 15mm 6 m
 * length"). Anything less is a guess ("Copper tube 15mm" → "Copper elbow 15mm" shares 2 of 3 words) and is only offered,
 * never picked for the person: "Tempering valve 15mm" must not become a gate valve because both are valves.
 */
export type MatchStrength = 'strong' | 'weak';
export const matchStrength = (m: { matched: number; words: number }): MatchStrength => (m.matched >= m.words ? 'strong' : 'weak');
export const matchLabel = (m: { matched: number; words: number }) =>
  matchStrength(m) === 'strong' ? 'strong match' : `weak match: ${m.matched} of ${m.words} words`;

/** The candidate to pick for the person: the one strong match, or none (two strong matches are a choice, not a guess). */
export function preselectedMatch<T extends { matched: number; words: number }>(candidates: readonly T[]): T | null {
  const strong = candidates.filter((c) => matchStrength(c) === 'strong');
  return strong.length === 1 ? strong[0] : null;
}

export function priceList(sources: readonly PricedSource[], picks: ReadonlyMap<string, PricePick | null>) {
  const lines: PricedLine[] = sources.map((source) => {
    const pick = picks.get(source.id) ?? null;
    return { source, pick, amountCents: pick ? lineAmount(source.quantity, pick.sellCents) : 0 };
  });
  return { lines, totalCents: sumCents(lines.map((l) => l.amountCents)), unpriced: lines.filter((l) => !l.pick).length };
}

/** Quote lines (the quote draft's shape: numbers as text) for the priced lines. */
export function quoteLinesFrom(lines: readonly PricedLine[], newId: () => string) {
  return lines
    .filter((l): l is PricedLine & { pick: PricePick } => l.pick !== null)
    .map((l) => ({
      id: newId(),
      description: l.pick.description,
      quantity: l.source.quantity,
      unit: l.pick.unit,
      rateCents: l.pick.sellCents,
    }));
}
