import type { chatMutations } from '../../../domain/sync/features/chat';
import { applyPatch } from '../../../domain/sync/merge';
import type { LocalMutatorsFor } from '../types';

/**
 * Device rows: conversations { id, userId, title, state, trade, createdAt, updatedAt } and
 * messages { id, userId, conversationId, role, content, metadata, createdAt, updatedAt } (the pulled shapes plus userId).
 */
export const chatLocalMutators: LocalMutatorsFor<typeof chatMutations> = {
  async 'conversation.create'(db, userId, conv, now) {
    if (await db.conversations.get(conv.id)) return;
    await db.conversations.add({ ...conv, userId, updatedAt: now });
  },
  async 'conversation.update'(db, _u, { id, patch }, now) {
    const next = applyPatch(await db.conversations.get(id), { ...patch, updatedAt: now });
    if (next) await db.conversations.put(next);
  },
  async 'conversation.delete'(db, _u, { id }) {
    await db.conversations.delete(id);
    await db.messages.where('conversationId').equals(id).delete();
  },
  async 'message.create'(db, userId, msg, now) {
    if (await db.messages.get(msg.id)) return;
    const conv = await db.conversations.get(msg.conversationId);
    // The conversation was deleted (here or on another device): the delete wins, as on the server.
    if (!conv) return;
    await db.messages.add({ ...msg, metadata: msg.metadata ?? {}, userId, updatedAt: now });
    await db.conversations.put({ ...conv, updatedAt: now });
  },
};
