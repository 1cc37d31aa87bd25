import type { Db, Tx } from '../db';
import { confirmLater, type LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import type { PlainRows } from '../../src/domain/sync/entities';
import {
  PLAIN_ENTITIES,
  toDevice,
  type FieldsOf,
  type PgRowOf,
  type PlainEntityName,
  type VersionColumns,
} from '../../src/domain/sync/plain';
import { assertNoConflict, bumpFields, patchKeys } from './doc-versions';
import { plainServerHooks, type PlainChange, type PlainServerCheck, type PlainServerNumber, type PlainServerOnDelete } from './plain-hooks';
import { assertOwnedReferences } from './ownership';

/**
 * The writes of an entity that is one typed table (src/domain/sync/entities.ts `typedTable`): one implementation for
 * the derived sync mutators (api/sync/plain.ts), the batched push (api/sync/batch.ts), the generic REST sub-app
 * (api/routes/typed.ts) and the entity's own routes. The table has id, the owner column, the fields' columns,
 * created_at, updated_at, deleted_at and the change-number trigger; rows come back typed from the definition
 * (PgRowOf), never as a hand-written row type.
 */
export interface PlainTable<E extends PlainEntityName = PlainEntityName> {
  name: E;
  table: string;
  owner: 'user_id' | 'id' | 'sender_id';
  rows: PlainRows;
  /** the entity's hooks (api/repos/plain-hooks.ts), if its definition declares any; looked up at the first write */
  readonly hooks: {
    check?: PlainServerCheck<never>;
    onDelete?: PlainServerOnDelete;
    derive?: (tx: LockedTx, userId: string, change: PlainChange<never>) => Promise<object>;
    number?: PlainServerNumber;
  };
}

/**
 * A typed entity's server table, from its definition. Safe to call at the top of any module: the hooks are looked up
 * when a write runs, never at import, so an import cycle through plain-hooks.ts (a repo that defines a hook and also
 * builds its table here) cannot leave the table half-made (the ReferenceError of issue 20).
 */
export function plainTable<E extends PlainEntityName>(name: E): PlainTable<E> {
  const e = PLAIN_ENTITIES.find((p) => p.name === name);
  if (!e) throw new Error(`${name} is not a typed table`);
  return {
    name,
    table: e.server.table,
    owner: e.server.owner,
    rows: e.rows,
    get hooks() {
      const hooks: Partial<Record<PlainEntityName, PlainTable['hooks']>> = plainServerHooks;
      return hooks[name] ?? {};
    },
  };
}

/**
 * What a write from a device or REST carries of its fields: the definition's derived and read-only fields are never
 * taken from it (each side derives the first; only the server's own writes set the second).
 */
function carried(rows: PlainRows, fields: object): object {
  const { derived = [], readOnly = [] } = rows.options;
  if (!derived.length && !readOnly.length) return fields;
  const skip = new Set<string>([...derived, ...readOnly]);
  return Object.fromEntries(Object.entries(fields).filter(([k]) => !skip.has(k)));
}

/** The `numbered` field's value a write sets: trimmed, and only when not blank. */
function numberOf(rows: PlainRows, fields: object): string | undefined {
  const field = rows.options.numbered;
  const value = field ? (fields as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The fields given (undefined = not changed) as their columns; objects and arrays go in as JSON. */
export function plainColumns(tx: Db, rows: PlainRows, fields: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const columns: Record<string, string> = rows.columns;
  for (const [field, value] of Object.entries(fields)) {
    const col = columns[field];
    if (!col || value === undefined) continue;
    out[col] = value !== null && typeof value === 'object' ? tx.json(value as never) : value;
  }
  return out;
}

/**
 * Creates the row if its id is new (insert … on conflict do nothing). A replay of the same id changes nothing and
 * returns the row ('kept'); an id the user deleted stays deleted ('deleted': a delete wins over a replayed create);
 * another user's id is refused. The entity's check (if declared) runs only for an id not seen before.
 */
export async function createPlainRow<E extends PlainEntityName>(
  tx: LockedTx,
  t: PlainTable<E>,
  userId: string,
  input: { id: string; createdAt?: string },
): Promise<{ row: PgRowOf<E>; outcome: 'created' | 'kept' } | { outcome: 'deleted' }> {
  type R = PgRowOf<E>;
  input = carried(t.rows, input) as typeof input;
  let derived: object = {};
  if (t.hooks.check || t.hooks.derive || t.hooks.number) {
    const [seen] = await tx`select 1 from ${tx(t.table)} where id = ${input.id}`;
    if (!seen) derived = await createHooks(tx, t, userId, input);
  }
  const cols = {
    ...plainColumns(tx, t.rows, { ...input, ...derived }),
    id: input.id,
    [t.owner]: userId,
    created_at: input.createdAt ?? new Date().toISOString(),
  };
  const [created] = await tx<R[]>`insert into ${tx(t.table)} ${tx(cols)} on conflict (id) do nothing returning *`;
  if (created) return { row: created, outcome: 'created' };
  const [existing] = await tx<R[]>`select * from ${tx(t.table)} where id = ${input.id}`;
  if (existing.user_id !== userId) throw new AppError('CONFLICT', `That ${t.rows.noun.toLowerCase()} id is already taken`);
  return existing.deleted_at ? { outcome: 'deleted' } : { row: existing, outcome: 'kept' };
}

/** A create's hooks, for an id not seen before: the check, the number, then the fields it derives. */
async function createHooks(tx: LockedTx, t: PlainTable, userId: string, input: { id: string }): Promise<object> {
  const change = { on: 'create', id: input.id, row: input as never } as const;
  await t.hooks.check?.(tx, userId, change);
  const number = numberOf(t.rows, input);
  if (number) await t.hooks.number?.(tx, userId, { id: input.id, value: number });
  return (await t.hooks.derive?.(tx, userId, change)) ?? {};
}

/** The user's live row, or undefined. */
export async function getPlainRow<E extends PlainEntityName>(
  db: Db | Tx,
  t: PlainTable<E>,
  userId: string,
  id: string,
): Promise<PgRowOf<E> | undefined> {
  const [row] = await db<PgRowOf<E>[]>`select * from ${db(t.table)} where id = ${id} and ${db(t.owner)} = ${userId} and deleted_at is null`;
  return row;
}

/**
 * A page of the user's live rows, newest first, by cursor (quotes' and invoices' own REST lists): `after` is the last
 * row of the previous page. Each row carries its `page_key`: created_at as Postgres prints it, to the microsecond (a JS
 * Date would cut it to the millisecond).
 */
export async function listRowsNewestFirst<E extends PlainEntityName>(
  db: Db,
  t: PlainTable<E>,
  userId: string,
  page: { limit: number; after?: { createdAt: string; id: string } } = { limit: 100_000 },
): Promise<PgRowOf<E>[]> {
  return db<PgRowOf<E>[]>`select *, created_at::text as page_key from ${db(t.table)}
    where ${db(t.owner)} = ${userId} and deleted_at is null
    ${page.after ? db`and (created_at, id) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)` : db``}
    order by created_at desc, id desc limit ${page.limit}`;
}

/**
 * A page of the user's live rows (the REST list of a typed table, api/routes/typed.ts): ordered by the definition's
 * `rest.order` field (case-insensitive text) or the creation time, then id. `search`: every word (at most 10) must
 * appear, as a substring in any case, in one of the `rest.search` text fields (default: every text field).
 */
export async function listPlainRows<E extends PlainEntityName>(
  db: Db,
  t: PlainTable<E>,
  userId: string,
  opts: { search: string; offset: number; limit: number },
): Promise<{ rows: PgRowOf<E>[]; total: number }> {
  const { cols, options } = t.rows;
  const rest = options.rest;
  const textFields = (rest?.search ?? Object.keys(cols).filter((f) => cols[f].pg === 'text')).map((f) => cols[f]);
  const words = opts.search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  // the same expression as a trigram index over those columns would be (price_items_search_trgm_idx)
  const haystack = textFields
    .map((c, i) => db`${i ? db` || ' ' || ` : db``}${c.allowsNull ? db`coalesce(${db(c.name)}, '')` : db(c.name)}`)
    .reduce((a, b) => db`${a}${b}`, db``);
  const matches = textFields.length
    ? words.reduce((acc, w) => db`${acc} and lower(${haystack}) like ${like(w)}`, db``)
    : words.length
      ? db` and false`
      : db``;
  const where = db`${db(t.owner)} = ${userId} and deleted_at is null ${matches}`;
  const orderCol = rest?.order ? cols[rest.order] : undefined;
  const order = orderCol ? (orderCol.pg === 'text' ? db`lower(${db(orderCol.name)})` : db`${db(orderCol.name)}`) : db`created_at`;
  const [rows, [{ total }]] = await Promise.all([
    db<PgRowOf<E>[]>`select * from ${db(t.table)} where ${where} order by ${order}, id limit ${opts.limit} offset ${opts.offset}`,
    db<{ total: number }[]>`select count(*)::int as total from ${db(t.table)} where ${where}`,
  ]);
  return { rows, total };
}

/**
 * Patches the fields given (last write wins per field, docs/sync.md "Conflicts") through the column map; undefined when
 * the user has no such live row (a delete wins over an edit). The entity's check (if declared) runs first.
 *
 * A versioned entity (options.versioned): the row is locked and read first; an edit whose `baseVersion` is older than a
 * change to one of its fields is refused (CONFLICT, naming the fields); an applied edit raises the version by one and
 * stamps its fields with it (field_versions).
 */
export async function patchPlainRow<E extends PlainEntityName>(
  tx: LockedTx,
  t: PlainTable<E>,
  userId: string,
  id: string,
  patch: object,
  baseVersion?: number | null,
): Promise<PgRowOf<E> | undefined> {
  type R = PgRowOf<E>;
  patch = carried(t.rows, patch);
  // the fields this edit changes: what a conflict is judged on and what it stamps (never the ones it derives)
  const fields = patchKeys(patch).filter((f) => f in t.rows.columns);
  let stored: (R & VersionColumns) | undefined;
  if (t.rows.options.versioned) {
    [stored] = await tx<(R & VersionColumns)[]>`select * from ${tx(t.table)}
      where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null for update`;
    if (!stored) return undefined;
    assertNoConflict(t.rows.noun.toLowerCase(), stored, baseVersion, fields);
  }
  const before = stored ? (toDevice(t.name, stored) as never) : undefined;
  const change = { on: 'update', id, patch: patch as never, ...(before ? { before } : {}) } as const;
  await t.hooks.check?.(tx, userId, change);
  const number = numberOf(t.rows, patch);
  if (number && t.hooks.number && number !== (before as Record<string, unknown> | undefined)?.[t.rows.options.numbered ?? '']) {
    await t.hooks.number(tx, userId, { id, value: number });
  }
  if (t.hooks.derive) patch = { ...patch, ...(await t.hooks.derive(tx, userId, change)) };
  const set = plainColumns(tx, t.rows, patch);
  if (stored) {
    const version = stored.version + 1;
    Object.assign(set, { version, field_versions: tx.json(bumpFields(stored.field_versions, fields, version)) });
  } else if (!Object.keys(set).length) return getPlainRow(tx, t, userId, id);
  const [row] = await tx<R[]>`update ${tx(t.table)} set ${tx(set)}
    where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null returning *`;
  return row;
}

/** The user's live row with this id, locked for a change (a versioned entity's action: send, sign…). */
export async function lockLiveRow<E extends PlainEntityName>(
  tx: LockedTx,
  t: PlainTable<E>,
  userId: string,
  id: string,
): Promise<(PgRowOf<E> & VersionColumns) | undefined> {
  const [row] = await tx<(PgRowOf<E> & VersionColumns)[]>`select * from ${tx(t.table)}
    where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null for update`;
  return row;
}

/**
 * A change the server makes to a versioned row (an action: send, sign, convert, the customer's answer), read-only
 * fields included: the fields given through the column map, the version up by one and the fields in `stamp` stamped
 * with it (what a later stale edit of them conflicts on). The references it sets must be the owner's.
 */
export async function changeVersionedRow<E extends PlainEntityName>(
  tx: LockedTx,
  t: PlainTable<E>,
  row: PgRowOf<E> & VersionColumns,
  change: Partial<FieldsOf<E>>,
  stamp: ReadonlyArray<keyof FieldsOf<E> & string> = [],
): Promise<PgRowOf<E> & VersionColumns> {
  const set = plainColumns(tx, t.rows, change);
  await assertOwnedReferences(tx, row.user_id, set);
  const version = row.version + 1;
  Object.assign(set, { version, field_versions: tx.json(bumpFields(row.field_versions, stamp, version)) });
  const [next] = await tx<(PgRowOf<E> & VersionColumns)[]>`update ${tx(t.table)} set ${tx(set)}
    where id = ${row.id} and ${tx(t.owner)} = ${row.user_id} returning *`;
  return next;
}

/**
 * Soft delete: the tombstone reaches the other devices. False when the user has no such live row. The entity's
 * onDelete (if declared) runs after it, whether or not the row was live (a replayed delete finishes its cascade).
 */
export async function softDeletePlainRow(tx: LockedTx, t: PlainTable, userId: string, id: string): Promise<boolean> {
  const rows = await tx`update ${tx(t.table)} set deleted_at = now()
    where id = ${id} and ${tx(t.owner)} = ${userId} and deleted_at is null returning id`;
  await t.hooks.onDelete?.(tx, userId, id);
  return rows.length > 0;
}

// ---------- set-based writes for a run of one entity's mutations (api/sync/batch.ts) ----------

/**
 * Rows per statement. The rows travel as one JSON parameter (below), so this bounds only the size of one parameter.
 */
const ROWS_PER_STATEMENT = 500;
function chunks<T>(xs: readonly T[], n = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}
/** Groups rows by the set of columns they carry: one statement per shape (a missing column keeps its default). */
function byShape<T extends { cols: Record<string, unknown> }>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const key = Object.keys(r.cols).sort().join(',');
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A run's rows (or ids) go to Postgres as one JSON parameter, read back as the table's own row type
 * (`json_populate_recordset(null::table, $1)`, each value taking its column's type): the statement's text is the same
 * whatever the number of rows. A multi-row VALUES list or an `in (…)` list is a new statement for every row count —
 * postgres.js prepares and keeps each one on every connection (its cache, and each backend's, grows without bound) and
 * serialises every value as its own parameter (1,350 of them for 150 items), where this is one JSON.stringify.
 */
function runJson(tx: Db, text: string, rows: readonly object[], ...more: string[]) {
  // the parameter's type is json once the statement is described, and postgres.js then JSON.stringifies the value;
  // sent now (execute), not when first awaited: a caller that sends several sends them in its order (confirmLater)
  return tx.unsafe<Array<Record<string, unknown>>>(text, [rows as never, ...more], { prepare: true }).execute();
}
/** `id = any(…)` over ids given as one JSON parameter, typed by the table's id column (see runJson). */
const idsIn = (table: string, param = '$1') =>
  `any(array(select v.id from json_populate_recordset(null::${ident(table)}, ${param}::json) v))`;
const idRows = (ids: readonly string[]) => ids.map((id) => ({ id }));

/**
 * Inserts the rows whose id is new (insert … select from the rows as JSON … on conflict (id) do nothing) and returns
 * the ids it inserted, in one statement per shape (rows of one call may carry different columns). Values are raw: an
 * object or array for a jsonb column as itself.
 */
export async function insertRowsIfAbsent(tx: LockedTx, table: string, rows: ReadonlyArray<Record<string, unknown>>): Promise<Set<string>> {
  // every statement is sent before the first answer is awaited (in order: Postgres runs them one after another)
  const sent = byShape(rows.map((cols) => ({ cols }))).flatMap((shape) => {
    const cols = Object.keys(shape[0].cols).map(ident).join(', ');
    const text = `insert into ${ident(table)} (${cols}) select ${cols} from json_populate_recordset(null::${ident(table)}, $1::json)
      on conflict (id) do nothing returning id`;
    return chunks(shape).map((part) =>
      runJson(
        tx,
        text,
        part.map((r) => r.cols),
      ),
    );
  });
  const inserted = new Set<string>();
  for (const got of await Promise.all(sent)) for (const r of got) inserted.add(r.id as string);
  return inserted;
}

/**
 * Updates many rows of one owner in one statement per shape: `update … from jsonb_populate_recordset(null::table, $1)`
 * — the values travel as one JSON parameter and take the table's own column types, so the statement is the same for
 * every row count (jsonb: the json form measured slower for 1,000 edits). Only live rows (deleted_at is null) of the
 * owner change; the ids of the rows changed are returned. Each row's `set` holds raw values (objects and arrays as
 * themselves, not wrapped).
 */
export async function updateRowsById(
  tx: LockedTx,
  table: string,
  owner: string,
  userId: string,
  rows: ReadonlyArray<{ id: string; cols: Record<string, unknown> }>,
): Promise<Set<string>> {
  // every statement is sent before the first answer is awaited (in order: Postgres runs them one after another)
  const sent = byShape(rows.filter((r) => Object.keys(r.cols).length)).flatMap((shape) => {
    const assign = Object.keys(shape[0].cols)
      .map((c) => `${ident(c)} = v.${ident(c)}`)
      .join(', ');
    const text = `update ${ident(table)} t set ${assign} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb) v
      where t.id = v.id and t.${ident(owner)} = $2 and t.deleted_at is null returning t.id`;
    return chunks(shape).map((part) =>
      runJson(
        tx,
        text,
        part.map((r) => ({ ...r.cols, id: r.id })),
        userId,
      ),
    );
  });
  const changed = new Set<string>();
  for (const got of await Promise.all(sent)) for (const r of got) changed.add(r.id as string);
  return changed;
}

/** Soft-deletes the owner's live rows among these ids in one statement; returns the ids it deleted. */
export async function softDeleteRowsById(
  tx: LockedTx,
  table: string,
  owner: string,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const text = `update ${ident(table)} set deleted_at = now()
    where id = ${idsIn(table)} and ${ident(owner)} = $2 and deleted_at is null returning id`;
  const sent = chunks(ids, 5000).map((part) => runJson(tx, text, idRows(part), userId));
  const deleted = new Set<string>();
  for (const got of await Promise.all(sent)) for (const r of got) deleted.add(r.id as string);
  return deleted;
}

/** Which of these ids exist in the table (any owner, live or not), with their owner and whether they are deleted. */
export async function rowsOwners(
  tx: LockedTx,
  table: string,
  owner: string,
  ids: readonly string[],
): Promise<Map<string, { owner: string; deleted: boolean }>> {
  const out = new Map<string, { owner: string; deleted: boolean }>();
  const text = `select id, ${ident(owner)} as owner, deleted_at is not null as deleted from ${ident(table)} where id = ${idsIn(table)}`;
  for (const part of chunks(ids, 5000)) {
    const got = await runJson(tx, text, idRows(part));
    for (const r of got) out.set(r.id as string, { owner: r.owner as string, deleted: r.deleted as boolean });
  }
  return out;
}

/** The fields given (undefined = not changed) as their columns, raw (objects not wrapped): for updateRowsById. */
function rawColumns(rows: PlainRows, fields: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const columns: Record<string, string> = rows.columns;
  for (const [field, value] of Object.entries(fields)) {
    const col = columns[field];
    if (col && value !== undefined) out[col] = value;
  }
  return out;
}

/**
 * createPlainRow for many distinct ids at once, with the same outcome as one after another: the entity's check runs
 * for each id not seen before (in order, before anything is written), new ids are inserted in one statement per
 * shape, existing ids change nothing — and if any id belongs to another user it throws CONFLICT (the push then applies
 * the run one by one, refusing only that one).
 */
export async function createPlainRows(
  tx: LockedTx,
  t: PlainTable,
  userId: string,
  inputs: ReadonlyArray<{ id: string; createdAt?: string }>,
) {
  const now = new Date().toISOString();
  const derived = new Map<string, object>();
  inputs = inputs.map((i) => carried(t.rows, i) as typeof i);
  // a number is checked against the stored rows, which do not hold this run's yet: one number twice in the run is
  // left to the one-at-a-time path (which refuses the second)
  const numbers = inputs.map((i) => numberOf(t.rows, i)).filter((n) => n !== undefined);
  if (new Set(numbers).size < numbers.length) throw new AppError('CONFLICT', 'one number twice in a run');
  if (t.hooks.check || t.hooks.derive || t.hooks.number) {
    const seen = await rowsOwners(
      tx,
      t.table,
      t.owner,
      inputs.map((i) => i.id),
    );
    for (const input of inputs) if (!seen.has(input.id)) derived.set(input.id, await createHooks(tx, t, userId, input));
  }
  const rows = inputs.map((input) => ({
    ...rawColumns(t.rows, { ...input, ...derived.get(input.id) }),
    id: input.id,
    [t.owner]: userId,
    created_at: input.createdAt ?? now,
  }));
  // the insert is sent at once; the owners of the ids it skipped (rows that existed before this push, whose owner no
  // later statement changes) are read after it: a write whose answer only confirms it (confirmLater)
  const insert = async () => {
    const inserted = await insertRowsIfAbsent(tx, t.table, rows);
    const kept = inputs.filter((i) => !inserted.has(i.id)).map((i) => i.id);
    if (!kept.length) return;
    const owners = await rowsOwners(tx, t.table, t.owner, kept);
    if ([...owners.values()].some((o) => o.owner !== userId))
      throw new AppError('CONFLICT', `That ${t.rows.noun.toLowerCase()} id is already taken`);
  };
  await confirmLater(tx, insert());
}

/**
 * patchPlainRow for many distinct ids at once (checks first, in order; then one UPDATE … FROM per shape). A versioned
 * entity's edits each compare their baseVersion with their row: one after another.
 */
export async function patchPlainRows(
  tx: LockedTx,
  t: PlainTable,
  userId: string,
  patches: ReadonlyArray<{ id: string; patch: object; baseVersion?: number | null }>,
) {
  // one after another: each compares its own base version, or may set a number (checked against those before it)
  if (t.rows.options.versioned || t.rows.options.numbered) {
    for (const { id, patch, baseVersion } of patches) await patchPlainRow(tx, t, userId, id, patch, baseVersion);
    return;
  }
  const { check, derive } = t.hooks;
  const full: Array<{ id: string; patch: object }> = [];
  for (const { id, patch } of patches) {
    await check?.(tx, userId, { on: 'update', id, patch: patch as never });
    full.push({ id, patch: derive ? { ...patch, ...(await derive(tx, userId, { on: 'update', id, patch: patch as never })) } : patch });
  }
  await confirmLater(
    tx,
    updateRowsById(
      tx,
      t.table,
      t.owner,
      userId,
      full.map(({ id, patch }) => ({ id, cols: rawColumns(t.rows, patch) })),
    ),
  );
}

/** softDeletePlainRow for many distinct ids at once: one UPDATE, then the entity's onDelete for each id, in order. */
export async function softDeletePlainRows(tx: LockedTx, t: PlainTable, userId: string, ids: readonly string[]) {
  const { onDelete } = t.hooks;
  if (!onDelete) return confirmLater(tx, softDeleteRowsById(tx, t.table, t.owner, userId, ids));
  await softDeleteRowsById(tx, t.table, t.owner, userId, ids);
  for (const id of ids) await onDelete(tx, userId, id);
}
