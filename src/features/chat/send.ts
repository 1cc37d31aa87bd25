import { ApiError, apiFetch, errorMessage } from '../../data/api';
import { toast, toastFailure } from '../../app/toast/store';
import type { MessageMetadata, UserProfileHint } from '../../domain/chat/schemas';
import { conversationTitle } from '../../domain/chat/title';
import type { State } from '../../domain/constants';
import type { AttachedImage } from './image';
import { analyzeImage } from './media';
import { clearDraft, startConversation, storeMessage } from './mutations';
import { readMessageTexts } from './queries';
import { isConnectionFailure, readTextStream } from './stream';
import type { PendingReply } from './thread';

export const loadDeviceAssistant = () => import('./offline-answer');

export interface SendContext {
  userId: string;
  /** The conversation on screen: its id and, once on this device, its state and trade. */
  conversationId: string | null;
  conversation: { state: string; trade: string } | null;
  /** For a new conversation: the profile's state and trade (or the defaults). */
  scope: { state: State; trade: string };
  userProfile: UserProfileHint;
  /** Push the outbox and pull (the scheduler's syncNow). */
  sync(): void;
}

export type SendPhase = 'idle' | 'analysing' | 'sending';

export interface SendUi {
  phase(p: SendPhase): void;
  pending(update: (p: PendingReply | null) => PendingReply | null): void;
  conversationStarted(id: string): void;
  sent?(text: string): void;
}

/**
 * Spec §4 Sending. The first message creates the conversation; the question is stored on the device (outbox) under a
 * client id, and a placeholder shows while the answer streams from POST /api/chat/stream, which stores the question
 * and the answer under the same ids (so nothing is stored twice). With no connection the device answers at once from
 * its knowledge base and the question waits in the outbox. Any other failure removes the placeholder (the last local
 * message) with 'Failed to send message'.
 *
 * Resolves true once the question is stored (even if its answer then failed), false when nothing was kept.
 */
export async function sendChatMessage(c: SendContext, input: { text: string; image?: AttachedImage | null }, ui: SendUi): Promise<boolean> {
  const text = input.text.trim();
  const image = input.image ?? null;
  if (!text && !image) return false;
  ui.phase('sending');
  let stored = false;
  try {
    let conversationId = c.conversationId;
    let scope: { state: string; trade: string } = c.conversation ?? c.scope;
    if (!conversationId || !c.conversation) {
      try {
        // An id from the address bar that is not on this device yet is created under that id (a no-op on the server).
        conversationId = await startConversation(c.userId, {
          id: conversationId ?? undefined,
          title: conversationTitle({ message: text, imageName: image?.name }),
          ...c.scope,
        });
        scope = c.scope;
      } catch (err) {
        toastFailure('Starting a conversation', err, 'Failed to start conversation. Please try again.');
        return false;
      }
      void clearDraft('new');
      ui.conversationStarted(conversationId);
    }
    const metadata: MessageMetadata | undefined = image ? { imagePreview: image.dataUrl, imageName: image.name } : undefined;
    const messageId = crypto.randomUUID();
    const replyId = crypto.randomUUID();
    await storeMessage(c.userId, { id: messageId, conversationId, role: 'user', content: text, metadata });
    stored = true;
    void clearDraft(conversationId);
    ui.sent?.(text);
    ui.pending(() => ({ id: replyId, conversationId, text: '', startedAt: new Date().toISOString() }));
    const showText = (soFar: string) => ui.pending((p) => (p && p.id === replyId ? { ...p, text: soFar } : p));

    if (navigator.onLine) {
      let imageAnalysis: string | undefined;
      if (image) {
        ui.phase('analysing');
        // Spec §8: a failed analysis is only logged; the photo stays with the question either way.
        imageAnalysis = await analyzeImage(image).catch((err: unknown) => {
          console.warn('Image analysis failed', err);
          return undefined;
        });
        ui.phase('sending');
      }
      try {
        const res = await apiFetch(
          'POST',
          '/api/chat/stream',
          {
            conversationId,
            message: text,
            metadata,
            userProfile: c.userProfile,
            messageId,
            replyId,
            state: scope.state,
            trade: scope.trade,
            imageAnalysis,
          },
          { headers: { accept: 'text/plain' } },
        );
        const answer = await readTextStream(res.body, showText);
        // The server has stored this reply under replyId; the device copy shows it now and the outbox entry is a
        // harmless duplicate there. The next pull brings the server's copy with its sources.
        if (answer.trim()) await storeMessage(c.userId, { id: replyId, conversationId, role: 'assistant', content: answer });
        ui.pending(() => null);
        c.sync();
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'SUBSCRIPTION_REQUIRED') {
          // A lapsed subscription pauses the paid provider, not the assistant: the built-in knowledge base on this
          // device answers instead (below), and the person is told why the answer is the built-in one.
          toast({ title: 'AI features paused', description: errorMessage(err, '') || undefined });
        } else if (!isConnectionFailure(err)) {
          ui.pending(() => null);
          toastFailure('Sending the message', err, 'Failed to send message', errorMessage(err, '') || undefined);
          return true;
        }
      }
    }

    const { deviceAnswer } = await loadDeviceAssistant();
    const reply = deviceAnswer(text, {
      state: scope.state,
      trade: scope.trade,
      now: Date.now(),
      earlierTexts: await readMessageTexts(c.userId),
      hasImage: !!image,
    });
    // Same replyId: if the server did answer before the signal dropped, its copy and this one are one message.
    await storeMessage(c.userId, { id: replyId, conversationId, role: 'assistant', content: reply.content, metadata: reply.metadata });
    ui.pending(() => null);
    return true;
  } catch (err) {
    ui.pending(() => null);
    toastFailure('Sending the message', err, 'Failed to send message');
    return stored;
  } finally {
    ui.phase('idle');
  }
}
