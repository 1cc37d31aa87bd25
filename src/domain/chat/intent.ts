/**
 * The product's own tasks asked for in chat: "make a materials list for …" and "quote/invoice for …".
 * Anything else is a question for the knowledge base (or the model). The patterns want the request at the start of
 * the message (after polite words), so a compliance question that merely mentions quoting stays a question:
 * "do I need a licence to quote for a $4,000 bathroom?" is not a quote request.
 */

export type ChatTask = { kind: 'materials'; description: string } | { kind: 'document'; type: 'quote' | 'invoice'; text: string };

const POLITE = String.raw`(?:(?:hey|hi|g['’]?day|mate|please|pls|can you|could you|would you|will you|i need you to|i want you to|help me)[\s,]+)*`;
const MAKE = String.raw`(?:make|create|generate|build|write|draw up|put together|prepare|draft|do|give|get|send|raise|whip up)`;
const LIST = String.raw`(?:materials?|material|supply|supplies|shopping|parts)\s+(?:list|checklist)`;

const MATERIALS_PATTERNS: RegExp[] = [
  new RegExp(String.raw`^${POLITE}${MAKE}\s+(?:me\s+|us\s+)?(?:up\s+)?(?:a|an|the|my)?\s*${LIST}\s+(?:for|to|on)\s+(.+)$`, 'is'),
  new RegExp(String.raw`^${POLITE}(?:i\s+need\s+|i['’]d\s+like\s+|i\s+want\s+)?(?:a|an|the)?\s*${LIST}\s+(?:for|to|on)\s+(.+)$`, 'is'),
  new RegExp(String.raw`^${POLITE}what\s+(?:materials|supplies)\s+(?:do|would|will|should)\s+(?:i|we)\s+need\s+(?:for|to)\s+(.+)$`, 'is'),
];

const DOCUMENT_PATTERN = new RegExp(
  String.raw`^${POLITE}(?:${MAKE}\s+)?(?:me\s+|us\s+)?(?:up\s+)?(?:a|an|the|new)?\s*(quote|quotation|estimate|invoice|tax invoice)\s+(?:for|to)\s+(.+)$`,
  'is',
);

/** A later sentence or clause that is a question ("… same contract. does it need to be in writing"). */
const ASKS_ABOUT_IT =
  /(?:[.?!;:,]|\s-)\s*(?:(?:so|and|but)\s+)?(?:does|do (?:i|we|you|they)|is|are|can (?:i|we)|will|should|must|need|what|whats|what's|how|when|who|which|am i|any)\b[^]*$/i;

function clean(s: string): string {
  return s
    .trim()
    .replace(/[?.!\s]+$/, '')
    .trim();
}

/** Reads a chat message as one of the product's tasks, or null for an ordinary question. */
export function detectChatTask(message: string): ChatTask | null {
  const text = message.trim();
  if (!text) return null;
  for (const re of MATERIALS_PATTERNS) {
    const m = re.exec(text);
    if (m && clean(m[1])) return { kind: 'materials', description: clean(m[1]) };
  }
  const d = DOCUMENT_PATTERN.exec(text);
  // "Quote for a place in Gawler: 7k bathroom + 6.8k laundry. Does it need to be in writing?" asks a question about the
  // quote; it does not ask for one.
  if (d && ASKS_ABOUT_IT.test(d[2])) return null;
  if (d && clean(d[2])) {
    const type = /invoice/i.test(d[1]) ? 'invoice' : 'quote';
    return { kind: 'document', type, text: d[2].trim() };
  }
  return null;
}
