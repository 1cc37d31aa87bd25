/**
 * Rows as last shown, reused when a new answer holds the same values: a device search's answers are new objects
 * (cloned from its worker), and a memoised row component draws again only for an object that changed, so the rows still
 * on screen after a keystroke are not drawn again. Same = the same keys with the same values: === or, for an array
 * (a listing's photos), the same items (===); a field holding another kind of object counts as changed unless it is the
 * same one, which only costs a redraw. (Arrays compared by identity made every listing count as changed on every
 * answer — its photos array is a new one after the copy from the worker — so each keystroke drew the grid again.)
 */
export function sameRows<T extends { id: string }>(kept: Map<string, T>, rows: readonly T[], max = 5_000): T[] {
  return rows.map((r) => {
    const before = kept.get(r.id);
    if (before && shallowEqual(before, r)) return before;
    if (kept.size >= max) kept.clear();
    kept.set(r.id, r);
    return r;
  });
}

/** Whether two lists hold the same items (===) in the same order. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (x !== y && !(Array.isArray(x) && Array.isArray(y) && sameItems(x, y))) return false;
  }
  return true;
}
