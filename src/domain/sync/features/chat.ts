import type * as v from 'valibot';
import { NewMessageSchema } from '../../chat/schemas';

/**
 * Messages. They are written once and never edited. Conversations are a plain entity (src/domain/sync/entities.ts):
 * `conversation.create` / `update` (the title only) / `delete` are derived, and deleting a conversation deletes its
 * messages with it (its onDelete hook; soft delete, so other devices receive the tombstones and a replayed create never
 * revives them).
 */
export const chatMutations = {
  'message.create': NewMessageSchema,
} satisfies Record<string, v.GenericSchema>;
