/**
 * Names of files. A photo made on the device gets a client-made UUID; the server's object id IS that UUID, so the same
 * photo uploaded twice (a retry after a lost answer, a second tab) is the same object — never a second copy.
 * Rows reference files by path ('/api/objects/{id}'), which is also the URL an <img> loads.
 */
const PATH = /^\/api\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const PATH_ANYWHERE = /\/api\/objects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])/gi;

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
 * Every object id a mutation's arguments reference, in order, without repeats. Walks strings in nested objects and
 * arrays, so any entity (a logo, listing photos, job photos) works without declaring where its paths live.
 */
export function objectIdsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const m of value.matchAll(PATH_ANYWHERE)) {
      const id = m[1].toLowerCase();
      if (!out.includes(id)) out.push(id);
    }
  } else if (Array.isArray(value)) {
    for (const v of value) objectIdsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) objectIdsIn(v, out);
  }
  return out;
}
