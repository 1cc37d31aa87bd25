import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isOwnEntity, SYNCED_ENTITIES, SYNCED_TABLE_NAMES, syncedStores, type EntityName } from '../../../src/domain/sync/entities';
import { mutationSchemas } from '../../../src/domain/sync/mutations';
import { LocalDb } from '../../../src/data/local-db';
import { entityTargets } from '../../../src/data/sync/local-mutators';
import { pullEntities } from '../../../api/sync/entities';
import { describeMutation } from '../../../src/features/sync/describe';
import { startTestServer } from '../../helpers/api';

describe('one definition per synced entity', () => {
  it('derives exactly the shipped Dexie schema (version 1 must never change)', () => {
    const db = new LocalDb('entities-schema');
    // version 1's specs as derived (later versions add indexes in versions of their own, e.g. 7's [userId+answered])
    expect(syncedStores(1)).toMatchObject({
      materialsLists: 'id, userId, [userId+createdAt]',
      materialsItems: 'id, listId, userId',
      quotes: 'id, userId, [userId+createdAt], status, clientId',
      invoices: 'id, userId, [userId+createdAt], status, clientId, invoiceNumber',
      clients: 'id, userId, [userId+name]',
      conversations: 'id, userId, [userId+updatedAt]',
      messages: 'id, userId, conversationId, [conversationId+createdAt]',
    });
    for (const t of SYNCED_TABLE_NAMES) expect(db.tables.map((x) => x.name)).toContain(t);
  });

  it('every entity is pulled, has a device target and a label; every mutation names a defined entity', () => {
    const names = Object.keys(SYNCED_ENTITIES);
    // Shared entities (marketplace listings) reach devices through their scope, not the user's own pull.
    const own = (Object.keys(SYNCED_ENTITIES) as EntityName[]).filter((n) => isOwnEntity(n));
    expect(pullEntities.map((e) => e.name).sort()).toEqual([...own].sort());
    expect(Object.keys(entityTargets).sort()).toEqual([...names].sort());
    for (const m of Object.keys(mutationSchemas)) expect(names).toContain(m.split('.')[0]);
    expect(describeMutation('quote.update', { patch: { title: 'Deck' } })).toBe('Quote “Deck” edited');
  });

  it("every entity's server table has the owner column, a change number and (owned tables) soft deletes", async () => {
    const server = await startTestServer('pglite');
    try {
      for (const [name, def] of Object.entries(SYNCED_ENTITIES)) {
        const cols = (await server.db.sql`select column_name from information_schema.columns where table_name = ${def.server.table}`).map(
          (r) => r.column_name as string,
        );
        expect(cols, name).toEqual(expect.arrayContaining([def.server.owner, 'change_no']));
        if ('table' in def.device) expect(cols, name).toContain('deleted_at');
      }
    } finally {
      await server.close();
    }
  });
});
