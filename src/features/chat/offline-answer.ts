import { deviceTimeZone } from '../../domain/dates';
/**
 * The device's own assistant, for when the server cannot be reached: the same built-in answer the server gives with
 * no AI provider (knowledge base for compliance, estimator for materials lists, the parser for quotes and invoices),
 * run here from the precached code. Loaded on demand: the knowledge base is the heaviest part of the chat.
 */
import { builtInAnswer, chatDocumentNumbersIn } from '../../domain/chat/answer';
import type { MessageMetadata } from '../../domain/chat/schemas';

export { OFFLINE_ANSWER_LABEL } from './offline-answer-label';

export interface DeviceAnswerContext {
  state: string;
  trade: string;
  /** ms */
  now: number;
  /** Texts of the user's stored messages, so a chat-made TR-YYYY-NNNN number is never handed out twice. */
  earlierTexts: Iterable<string>;
  hasImage: boolean;
}

export function deviceAnswer(question: string, ctx: DeviceAnswerContext): { content: string; metadata: MessageMetadata } {
  const answer = builtInAnswer(question, {
    state: ctx.state,
    trade: ctx.trade,
    now: ctx.now,
    timeZone: deviceTimeZone(),
    existingDocumentNumbers: chatDocumentNumbersIn(ctx.earlierTexts),
    hasImage: ctx.hasImage,
  });
  const metadata: MessageMetadata = { offline: true };
  if (answer.sources.length) metadata.sources = answer.sources.slice(0, 20);
  if (answer.task) metadata.task = answer.task as MessageMetadata['task'];
  return { content: answer.markdown, metadata };
}
