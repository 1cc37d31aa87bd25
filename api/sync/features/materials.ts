import type { ServerMutatorsFor } from '../types';
import type { materialsMutations } from '../../../src/domain/sync/features/materials';
import * as materials from '../../repos/materials';

export const materialsServerMutators: ServerMutatorsFor<typeof materialsMutations> = {
  async 'materialsList.create'(tx, userId, args) {
    await materials.createList(tx, userId, args);
  },
  async 'materialsList.update'(tx, userId, { id, patch }) {
    await materials.updateList(tx, userId, id, patch);
  },
  async 'materialsList.delete'(tx, userId, { id }) {
    await materials.deleteList(tx, userId, id);
  },
  async 'materialsItem.upsert'(tx, userId, { id, listId, patch }) {
    await materials.upsertItem(tx, userId, id, listId, patch);
  },
  async 'materialsItem.delete'(tx, userId, { id }) {
    await materials.deleteItem(tx, userId, id);
  },
};
