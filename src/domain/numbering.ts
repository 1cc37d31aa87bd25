/**
 * Document numbers (spec §9 Tax and numbering). Every function takes `now` so the numbers are
 * reproducible in tests and the same on client, service worker and server.
 *
 * Numbers are made on the device, often offline. 'INV-' + the device clock in ms is unique on one
 * device (two documents in the same ms are bumped), and a collision across devices needs the same
 * ms on two phones of one account. A number is never reused: suggestions always go past the highest
 * one seen, never into a gap left by a deleted document, because a customer may hold that number.
 */
import { DEFAULT_TIME_ZONE, type Instant, isoFromInstant } from './dates';

export const CHAT_DOCUMENT_NUMBER_PATTERN = /^TR-\d{4}-\d{4}$/;

function toMs(now: Instant): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('now must be a valid instant');
  return ms;
}

/**
 * The invoice generator's default, 'INV-' + timestamp (ms). Pass the numbers already on the device
 * and a same-millisecond clash moves on to the next free millisecond.
 */
export function defaultInvoiceNumber(now: Instant, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  let ms = toMs(now);
  while (used.has(`INV-${ms}`)) ms += 1;
  return `INV-${ms}`;
}

/**
 * The chat invoice dialog's number: INV-{year}-{last 6 digits of the timestamp}.
 * The year is the calendar year where the tradie is, so a New Year's Eve invoice in Sydney says the new year
 * only once it is the new year in Sydney.
 */
export function chatInvoiceNumber(now: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  const ms = toMs(now);
  const year = isoFromInstant(ms, timeZone).slice(0, 4);
  return `INV-${year}-${String(ms).slice(-6).padStart(6, '0')}`;
}

/** Chat-generated documents: TR-YYYY-NNNN, the sequence zero padded to 4 digits. */
export function chatDocumentNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('year must have 4 digits');
  // Past 9999 the number would no longer match TR-YYYY-NNNN, so refuse rather than print a 5-digit tail.
  if (!Number.isInteger(seq) || seq < 1 || seq > 9999) throw new RangeError('seq must be 1 to 9999');
  return `TR-${year}-${String(seq).padStart(4, '0')}`;
}

export function isChatDocumentNumber(value: string): boolean {
  return CHAT_DOCUMENT_NUMBER_PATTERN.test(value);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function highestWithPrefix(existingNumbers: Iterable<string>, prefix: string): number {
  const pattern = new RegExp(`^${escapeRegExp(prefix)}(\\d+)$`);
  let highest = 0;
  for (const n of existingNumbers) {
    const m = pattern.exec(n.trim());
    if (m) highest = Math.max(highest, Number(m[1]));
  }
  return highest;
}

/**
 * Suggests the next number after the highest existing `prefix` + digits (e.g. 'TR-2025-' → 'TR-2025-0008'
 * after 'TR-2025-0007'). Numbers with another prefix or shape are ignored. The digits are padded to
 * `width` (default 4) and grow past it rather than wrap.
 */
export function nextNumber(existingNumbers: Iterable<string>, prefix: string, width = 4): string {
  const next = highestWithPrefix(existingNumbers, prefix) + 1;
  if (!Number.isSafeInteger(next)) throw new RangeError('Number sequence exhausted');
  return `${prefix}${String(next).padStart(width, '0')}`;
}

/** Next TR-YYYY-NNNN for a year, given the chat document numbers already used (throws after 9999). */
export function nextChatDocumentNumber(existingNumbers: Iterable<string>, year: number): string {
  return chatDocumentNumber(year, highestWithPrefix(existingNumbers, `TR-${year}-`) + 1);
}

// ---------- readable document numbers (issue 12): INV-0001, Q-0001 ----------

export type NumberedKind = 'invoice' | 'quote';
export const DEFAULT_PREFIXES: Record<NumberedKind, string> = { invoice: 'INV-', quote: 'Q-' };
export const NUMBER_WIDTH = 4;
/**
 * How many numbers a device asks for at a time, and when it asks for more (fewer than this many left). Small (issue
 * 21): a second device's first number is at most a block past the first device's, and unused ones are handed back.
 */
export const NUMBER_BLOCK_SIZE = 5;
export const NUMBER_BLOCK_LOW = 2;

/**
 * Said beside a "Next … number" setting (issue 21): why a second device's numbers can jump ahead, in the real block
 * size, and that the jump is handed back.
 */
export function numberBlocksHint(prefix: string): string {
  return (
    `Each device keeps the next ${NUMBER_BLOCK_SIZE} numbers so it can number offline; this is the next number no device ` +
    `holds, so a second device can jump ahead (e.g. ${formatDocumentNumber(prefix, 1 + NUMBER_BLOCK_SIZE)} after ` +
    `${formatDocumentNumber(prefix, 1)}); unused numbers go back when a device signs out.`
  );
}

/** 'INV-' + 7 → 'INV-0007'; past 9999 the digits grow ('INV-10000'), never wrap. */
export function formatDocumentNumber(prefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('A document number is a whole number from 1');
  return `${prefix}${String(n).padStart(NUMBER_WIDTH, '0')}`;
}

/** The sequence number of `value` under `prefix` ('INV-0007' → 7), or null when it is not prefix + digits. */
export function parseDocumentNumber(prefix: string, value: string): number | null {
  const m = new RegExp(`^${escapeRegExp(prefix)}(\\d{1,15})$`).exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** A block of numbers a device holds: it uses next..last, in order. */
export interface HeldBlock {
  id: string;
  prefix: string;
  next: number;
  last: number;
}

export function numbersLeft(blocks: readonly HeldBlock[]): number {
  return blocks.reduce((n, b) => n + Math.max(0, b.last - b.next + 1), 0);
}

/**
 * Takes the next number from the held blocks, skipping any already on a document on this device (typed by hand or
 * arrived from another device). Returns the number and the blocks after it, or null when the blocks are used up.
 */
export function takeFromBlocks(blocks: readonly HeldBlock[], taken: ReadonlySet<string>): { number: string; blocks: HeldBlock[] } | null {
  const out = blocks.map((b) => ({ ...b }));
  for (const b of out) {
    while (b.next <= b.last) {
      const candidate = formatDocumentNumber(b.prefix, b.next);
      b.next += 1;
      if (!taken.has(candidate)) return { number: candidate, blocks: out.filter((x) => x.next <= x.last) };
    }
  }
  return null;
}

/** The number the next take would give, without taking it (what a new form shows). */
export function peekFromBlocks(blocks: readonly HeldBlock[], taken: ReadonlySet<string>): string | null {
  return takeFromBlocks(blocks, taken)?.number ?? null;
}
