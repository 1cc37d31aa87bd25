/**
 * Whether findUnstorable (src/domain/sync/storable.ts) would find anything in the value: the same walk (strings with a
 * NUL, keys with a NUL, numbers that are not finite, 64 levels deep) without building the path of every value it
 * passes. The push checks each of up to 500 mutations; only one that has something unstorable pays for the path.
 */
export function hasUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) {
    for (const x of value) if (hasUnstorable(x, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (key.includes('\u0000') || hasUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
