/** Keyword triggers and timings of the chat screen (spec §9 Chat). */

/** The spec's materials words: a message with one of them refreshes the materials lists. */
export const MATERIALS_WORDS = [
  'materials',
  'supplies',
  'shopping list',
  'checklist',
  'items needed',
  'materials list',
  'supply list',
  'requirements list',
] as const;

/** The spec names invoice, billing and quote "and similar": the plural and verb forms of those, plus quotation and bill. */
export const INVOICE_WORDS = [
  'invoice',
  'invoices',
  'invoicing',
  'invoiced',
  'billing',
  'bill',
  'bills',
  'quote',
  'quotes',
  'quoting',
  'quoted',
  'quotation',
  'quotations',
] as const;

export const AUTO_SCROLL_DELAY_MS = 100;
export const Q_AUTOSEND_DELAY_MS = 500;
export const MATERIALS_TOAST_DELAY_MS = 1500;
export const MATERIALS_TOAST_DURATION_MS = 5000;
export const INVOICE_HINT_DELAY_MS = 2000;
export const INVOICE_HINT_DURATION_MS = 6000;

function wordPattern(words: readonly string[]): RegExp {
  // Longest first so 'materials list' wins over 'materials' when reporting which word matched.
  const alts = [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/\s+/g, '\\s+'));
  // Whole words (plurals too: 'checklists'), so 'billboard' or 'unquoted' never trigger anything.
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})s?(?![\\p{L}\\p{N}])`, 'iu');
}

const MATERIALS_RE = wordPattern(MATERIALS_WORDS);
const INVOICE_RE = wordPattern(INVOICE_WORDS);

/** True when the text has a materials word (spec §9): the chat refreshes the materials lists. */
export function mentionsMaterials(text: string): boolean {
  return MATERIALS_RE.test(text);
}

/** True when the text has an invoice word (spec §9): the chat shows the invoice hint toast. */
export function mentionsInvoice(text: string): boolean {
  return INVOICE_RE.test(text);
}
