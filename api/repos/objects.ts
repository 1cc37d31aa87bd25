import type { Db, Sql } from '../db';
import { AppError } from '../errors';
import { SYNCED_ENTITIES, photoColumnsOf, type EntityDef } from '../../src/domain/sync/entities';
import { objectIdFromPath, objectPath, storageKey } from '../../src/domain/photos/naming';

/**
 * Uploaded files ("objects"). The bytes live in the object store (disk or S3) under storage_key; this table says whose
 * they are, how big, whether they are public, and when the sweep last found a row that uses them.
 */
export type Visibility = 'private' | 'public';

export interface ObjectRow {
  id: string;
  user_id: string;
  storage_key: string;
  content_type: string | null;
  size_bytes: number | null;
  uploaded_at: Date | null;
  created_at: Date;
  visibility: Visibility;
  checked_at: Date | null;
}

/**
 * Lists of ids travel as one JSON text parameter: postgres.js's array parameters need type information that the PGlite
 * socket does not give, and this is one plan for any length.
 */
const ids_ = (ids: string[]) => JSON.stringify(ids);

export async function getObject(sql: Db, id: string): Promise<ObjectRow | null> {
  const [row] = await sql<ObjectRow[]>`select * from objects where id = ${id}`;
  return row ?? null;
}

/** Bytes the user stores now (uploaded files only; a reservation with no bytes costs nothing). */
export async function usedBytes(sql: Db, userId: string, exceptId: string | null = null): Promise<number> {
  const [row] = await sql<{ used: string | null }[]>`select sum(size_bytes) as used from objects
    where user_id = ${userId} and uploaded_at is not null and (${exceptId}::uuid is null or id <> ${exceptId}::uuid)`;
  return Number(row?.used ?? 0);
}

/**
 * The row for an upload. With a client-made id, the same id always names the same row: asking again (a retry, a second
 * tab) returns it unchanged. Returns null when the id belongs to another user.
 */
export async function reserveObject(sql: Db, userId: string, id: string | null): Promise<ObjectRow | null> {
  if (!id) {
    const [row] = await sql<ObjectRow[]>`insert into objects (user_id, storage_key) values (${userId}, '') returning *`;
    const [named] = await sql<ObjectRow[]>`update objects set storage_key = ${storageKey(userId, row.id)} where id = ${row.id} returning *`;
    return named;
  }
  await sql`insert into objects (id, user_id, storage_key) values (${id}, ${userId}, ${storageKey(userId, id)})
    on conflict (id) do nothing`;
  const row = await getObject(sql, id);
  return row && row.user_id === userId ? row : null;
}

/** An upload that started longer ago than this died with its request: its claim no longer counts or blocks. */
const CLAIM_TTL = '5 minutes';

export type UploadClaim = { kind: 'claimed' } | { kind: 'uploaded' } | { kind: 'busy' } | { kind: 'over-quota'; used: number };

/**
 * Starts the upload of an object's bytes: in one transaction under the user's quota lock, checks that the bytes fit
 * (stored files plus uploads in progress, this one excluded) and holds `size` bytes for this upload. Two uploads at
 * once cannot both see the same free space, and a second PUT of the same object while the first is still running
 * gets 'busy' (the route answers 409) instead of writing the same file.
 */
export async function claimUpload(sql: Sql, id: string, size: number, quota: number): Promise<UploadClaim> {
  return sql.begin(async (tx) => {
    const [obj] = await tx<ObjectRow[]>`select user_id from objects where id = ${id}`;
    if (!obj) return { kind: 'uploaded' } as UploadClaim;
    await tx`select pg_advisory_xact_lock(hashtextextended(${obj.user_id}, 19))`;
    const [row] = await tx<(ObjectRow & { upload_started_at: Date | null; claim_live: boolean })[]>`
      select *, upload_started_at > now() - ${CLAIM_TTL}::interval as claim_live from objects where id = ${id} for update`;
    if (row.uploaded_at) return { kind: 'uploaded' } as UploadClaim;
    if (row.claim_live) return { kind: 'busy' } as UploadClaim;
    const [u] = await tx<{ used: string | null }[]>`select sum(size_bytes) as used from objects
      where user_id = ${obj.user_id} and id <> ${id}
        and (uploaded_at is not null or upload_started_at > now() - ${CLAIM_TTL}::interval)`;
    const used = Number(u?.used ?? 0);
    if (used + size > quota) return { kind: 'over-quota', used } as UploadClaim;
    await tx`update objects set size_bytes = ${size}, upload_started_at = now() where id = ${id}`;
    return { kind: 'claimed' } as UploadClaim;
  });
}

/** An upload that failed after its claim gives the space back (and lets the object be sent again at once). */
export async function releaseUpload(sql: Db, id: string): Promise<void> {
  await sql`update objects set size_bytes = null, upload_started_at = null where id = ${id} and uploaded_at is null`;
}

export async function markUploaded(sql: Db, id: string, contentType: string, size: number): Promise<void> {
  await sql`update objects set content_type = ${contentType}, size_bytes = ${size}, uploaded_at = now(),
    upload_started_at = null where id = ${id} and uploaded_at is null`;
}

/** Accepts '/api/objects/{id}', the signed upload URL, or an absolute URL of either; returns the id if the user owns it. */
export async function findOwnedObjectId(sql: Db, userId: string, url: string): Promise<string | null> {
  const m = /\/api\/objects\/(?:put\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i.exec(url);
  if (!m) return null;
  const [row] = await sql`select id from objects where id = ${m[1].toLowerCase()} and user_id = ${userId} and uploaded_at is not null`;
  return row ? (row.id as string) : null;
}

/**
 * Called by the row that owns the files, in its own transaction: a live marketplace listing makes its photos public,
 * taking it down makes them private again. Only the owner's files change; paths that are not files are ignored.
 */
export async function setObjectsVisibility(sql: Db, userId: string, paths: readonly string[], visibility: Visibility): Promise<number> {
  const ids = paths.map(objectIdFromPath).filter((x): x is string => x !== null);
  if (!ids.length) return 0;
  const rows =
    await sql`update objects set visibility = ${visibility} where user_id = ${userId} and id in (select x::uuid from jsonb_array_elements_text(${ids_(ids)}::text::jsonb) x) returning id`;
  return rows.length;
}

// ---------------------------------------------------------------------------------------------------------------
// Who references a file. The orphan sweep asks every referrer "which of these ids does a live row of yours use?";
// a file that none of them claims, older than the grace period, is deleted. Asking the rows themselves (rather than
// keeping a link that every write path must remember to update) means a soft-deleted listing, a replaced logo or a
// row written by any route releases its files without extra code.
// ---------------------------------------------------------------------------------------------------------------

/** Returns the subset of `ids` (object ids) that a live row still references. */
export type ObjectReferrer = (sql: Db, ids: string[]) => Promise<string[]>;

const referrers = new Map<string, ObjectReferrer>();

/** Registers where files are referenced. Use a unique name; registering it again replaces it (tests, hot reload). */
export function registerObjectReferrer(name: string, referrer: ObjectReferrer): void {
  referrers.set(name, referrer);
}
export function unregisterObjectReferrer(name: string): void {
  referrers.delete(name);
}

/**
 * A referrer for the common case: a table whose column holds '/api/objects/{id}' paths (text, text[] or jsonb array)
 * and whose soft-deleted rows (deleted_at) no longer count. E.g. tableReferrer('marketplace_listings', 'photos', 'array').
 */
export function tableReferrer(
  table: string,
  column: string,
  shape: 'text' | 'array' | 'jsonb' | 'jsonb-paths',
  opts: { softDelete?: boolean } = {},
): ObjectReferrer {
  const live = opts.softDelete === false ? '' : ' and deleted_at is null';
  // jsonb-paths: a jsonb array of path strings or of objects with a `path` (a typed table's col.photos)
  const from = shape === 'jsonb-paths' ? `${q(table)} t, jsonb_array_elements(t.${q(column)}) e` : `${q(table)} t`;
  const value =
    shape === 'text'
      ? `t.${q(column)}`
      : shape === 'array'
        ? `unnest(t.${q(column)})`
        : shape === 'jsonb'
          ? `jsonb_array_elements_text(t.${q(column)})`
          : `coalesce(e->>'path', e #>> '{}')`;
  const query = `select distinct substring(p from 14)::uuid as id from (select ${value} as p from ${from}
    where t.${q(column)} is not null${live}) x where p in (select jsonb_array_elements_text(($1::text)::jsonb))`;
  return async (sql, ids) => {
    const rows = await sql.unsafe<{ id: string }[]>(query, [JSON.stringify(ids.map(objectPath))]);
    return rows.map((r) => r.id);
  };
}
const q = (ident: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(ident)) throw new Error(`not a plain SQL identifier: ${ident}`);
  return `"${ident}"`;
};

// Every column an entity's definition names as keeping photos (photoColumnsOf: its declared photoColumns, a typed table's
// col.photos columns) is a referrer, derived here: an entity whose writes carry photo paths must declare where it keeps
// them (tests/unit/photos/declared.test.ts), so its files are never swept as orphans.
for (const def of Object.values(SYNCED_ENTITIES) as EntityDef[])
  for (const p of photoColumnsOf(def))
    registerObjectReferrer(
      `${def.server.table}.${p.column}`,
      tableReferrer(def.server.table, p.column, p.shape, p.softDelete === false ? { softDelete: false } : {}),
    );

export async function referencedIds(sql: Db, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (!ids.length) return found;
  for (const referrer of referrers.values()) for (const id of await referrer(sql, ids)) found.add(id);
  return found;
}

/** Reservations whose upload never arrived, older than `before`. */
export async function staleReservations(sql: Db, before: Date, limit: number): Promise<ObjectRow[]> {
  return sql<ObjectRow[]>`select * from objects where uploaded_at is null and created_at < ${before} order by created_at limit ${limit}`;
}

/** Uploaded files older than `before`, the least recently checked first. */
export async function sweepCandidates(sql: Db, before: Date, limit: number): Promise<ObjectRow[]> {
  return sql<ObjectRow[]>`select * from objects where uploaded_at is not null and created_at < ${before}
    order by checked_at nulls first, created_at limit ${limit}`;
}

export async function markChecked(sql: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length)
    await sql`update objects set checked_at = ${at} where id in (select x::uuid from jsonb_array_elements_text(${ids_(ids)}::text::jsonb) x)`;
}

export async function deleteObjectRow(sql: Db, id: string): Promise<void> {
  await sql`delete from objects where id = ${id}`;
}

/** Where an object's bytes are kept, or undefined when there is no such object. */
export async function storageKeyOf(sql: Db, id: string): Promise<string | undefined> {
  const [obj] = await sql<{ storage_key: string }[]>`select storage_key from objects where id = ${id}`;
  return obj?.storage_key;
}

/** Where the bytes of one of this user's uploaded objects are kept, or undefined when there is none. */
export async function uploadedStorageKeyOf(sql: Db, userId: string, id: string): Promise<string | undefined> {
  const [obj] = await sql<{ storage_key: string }[]>`select storage_key from objects
    where id = ${id} and user_id = ${userId} and uploaded_at is not null`;
  return obj?.storage_key;
}

/** Records bytes the server stored itself (an AI-made image) as the user's uploaded object. */
export async function insertUploadedObject(
  sql: Db,
  userId: string,
  id: string,
  key: string,
  contentType: string,
  size: number,
): Promise<void> {
  await sql`insert into objects (id, user_id, storage_key, content_type, size_bytes, uploaded_at)
    values (${id}, ${userId}, ${key}, ${contentType}, ${size}, now())`;
}

/**
 * The check every write that references files makes: each id must be the user's own object AND its bytes must have
 * arrived. A reservation whose upload never came (a proxy refused it with 413, the device went offline mid-way) is
 * refused, so nothing goes live showing a broken image; the device keeps the write under "needs attention".
 * Throws VALIDATION_FAILED naming `field`.
 */
export async function assertOwnUploadedObjects(sql: Db, userId: string, ids: readonly string[], field = 'photos'): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await sql<{ id: string; uploaded: boolean }[]>`select id, uploaded_at is not null as uploaded from objects
    where user_id = ${userId} and id in (select x::uuid from jsonb_array_elements_text(${ids_(unique)}::text::jsonb) x)`;
  if (rows.length !== unique.length) throw new AppError('VALIDATION_FAILED', `${field}: a photo is not one of your uploads`, { field });
  if (rows.some((r) => !r.uploaded))
    throw new AppError(
      'VALIDATION_FAILED',
      `${field}: a photo has not reached the server (its upload never finished), so this change was not saved. Upload the photo again, or remove it.`,
      { field },
    );
}
