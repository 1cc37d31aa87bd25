/**
 * The merge rule, one pure function for client and server alike:
 * - an update carries only the fields the user changed (a patch); patches apply in the order the server receives
 *   them, so the last write wins per field and edits of different fields on two devices both survive;
 * - a delete wins over an edit: a patch for a row that is gone changes nothing and never brings it back;
 * - undefined in a patch means "not changed", never "clear" (send '' or null to clear).
 */
export function applyPatch<T extends object>(row: T | undefined | null, patch: Partial<T>): T | undefined {
  if (!row) return undefined;
  const next = { ...row };
  for (const [k, val] of Object.entries(patch)) {
    if (val !== undefined) (next as Record<string, unknown>)[k] = val;
  }
  return next;
}

/** The fields of `after` that differ from `before`: what a save should send. */
export function diffFields<T extends object>(before: T, after: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const k of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) patch[k] = after[k];
  }
  return patch;
}

export type Op<T> = { kind: 'patch'; id: string; patch: Partial<T> } | { kind: 'delete'; id: string };

/** Applies ops in order to a map of rows: the model both sides follow, used by tests to prove convergence. */
export function applyOps<T extends object>(rows: ReadonlyMap<string, T>, ops: readonly Op<T>[]): Map<string, T> {
  const out = new Map(rows);
  const deleted = new Set<string>();
  for (const op of ops) {
    if (op.kind === 'delete') {
      out.delete(op.id);
      deleted.add(op.id);
    } else if (!deleted.has(op.id)) {
      const next = applyPatch(out.get(op.id), op.patch);
      if (next) out.set(op.id, next);
    }
  }
  return out;
}
