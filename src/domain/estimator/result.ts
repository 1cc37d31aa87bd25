/** Building blocks the job estimators share: the job contract, items and the two kinds of result. */
import type { Dimensions } from './dimensions';
import { fmt, type PackCount } from './quantities';
import type { EstimateResult, MaterialItem } from './schema';

export const UNRECOGNISED_MESSAGE =
  "I couldn't recognise that job. Try describing it like 'retile a 3 x 2.4 m bathroom floor' or " +
  "'build a 6 x 3 m timber deck', or add items by hand.";

export const IMPLAUSIBLE_SIZES_MESSAGE =
  "I couldn't work out sensible quantities from those measurements. Check the sizes (e.g. '3 x 2.4 m') " + 'or add items by hand.';

export interface JobInput {
  /** The description as typed, trimmed. */
  description: string;
  /** Lower-cased, normalised description for keyword tests. */
  text: string;
  dims: Dimensions;
}

export interface JobEstimator {
  /** Tells whether the description is this job; estimators are tried in order and the first match wins. */
  matches(text: string): boolean;
  estimate(input: JobInput): EstimateResult;
}

export function item(name: string, quantity: number, unit: string, notes = ''): MaterialItem {
  return { name, quantity, unit, notes };
}

/** Items for a two-size pack count ("Wall paint — 10 L tin" x 1, "— 4 L tin" x 1), leaving out sizes not needed. */
export function packItems(
  name: string,
  packs: PackCount,
  sizes: { large: number; small: number },
  unit: string,
  notes: string,
): MaterialItem[] {
  const items: MaterialItem[] = [];
  if (packs.large > 0) items.push(item(`${name} — ${sizes.large} L ${unit}`, packs.large, unit, notes));
  if (packs.small > 0) items.push(item(`${name} — ${sizes.small} L ${unit}`, packs.small, unit, notes));
  return items;
}

/** "3 x 2.4 m", or "10 m²" when only an area is known. */
export function sizeLabel(size: { length?: number; width?: number; area: number }): string {
  return size.length !== undefined && size.width !== undefined ? `${fmt(size.length)} x ${fmt(size.width)} m` : `${fmt(size.area)} m²`;
}

export function recognised(fields: Omit<EstimateResult, 'recognised' | 'message'>): EstimateResult {
  return { recognised: true, ...fields };
}

export function unrecognised(description: string, message = UNRECOGNISED_MESSAGE): EstimateResult {
  return {
    recognised: false,
    title: 'Job not recognised',
    description,
    projectType: 'Unknown',
    assumptions: [],
    items: [],
    message,
  };
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
