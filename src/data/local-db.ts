import Dexie, { type EntityTable } from 'dexie';

/**
 * The one IndexedDB database of the app. Every user write lands here first, in the same transaction as its outbox
 * entry (see src/data/sync/). Screens read it with useLiveQuery, so they work offline and update at once, in every tab.
 *
 * Rows carry userId: one device can hold several accounts' data, and queries always filter by the signed-in user.
 * The schema only ever gains versions: db.version(n + 1).stores({...}).upgrade(...). Never edit a shipped version.
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
}

export interface MaterialsItemRow {
  id: string;
  userId: string;
  listId: string;
  name: string;
  quantity: number;
  unit: string;
  notes: string;
  completed: boolean;
  position: number;
  updatedAt: string;
}

/** Quotes, invoices, clients, conversations and messages store the shapes of src/domain/schemas plus userId. */
export type DocRow = SyncedRow & Record<string, unknown>;

export interface ChatDraftRow {
  /** conversation id, or 'new' for the composer of a chat that has no conversation yet */
  conversationId: string;
  userId: string;
  text: string;
  updatedAt: string;
}

export class LocalDb extends Dexie {
  kv!: EntityTable<KvRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  syncIssues!: EntityTable<SyncIssueRow, 'id'>;
  materialsLists!: EntityTable<MaterialsListRow, 'id'>;
  materialsItems!: EntityTable<MaterialsItemRow, 'id'>;
  quotes!: EntityTable<DocRow, 'id'>;
  invoices!: EntityTable<DocRow, 'id'>;
  clients!: EntityTable<DocRow, 'id'>;
  conversations!: EntityTable<DocRow, 'id'>;
  messages!: EntityTable<DocRow, 'id'>;
  chatDrafts!: EntityTable<ChatDraftRow, 'conversationId'>;

  constructor(name = 'tradie-toolbox') {
    super(name);
    this.version(1).stores({
      kv: 'key',
      outbox: '++seq, [userId+mutationId], userId',
      syncIssues: '++id, userId',
      materialsLists: 'id, userId, [userId+createdAt]',
      materialsItems: 'id, listId, userId',
      quotes: 'id, userId, [userId+createdAt], status, clientId',
      invoices: 'id, userId, [userId+createdAt], status, clientId, invoiceNumber',
      clients: 'id, userId, [userId+name]',
      conversations: 'id, userId, [userId+updatedAt]',
      messages: 'id, userId, conversationId, [conversationId+createdAt]',
      chatDrafts: 'conversationId, userId',
    });
  }
}

export const SYNCED_TABLES = ['materialsLists', 'materialsItems', 'quotes', 'invoices', 'clients', 'conversations', 'messages'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

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
