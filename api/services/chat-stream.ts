import { randomUUID } from 'node:crypto';
import type OpenAI from 'openai';
import type { Deps } from '../context';
import { AppError, notFound } from '../errors';
import { withUserTx } from '../sync/tx';
import * as chat from '../repos/chat';
import { getUser } from '../repos/users';
import type { AiClient } from './ai';
import { answerTask, builtInAnswer, type BuiltInContext, type ChatAnswer, UNAVAILABLE_MESSAGE } from '../../src/domain/chat/answer';
import { detectChatTask } from '../../src/domain/chat/intent';
import { stripTaskPayload } from '../../src/domain/chat/payload';
import { MODEL_TOOLS, preCalls, runModelTool, type ToolContext } from '../../src/domain/chat/model-tools';
import { answerFooter, buildSystemPrompt, retrieveFacts, type Retrieval } from '../../src/domain/chat/prompt';
import type { ChatStreamBody, MessageMetadata } from '../../src/domain/chat/schemas';
import { conversationTitle } from '../../src/domain/chat/title';
import type { KbEntry } from '../../src/domain/kb/types';
import { DEFAULT_STATE, DEFAULT_TRADE, STATES, type State } from '../../src/domain/constants';
import { DEFAULT_TIME_ZONE, isoFromInstant } from '../../src/domain/dates';

/**
 * The chat answer behind POST /api/chat/stream (api/routes/chat-stream.ts writes it to HTTP). Stores the user's
 * message (idempotently, so the outbox's later message.create is a harmless duplicate), answers it — from the model
 * with our retrieved facts when a provider is configured, else the built-in assistant — as pieces of text, and stores
 * the reply before the last piece (so a reload right after the stream sees it). No transaction is held while
 * streaming: PGlite has one connection and other requests must go on.
 */
export const chatStreamOptions = {
  /** ms without a byte from the provider before we give up (also the wait for the first byte). Tests lower it. */
  idleTimeoutMs: 60_000,
  /** Earlier messages sent to the model as context. */
  historyLimit: 12,
  /** Built-in answers go out in pieces of about this many characters. */
  chunkChars: 96,
};

/** What an answer needs, given by the caller: no HTTP context in here. */
export interface ChatStreamDeps extends Pick<Deps, 'sql' | 'now' | 'log'> {
  /** The model, or null: the built-in assistant answers. */
  ai: AiClient | null;
  /** The line to add under a model's answer for figures the facts it was given do not hold ('' when there are none). */
  checkFigures: (answer: string, facts: readonly KbEntry[], question: string, support: readonly string[]) => string;
  /**
   * Replaces, in place, figures the facts, the question and `support` (what the model's function calls returned) don't
   * back (issue 17: never shown as a statement).
   */
  cleanFigures?: (
    text: string,
    facts: readonly KbEntry[],
    question: string,
    support: readonly string[],
  ) => { text: string; removed: number };
  /** The note under an answer whose figures were replaced. */
  replacedNote?: (count: number) => string;
}

export interface ChatQuestion {
  userId: string;
  body: ChatStreamBody;
  /** Aborts when nobody is listening any more: the provider request stops with it. */
  signal: AbortSignal;
}

export interface ChatReply {
  conversationId: string;
  userMessageId: string;
  replyId: string;
  source: 'ai' | 'built-in';
  /** The answer's text in the pieces to send as they come; the reply is stored before the last one. */
  chunks: AsyncIterable<string>;
}

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
async function storeQuestion(deps: ChatStreamDeps, userId: string, body: ChatStreamBody): Promise<Prepared> {
  const { sql, now } = deps;
  const user = await getUser(sql, userId);
  const conversationId = body.conversationId ?? randomUUID();
  const userMessageId = body.messageId ?? randomUUID();
  return withUserTx(sql, userId, async (tx) => {
    const existing = await chat.findConversation(tx, conversationId);
    if (existing && (existing.user_id !== userId || existing.deleted_at)) throw notFound('Conversation');
    const state = pickState(body.state, existing?.state, user?.state);
    const trade = body.trade ?? existing?.trade ?? (user?.trade?.trim() || DEFAULT_TRADE);
    if (!existing) {
      const title = conversationTitle({ message: body.message, imageName: body.metadata?.imageName });
      await chat.createConversation(tx, userId, { id: conversationId, title, state, trade, createdAt: now().toISOString() });
    }
    const { row } = await chat.createMessage(tx, userId, {
      id: userMessageId,
      conversationId,
      role: 'user',
      content: body.message,
      metadata: body.metadata,
      createdAt: now().toISOString(),
    });
    if (!row) throw notFound('Conversation');
    return {
      userId,
      conversationId,
      userMessageId,
      userMessageAt: row.created_at.getTime(),
      replyId: body.replyId ?? randomUUID(),
      state,
      trade,
    };
  });
}

async function storeReply(deps: ChatStreamDeps, p: Prepared, content: string, metadata: MessageMetadata): Promise<void> {
  const { sql, now, log } = deps;
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

const reply = (p: Prepared, source: ChatReply['source'], chunks: AsyncIterable<string>): ChatReply => ({
  conversationId: p.conversationId,
  userMessageId: p.userMessageId,
  replyId: p.replyId,
  source,
  chunks,
});

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

async function* inTurn(pieces: readonly string[]): AsyncGenerator<string> {
  yield* pieces;
}

/** A complete answer we already have (built-in or a task): stored first, then sent in pieces. */
async function knownAnswer(deps: ChatStreamDeps, p: Prepared, answer: ChatAnswer): Promise<ChatReply> {
  const metadata: MessageMetadata = {};
  if (answer.sources.length) metadata.sources = answer.sources;
  if (answer.task) metadata.task = answer.task as MessageMetadata['task'];
  await storeReply(deps, p, answer.markdown, metadata);
  return reply(p, 'built-in', inTurn(chunks(answer.markdown, chatStreamOptions.chunkChars)));
}

type ChatMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** Rounds of the model calling tools before it must answer in words. */
const MAX_TOOL_ROUNDS = 3;

interface ModelInput {
  messages: ChatMessage[];
  retrieval: Retrieval;
  tools: ToolContext;
  /** What the pre-called tools returned: lines whose figures the model may state. */
  support: string[];
}

/** Runs tool calls and appends the assistant's call and each result to the conversation sent to the model. */
function callTools(
  messages: ChatMessage[],
  calls: ReadonlyArray<{ id: string; name: string; args: string }>,
  ctx: ToolContext,
  support: string[],
  content: string | null = null,
): void {
  messages.push({
    role: 'assistant',
    content,
    tool_calls: calls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.args } })),
  });
  for (const c of calls) {
    const out = runModelTool(c.name, c.args, ctx);
    support.push(...out.support);
    messages.push({ role: 'tool', tool_call_id: c.id, content: out.content });
  }
}

async function modelMessages(deps: ChatStreamDeps, p: Prepared, body: ChatStreamBody): Promise<ModelInput> {
  const { sql, now } = deps;
  const historyQuery = chat.recentMessages(sql, p.userId, p.conversationId, chatStreamOptions.historyLimit, p.userMessageId);
  // Retrieval is CPU work: do it while the history query is on the wire.
  const retrieval = retrieveFacts(body.message, { state: p.state, trade: p.trade });
  const history = await historyQuery;
  const today = isoFromInstant(now(), DEFAULT_TIME_ZONE);
  const system = buildSystemPrompt({
    retrieval,
    state: p.state,
    trade: p.trade,
    profile: body.userProfile,
    today,
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
  const messages: ChatMessage[] = [{ role: 'system', content: system }, ...past, question];
  // Issue 17: the parsed query and its rule rows reach the model as function calls the app has already made, so they
  // are in the conversation before it writes a word, at no extra round trip.
  const tools: ToolContext = { question: text, state: p.state, trade: p.trade, today };
  const support: string[] = [];
  const pre = preCalls(tools).map((c, i) => ({ id: `call_app_${i + 1}`, name: c.name, args: JSON.stringify(c.args) }));
  callTools(messages, pre, tools, support);
  return { messages, retrieval, tools, support };
}

/**
 * The provider's answer; the Sources list and the disclaimer follow the model's text. The model may call the tools of
 * model-tools.ts (rule rows, GST, super, deposit cap, thresholds, ABN) for up to MAX_TOOL_ROUNDS rounds; every figure
 * it writes is checked against what those calls and the retrieved facts returned before the tradie sees it.
 */
async function modelAnswer(deps: ChatStreamDeps, p: Prepared, q: ChatQuestion, ai: AiClient): Promise<ChatReply> {
  const { log } = deps;
  const { body, signal: clientSignal } = q;
  const { messages, retrieval, tools: toolCtx, support } = await modelMessages(deps, p, body);

  const upstream = new AbortController();
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

  /** The model's words as they come; tool calls between them are run here and the model asked again. */
  async function* modelText(): AsyncGenerator<string> {
    for (let round = 0; ; round++) {
      arm();
      const stream = await ai.client.chat.completions.create(
        {
          model: ai.model,
          messages,
          stream: true,
          tools: [...MODEL_TOOLS],
          // After MAX_TOOL_ROUNDS the model answers with what it has.
          ...(round >= MAX_TOOL_ROUNDS ? { tool_choice: 'none' as const } : {}),
        },
        { signal: upstream.signal },
      );
      const calls: Array<{ id: string; name: string; args: string }> = [];
      let said = '';
      for await (const chunk of stream) {
        arm();
        const delta = chunk.choices?.[0]?.delta;
        for (const tc of delta?.tool_calls ?? []) {
          const c = (calls[tc.index] ??= { id: '', name: '', args: '' });
          if (tc.id) c.id = tc.id;
          if (tc.function?.name) c.name += tc.function.name;
          if (tc.function?.arguments) c.args += tc.function.arguments;
        }
        const piece = delta?.content ?? '';
        if (piece) {
          said += piece;
          yield piece;
        }
      }
      // The SDK ends an aborted stream quietly, as if the model had finished.
      if (upstream.signal.aborted) throw upstream.signal.reason;
      const asked = calls.filter(Boolean);
      if (asked.length === 0 || round >= MAX_TOOL_ROUNDS) return;
      asked.forEach((c, i) => {
        c.id ||= `call_${round}_${i}`;
      });
      callTools(messages, asked, toolCtx, support, said || null);
    }
  }

  const pieces = modelText();
  let first = '';
  try {
    // Wait for the first words before answering: a provider that fails now gets a proper error status.
    for (;;) {
      const r = await pieces.next();
      if (r.done) break;
      first = r.value;
      if (first) break;
    }
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

  const sources = retrieval.sources.length ? { sources: retrieval.sources } : {};
  async function* rest(): AsyncGenerator<string> {
    const facts = retrieval.facts.map((f) => f.entry);
    // With a cleaner, text is held back to the end of each word and its unsupported figures replaced before it is
    // sent; `text` is what the tradie was shown.
    let text = '';
    let pending = '';
    let removed = 0;
    let stoppedEarly = true;
    const release = (final: boolean): string => {
      if (!deps.cleanFigures) {
        const out = pending;
        pending = '';
        text += out;
        return out;
      }
      // Release up to the last space, but never a figure that may still be growing ("$4", "9 business").
      let cut = pending.length;
      if (!final) {
        cut = Math.max(pending.lastIndexOf(' '), pending.lastIndexOf('\n')) + 1;
        while (cut > 0 && GROWING_FIGURE.test(pending.slice(0, cut))) {
          cut = pending.slice(0, cut).replace(GROWING_FIGURE, '').length;
        }
      }
      if (cut <= 0) return '';
      const seg = pending.slice(0, cut);
      pending = pending.slice(cut);
      // `support` grows as the model calls tools: what they returned is checked against from then on.
      const cleaned = deps.cleanFigures(seg, facts, body.message, support);
      removed += cleaned.removed;
      text += cleaned.text;
      return cleaned.text;
    };
    try {
      pending = first;
      const out = release(false);
      if (out) yield out;
      for (;;) {
        const r = await pieces.next();
        if (upstream.signal.aborted) throw upstream.signal.reason;
        if (r.done) break;
        if (r.value) {
          pending += r.value;
          const piece = release(false);
          if (piece) yield piece;
        }
      }
      const last = release(true);
      if (last) yield last;
      finish();
      // Every dollar figure, percentage and day count the model wrote must come from the facts and tool results.
      const note = deps.cleanFigures ? (deps.replacedNote?.(removed) ?? '') : deps.checkFigures(text, facts, body.message, support);
      const tail = note + answerFooter(retrieval);
      await storeReply(deps, p, text + tail, sources);
      stoppedEarly = false;
      yield tail;
    } catch (err) {
      finish();
      // Nobody will read the rest, and a cut-off answer is not stored.
      stoppedEarly = false;
      if (upstream.signal.reason instanceof ClientGone) return;
      log('error', 'chat provider failed mid-answer', err);
      const tail = `\n\n${UNAVAILABLE_MESSAGE}`;
      await storeReply(deps, p, text + tail, { ...sources, error: true });
      yield tail;
    } finally {
      finish();
      // The reader stopped before the end (the browser went away): stop paying for an answer nobody will read.
      if (stoppedEarly) upstream.abort(new ClientGone('The client went away'));
      void pieces.return(undefined);
    }
  }
  return reply(p, 'ai', rest());
}

/** The end of a text that may be the start of a longer figure ("$4", "9 business"): held back until it is whole. */
const GROWING_FIGURE = /(?:\$\s?|\d[\d,.]*\s*(?:k|m)?|\d+\s+(?:clear|calendar|business|working))\s*$/i;

/**
 * Stores the question and answers it. Null when the client went away before the answer began; a provider that fails
 * before its first words is a PROVIDER_ERROR, one that fails later ends the pieces with the unavailable line.
 */
export async function answerChat(deps: ChatStreamDeps, q: ChatQuestion): Promise<ChatReply | null> {
  const { sql, ai, now } = deps;
  const { body } = q;
  const p = await storeQuestion(deps, q.userId, body);
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
    if (answer.complete || !ai) return knownAnswer(deps, p, answer);
  }
  if (!ai) return knownAnswer(deps, p, builtInAnswer(body.message, ctx));
  try {
    return await modelAnswer(deps, p, q, ai);
  } catch (err) {
    if (err instanceof ClientGone) return null;
    throw err;
  }
}
