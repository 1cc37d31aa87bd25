import * as v from 'valibot';

/**
 * Names of files. A photo made on the device gets a client-made UUID; the server's object id IS that UUID, so the same
 * photo uploaded twice (a retry after a lost answer, a second tab) is the same object — never a second copy.
 * Rows reference files by path ('/api/objects/{id}'), which is also the URL an <img> loads.
 */
const PATH = /^\/api\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export { isUuid } from '../ids';
export const objectPath = (id: string) => `/api/objects/${id.toLowerCase()}`;
/** Where the server keeps the bytes: one folder per user, named by the object id. */
export const storageKey = (userId: string, id: string) => `users/${userId}/${id.toLowerCase()}`;

/** The object id of '/api/objects/{id}', or null for anything else. */
export function objectIdFromPath(path: string | null | undefined): string | null {
  const m = path ? PATH.exec(path) : null;
  return m ? m[1].toLowerCase() : null;
}

/**
 * The schema of a photo path field ('/api/objects/{id}'). It is the declaration: the photo path (src/data/photos)
 * uploads the photos a queued write names in such fields — and only there, never a path typed into a note — and an
 * entity whose writes carry one must declare the column that keeps it (its definition's photo columns), or the orphan
 * sweep would delete its files (tests/unit/photos/declared.test.ts).
 */
export const photoPathSchema = (message = 'must be a photo path /api/objects/{id}') =>
  v.pipe(v.string(), v.regex(LOWER_PATH, message), v.metadata({ photoPath: true }));
/** as objectPath writes it (lower case), which is what the orphan sweep's referrers compare */
const LOWER_PATH = /^\/api\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Node = {
  type?: string;
  pipe?: readonly Node[];
  metadata?: { photoPath?: boolean };
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: readonly Node[];
  rest?: Node;
  items?: readonly Node[];
};
const isPhotoField = (s: Node): boolean =>
  !!s.pipe?.some((a) => (a.type === 'metadata' && a.metadata?.photoPath === true) || (a !== s && a.pipe && isPhotoField(a)));

/**
 * The object ids in the photo path fields (photoPathSchema) of `value`, read along its schema, in order, without repeats.
 * `value` is what the schema accepted (a queued write's args).
 */
export function photoIdsIn(schema: unknown, value: unknown, out: string[] = []): string[] {
  const s = schema as Node;
  if (value === null || value === undefined) return out;
  if (isPhotoField(s)) {
    const id = typeof value === 'string' ? objectIdFromPath(value) : null;
    if (id && !out.includes(id)) out.push(id);
    return out;
  }
  if (s.wrapped) return photoIdsIn(s.wrapped, value, out);
  if (s.options) {
    for (const o of s.options) photoIdsIn(o, value, out);
    return out;
  }
  if (s.entries && typeof value === 'object') {
    for (const [k, e] of Object.entries(s.entries)) photoIdsIn(e, (value as Record<string, unknown>)[k], out);
  } else if (s.item && Array.isArray(value)) {
    for (const x of value) photoIdsIn(s.item, x, out);
  } else if (s.items && Array.isArray(value)) {
    s.items.forEach((item, i) => photoIdsIn(item, value[i], out));
  }
  return out;
}

/** Whether a schema has a photo path field anywhere in it. */
export function hasPhotoFields(schema: unknown): boolean {
  const s = schema as Node;
  if (isPhotoField(s)) return true;
  const inner = [s.wrapped, s.item, s.rest, ...(s.options ?? []), ...(s.items ?? []), ...Object.values(s.entries ?? {})];
  return inner.some((x) => x !== undefined && hasPhotoFields(x));
}
