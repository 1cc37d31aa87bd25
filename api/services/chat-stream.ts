import { randomUUID } from 'node:crypto';
import type OpenAI from 'openai';
import type { Ctx } from '../context';
import { requireUser } from '../context';
import { AppError, notFound } from '../errors';
import { withUserTx } from '../sync/tx';
import * as chat from '../repos/chat';
import { getUser } from '../repos/users';
import { getAiClient, type AiClient } from './ai';
import { answerTask, builtInAnswer, type BuiltInContext, type ChatAnswer, UNAVAILABLE_MESSAGE } from '../../src/domain/chat/answer';
import { detectChatTask } from '../../src/domain/chat/intent';
import { stripTaskPayload } from '../../src/domain/chat/payload';
import { answerFooter, buildSystemPrompt, retrieveFacts, type Retrieval } from '../../src/domain/chat/prompt';
import type { ChatStreamBody, MessageMetadata } from '../../src/domain/chat/schemas';
import { conversationTitle } from '../../src/domain/chat/title';
import { DEFAULT_STATE, DEFAULT_TRADE, STATES, type State } from '../../src/domain/constants';
import { DEFAULT_TIME_ZONE, isoFromInstant } from '../../src/domain/dates';

/**
 * POST /api/chat/stream. Stores the user's message (idempotently, so the outbox's later message.create is a harmless
 * duplicate), answers it — from the model with our retrieved facts when a provider is configured, else the built-in
 * assistant — streams the answer as text/plain, and stores the reply before the stream ends (so a reload right after
 * sees it). No transaction is held while streaming: PGlite has one connection and other requests must go on.
 */
export const chatStreamOptions = {
  /** ms without a byte from the provider before we give up (also the wait for the first byte). Tests lower it. */
  idleTimeoutMs: 60_000,
  /** Earlier messages sent to the model as context. */
  historyLimit: 12,
  /** Built-in answers go out in pieces of about this many characters. */
  chunkChars: 96,
};

const HISTORY_CHARS = 4000;

class ClientGone extends Error {}
class UpstreamTimeout extends Error {}

const pickState = (...values: Array<string | null | undefined>): State =>
  (values.find((v) => v && (STATES as readonly string[]).includes(v)) as State | undefined) ?? DEFAULT_STATE;

interface Prepared {
  userId: string;
  conversationId: string;
  userMessageId: string;
  userMessageAt: number;
  replyId: string;
  state: State;
  trade: string;
}

/** Creates the conversation if it is new (title rule of spec §9) and stores the user's message. */
async function storeQuestion(c: Ctx, body: ChatStreamBody): Promise<Prepared> {
  const { sql, now } = c.get('deps');
  const me = requireUser(c);
  const user = await getUser(sql, me.id);
  const conversationId = body.conversationId ?? randomUUID();
  const userMessageId = body.messageId ?? randomUUID();
  return withUserTx(sql, me.id, async (tx) => {
    const [existing] = await tx<chat.ConversationRow[]>`select * from conversations where id = ${conversationId}`;
    if (existing && (existing.user_id !== me.id || existing.deleted_at)) throw notFound('Conversation');
    const state = pickState(body.state, existing?.state, user?.state);
    const trade = body.trade ?? existing?.trade ?? (user?.trade?.trim() || DEFAULT_TRADE);
    if (!existing) {
      const title = conversationTitle({ message: body.message, imageName: body.metadata?.imageName });
      await chat.createConversation(tx, me.id, { id: conversationId, title, state, trade, createdAt: now().toISOString() });
    }
    const { row } = await chat.createMessage(tx, me.id, {
      id: userMessageId,
      conversationId,
      role: 'user',
      content: body.message,
      metadata: body.metadata,
      createdAt: now().toISOString(),
    });
    if (!row) throw notFound('Conversation');
    return {
      userId: me.id,
      conversationId,
      userMessageId,
      userMessageAt: row.created_at.getTime(),
      replyId: body.replyId ?? randomUUID(),
      state,
      trade,
    };
  });
}

async function storeReply(c: Ctx, p: Prepared, content: string, metadata: MessageMetadata): Promise<void> {
  const { sql, now, log } = c.get('deps');
  // After the question even when the device's clock runs ahead of the server's, so the pair never swaps places.
  const at = Math.max(now().getTime(), p.userMessageAt + 1);
  try {
    await withUserTx(sql, p.userId, (tx) =>
      chat.createMessage(tx, p.userId, {
        id: p.replyId,
        conversationId: p.conversationId,
        role: 'assistant',
        content,
        metadata,
        createdAt: new Date(at).toISOString(),
      }),
    );
  } catch (err) {
    // The person already has the answer on screen; a failed save is logged, not turned into a broken stream.
    log('error', 'storing the assistant reply failed', err);
  }
}

function headers(p: Prepared, source: 'ai' | 'built-in'): Record<string, string> {
  return {
    'content-type': 'text/plain; charset=utf-8',
    // no-transform keeps the compress middleware (and proxies) from buffering the stream.
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-conversation-id': p.conversationId,
    'x-user-message-id': p.userMessageId,
    'x-assistant-message-id': p.replyId,
    'x-answer-source': source,
  };
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const cut = rest.lastIndexOf(' ', size);
    const at = cut > size / 2 ? cut + 1 : size;
    out.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest) out.push(rest);
  return out;
}

/** A complete answer we already have (built-in or a task): stored first, then sent in pieces. */
async function streamKnownAnswer(c: Ctx, p: Prepared, answer: ChatAnswer): Promise<Response> {
  const metadata: MessageMetadata = {};
  if (answer.sources.length) metadata.sources = answer.sources;
  if (answer.task) metadata.task = answer.task as MessageMetadata['task'];
  await storeReply(c, p, answer.markdown, metadata);
  const enc = new TextEncoder();
  const pieces = chunks(answer.markdown, chatStreamOptions.chunkChars);
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) controller.enqueue(enc.encode(pieces[i++]));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: headers(p, 'built-in') });
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

async function modelMessages(c: Ctx, p: Prepared, body: ChatStreamBody): Promise<{ messages: ChatMessage[]; retrieval: Retrieval }> {
  const { sql, now } = c.get('deps');
  const historyQuery = chat.recentMessages(sql, p.userId, p.conversationId, chatStreamOptions.historyLimit, p.userMessageId);
  // Retrieval is CPU work: do it while the history query is on the wire.
  const retrieval = retrieveFacts(body.message, { state: p.state, trade: p.trade });
  const history = await historyQuery;
  const system = buildSystemPrompt({
    retrieval,
    state: p.state,
    trade: p.trade,
    profile: body.userProfile,
    today: isoFromInstant(now(), DEFAULT_TIME_ZONE),
    imageAnalysis: body.imageAnalysis,
  });
  const past: ChatMessage[] = history
    .filter((m) => !m.metadata?.error && m.content.trim())
    .map((m) => ({ role: m.role, content: stripTaskPayload(m.content).slice(0, HISTORY_CHARS) }));
  const image = body.metadata?.imagePreview;
  const text = body.message.trim() || 'What can you tell me about this photo?';
  const question: ChatMessage =
    image?.startsWith('data:image/') && !body.imageAnalysis
      ? {
          role: 'user',
          content: [
            { type: 'text', text },
            { type: 'image_url', image_url: { url: image } },
          ],
        }
      : { role: 'user', content: text };
  return { messages: [{ role: 'system', content: system }, ...past, question], retrieval };
}

/** The provider's answer, streamed through; the Sources list and the disclaimer follow the model's text. */
async function streamModelAnswer(c: Ctx, p: Prepared, body: ChatStreamBody, ai: AiClient): Promise<Response> {
  const { log } = c.get('deps');
  const { messages, retrieval } = await modelMessages(c, p, body);

  const upstream = new AbortController();
  const clientSignal = c.req.raw.signal;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(idle);
    idle = setTimeout(() => upstream.abort(new UpstreamTimeout('The provider stopped answering')), chatStreamOptions.idleTimeoutMs);
  };
  const onClientGone = () => upstream.abort(new ClientGone('The client went away'));
  const finish = () => {
    clearTimeout(idle);
    clientSignal.removeEventListener('abort', onClientGone);
  };
  if (clientSignal.aborted) throw new ClientGone();
  clientSignal.addEventListener('abort', onClientGone, { once: true });

  let iterator: AsyncIterator<OpenAI.Chat.Completions.ChatCompletionChunk>;
  let first = '';
  arm();
  try {
    const stream = await ai.client.chat.completions.create({ model: ai.model, messages, stream: true }, { signal: upstream.signal });
    iterator = stream[Symbol.asyncIterator]();
    // Wait for the first words before answering 200: a provider that fails now gets a proper error status.
    for (;;) {
      const r = await iterator.next();
      arm();
      if (r.done) break;
      first = r.value.choices?.[0]?.delta?.content ?? '';
      if (first) break;
    }
    // The SDK ends an aborted stream quietly, as if the model had finished.
    if (upstream.signal.aborted) throw upstream.signal.reason;
  } catch (err) {
    finish();
    if (upstream.signal.reason instanceof ClientGone) throw upstream.signal.reason;
    log('error', 'chat provider failed before answering', err);
    throw new AppError('PROVIDER_ERROR', UNAVAILABLE_MESSAGE);
  }
  if (!first) {
    finish();
    log('error', 'chat provider ended without an answer');
    throw new AppError('PROVIDER_ERROR', UNAVAILABLE_MESSAGE);
  }

  const enc = new TextEncoder();
  const sources = retrieval.sources.length ? { sources: retrieval.sources } : {};
  let text = first;
  let done = false;
  const responseBody = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(enc.encode(first));
    },
    async pull(controller) {
      if (done) return;
      try {
        const r = await iterator.next();
        arm();
        if (upstream.signal.aborted) throw upstream.signal.reason;
        if (!r.done) {
          const piece = r.value.choices?.[0]?.delta?.content ?? '';
          if (piece) {
            text += piece;
            controller.enqueue(enc.encode(piece));
          }
          return;
        }
        done = true;
        finish();
        const tail = answerFooter(retrieval);
        controller.enqueue(enc.encode(tail));
        await storeReply(c, p, text + tail, sources);
        controller.close();
      } catch (err) {
        done = true;
        finish();
        if (upstream.signal.reason instanceof ClientGone) {
          try {
            controller.close();
          } catch {
            // already cancelled by the runtime
          }
          return;
        }
        log('error', 'chat provider failed mid-answer', err);
        const tail = `\n\n${UNAVAILABLE_MESSAGE}`;
        controller.enqueue(enc.encode(tail));
        await storeReply(c, p, text + tail, { ...sources, error: true });
        controller.close();
      }
    },
    cancel() {
      // The browser went away: stop paying for an answer nobody will read.
      done = true;
      finish();
      upstream.abort(new ClientGone('The client went away'));
    },
  });
  return new Response(responseBody, { status: 200, headers: headers(p, 'ai') });
}

export async function handleChatStream(c: Ctx, body: ChatStreamBody): Promise<Response> {
  const p = await storeQuestion(c, body);
  const { sql, env, now } = c.get('deps');
  const ai = getAiClient(env);
  const ms = now().getTime();
  const ctx: BuiltInContext = { state: p.state, trade: p.trade, now: ms, hasImage: !!body.metadata?.imagePreview };
  const task = detectChatTask(body.message);
  if (task?.kind === 'document') {
    // Only a chat quote/invoice needs the numbers already handed out (a scan of this user's answers).
    const year = Number(isoFromInstant(ms, DEFAULT_TIME_ZONE).slice(0, 4));
    ctx.existingDocumentNumbers = await chat.chatDocumentNumbersUsed(sql, p.userId, year);
  }
  if (task) {
    const answer = answerTask(task, ctx);
    // A job the estimator or the parser could not read goes to the model, which may do better.
    if (answer.complete || !ai) return streamKnownAnswer(c, p, answer);
  }
  if (!ai) return streamKnownAnswer(c, p, builtInAnswer(body.message, ctx));
  try {
    return await streamModelAnswer(c, p, body, ai);
  } catch (err) {
    // Nobody is listening any more: answer with nothing rather than an error page.
    if (err instanceof ClientGone) return new Response(null, { status: 499 });
    throw err;
  }
}
