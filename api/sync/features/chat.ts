import type { ServerMutatorsFor } from '../types';
import type { chatMutations } from '../../../src/domain/sync/features/chat';
import * as chat from '../../repos/chat';

export const chatServerMutators: ServerMutatorsFor<typeof chatMutations> = {
  async 'conversation.create'(tx, userId, args) {
    await chat.createConversation(tx, userId, args);
  },
  async 'conversation.update'(tx, userId, { id, patch }) {
    await chat.updateConversation(tx, userId, id, patch);
  },
  async 'conversation.delete'(tx, userId, { id }) {
    await chat.deleteConversation(tx, userId, id);
  },
  async 'message.create'(tx, userId, args) {
    await chat.createMessage(tx, userId, args);
  },
};
