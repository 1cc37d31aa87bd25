import type { Db } from '../db';
import type { LockedTx } from '../sync/tx';
import { AppError, notFound } from '../errors';
import type { Conversation, Message, MessageMetadata, MessageRole } from '../../src/domain/chat/schemas';
import type { State } from '../../src/domain/constants';
import { toDevice, type PgRowOf } from '../../src/domain/sync/plain';
import { createPlainRow, patchPlainRow, plainTable, softDeletePlainRow } from './plain-rows';

/** A conversation's Postgres row, derived from its typed columns (src/domain/chat/schemas.ts). */
export type ConversationRow = PgRowOf<'conversation'>;

export interface MessageRow {
  id: string;
  user_id: string;
  conversation_id: string;
  role: MessageRole;
  content: string;
  metadata: MessageMetadata;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  change_no: number;
}

/** A conversation as pulled and as the REST routes answer (derived from its typed columns). */
export const toConversation = (r: ConversationRow): Conversation => toDevice('conversation', r);

export const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  conversationId: r.conversation_id,
  role: r.role,
  content: r.content,
  metadata: r.metadata ?? {},
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

export interface NewConversation {
  id: string;
  title: string;
  state: State;
  trade: string;
  createdAt?: string;
}

// Conversations are a plain entity (src/domain/sync/entities.ts): these are the REST routes' and the chat stream's
// names for the plain-row writes the sync push runs too (api/repos/plain-rows.ts).
const conversations = () => plainTable('conversation');

/**
 * Creates a conversation. Idempotent for client ids: the same id again returns the stored row unchanged (a deleted one
 * stays deleted: a delete wins over a replayed create). An id that belongs to another user is refused.
 */
export async function createConversation(
  tx: LockedTx,
  userId: string,
  input: NewConversation,
): Promise<{ row: ConversationRow; created: boolean }> {
  const result = await createPlainRow(tx, conversations(), userId, input);
  if (result.outcome === 'deleted') return { row: (await findConversation(tx, input.id))!, created: false };
  return { row: result.row, created: result.outcome === 'created' };
}

/** Renames a live conversation; a deleted or unknown one is left alone (a delete wins over an edit). */
export async function updateConversation(tx: LockedTx, userId: string, id: string, patch: { title?: string }): Promise<boolean> {
  if (patch.title === undefined) return false;
  return Boolean(await patchPlainRow(tx, conversations(), userId, id, { title: patch.title }));
}

/** Soft delete of the conversation and its messages (its onDelete): the tombstones reach the other devices. */
export async function deleteConversation(tx: LockedTx, userId: string, id: string): Promise<boolean> {
  return softDeletePlainRow(tx, conversations(), userId, id);
}

// A conversation's onDelete hook is in ./chat-messages: plain-rows → plain-hooks → chat → plain-rows would be an import
// cycle (import-x/no-cycle).

/**
 * The conversation with this id whoever owns it, deleted or not, read inside the writer's lock: the chat stream decides
 * from it whether a question starts a new conversation or is refused (another user's or a deleted one → 404).
 */
export async function findConversation(tx: LockedTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx<ConversationRow[]>`select * from conversations where id = ${id}`;
  return row;
}

/** A live conversation of this user, or undefined (another user's id looks exactly like a missing one). */
export async function getConversation(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db<ConversationRow[]>`select * from conversations where id = ${id} and user_id = ${userId} and deleted_at is null`;
  return row;
}

export async function listConversations(db: Db, userId: string): Promise<ConversationRow[]> {
  return db<ConversationRow[]>`select * from conversations where user_id = ${userId} and deleted_at is null order by updated_at desc, id`;
}

export interface NewMessage {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  metadata?: MessageMetadata;
  createdAt?: string;
}

/**
 * Appends a message and marks its conversation as just used. Idempotent for client ids (the same id again changes
 * nothing). A message for a deleted conversation is dropped (row null, kept only as a tombstone): the delete wins. A conversation that does not
 * exist, or is another user's, is reported as not found.
 */
export async function createMessage(
  tx: LockedTx,
  userId: string,
  input: NewMessage,
): Promise<{ row: MessageRow | null; created: boolean }> {
  const [existing] = await tx<MessageRow[]>`select * from messages where id = ${input.id}`;
  if (existing) {
    if (existing.user_id !== userId || existing.conversation_id !== input.conversationId) {
      throw new AppError('CONFLICT', 'That message id is already taken');
    }
    return { row: existing.deleted_at ? null : existing, created: false };
  }
  const [conv] = await tx<
    { user_id: string; deleted_at: Date | null }[]
  >`select user_id, deleted_at from conversations where id = ${input.conversationId}`;
  if (!conv || conv.user_id !== userId) throw notFound('Conversation');
  if (conv.deleted_at) {
    // Stored as a tombstone only: the device that wrote it offline gets the delete in its next pull and drops its copy.
    await tx`insert into messages (id, user_id, conversation_id, role, content, created_at, deleted_at)
      values (${input.id}, ${userId}, ${input.conversationId}, ${input.role}, '', ${input.createdAt ?? new Date().toISOString()}, now())`;
    return { row: null, created: false };
  }
  const [row] = await tx<MessageRow[]>`insert into messages (id, user_id, conversation_id, role, content, metadata, created_at)
    values (${input.id}, ${userId}, ${input.conversationId}, ${input.role}, ${input.content}, ${tx.json((input.metadata ?? {}) as never)},
            ${input.createdAt ?? new Date().toISOString()})
    returning *`;
  // The trigger stamps updated_at and a new change number, so the conversation moves to the top on every device.
  await tx`update conversations set updated_at = now() where id = ${input.conversationId}`;
  return { row, created: true };
}

export async function listMessages(db: Db, userId: string, conversationId: string): Promise<MessageRow[]> {
  return db<MessageRow[]>`select * from messages where conversation_id = ${conversationId} and user_id = ${userId} and deleted_at is null
    order by created_at, id`;
}

/** The latest messages before `beforeId`, oldest first: the conversation so far, for the model's context. */
export async function recentMessages(
  db: Db,
  userId: string,
  conversationId: string,
  limit: number,
  beforeId?: string,
): Promise<MessageRow[]> {
  const rows = await db<MessageRow[]>`select * from messages
    where conversation_id = ${conversationId} and user_id = ${userId} and deleted_at is null
      ${beforeId ? db`and id <> ${beforeId}` : db``}
    order by created_at desc, id desc limit ${limit}`;
  return rows.reverse();
}

/** Chat document numbers (TR-YYYY-NNNN) this user's assistant messages already handed out in a year. */
export async function chatDocumentNumbersUsed(db: Db, userId: string, year: number): Promise<string[]> {
  const pattern = `TR-${year}-[0-9]{4}`;
  const rows = await db<{ n: string }[]>`select distinct (regexp_matches(content, ${pattern}, 'g'))[1] as n from messages
    where user_id = ${userId} and role = 'assistant' and content ~ ${pattern}`;
  return rows.map((r) => r.n);
}
