import { listingTokens } from '../domain/marketplace/search';
import { priceItemSortKey } from '../domain/price-book/search';
import { installedVersions, wasAbsent } from './installed-version';
import Dexie, { type DBCore, type DBCoreMutateRequest, type EntityTable } from 'dexie';
import type { PhotoRow } from './photos/types';
import { SYNCED_TABLE_NAMES, syncedStores, syncedVersions, type SYNCED_ENTITIES, type SyncedTableName } from '../domain/sync/entities';
import type { DeviceRowOf, PlainEntityName } from '../domain/sync/plain';
import type { LocalListingRow, LocalFavoriteRow } from '../features/marketplace/data/types';
import type { JobRow } from '../domain/jobs/rows';
import type { PriceKitRow, SupplierMappingRow } from '../domain/price-book/rows';
import type { MaterialsItemFields } from '../domain/sync/features/materials';
import type { Client, Invoice, Quote } from '../domain/schemas/documents';
import type { Conversation, Message } from '../domain/chat/schemas';
import type { LocalMarketMessage } from '../domain/marketplace/inbox';

/**
 * The one IndexedDB database of the app. Every user write lands here first, in the same transaction as its outbox
 * entry (see src/data/sync/). Screens read it with useLiveQuery, so they work offline and update at once, in every tab.
 *
 * Rows carry userId: one device can hold several accounts' data, and queries always filter by the signed-in user.
 * The schema only ever gains versions: db.version(n + 1).stores({...}).upgrade(...). Never change what a shipped version
 * does to a database; the constructor declares only the versions with an upgrade and the newest (see there).
 */

export interface KvRow {
  key: string;
  value: unknown;
}

/** One unsent write. The outbox is the single record of what the server has not yet acknowledged. */
export interface OutboxRow {
  seq?: number;
  userId: string;
  clientId: string;
  /** Per client, 1, 2, 3… with no gaps: the server applies id = last + 1 only. */
  mutationId: number;
  /**
   * The write's first `clientId:mutationId`, kept when the queue is renumbered (docs/sync.md, "A counter the server
   * forgot"): the server recognises a write it applied already by it. Absent on rows queued before it existed.
   */
  origin?: string;
  name: string;
  args: unknown;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

/** A write the server refused (business validation, conflict): shown under "needs attention". */
export interface SyncIssueRow {
  id?: number;
  userId: string;
  mutationName: string;
  args: unknown;
  code: string;
  message: string;
  createdAt: string;
}

interface SyncedRow {
  id: string;
  userId: string;
  updatedAt: string;
}

export interface MaterialsListRow extends SyncedRow {
  title: string;
  description: string;
  projectType: string;
  createdAt: string;
  /** issue 13: the job the list was made from */
  jobId?: string | null;
}

/** The item's fields (name, quantity, unit, notes, completed, position) are the synced shape of src/domain. */
export interface MaterialsItemRow extends MaterialsItemFields {
  id: string;
  userId: string;
  listId: string;
  updatedAt: string;
}

/**
 * Quotes, invoices, clients, conversations and messages store the synced shapes of src/domain (the valibot schemas'
 * output, which is also what the pull sends) plus their owner. `baseVersion` is the server version last pulled.
 */
type Owned<T> = T & { userId: string };
export type QuoteRow = Owned<Quote>;
export type InvoiceRow = Owned<Invoice>;
export type ClientRow = Owned<Client>;
export type ConversationRow = Owned<Conversation>;
export type MessageRow = Owned<Message>;

export interface ChatDraftRow {
  /** conversation id, or 'new' for the composer of a chat that has no conversation yet */
  conversationId: string;
  userId: string;
  text: string;
  updatedAt: string;
}

/**
 * The Dexie tables of the typed entities, each typed by its definition's columns (src/domain/sync/columns.ts): a new
 * typed entity's table is declared here by its definition alone (merged into LocalDb below).
 */
type TypedTables = {
  [E in PlainEntityName as (typeof SYNCED_ENTITIES)[E]['device']['table']]: EntityTable<DeviceRowOf<E>, 'id'>;
};
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging
export interface LocalDb extends TypedTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class LocalDb extends Dexie {
  kv!: EntityTable<KvRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  syncIssues!: EntityTable<SyncIssueRow, 'id'>;
  materialsLists!: EntityTable<MaterialsListRow, 'id'>;
  materialsItems!: EntityTable<MaterialsItemRow, 'id'>;
  quotes!: EntityTable<QuoteRow, 'id'>;
  invoices!: EntityTable<InvoiceRow, 'id'>;
  clients!: EntityTable<ClientRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  chatDrafts!: EntityTable<ChatDraftRow, 'conversationId'>;
  /** photos: device-made photos and their upload state (src/data/photos) */
  photos!: EntityTable<PhotoRow, 'id'>;
  /**
   * marketplace: the shared scope of the listings this user keeps (their area's, own, favourites, opened: ownerId) and
   * the user's favourites
   */
  marketplaceListings!: EntityTable<LocalListingRow, 'id'>;
  marketplaceFavorites!: EntityTable<LocalFavoriteRow, 'id'>;
  /** marketplace inbox (issue 21): the scope 'user:marketplace-messages', the conversations the user is in */
  marketplaceMessages!: EntityTable<LocalMarketMessage, 'id'>;
  /** jobs (issue 13): the user's jobs and the time entries on them (a running timer has no endedAt) */
  jobs!: EntityTable<JobRow, 'id'>;
  /** price book (issue 13): items, kits and each supplier's remembered column mapping */
  priceKits!: EntityTable<PriceKitRow, 'id'>;
  supplierMappings!: EntityTable<SupplierMappingRow, 'id'>;

  /**
   * `newestOnly`: declare only the newest schema, for a database known to be at version 18 or later or known not to
   * exist yet (see installed-version.ts); by default every version with an upgrade is declared, which any database can
   * open with.
   */
  constructor(name = 'tradie-toolbox', newestOnly = newestSuffices(name)) {
    super(name);
    // issue 24: only the versions that carry an upgrade (8, 10, 15) and the newest are declared, each with the tables
    // and indexes of every shipped version up to it (Dexie 3+ reads the installed schema from the database itself, so
    // the versions in between need no declaration). Dexie re-parses every declared version at each stores() call:
    // twelve versions cost a fresh device 384 ms of main-thread start-up at 4× CPU, and the drain worker as much again.
    // The shipped history, for reading: 1 the first schema, 2 photos, 3 marketplace, 4 jobs and time, 5 price book,
    // 6 compliance, 7 SWMS templates, 8 answered quotes, 9 marketplace inbox, 10 the kept listings, 11 jobId indexes,
    // 15 the price book's order, 17 and 18 first sync's indexes. A synced table's version is the one its definition names
    // (src/domain/sync/entities.ts); it is created by the first declared version at or above it.
    const upTo = (last: number, after = 0) =>
      Object.assign(
        {},
        ...syncedVersions()
          .filter((n) => n > after && n <= last)
          .map((n) => syncedStores(n)),
      ) as Record<string, string>;
    const v8 = {
      kv: 'key',
      outbox: '++seq, [userId+mutationId], userId',
      syncIssues: '++id, userId',
      ...upTo(8),
      chatDrafts: 'conversationId, userId',
      // photos: photos taken on the device, stored with the write that uses them until the server has them (v2)
      photos: 'id, userId, state, [userId+state], [entity+entityId]',
      // issue 24: the quotes a customer answered or opened, read by an index (the app-wide answer notices), never by
      // a scan of every quote. `answered` is derived on every write by the middleware below.
      quotes: 'id, userId, [userId+createdAt], status, clientId, [userId+answered]',
    };
    const v10 = upTo(10, 8);
    // issue 24: the price book's first page by an index in display order (description, then code, lower-cased), never
    // by reading and sorting every item; `sortKey` is derived on every write by the middleware below. (v11: a job's
    // quotes and invoices by their jobId, only linked rows in the index, never by a scan of all.)
    const v15 = {
      ...upTo(15, 10),
      quotes: 'id, userId, [userId+createdAt], status, clientId, [userId+answered], jobId',
      invoices: 'id, userId, [userId+createdAt], status, clientId, invoiceNumber, jobId',
      priceItems: 'id, userId, [userId+sortKey]',
    };
    // issue 24: a fresh device writes every quote, invoice and price item of the account; each index is one more record
    // IndexedDB writes per row, and the first sync is bound by IndexedDB's per-record cost (in Chromium, rows written
    // with two index entries went about half as fast as with none). The indexes nothing reads go (status, clientId,
    // invoiceNumber), and so does userId (v18; 17 dropped it from invoices and price items): where('userId') reads the
    // one compound index that starts with it, [userId+createdAt] / [userId+sortKey] (Dexie's virtual index), which
    // every row is in (createdAt is required; sortKey is set on every write and by v15's upgrade). The answered quotes
    // are found by [answered+userId] (v18; was [userId+answered], which made where('userId') need an index of its own:
    // Dexie took that compound, which holds answered quotes only). v17 had quotes 'id, userId, [userId+createdAt],
    // [userId+answered], jobId'; a database left by it upgrades straight to 18.
    const v18 = {
      ...upTo(18, 15),
      quotes: 'id, [userId+createdAt], [answered+userId], jobId',
      invoices: 'id, [userId+createdAt], jobId',
      priceItems: 'id, [userId+sortKey]',
    };
    if (newestOnly) {
      // issue 24: a database already at 18 or later (or none yet) runs none of the upgrades below, so only the newest
      // schema is declared (one parse instead of four: ~75 ms less of main-thread start-up at 4× CPU)
      this.version(18).stores({ ...v8, ...v10, ...v15, ...v18 });
    } else {
      this.version(8)
        .stores(v8)
        .upgrade((tx) =>
          tx
            .table('quotes')
            .toCollection()
            .modify((q: Record<string, unknown>) => {
              if (isAnswered(q)) q.answered = 1;
              else delete q.answered;
            }),
        );
      // issue 21: the listings scope keeps the user's set, not every live listing in Australia. The old scope's copy (and
      // its cursor, under the old name) goes; the new scope pulls the set from the start. A listing posted here and not
      // yet uploaded stays.
      this.version(10)
        .stores(v10)
        .upgrade(async (tx) => {
          await tx
            .table('marketplaceListings')
            .filter((l: { pending?: boolean }) => !l.pending)
            .delete();
          // the ones left are written again: the listing-words middleware stores their words
          const left = await tx.table('marketplaceListings').toArray();
          await tx.table('marketplaceListings').bulkPut(left);
          await tx
            .table('kv')
            .filter((r: { key: string }) => r.key.startsWith('sync.cursor.') && r.key.endsWith('.public:listings'))
            .delete();
        });
      this.version(15)
        .stores(v15)
        .upgrade((tx) =>
          tx
            .table('priceItems')
            .toCollection()
            .modify((r: Record<string, unknown>) => {
              r.sortKey = priceItemSortKey(r as { description: string; code: string });
            }),
        );
      this.version(18).stores(v18);
    }
    // A synced table added after 18 is declared by its own version (its definition names it).
    for (const n of syncedVersions()) if (n > 18) this.version(n).stores(syncedStores(n));
    this.use({ stack: 'dbcore', name: 'quote-answered', create: markAnsweredQuotes });
    this.use({ stack: 'dbcore', name: 'listing-words', create: storeListingWords });
    this.use({ stack: 'dbcore', name: 'price-item-order', create: storePriceItemOrder });
  }
}

/**
 * Whether only the newest schema need be declared for `name`: its database was listed at start at Dexie version 18 or
 * later (native 180+), or it was not there at all (a fresh device: IndexedDB creates it at the newest version directly,
 * and no upgrade step has anything to run on).
 */
function newestSuffices(name: string): boolean {
  return atLeast18(name) || wasAbsent(name);
}

function atLeast18(name: string): boolean {
  const native = installedVersions.get(name);
  return native !== undefined && Math.ceil(native / 10) >= 18;
}

/** A quote the customer answered or opened on their link: it has customer events. */
function isAnswered(q: Record<string, unknown>): boolean {
  return Array.isArray(q.customerEvents) && q.customerEvents.length > 0;
}

/** Sets (or clears) the derived `answered: 1` of every quote written, whichever path writes it (pull, mutator, edit). */
function withAnswered(value: unknown): unknown {
  const q = value as Record<string, unknown>;
  if (isAnswered(q)) return q.answered === 1 ? q : { ...q, answered: 1 };
  if (!('answered' in q)) return q;
  const { answered: _drop, ...rest } = q;
  void _drop;
  return rest;
}

function markAnsweredQuotes(down: DBCore): DBCore {
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== 'quotes') return table;
      return {
        ...table,
        mutate(req: DBCoreMutateRequest) {
          if (req.type === 'add' || req.type === 'put') return table.mutate({ ...req, values: req.values.map(withAnswered) });
          return table.mutate(req);
        },
      };
    },
  };
}

/**
 * Device search (issue 24): a listing's words are computed once, when the row is written (by the pull, a post or an
 * edit, whichever path), and stored with it as `searchTokens`; a keystroke never re-tokenises a title.
 */
function storeListingWords(down: DBCore): DBCore {
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== 'marketplaceListings') return table;
      return {
        ...table,
        mutate(req: DBCoreMutateRequest) {
          if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
          const values = req.values.map((v: Record<string, unknown>) => ({ ...v, searchTokens: listingTokens(v) }));
          return table.mutate({ ...req, values });
        },
      };
    },
  };
}

/** The price book's display order stored with each item written (any path: pull, import, edit), for its index. */
function storePriceItemOrder(down: DBCore): DBCore {
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (name !== 'priceItems') return table;
      return {
        ...table,
        mutate(req: DBCoreMutateRequest) {
          if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
          const values = req.values.map((v: Record<string, unknown>) => {
            const sortKey = priceItemSortKey(v as { description: string; code: string });
            return v.sortKey === sortKey ? v : { ...v, sortKey };
          });
          return table.mutate({ ...req, values });
        },
      };
    },
  };
}

/** Every synced table: wiped at sign-out, spanned by each mutation's transaction. Derived, never hand-kept. */
export const SYNCED_TABLES: readonly SyncedTableName[] = SYNCED_TABLE_NAMES;
/**
 * Compile-time: every synced entity's table is declared on LocalDb (a new entity without one fails here). Read by no
 * module: exported so the check is not an unused local.
 * @public
 */
export type DeclaredSyncedTables = Pick<LocalDb, SyncedTableName>;

let instance: LocalDb | null = null;
export function getDb(): LocalDb {
  if (!instance) {
    instance = new LocalDb();
    // Another tab (or a new deploy) opened a newer schema: this tab's copy of the code is out of date.
    instance.on('versionchange', () => {
      instance?.close();
      instance = null;
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('tt:db-outdated'));
      return false;
    });
  }
  return instance;
}

/** For tests: use a fresh database (fake-indexeddb) under another name. */
export function setDbForTests(db: LocalDb | null) {
  instance = db;
}

export async function kvGet<T>(key: string): Promise<T | undefined> {
  return (await getDb().kv.get(key))?.value as T | undefined;
}
export async function kvSet(key: string, value: unknown): Promise<void> {
  await getDb().kv.put({ key, value });
}
