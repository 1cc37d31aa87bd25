/**
 * Turns an estimate (the built-in estimator's, or an AI model's validated answer) into the args of
 * 'materialsList.create'. Pure, so the server's generate endpoint and the offline device path save the same list.
 */
import type { EstimateResult } from './index';
import type { MutationArgs } from '../sync/mutations';
import { DEFAULT_ITEM_UNIT } from '../sync/features/materials';

export type NewListArgs = MutationArgs<'materialsList.create'>;

// The column limits of the synced schema (src/domain/sync/features/materials.ts): a model's answer can run longer.
const LIMITS = { title: 200, description: 2000, projectType: 100, name: 200, unit: 20, notes: 1000, items: 500 };

function clip(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The job as described, then the assumptions behind the quantities, so they travel with the list and its PDF. */
export function describeEstimate(result: Pick<EstimateResult, 'description' | 'assumptions'>): string {
  const parts = [result.description?.trim() ?? ''];
  const assumptions = (result.assumptions ?? []).map((a) => a.trim()).filter(Boolean);
  if (assumptions.length) parts.push(['Assumptions:', ...assumptions.map((a) => `• ${a}`)].join('\n'));
  return clip(parts.filter(Boolean).join('\n\n'), LIMITS.description);
}

export function listFromEstimate(result: EstimateResult, opts: { id: string; createdAt: string; newId: () => string }): NewListArgs {
  return {
    id: opts.id,
    createdAt: opts.createdAt,
    title: clip(result.title, LIMITS.title),
    description: describeEstimate(result),
    projectType: clip(result.projectType, LIMITS.projectType),
    items: result.items.slice(0, LIMITS.items).map((item, position) => ({
      id: opts.newId(),
      name: clip(item.name, LIMITS.name),
      quantity: item.quantity,
      unit: clip(item.unit, LIMITS.unit) || DEFAULT_ITEM_UNIT,
      notes: clip(item.notes ?? '', LIMITS.notes),
      completed: false,
      position,
    })),
  };
}
