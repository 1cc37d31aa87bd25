import * as v from 'valibot';
import { ConversationTitle, NewConversationSchema, NewMessageSchema } from '../../chat/schemas';
import { uuidSchema } from '../../ids';

/**
 * Conversations and messages. Messages are written once and never edited; deleting a conversation deletes its
 * messages with it (soft delete, so other devices receive the tombstones and a replayed create never revives them).
 */
const uuid = uuidSchema();

export const chatMutations = {
  'conversation.create': NewConversationSchema,
  'conversation.update': v.object({ id: uuid, patch: v.object({ title: v.optional(ConversationTitle) }) }),
  'conversation.delete': v.object({ id: uuid }),
  'message.create': NewMessageSchema,
} satisfies Record<string, v.GenericSchema>;
