import type { Cents } from '../../money';
import type { Grade, Source } from '../types';

/** Whole or 2-decimal dollar figures from the sheet, as cents. */
export function aud(dollars: number): Cents {
  return Math.round(dollars * 100);
}

export function src(url: string, grade: Grade, title?: string): Source {
  return title ? { url, grade, title } : { url, grade };
}

export const SECONDARY_ONLY = 'Rests on a secondary (grade C) source only; confirm with the regulator before relying on it.';
