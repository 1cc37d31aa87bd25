import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../context';
import { validate } from '../validate';
import { aiCall, aiClientFor } from '../middleware/ai';
import { answerChat, type ChatReply } from '../services/chat-stream';
import { signedIn } from './ai-media';
import { figureWarning, replacedNote, replaceUnsupportedFigures, unsupportedFigures } from '../../src/domain/chat/figure-check';
import { ChatStreamBody } from '../../src/domain/chat/schemas';

/**
 * POST /api/chat/stream: the HTTP side of a chat answer (api/services/chat-stream.ts makes it). The answer goes out as
 * text/plain, each piece as soon as it is there; the ids of the stored question and reply, and where the answer came
 * from, travel in headers, since the body is only the text.
 */
function headers(reply: ChatReply): Record<string, string> {
  return {
    'content-type': 'text/plain; charset=utf-8',
    // no-transform keeps the compress middleware (and proxies) from buffering the stream.
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-conversation-id': reply.conversationId,
    'x-user-message-id': reply.userMessageId,
    'x-assistant-message-id': reply.replyId,
    'x-answer-source': reply.source,
  };
}

/** One piece per read, so nothing is buffered; a reader that goes away stops the answer (`onCancel`). */
function textStream(chunks: AsyncIterable<string>, onCancel: () => void): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  const pieces = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const r = await pieces.next();
      try {
        if (r.done) controller.close();
        else controller.enqueue(enc.encode(r.value));
      } catch {
        // already cancelled by the runtime: nobody to send to
      }
    },
    cancel() {
      onCancel();
      void pieces.return?.();
    },
  });
}

export const chatStreamRoutes = new Hono<AppEnv>().post('/chat/stream', aiCall, signedIn, validate('json', ChatStreamBody), async (c) => {
  const { sql, now, log } = c.get('deps');
  const gone = new AbortController();
  const reply = await answerChat(
    {
      sql,
      now,
      log,
      ai: aiClientFor(c),
      checkFigures: (answer, facts, question, support) => figureWarning(unsupportedFigures(answer, facts, question, support)),
      cleanFigures: (text, facts, question, support) => {
        const r = replaceUnsupportedFigures(text, facts, question, support);
        return { text: r.text, removed: r.removed.length };
      },
      replacedNote,
    },
    { userId: requireUser(c).id, body: c.req.valid('json'), signal: AbortSignal.any([c.req.raw.signal, gone.signal]) },
  );
  // Nobody is listening any more: answer with nothing rather than an error page.
  if (!reply) return new Response(null, { status: 499 });
  return new Response(
    textStream(reply.chunks, () => gone.abort()),
    { status: 200, headers: headers(reply) },
  );
});
