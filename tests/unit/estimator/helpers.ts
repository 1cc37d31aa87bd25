import { expect } from 'vitest';
import type { EstimateResult } from '../../../src/domain/estimator';

/** Quantity of the one item whose name contains `namePart` (case-insensitive); fails if none or several match. */
export function qty(result: EstimateResult, namePart: string): number {
  const matches = result.items.filter((i) => i.name.toLowerCase().includes(namePart.toLowerCase()));
  expect(matches.map((i) => i.name), `items named like "${namePart}"`).toHaveLength(1);
  return matches[0].quantity;
}

export function hasItem(result: EstimateResult, namePart: string): boolean {
  return result.items.some((i) => i.name.toLowerCase().includes(namePart.toLowerCase()));
}

export function mentions(result: EstimateResult, pattern: RegExp): boolean {
  return result.assumptions.some((a) => pattern.test(a));
}
