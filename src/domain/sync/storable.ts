/**
 * Values Postgres refuses to store, found before anything reaches it. One check shared by every entry point: the API's
 * request middleware (every REST JSON body and query string), the sync push (per mutation, so one bad value rejects
 * that mutation only) and the device's mutate() (so such a write is never queued at all).
 *
 * - NUL (U+0000) in any string or object key: text and jsonb columns cannot hold it ("invalid byte sequence").
 * - A number that is not finite (JSON's 1e400 parses to Infinity): no integer or numeric column takes it.
 */
export interface Unstorable {
  /** dotted path of the field, e.g. "items.1.description" ('' for the value itself) */
  path: string;
  message: string;
}

const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

export function findUnstorable(value: unknown, path: string[] = [], depth = 0): Unstorable | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { path: path.join('.'), message: NUL_MESSAGE } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path: path.join('.'), message: 'must be a finite number' };
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return { path: [...path, key.replaceAll('\u0000', '\\u0000')].join('.'), message: NUL_MESSAGE };
    const found = findUnstorable(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** "field: message", the way validation errors name their field everywhere else. */
export function describeUnstorable(u: Unstorable): string {
  return u.path ? `${u.path}: ${u.message}` : u.message;
}
