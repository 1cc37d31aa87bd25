import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDb } from '../../../src/data/local-db';
import { installedVersions, noteAbsent, noteInstalledVersions } from '../../../src/data/installed-version';
import { syncedStores, syncedVersions } from '../../../src/domain/sync/entities';
import { priceItemSortKey } from '../../../src/domain/price-book/search';

/**
 * Issue 24: the device database declares only the versions with an upgrade and the newest (start-up parsed twelve).
 * A database left by any shipped version upgrades to exactly the tables and indexes a fresh device gets, with each
 * upgrade's data step run, and a user's rows are found by userId in every table (the resync wipe) after it.
 */

/** The schema chain as it shipped up to version 17, declared one version at a time (15: the constructor before issue 24). */
function shippedDb(name: string, upTo: number): Dexie {
  const db = new Dexie(name);
  const at = (n: number, stores: Record<string, string>) => {
    if (n <= upTo) db.version(n).stores(stores);
  };
  at(1, {
    kv: 'key',
    outbox: '++seq, [userId+mutationId], userId',
    syncIssues: '++id, userId',
    ...syncedStores(),
    chatDrafts: 'conversationId, userId',
  });
  at(2, { photos: 'id, userId, state, [userId+state], [entity+entityId]' });
  for (const n of syncedVersions()) if (n > 2 && n <= 17) at(n, syncedStores(n));
  at(8, { quotes: 'id, userId, [userId+createdAt], status, clientId, [userId+answered]' });
  at(10, {});
  at(11, {
    quotes: 'id, userId, [userId+createdAt], status, clientId, [userId+answered], jobId',
    invoices: 'id, userId, [userId+createdAt], status, clientId, invoiceNumber, jobId',
  });
  at(15, { priceItems: 'id, userId, [userId+sortKey]' });
  at(17, {
    quotes: 'id, userId, [userId+createdAt], [userId+answered], jobId',
    invoices: 'id, [userId+createdAt], jobId',
    priceItems: 'id, [userId+sortKey]',
  });
  return db;
}

/** What IndexedDB holds: each store's key path and its indexes (name → key path), sorted. */
function schemaOf(db: Dexie): Record<string, string> {
  const idb = db.backendDB();
  const names = [...idb.objectStoreNames].sort();
  const tx = idb.transaction(names, 'readonly');
  const out: Record<string, string> = {};
  for (const n of names) {
    const store = tx.objectStore(n);
    const indexes = [...store.indexNames].sort().map((i) => `${i}=${JSON.stringify(store.index(i).keyPath)}`);
    out[n] = `${JSON.stringify(store.keyPath)}${store.autoIncrement ? '++' : ''} | ${indexes.join(', ')}`;
  }
  return out;
}

const USER = 'u-schema';
const AT = '2026-01-02T03:04:05.000Z';
const quote = (id: string, answered: boolean) => ({
  id,
  userId: USER,
  title: id,
  status: 'sent',
  clientId: null,
  customerEvents: answered ? [{ kind: 'accepted', at: AT, ip: '203.0.113.9' }] : null,
  createdAt: AT,
  updatedAt: AT,
});
const invoice = (id: string) => ({ id, userId: USER, invoiceNumber: id, status: 'sent', createdAt: AT, updatedAt: AT });
const priceItem = (id: string, description: string) => ({ id, userId: USER, description, code: id, createdAt: AT, updatedAt: AT });

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});
async function freshSchema() {
  const db = new LocalDb(`fresh-${randomUUID()}`);
  opened.push(db);
  await db.open();
  return schemaOf(db);
}

describe('device database schema (issue 24: four declared versions)', () => {
  it('a fresh device gets the shipped tables, less only the indexes versions 17 and 18 drop', async () => {
    const old = shippedDb(`shipped-${randomUUID()}`, 15);
    opened.push(old);
    await old.open();
    const before = schemaOf(old);
    const fresh = await freshSchema();
    expect(Object.keys(fresh)).toEqual(Object.keys(before));
    const changed = Object.keys(fresh).filter((t) => fresh[t] !== before[t]);
    expect(changed).toEqual(['invoices', 'priceItems', 'quotes']);
    expect(fresh.quotes).toBe('"id" | [answered+userId]=["answered","userId"], [userId+createdAt]=["userId","createdAt"], jobId="jobId"');
    expect(fresh.invoices).toBe('"id" | [userId+createdAt]=["userId","createdAt"], jobId="jobId"');
    expect(fresh.priceItems).toBe('"id" | [userId+sortKey]=["userId","sortKey"]');
  });

  for (const from of [1, 2, 5, 7, 8, 9, 10, 11, 15, 17]) {
    it(`a database left by shipped version ${from} upgrades to the fresh schema with its data steps run`, async () => {
      const name = `from-${from}-${randomUUID()}`;
      const old = shippedDb(name, from);
      await old.open();
      // what that version's app wrote: from 8 on, its middleware stored `answered`; from 15 on, the items' `sortKey`
      const answered = from >= 8 ? { answered: 1 } : {};
      await old.table('quotes').bulkPut([{ ...quote('q-answered', true), ...answered }, quote('q-plain', false)]);
      await old.table('invoices').bulkPut([invoice('i-1'), invoice('i-2')]);
      const items = [priceItem('p-1', 'Copper Pipe'), priceItem('p-2', 'Bend')];
      if (from >= 5) await old.table('priceItems').bulkPut(from >= 15 ? items.map((i) => ({ ...i, sortKey: priceItemSortKey(i) })) : items);
      old.close();

      const db = new LocalDb(name);
      opened.push(db);
      await db.open();
      expect(schemaOf(db)).toEqual(await freshSchema());
      // v8's step: the answered quote is in the [answered+userId] index (shipped v8 and later wrote `answered` on every put)
      expect((await db.quotes.where('[answered+userId]').equals([1, USER]).toArray()).map((q) => q.id)).toEqual(['q-answered']);
      // every row of the user is found by userId (the resync wipe), whichever index Dexie reads for it
      expect(await db.quotes.where('userId').equals(USER).count()).toBe(2);
      expect(await db.invoices.where('userId').equals(USER).count()).toBe(2);
      if (from >= 5) {
        // v15's step: the price book's order key, and the items in that order
        const items = await db.priceItems.where('[userId+sortKey]').between([USER, Dexie.minKey], [USER, Dexie.maxKey]).toArray();
        expect(items.map((i) => i.id)).toEqual(['p-2', 'p-1']);
        expect(await db.priceItems.where('userId').equals(USER).count()).toBe(2);
      }
    });
  }

  it('a fresh device finds every row by userId, answered or not (the wipe and the numbering read it)', async () => {
    const db = new LocalDb(`wipe-${randomUUID()}`);
    opened.push(db);
    await db.quotes.bulkPut([quote('q-1', true), quote('q-2', false), quote('q-3', false)] as never);
    await db.invoices.bulkPut([invoice('i-1')] as never);
    await db.priceItems.bulkPut([priceItem('p-1', 'Tap')] as never);
    await db.quotes.bulkPut([{ ...quote('q-other', false), userId: 'someone-else' }] as never);
    expect(await db.quotes.where('userId').equals(USER).count()).toBe(3);
    expect(await db.invoices.where('userId').equals(USER).count()).toBe(1);
    expect(await db.priceItems.where('userId').equals(USER).count()).toBe(1);
    await db.quotes.where('userId').equals(USER).delete();
    expect((await db.quotes.toArray()).map((q) => q.id)).toEqual(['q-other']);
  });

  it('a database listed at 18 declares only the newest schema: the same tables and indexes, its rows kept, no upgrade', async () => {
    const name = `newest-${randomUUID()}`;
    const first = new LocalDb(name, false);
    await first.quotes.bulkPut([quote('q-answered', true), quote('q-plain', false)] as never);
    const native = first.backendDB().version;
    first.close();
    expect(Math.ceil(native / 10)).toBe(18);
    noteInstalledVersions([{ name, version: native }]);
    try {
      const db = new LocalDb(name);
      opened.push(db);
      await db.open();
      expect(db.backendDB().version).toBe(native);
      expect(schemaOf(db)).toEqual(await freshSchema());
      expect((await db.quotes.where('[answered+userId]').equals([1, USER]).toArray()).map((q) => q.id)).toEqual(['q-answered']);
      // and a fresh device declaring the newest schema only gets the same database as one declaring every upgrade
      const alone = new LocalDb(`alone-${randomUUID()}`, true);
      opened.push(alone);
      await alone.open();
      expect(schemaOf(alone)).toEqual(await freshSchema());
    } finally {
      installedVersions.delete(name);
    }
  });

  it('a database listed below 18 still runs its upgrades (v7 → 18: v8 marks the answered quotes)', async () => {
    const name = `listed-7-${randomUUID()}`;
    const old = shippedDb(name, 7);
    await old.open();
    // version 7's app stored no `answered`: only v8's upgrade step makes the quote findable by [answered+userId]
    await old.table('quotes').bulkPut([quote('q-answered', true), quote('q-plain', false)]);
    const native = old.backendDB().version;
    old.close();
    noteInstalledVersions([{ name, version: native }]);
    try {
      const db = new LocalDb(name);
      opened.push(db);
      await db.open();
      expect(schemaOf(db)).toEqual(await freshSchema());
      expect((await db.quotes.where('[answered+userId]').equals([1, USER]).toArray()).map((q) => q.id)).toEqual(['q-answered']);
    } finally {
      installedVersions.delete(name);
    }
  });

  it('a database listed as absent (a fresh device) declares only the newest schema and is created at it', async () => {
    const declared = (db: Dexie) =>
      (db as unknown as { _versions: Array<{ _cfg: { version: number } }> })._versions.map((v) => v._cfg.version);
    const name = `absent-${randomUUID()}`;
    // not noted: every version with an upgrade is declared
    expect(declared(new LocalDb(name)).length).toBeGreaterThan(declared(new LocalDb(name, true)).length);
    noteAbsent(name);
    const db = new LocalDb(name);
    opened.push(db);
    expect(declared(db)).toEqual(declared(new LocalDb(`newest-${randomUUID()}`, true)));
    await db.open();
    expect(schemaOf(db)).toEqual(await freshSchema());
    // a listing that names it after all (another context made it meanwhile) wins: its version decides
    const other = `listed-${randomUUID()}`;
    noteAbsent(other);
    noteInstalledVersions([{ name: other, version: 70 }]);
    try {
      expect(declared(new LocalDb(other))).toEqual(declared(new LocalDb(`every-${randomUUID()}`, false)));
    } finally {
      installedVersions.delete(other);
    }
  });
});
