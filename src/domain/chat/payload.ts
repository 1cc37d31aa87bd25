/**
 * The machine-readable part of a task answer. The assistant ends a materials list or a chat-made quote/invoice with
 * one fenced ```json block; the client reads it (while streaming, from the text; later, also from metadata.task) and
 * offers "Save list" or "Create quote/invoice". The block is validated here, never trusted as typed.
 */
import * as v from 'valibot';
import { materialItemSchema } from '../estimator/schema';
import { ChatDocumentSchema, type ChatDocument } from './document';

/** An estimate (src/domain/estimator) tagged with its type: the client can hand it straight to listFromEstimate. */
export const MaterialsListPayloadSchema = v.object({
  type: v.literal('materialsList'),
  recognised: v.literal(true),
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  projectType: v.pipe(v.string(), v.maxLength(100)),
  assumptions: v.optional(v.array(v.pipe(v.string(), v.maxLength(1000))), []),
  items: v.pipe(v.array(materialItemSchema), v.minLength(1), v.maxLength(500)),
});
export type MaterialsListPayload = v.InferOutput<typeof MaterialsListPayloadSchema>;

export type TaskPayload = MaterialsListPayload | ChatDocument;

const FENCE = /```json\s*\n([\s\S]*?)\n```/g;

/** The answer's task payload (the last valid ```json block), or null. */
export function extractTaskPayload(markdown: string): TaskPayload | null {
  const blocks = [...markdown.matchAll(FENCE)].map((m) => m[1]);
  for (const block of blocks.reverse()) {
    let value: unknown;
    try {
      value = JSON.parse(block);
    } catch {
      continue;
    }
    const payload = validateTaskPayload(value);
    if (payload) return payload;
  }
  return null;
}

export function validateTaskPayload(value: unknown): TaskPayload | null {
  const type = (value as { type?: unknown } | null)?.type;
  if (type === 'materialsList') {
    const r = v.safeParse(MaterialsListPayloadSchema, value);
    return r.success ? r.output : null;
  }
  if (type === 'quote' || type === 'invoice') {
    const r = v.safeParse(ChatDocumentSchema, value);
    return r.success ? r.output : null;
  }
  return null;
}

/** The answer without its ```json blocks, for the bubble (the payload becomes a button instead). */
export function stripTaskPayload(markdown: string): string {
  return markdown
    .replace(FENCE, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function fencedJson(payload: TaskPayload): string {
  return `\`\`\`json\n${JSON.stringify(payload, null, 2)}\n\`\`\``;
}
