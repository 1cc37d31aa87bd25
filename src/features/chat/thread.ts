/**
 * The messages a conversation shows: the device's stored rows (Dexie, filled by local writes and sync pulls) plus, while
 * an answer streams, one in-memory placeholder. The placeholder carries the id the server stores the reply under
 * (replyId), so the moment the stored row arrives — from our own write or a pull — the placeholder steps aside and the
 * answer is never shown twice.
 */
import type { Message, MessageMetadata, MessageRole } from '../../domain/chat/schemas';

export interface ThreadMessage {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  metadata: MessageMetadata;
  createdAt: string;
  /** The answer is still arriving (placeholder only). */
  streaming?: boolean;
}

export interface PendingReply {
  id: string;
  conversationId: string;
  text: string;
  startedAt: string;
}

const ROLE_ORDER: Record<MessageRole, number> = { user: 0, assistant: 1 };

/** Oldest first; at the same instant the question comes before its answer. */
export function compareMessages(a: Pick<ThreadMessage, 'createdAt' | 'role'>, b: Pick<ThreadMessage, 'createdAt' | 'role'>): number {
  return a.createdAt.localeCompare(b.createdAt) || ROLE_ORDER[a.role] - ROLE_ORDER[b.role];
}

export function buildThread(rows: readonly ThreadMessage[], pending: PendingReply | null, conversationId: string | null): ThreadMessage[] {
  const list = rows.filter((r) => r.conversationId === conversationId).sort(compareMessages);
  if (!pending || pending.conversationId !== conversationId || list.some((r) => r.id === pending.id)) return list;
  // The placeholder always sits last: it answers the newest question, whatever the two clocks say.
  return [
    ...list,
    {
      id: pending.id,
      conversationId: pending.conversationId,
      role: 'assistant',
      content: pending.text,
      metadata: {},
      createdAt: pending.startedAt,
      streaming: true,
    },
  ];
}

/**
 * A device row (MessageRow) as the thread shows it. Rows are typed, but IndexedDB keeps whatever an earlier version of
 * the app stored, so the fields are checked again here and only well-formed messages are kept.
 */
export function toThreadMessage(row: { readonly [K in keyof Message]?: unknown }): ThreadMessage | null {
  const { id, conversationId, role, content, metadata, createdAt } = row;
  if (typeof id !== 'string' || typeof conversationId !== 'string' || typeof createdAt !== 'string') return null;
  if (role !== 'user' && role !== 'assistant') return null;
  return {
    id,
    conversationId,
    role,
    content: typeof content === 'string' ? content : '',
    metadata: metadata && typeof metadata === 'object' ? (metadata as MessageMetadata) : {},
    createdAt,
  };
}
