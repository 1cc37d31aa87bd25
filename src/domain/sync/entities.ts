import * as v from 'valibot';
import { col, columnNames, fieldsSchema, type ColumnNames, type Columns, type FieldsSchema } from './columns';
import type { mutationSchemas } from './mutations';
import { priceItemColumns } from './features/price-book';
import { jobActions, jobColumns, jobTimeColumns } from './features/jobs';
import { clientColumns, invoiceActions, invoiceColumns, quoteActions, quoteColumns } from './features/documents';
import { conversationColumns } from '../chat/schemas';
import { certificateColumns, riskCheckColumns, swmsSignOnColumns, swmsTemplateColumns, swmsVersionColumns } from './features/compliance';

/**
 * The one definition of each synced entity. Everything that used to be a hand-kept list is derived from it:
 * - device: the Dexie stores (src/data/local-db.ts), the sign-out wipe list and the tables a mutation transaction
 *   spans (SYNCED_TABLES), where a pulled change lands (entityTargets);
 * - server: what a pull sends (api/sync/entities.ts: table + owner column from here, one row mapper per entity,
 *   required by type);
 * - the sync panel's words for queued and refused writes (src/features/sync/describe.ts).
 * Every mutation name must start with one of these entity names (checked by type below), and every entity needs a
 * server row mapper (a Record over EntityName), so a forgotten piece is a compile error, not a silent gap.
 *
 * An entity whose writes are plain rows (`writes: plainRows(fields, columns, noun)`) also gets its mutations derived
 * (src/domain/sync/plain.ts): `<entity>.create` ({ id, createdAt, ...fields }), `<entity>.update` ({ id, patch }) and
 * `<entity>.delete` ({ id }), with the generic device mutators (src/data/sync/plain.ts) and server mutators
 * (api/sync/plain.ts): create-if-absent, a patch by the merge rule (src/domain/sync/merge.ts) through the column map,
 * soft delete. `writes: 'custom'`: every mutation of the entity is hand-written in its feature's files (effects beyond
 * the row, versions, rules that read other rows).
 */
export type EntityDef = EntityBase &
  (
    | { writes: 'custom' }
    /** plain rows are the user's own, in a Dexie table */
    | { writes: PlainRows; scope: 'own'; device: { table: string; indexes: string; version?: number } }
  );

interface EntityBase {
  /** words for the sync panel: "Quote “Deck” edited" */
  label: string;
  /**
   * where the device keeps it: a Dexie table (with its index spec and the Dexie schema version that added it —
   * shipped versions are never edited, so a new entity names a new version) or one kv record
   */
  device: { table: string; indexes: string; version?: number } | { kv: string };
  /** where the server keeps it and which column names the owner */
  // the column naming the row's writer: its user (or the user row itself); a message's sender
  server: { table: string; owner: 'user_id' | 'id' | 'sender_id' };
  /**
   * whose rows: 'own' (the user's, under the user lock, sent by the user's pull) or a shared scope (written by their
   * owners, read by the users the scope picks): `{ shared: '<scope name>' }` is the one declaration of the scope's
   * name — the device subscribes to it (src/data/sync/scopes.ts), the server serves and wakes it (api/sync/scopes.ts)
   */
  scope: 'own' | { shared: string };
  /** how its writes are made: derived from its fields and column map (plainRows), or hand-written per feature */
  writes: PlainRows | 'custom';
  /**
   * A hand-written entity's columns that keep photo paths (a typed table's are its col.photos columns): the orphan
   * sweep keeps every file a live row names there (api/repos/objects.ts). An entity whose writes carry a photo path
   * field (photoPathSchema) must declare one (tests/unit/photos/declared.test.ts), or its files would be swept.
   */
  photoColumns?: readonly PhotoColumn[];
  /**
   * The entity's named actions beyond create / update / delete (send, sign, add a photo…): each is the schema of its
   * arguments, queued as the mutation `<entity>.<action>` (src/domain/sync/actions.ts). Its device half
   * (src/data/sync/actions.ts) and server half (api/sync/actions.ts) are typed from this member: one that is missing,
   * not declared, or takes other arguments does not compile.
   */
  actions?: Record<string, v.GenericSchema>;
}

/**
 * A Postgres column that keeps photo paths: 'text' holds one path, 'jsonb-paths' an array of paths or of `{ path }`
 * objects. `softDelete: false`: the table has no deleted_at (every row is live).
 */
export interface PhotoColumn {
  column: string;
  shape: 'text' | 'jsonb-paths';
  softDelete?: false;
}

/** Every column of an entity that keeps photo paths: declared (photoColumns) or, for a typed table, its col.photos. */
export function photoColumnsOf(def: EntityDef): PhotoColumn[] {
  const typed = def.writes === 'custom' ? [] : Object.values(def.writes.cols).filter((c) => c.photos);
  return [...(def.photoColumns ?? []), ...typed.map((c) => ({ column: c.name, shape: 'jsonb-paths' as const }))];
}

/** The fields of an entity whose writes are plain rows: a valibot object schema (derived from its typed columns). */
export type RowFields = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * An entity that is one typed table (src/domain/sync/columns.ts): its typed columns, and derived from them the valibot
 * object of its fields and the field → column map.
 */
export interface PlainRows<C extends Columns = Columns, O extends PlainOptions<C> = PlainOptions<C>> {
  kind: 'plain';
  /** the typed columns: each field once, with its Postgres column and type */
  cols: C;
  /** derived: the valibot object of the fields */
  fields: FieldsSchema<C>;
  /** derived: device field → Postgres column */
  columns: ColumnNames<C>;
  /** the entity in the server's words: "That price item id is already taken", "Price item not found" */
  noun: string;
  options: O;
}

/**
 * What a plain entity may add to create / patch / soft delete. Each hook is only declared here; its code is written
 * where its side keeps its rows (server: api/repos/plain-hooks.ts, device: src/data/sync/plain-hooks.ts), and those
 * tables are typed from these declarations, so a declared hook that is not written (or one written but not declared)
 * does not compile.
 */
export interface PlainOptions<C extends Columns = Columns> {
  /** fields set by the create only, absent from the update's patch (a time entry's jobId) */
  fixed?: ReadonlyArray<keyof C & string>;
  /**
   * fields no write carries: each side derives them from the others (hook `derive`: api/repos/plain-hooks.ts,
   * src/data/sync/plain-hooks.ts), on a create and on a patch that changes what they come from (a job's suburb, state
   * and postcode, from its locality)
   */
  derived?: ReadonlyArray<keyof C & string>;
  /** false: the create carries no createdAt (the device stamps its clock, the server its column default) */
  createdAt?: boolean;
  /**
   * rules beyond the fields, run before a create of a new id and before a patch: 'server' checks inside the push's
   * locked transaction (an AppError refuses the write); 'server+device' also checks on the device (false: the
   * device skips the write, the server's answer decides)
   */
  check?: 'server' | 'server+device';
  /** a delete has effects beyond the row (a conversation's messages), on both sides */
  onDelete?: true;
  /** a REST sub-app derived from the columns (api/routes/typed.ts), mounted at `rest.path` under /api */
  rest?: RestOptions<C>;
  /**
   * base-version conflicts (docs/sync.md "Conflicts"): the row has `version` and `field_versions`; an update carries the
   * `baseVersion` its edit started from, and the server refuses it (CONFLICT, naming the fields) when a field it
   * changes was changed since; every applied change raises the version. The device row keeps it as `baseVersion`.
   */
  versioned?: true;
  /**
   * fields devices receive but no write from a device carries (the create and patch schemas leave them out, and the
   * server never writes them from one): what the server's actions and the customer's page keep, e.g. a quote's
   * customer events. The server's own writes set them (api/repos/plain-rows.ts changeVersionedRow, a derive hook).
   */
  readOnly?: ReadonlyArray<keyof C & string>;
  /**
   * a field that holds the business's number for the row (a quote's job number): a create that carries it, or a
   * patch that changes it, runs the server's `number` hook (api/repos/plain-hooks.ts), which refuses a number in use
   * and notes it as used
   */
  numbered?: keyof C & string;
  /** columns the server keeps beyond the synced fields (never sent to devices), e.g. a reminder's bookkeeping */
  serverColumns?: Columns;
}

/** The routes of a typed table's REST sub-app. */
export type RestAction = 'list' | 'get' | 'create' | 'patch' | 'delete';
type FieldValues<C extends Columns> = { [K in keyof C]?: v.InferOutput<C[K]['schema']> };

/**
 * A typed table over REST (api/routes/typed.ts), on the same repo commands as its sync mutators and under the same
 * per-user lock: `GET path` (the user's live rows, `search` / `page` / `limit` → `{ items, total, page, limit }`),
 * `GET path/:id`, `POST path` (an optional client `id`: a replay answers 200 with the stored row), `PATCH path/:id`
 * (the fields that are not `fixed`), `DELETE path/:id` (soft delete, 204). Another user's row is 404 "<noun> not found".
 */
export interface RestOptions<C extends Columns = Columns> {
  path: `/${string}`;
  /** the routes it has (default: all five) */
  only?: readonly RestAction[];
  /** the field a list sorts by (case-insensitive for text); default: the creation time */
  order?: keyof C & string;
  /** the text fields a list's `search` looks in (every word must appear in one of them); default: every text field */
  search?: ReadonlyArray<keyof C & string>;
  /** fields a REST create may leave out, and the value they then take */
  defaults?: FieldValues<C>;
}

/**
 * An entity that is one typed table. The table (device and server) holds the fields plus id, the owner, created_at,
 * updated_at and deleted_at; a create carries the device's createdAt unless `options.createdAt` is false.
 */
export function typedTable<C extends Columns, const O extends PlainOptions<C> = Record<never, never>>(
  cols: C,
  noun: string,
  options: O = {} as O,
): PlainRows<C, O> {
  return { kind: 'plain', cols, fields: fieldsSchema(cols), columns: columnNames(cols), noun, options };
}

export const SYNCED_ENTITIES = {
  profile: {
    label: 'Profile',
    device: { kv: 'profile' },
    server: { table: 'users', owner: 'id' },
    scope: 'own',
    writes: 'custom',
    // the business logo (profile.setLogo)
    photoColumns: [{ column: 'business_logo', shape: 'text', softDelete: false }],
  },
  company: {
    label: 'Business details',
    device: { kv: 'company' },
    server: { table: 'companies', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  settings: {
    label: 'Settings',
    device: { kv: 'settings' },
    server: { table: 'settings', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  materialsList: {
    label: 'Materials list',
    device: { table: 'materialsLists', indexes: 'id, userId, [userId+createdAt]' },
    server: { table: 'materials_lists', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  materialsItem: {
    label: 'Materials item',
    device: { table: 'materialsItems', indexes: 'id, listId, userId' },
    server: { table: 'materials_items', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  quote: {
    label: 'Quote',
    device: { table: 'quotes', indexes: 'id, userId, [userId+createdAt], status, clientId' },
    server: { table: 'quotes', owner: 'user_id' },
    scope: 'own',
    // base-version conflicts; totals from the lines (both sides); a signed quote's content is not changed (both
    // sides, issue 18); the job number is the business's (numbering); what the server keeps is read-only
    writes: typedTable(quoteColumns, 'Quote', {
      versioned: true,
      derived: ['subtotalCents', 'gstAmountCents', 'totalCents'],
      readOnly: ['customerEvents', 'declineReason', 'warrantyInsurance', 'revision', 'sentAt', 'emailSentAt'],
      check: 'server+device',
      numbered: 'jobNumber',
    }),
    actions: quoteActions,
  },
  invoice: {
    label: 'Invoice',
    device: { table: 'invoices', indexes: 'id, userId, [userId+createdAt], status, clientId, invoiceNumber' },
    server: { table: 'invoices', owner: 'user_id' },
    scope: 'own',
    // base-version conflicts; totals from the lines by the seller's GST registration (both sides); the client, job
    // and quote it names are the user's, a final one is a valid tax invoice (server); numbering; what the server
    // keeps is read-only, and the overdue reminders sent are the server's own
    writes: typedTable(invoiceColumns, 'Invoice', {
      versioned: true,
      derived: ['subtotalCents', 'gstCents', 'totalCents'],
      readOnly: ['companyId', 'payments', 'paidCents', 'customerEvents', 'sentAt', 'emailSentAt'],
      check: 'server',
      numbered: 'invoiceNumber',
      serverColumns: { remindersSent: col.jsonb('reminders_sent', v.array(v.number())) },
    }),
    actions: invoiceActions,
  },
  client: {
    label: 'Client',
    device: { table: 'clients', indexes: 'id, userId, [userId+name]' },
    server: { table: 'clients', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(clientColumns, 'Client', { versioned: true }),
  },
  conversation: {
    label: 'Chat',
    device: { table: 'conversations', indexes: 'id, userId, [userId+updatedAt]' },
    server: { table: 'conversations', owner: 'user_id' },
    scope: 'own',
    // only the title is edited; a delete takes the conversation's messages with it (both sides)
    writes: typedTable(conversationColumns, 'Conversation', { fixed: ['state', 'trade'], onDelete: true }),
  },
  message: {
    label: 'Chat message',
    device: { table: 'messages', indexes: 'id, userId, conversationId, [conversationId+createdAt]' },
    server: { table: 'messages', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  // issue 13, price book: saved items, kits, and each supplier's remembered column mapping (Dexie schema version 5)
  priceItem: {
    label: 'Price book item',
    device: { table: 'priceItems', indexes: 'id, userId', version: 5 },
    server: { table: 'price_items', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(priceItemColumns, 'Price item', {
      rest: {
        path: '/price-book/items',
        order: 'description',
        search: ['description', 'code', 'supplier'],
        defaults: { code: '', supplier: '', unit: 'ea', costCents: 0, gstFree: false },
      },
    }),
  },
  priceKit: {
    label: 'Kit',
    device: { table: 'priceKits', indexes: 'id, userId', version: 5 },
    server: { table: 'price_kits', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  supplierMapping: {
    label: 'Supplier columns',
    device: { table: 'supplierMappings', indexes: 'id, userId', version: 5 },
    server: { table: 'supplier_mappings', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  marketplaceListing: {
    label: 'Listing',
    device: { table: 'marketplaceListings', indexes: 'id, ownerId, createdAt', version: 3 },
    server: { table: 'marketplace_listings', owner: 'user_id' },
    // issue 21: the listings a person keeps offline — their area's, their own, favourites and the ones they opened,
    // picked by the server from their settings (api/repos/marketplace-kept.ts); the rest is searched online
    scope: { shared: 'marketplace:listings' },
    writes: 'custom',
    photoColumns: [{ column: 'photos', shape: 'jsonb-paths' }],
  },
  marketplaceFavorite: {
    label: 'Favourite',
    device: { table: 'marketplaceFavorites', indexes: 'id, userId', version: 3 },
    server: { table: 'marketplace_favorites', owner: 'user_id' },
    scope: 'own',
    writes: 'custom',
  },
  // issue 21: the marketplace inbox — a per-user shared scope (each device reads the conversations its user is in:
  // src/domain/marketplace/inbox.ts), written by both participants (Dexie schema version 9)
  marketplaceMessage: {
    label: 'Marketplace message',
    device: { table: 'marketplaceMessages', indexes: 'id, [listingId+buyerId], createdAt', version: 9 },
    // many users write this table; a row's own writer is its sender (readers are its buyer and seller: the scope)
    server: { table: 'marketplace_messages', owner: 'sender_id' },
    scope: { shared: 'user:marketplace-messages' },
    writes: 'custom',
  },
  // issue 13: jobs and time on the job (Dexie schema version 4)
  job: {
    label: 'Job',
    device: { table: 'jobs', indexes: 'id, userId, [userId+createdAt], scheduledStart', version: 4 },
    server: { table: 'jobs', owner: 'user_id' },
    scope: 'own',
    // the schedule makes sense and the client and photos are the user's (server); a delete takes the job's time
    // entries with it (both sides); its photos are private files of the owner, `{ path, stage }` objects
    writes: typedTable(jobColumns, 'Job', {
      fixed: ['photos'],
      derived: ['suburb', 'state', 'postcode'],
      check: 'server',
      onDelete: true,
    }),
    actions: jobActions,
  },
  jobTime: {
    label: 'Time entry',
    device: { table: 'jobTimes', indexes: 'id, userId, jobId', version: 4 },
    server: { table: 'job_times', owner: 'user_id' },
    scope: 'own',
    // the job must exist and be the user's (server; the device skips a time of a job it no longer has), and the
    // times make sense (server, against the stored row on a patch)
    writes: typedTable(jobTimeColumns, 'Time entry', { fixed: ['jobId'], createdAt: false, check: 'server+device' }),
  },
  // issue 22, on-site compliance: the job's high-risk check, SWMS versions and sign-ons, certificate records (Dexie
  // schema version 6). None cascades from a job's delete: a SWMS is kept for its retention period (reg 303).
  riskCheck: {
    label: 'High-risk check',
    device: { table: 'riskChecks', indexes: 'id, userId, jobId', version: 6 },
    server: { table: 'risk_checks', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(riskCheckColumns, 'High-risk check', {
      fixed: ['jobId'],
      check: 'server',
      rest: { path: '/compliance/risk-checks', only: ['create'] },
    }),
  },
  swmsVersion: {
    label: 'SWMS',
    device: { table: 'swmsVersions', indexes: 'id, userId, jobId, swmsId', version: 6 },
    server: { table: 'swms_versions', owner: 'user_id' },
    scope: 'own',
    // a version someone signed is never changed (the server refuses the patch): an edit makes the next version
    writes: typedTable(swmsVersionColumns, 'SWMS version', {
      fixed: ['swmsId', 'jobId', 'version'],
      check: 'server',
      rest: { path: '/compliance/swms-versions', only: ['create', 'get', 'patch'] },
    }),
  },
  swmsSignOn: {
    label: 'SWMS sign-on',
    device: { table: 'swmsSignOns', indexes: 'id, userId, swmsId, versionId', version: 6 },
    server: { table: 'swms_sign_ons', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(swmsSignOnColumns, 'Sign-on', {
      fixed: ['swmsId', 'versionId', 'name', 'signedOn', 'signature'],
      check: 'server',
      rest: { path: '/compliance/sign-ons', only: ['create'] },
    }),
  },
  certificate: {
    label: 'Certificate',
    device: { table: 'certificates', indexes: 'id, userId, jobId, dueOn', version: 6 },
    server: { table: 'certificates', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(certificateColumns, 'Certificate', {
      fixed: ['jobId', 'ruleId', 'state', 'work'],
      check: 'server',
      // the day the "due soon" reminder email went out, so it is sent once (server only)
      serverColumns: { remindedOn: col.date('reminded_on').nullable() },
      // the list of open certificates across jobs is its own route (api/routes/compliance.ts)
      rest: { path: '/compliance/certificates', only: ['create', 'get', 'patch'] },
    }),
  },
  // issue 22 (gap): a business's reusable SWMS templates (Dexie schema version 7); rows of their own, no job
  swmsTemplate: {
    label: 'SWMS template',
    device: { table: 'swmsTemplates', indexes: 'id, userId', version: 7 },
    server: { table: 'swms_templates', owner: 'user_id' },
    scope: 'own',
    writes: typedTable(swmsTemplateColumns, 'SWMS template', { rest: { path: '/compliance/swms-templates', order: 'name' } }),
  },
} as const satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof SYNCED_ENTITIES;
type Defs = typeof SYNCED_ENTITIES;
/** The entities a user's own pull sends (the rest arrive through their shared scope). */
export type OwnEntityName = { [K in EntityName]: Defs[K]['scope'] extends 'own' ? K : never }[EntityName];

export function isOwnEntity(name: EntityName): name is OwnEntityName {
  return SYNCED_ENTITIES[name].scope === 'own';
}

type SharedEntityName = Exclude<EntityName, OwnEntityName>;
/** A shared entity's scope name, from its definition (e.g. 'marketplace:listings'). */
export function sharedScopeName<K extends SharedEntityName>(name: K): Defs[K]['scope']['shared'] {
  return SYNCED_ENTITIES[name].scope.shared;
}

/** Every shared scope a device reads, in definition order: its name and the Dexie table its rows land in. */
export const SHARED_SCOPE_TABLES = (Object.entries(SYNCED_ENTITIES) as [EntityName, EntityDef][]).flatMap(([, e]) =>
  e.scope !== 'own' && 'table' in e.device ? [{ name: e.scope.shared, table: e.device.table }] : [],
);

/**
 * The Dexie tables of the user's own entities: wiped at sign-out, cleared on a resync from scratch, spanned by every
 * mutation's transaction. Shared entities' tables (rows of other owners) are kept apart: their scope owns them.
 */
export type SyncedTableName = {
  [K in OwnEntityName]: Defs[K]['device'] extends { table: infer T } ? T : never;
}[OwnEntityName];

export const SYNCED_TABLE_NAMES = (Object.entries(SYNCED_ENTITIES) as [EntityName, EntityDef][]).flatMap(([name, e]) =>
  'table' in e.device && isOwnEntity(name) ? [e.device.table] : [],
) as SyncedTableName[];

/** Dexie store specs of the synced tables that Dexie schema `version` added (1 = the first shipped schema). */
export function syncedStores(version = 1): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of Object.values(SYNCED_ENTITIES) as EntityDef[]) {
    if ('table' in e.device && (e.device.version ?? 1) === version) out[e.device.table] = e.device.indexes;
  }
  return out;
}

/** The Dexie schema versions the definitions name (each adds its entities' tables), ascending. */
export function syncedVersions(): number[] {
  const versions = (Object.values(SYNCED_ENTITIES) as EntityDef[]).map((e) => ('table' in e.device ? (e.device.version ?? 1) : 1));
  return [...new Set(versions)].sort((a, b) => a - b);
}

export function entityLabel(name: string): string | undefined {
  return (SYNCED_ENTITIES as Record<string, EntityDef>)[name]?.label;
}

/** Compile-time: every mutation is named '<entity>.<action>' after a defined entity. */
type MutationEntity<N> = N extends `${infer E}.${string}` ? E : never;
type UnknownEntities = Exclude<MutationEntity<keyof typeof mutationSchemas>, EntityName>;
const everyMutationNamesAnEntity: [UnknownEntities] extends [never] ? true : { unknownEntity: UnknownEntities } = true;
void everyMutationNamesAnEntity;
