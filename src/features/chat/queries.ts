import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb, type ConversationRow } from '../../data/local-db';
import { dropPendingDraft, readPendingDraft } from './draft-pending';
import { saveDraft } from './mutations';
import { toThreadMessage, type ThreadMessage } from './thread';

export interface ConversationView {
  id: string;
  title: string;
  state: string;
  trade: string;
  createdAt: string;
  updatedAt: string;
}

function toConversationView(row: ConversationRow): ConversationView {
  return {
    id: row.id,
    title: row.title || 'New Chat',
    state: row.state,
    trade: row.trade,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The user's conversations, most recently active first. undefined while IndexedDB is first read. */
export function useConversations(userId: string): ConversationView[] | undefined {
  return useLiveQuery(async () => {
    const rows = await getDb()
      .conversations.where('[userId+updatedAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows.map(toConversationView);
  }, [userId]);
}

/** One conversation; null when it is not on this device (deleted, or not pulled yet). */
export function useConversation(userId: string, id: string | null): ConversationView | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const row = await getDb().conversations.get(id);
    return row && row.userId === userId ? toConversationView(row) : null;
  }, [userId, id]);
}

export function useMessages(userId: string, conversationId: string | null): ThreadMessage[] | undefined {
  return useLiveQuery(async () => {
    if (!conversationId) return [];
    const rows = await getDb()
      .messages.where('[conversationId+createdAt]')
      .between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey])
      .toArray();
    return rows.filter((r) => r.userId === userId).flatMap((r) => toThreadMessage(r) ?? []);
  }, [userId, conversationId]);
}

/** Every stored message text of the user, for numbering chat-made documents on the device. */
export async function readMessageTexts(userId: string): Promise<string[]> {
  const rows = await getDb().messages.where('userId').equals(userId).toArray();
  return rows.map((r) => r.content);
}

/**
 * The composer text saved for a conversation ('new' before one exists); '' when none. A copy kept as a page went
 * (draft-pending.ts) wins when it is newer than the stored draft, and is stored now.
 */
export async function readDraft(userId: string, key: string): Promise<string> {
  const row = await getDb().chatDrafts.get(key);
  const pending = readPendingDraft(key);
  if (pending && pending.userId === userId && (!row || row.userId !== userId || pending.updatedAt >= row.updatedAt)) {
    await saveDraft(userId, key, pending.text);
    return pending.text.trim() ? pending.text : '';
  }
  if (pending) dropPendingDraft(key);
  return row && row.userId === userId ? row.text : '';
}
