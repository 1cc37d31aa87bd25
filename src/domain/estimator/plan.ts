/** Resolves the plan size a job works from: typed L x W, a typed area, or a stated default. */
import type { Dimensions } from './dimensions';
import { fmt, rectanglePerimeter, squarePerimeter } from './quantities';

export interface PlanSize {
  length?: number;
  width?: number;
  area: number; // m²
  perimeter: number; // m
  source: 'typed' | 'area-only' | 'default';
}

export function planSize(dims: Dimensions, fallback: { length: number; width: number }): PlanSize {
  if (dims.length !== undefined && dims.width !== undefined) {
    const { length, width } = dims;
    return { length, width, area: length * width, perimeter: rectanglePerimeter(length, width), source: 'typed' };
  }
  if (dims.area !== undefined) {
    return { area: dims.area, perimeter: squarePerimeter(dims.area), source: 'area-only' };
  }
  const { length, width } = fallback;
  return { length, width, area: length * width, perimeter: rectanglePerimeter(length, width), source: 'default' };
}

/** The sentence that owns up to a guessed size, or none when the size was typed. */
export function planAssumption(plan: PlanSize, what: string): string[] {
  if (plan.source === 'default') {
    return [
      `No size found, so assumed ${what} of ${fmt(plan.length ?? 0)} x ${fmt(plan.width ?? 0)} m. ` +
        `Add the size (e.g. '3 x 2.4 m') for real quantities.`,
    ];
  }
  if (plan.source === 'area-only') {
    return [`Only the area was given, so the perimeter is taken as a square's: 4 x √${fmt(plan.area)} = ${fmt(plan.perimeter)} m.`];
  }
  return [];
}

/** A single run of wall or fence: "30 m of fence", or "12 m long" when no width goes with it. */
export function runLength(dims: Dimensions): number | undefined {
  return dims.run ?? (dims.width === undefined ? dims.length : undefined);
}

/** The L x W typed in the description, if both figures were. */
export function typedRectangle(dims: Dimensions): { length: number; width: number } | undefined {
  return dims.length !== undefined && dims.width !== undefined ? { length: dims.length, width: dims.width } : undefined;
}
