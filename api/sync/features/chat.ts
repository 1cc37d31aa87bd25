import type { ServerMutatorsFor } from '../types';
import type { chatMutations } from '../../../src/domain/sync/features/chat';
import * as chat from '../../repos/chat';

export const chatServerMutators: ServerMutatorsFor<typeof chatMutations> = {
  async 'message.create'(tx, userId, args) {
    await chat.createMessage(tx, userId, args);
  },
};
