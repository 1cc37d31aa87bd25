import { expect } from 'vitest';
import type { EstimateResult } from '../../../src/domain/estimator';

function named(name: string, like: string | RegExp): boolean {
  return typeof like === 'string' ? name.toLowerCase().includes(like.toLowerCase()) : like.test(name);
}

/**
 * Quantity of the one item whose name contains `like` (case-insensitive) or matches it as a pattern;
 * fails if none or several match, so a test never reads the wrong line.
 */
export function qty(result: EstimateResult, like: string | RegExp): number {
  const matches = result.items.filter((i) => named(i.name, like));
  expect(
    matches.map((i) => i.name),
    `items named like ${String(like)}`,
  ).toHaveLength(1);
  return matches[0].quantity;
}

export function hasItem(result: EstimateResult, like: string | RegExp): boolean {
  return result.items.some((i) => named(i.name, like));
}

export function mentions(result: EstimateResult, pattern: RegExp): boolean {
  return result.assumptions.some((a) => pattern.test(a));
}
