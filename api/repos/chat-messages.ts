import type { LockedTx } from '../sync/tx';

/**
 * A conversation's onDelete (api/repos/plain-hooks.ts): its messages go with it, also on a replayed delete. Apart from
 * api/repos/chat.ts, which builds on plain-rows: the hooks must not import a module that imports plain-rows.
 */
export async function deleteConversationMessages(tx: LockedTx, userId: string, id: string): Promise<void> {
  await tx`update messages set deleted_at = now() where conversation_id = ${id} and user_id = ${userId} and deleted_at is null`;
}
