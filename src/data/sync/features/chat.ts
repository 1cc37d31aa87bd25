import type { chatMutations } from '../../../domain/sync/features/chat';
import type { LocalMutatorsFor } from '../types';

/**
 * Device rows: conversations { id, userId, title, state, trade, createdAt, updatedAt } and
 * messages { id, userId, conversationId, role, content, metadata, createdAt, updatedAt } (the pulled shapes plus userId).
 */
export const chatLocalMutators: LocalMutatorsFor<typeof chatMutations> = {
  async 'message.create'(db, userId, msg, now) {
    if (await db.messages.get(msg.id)) return;
    const conv = await db.conversations.get(msg.conversationId);
    // The conversation was deleted (here or on another device): the delete wins, as on the server.
    if (!conv) return;
    await db.messages.add({ ...msg, metadata: msg.metadata ?? {}, userId, updatedAt: now });
    await db.conversations.put({ ...conv, updatedAt: now });
  },
};
