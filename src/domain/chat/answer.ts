/**
 * The built-in assistant: answers with no AI provider, on the server and on the device (offline) alike.
 * Compliance questions go to the knowledge base (sourced, with the disclaimer); "make a materials list for …" runs the
 * estimator; "quote/invoice for …" is parsed into a chat document. Pure: the caller passes the clock and the numbers.
 */
import { DEFAULT_TIME_ZONE, formatDateShortAU, isoFromInstant } from '../dates';
import { estimateMaterials } from '../estimator';
import type { EstimateResult } from '../estimator/schema';
import { answerQuestion, type KbAnswer } from '../kb';
import { formatCents } from '../money';
import { nextChatDocumentNumber } from '../numbering';
import { parseChatDocument, type ChatDocument } from './document';
import { detectChatTask, type ChatTask } from './intent';
import { fencedJson, type MaterialsListPayload, type TaskPayload } from './payload';
import type { SourceRef } from './schemas';

/** The line a broken stream ends with (and the 502 message when nothing was sent yet). */
export const UNAVAILABLE_MESSAGE = 'The assistant is unavailable right now. Please try again.';

export const IMAGE_NEEDS_PROVIDER =
  "I've kept your photo with this conversation. Looking at photos needs an AI provider, which isn't set up here, so I can't describe it. " +
  "Ask your question in words and I'll answer from the compliance knowledge base.";

export const DOCUMENT_EXAMPLE =
  'quote for Jane Citizen, 4 Smith St Paddington: 10 hours labour at $85/hr, 8 m² tiles at $45/m², waterproofing $450';

export interface ChatAnswer {
  kind: 'compliance' | 'materials' | 'document' | 'image';
  markdown: string;
  sources: SourceRef[];
  task?: TaskPayload;
  /** False when a task could not be done (job not recognised, no priced items): a provider may do better. */
  complete: boolean;
  /** For compliance answers: what the knowledge base answered with, for the evaluation and the figure check. */
  kb?: {
    entryIds: string[];
    state?: string;
    declined: boolean;
    /** The first line's yes/no and the rule rows it was computed from. */
    verdict?: KbAnswer['verdict'];
    /** The parsed query (place, amounts with arithmetic, attribute, work, date). */
    debug?: KbAnswer['debug'];
  };
}

export interface BuiltInContext {
  /** Profile or conversation state; a state named in the question wins. */
  state?: string;
  trade?: string;
  /** ms */
  now: number;
  timeZone?: string;
  /** Chat document numbers already used (TR-YYYY-NNNN), so the next one is never a repeat. */
  existingDocumentNumbers?: Iterable<string>;
  /** The message has a photo attached. */
  hasImage?: boolean;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const qty = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000));

export function materialsAnswer(result: EstimateResult): ChatAnswer {
  if (!result.recognised) return { kind: 'materials', markdown: result.message ?? '', sources: [], complete: false };
  const payload: MaterialsListPayload = {
    type: 'materialsList',
    recognised: true,
    title: result.title,
    description: result.description ?? '',
    projectType: result.projectType,
    assumptions: result.assumptions ?? [],
    items: result.items,
  };
  const rows = result.items.map((i) => `| ${cell(i.name)} | ${i.quantity} | ${cell(i.unit)} | ${cell(i.notes ?? '')} |`);
  const parts = [`**Materials list: ${result.title}**`, ['| Item | Qty | Unit | Notes |', '|---|---:|---|---|', ...rows].join('\n')];
  if (payload.assumptions.length) parts.push(`**Assumptions**\n${payload.assumptions.map((a) => `- ${a}`).join('\n')}`);
  parts.push('Quantities are rounded up to what you buy. Save it to your Materials Lists to tick items off on the job.');
  parts.push(fencedJson(payload));
  return { kind: 'materials', markdown: parts.join('\n\n'), sources: [], task: payload, complete: true };
}

export function documentAnswer(doc: ChatDocument): ChatAnswer {
  const label = doc.type === 'quote' ? 'Quote' : 'Invoice';
  if (doc.items.length === 0) {
    return {
      kind: 'document',
      markdown: `I couldn't find any priced items in that, so there's no ${label.toLowerCase()} yet. List each item with its price, like:\n\n> ${DOCUMENT_EXAMPLE}`,
      sources: [],
      complete: false,
    };
  }
  const who = [doc.customer.name, doc.customer.address].filter(Boolean).join(', ');
  const header = [`**${label} ${doc.number}** · ${formatDateShortAU(doc.date)}`];
  header.push(who ? `Customer: ${who}` : 'Customer: _not given — add a name before you save it_');
  if (doc.project.description) header.push(`Job: ${doc.project.description}`);
  if (doc.project.specifications.length) header.push(`Specifications: ${doc.project.specifications.join('; ')}`);
  const rows = doc.items.map(
    (i) =>
      `| ${cell(i.description)} | ${i.category} | ${qty(i.quantity)} ${cell(i.unit)} | ${formatCents(i.unitPriceCents)} | ${formatCents(i.totalCents)} |`,
  );
  const parts = [
    header.join('  \n'),
    ['| Item | Category | Qty | Unit price | Total |', '|---|---|---:|---:|---:|', ...rows].join('\n'),
    `Subtotal ${formatCents(doc.subtotalCents)} · GST ${formatCents(doc.gstCents)} · **Total ${formatCents(doc.totalCents)}**`,
    `Prices are read as excluding GST. Check the details, then create the ${label.toLowerCase()} from it.`,
    fencedJson(doc),
  ];
  return { kind: 'document', markdown: parts.join('\n\n'), sources: [], task: doc, complete: true };
}

/** Runs one of the product's own tasks. */
export function answerTask(task: ChatTask, ctx: BuiltInContext): ChatAnswer {
  if (task.kind === 'materials') return materialsAnswer(estimateMaterials(task.description));
  const date = isoFromInstant(ctx.now, ctx.timeZone ?? DEFAULT_TIME_ZONE);
  const year = Number(date.slice(0, 4));
  const number = nextChatDocumentNumber(ctx.existingDocumentNumbers ?? [], year);
  return documentAnswer(parseChatDocument(task.text, { type: task.type, number, date }));
}

export function complianceAnswer(
  question: string,
  ctx: Pick<BuiltInContext, 'state' | 'trade'> & Partial<Pick<BuiltInContext, 'now' | 'timeZone'>>,
): ChatAnswer {
  const today = ctx.now !== undefined ? isoFromInstant(ctx.now, ctx.timeZone ?? DEFAULT_TIME_ZONE) : undefined;
  const kb = answerQuestion(question, { state: ctx.state, trade: ctx.trade, ...(today ? { today } : {}) });
  return {
    kind: 'compliance',
    markdown: kb.markdown,
    sources: kb.citations.map((c) => ({ n: c.n, title: c.title, url: c.url, grade: c.grade })),
    complete: kb.found,
    kb: {
      entryIds: kb.entries.map((e) => e.id),
      ...(kb.state ? { state: kb.state } : {}),
      declined: !kb.found,
      ...(kb.verdict ? { verdict: kb.verdict } : {}),
      debug: kb.debug,
    },
  };
}

/** The whole built-in answer for one message. */
export function builtInAnswer(message: string, ctx: BuiltInContext): ChatAnswer {
  const text = message.trim();
  if (!text) return { kind: 'image', markdown: IMAGE_NEEDS_PROVIDER, sources: [], complete: false };
  const task = detectChatTask(text);
  const answer = task ? answerTask(task, ctx) : complianceAnswer(text, ctx);
  if (ctx.hasImage && answer.kind === 'compliance') {
    return {
      ...answer,
      markdown: `_I can't look at photos without an AI provider, so this answer is from the knowledge base only._\n\n${answer.markdown}`,
    };
  }
  return answer;
}

/** TR-YYYY-NNNN numbers mentioned in earlier messages: the numbers already handed out. */
export function chatDocumentNumbersIn(texts: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(/\bTR-\d{4}-\d{4}\b/g)) out.add(m[0]);
  return [...out];
}
