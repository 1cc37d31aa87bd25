import { getDb } from '../../data/local-db';
import { mutate } from '../../data/sync/mutate';
import type { MaterialsListPayload } from '../../domain/chat/payload';
import type { MessageMetadata, MessageRole } from '../../domain/chat/schemas';
import type { State } from '../../domain/constants';
import { listFromEstimate } from '../../domain/estimator/to-list';
import { dropPendingDraft, keepPendingDraft } from './draft-pending';

/** Every write below lands on the device first with its outbox entry; the sync engine sends it when it can. */

export async function startConversation(
  userId: string,
  input: { id?: string; title: string; state: State; trade: string },
): Promise<string> {
  const id = input.id ?? crypto.randomUUID();
  await mutate(
    'conversation.create',
    { id, title: input.title, state: input.state, trade: input.trade, createdAt: new Date().toISOString() },
    { userId },
  );
  return id;
}

export interface NewMessage {
  id: string;
  conversationId: string;
  role: MessageRole;
  content: string;
  metadata?: MessageMetadata;
  createdAt?: string;
}

/** A message stored once under its client id: the stream endpoint stores the same ids, so the server keeps one copy. */
export async function storeMessage(userId: string, msg: NewMessage): Promise<void> {
  await mutate('message.create', { ...msg, createdAt: msg.createdAt ?? new Date().toISOString() }, { userId });
}

export async function deleteConversation(userId: string, id: string): Promise<void> {
  await mutate('conversation.delete', { id }, { userId });
}

/** Drafts stay on this device (never synced): a half-typed question survives a reload or a lost signal. */
export async function saveDraft(userId: string, key: string, text: string): Promise<void> {
  const db = getDb();
  if (text.trim()) await db.chatDrafts.put({ conversationId: key, userId, text, updatedAt: new Date().toISOString() });
  else await db.chatDrafts.delete(key);
  dropPendingDraft(key); // what a page that went kept is older than this
}

/**
 * saveDraft for a page that is going away (pagehide): the IndexedDB request is made before this returns. Dexie starts
 * its transaction a few microtasks later, which an unloading page does not reach (measured: a draft typed just before a
 * reload was lost through Dexie, kept this way — tests/e2e/chat.spec.ts). Even this direct write was still lost on a
 * loaded machine (2 runs in 30), so the text is also kept synchronously (draft-pending.ts) for the next read to take.
 */
export function saveDraftNow(userId: string, key: string, text: string): void {
  const updatedAt = new Date().toISOString();
  keepPendingDraft(key, { userId, text, updatedAt });
  const db = getDb();
  if (!db.isOpen()) {
    void saveDraft(userId, key, text).catch((err: unknown) => console.warn('Saving the chat draft failed', err));
    return;
  }
  const tx = db.backendDB().transaction('chatDrafts', 'readwrite');
  const store = tx.objectStore('chatDrafts');
  if (text.trim()) store.put({ conversationId: key, userId, text, updatedAt });
  else store.delete(key);
  tx.commit(); // now, not when the (unloading) page's event loop would next notice the transaction is idle
}

export async function clearDraft(key: string): Promise<void> {
  dropPendingDraft(key); // first: a sent question must not come back from a copy kept as a page went
  await getDb().chatDrafts.delete(key);
}

/** A chat-made materials list saved to the user's Materials Lists (the same list the Materials screen makes). */
export async function saveMaterialsListFromChat(userId: string, payload: MaterialsListPayload): Promise<string> {
  const newId = () => crypto.randomUUID();
  const args = listFromEstimate(payload, { id: newId(), createdAt: new Date().toISOString(), newId });
  await mutate('materialsList.create', args, { userId });
  return args.id;
}
