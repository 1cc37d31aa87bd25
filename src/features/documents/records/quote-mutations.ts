import { mutate } from '../../../data/sync/mutate';
import { act } from '../../../data/sync/act';
import { todayIso } from '../../../domain/dates';
import { getDb } from '../../../data/local-db';
import { takeNumber } from './numbers';
import { defaultQuoteValidUntil, type Quote, type Signature } from '../../../domain/schemas/documents';
import { deviceTimeZone } from '../common/download';
import type { QuoteRow } from './quote-queries';
import { changedContentFields, quoteIsSigned, SignedQuoteError, signedQuoteMessage } from '../../../domain/documents/revision';

/** What a person edits on a quote; the rest (id, status, signature, links) belongs to actions. */
export type QuoteFields = Omit<Quote, 'id' | 'createdAt' | 'updatedAt' | 'baseVersion' | 'status' | 'signature' | 'convertedInvoiceId'>;

/** Only the fields that differ, so two devices editing different fields both keep their edit (last write per field). */
export function changedFields<T extends object>(before: Partial<T>, after: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) patch[key] = after[key];
  }
  return patch;
}

/** The server version the device copy came from; the server uses it to spot an edit made on two devices at once. */
export function versionOf(row: object): number | null {
  const v = (row as { baseVersion?: unknown }).baseVersion;
  return typeof v === 'number' ? v : null;
}

/** Spec §4: the generator always saves a new quote as a draft. Returns the new quote's id. */
export async function createQuote(userId: string, fields: QuoteFields, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  await mutate('quote.create', { ...fields, id, status: 'draft', createdAt: now.toISOString() }, { userId });
  return id;
}

/** Saves the edited fields; false when nothing changed (no outbox entry is made). */
export async function updateQuote(userId: string, row: QuoteRow, fields: Partial<QuoteFields>): Promise<boolean> {
  const patch = changedFields<Partial<QuoteFields>>(row, fields);
  if (Object.keys(patch).length === 0) return false;
  // The server refuses it too (QUOTE_SIGNED); refusing here keeps the device's copy what the customer signed.
  if (quoteIsSigned(row) && changedContentFields(row, patch).length) throw new SignedQuoteError(signedQuoteMessage(row));
  await mutate('quote.update', { id: row.id, baseVersion: versionOf(row), patch }, { userId });
  return true;
}

export async function deleteQuote(userId: string, id: string): Promise<void> {
  await mutate('quote.delete', { id }, { userId });
}

export async function signQuote(userId: string, id: string, signature: Signature): Promise<void> {
  await act.quote.sign({ id, signature }, { userId });
}

export async function approveQuote(userId: string, row: QuoteRow): Promise<void> {
  await mutate('quote.update', { id: row.id, baseVersion: versionOf(row), patch: { status: 'approved' } }, { userId });
}

/**
 * An approved estimate becomes a new draft invoice with the lines copied; the estimate stays, linked. One mutation,
 * so the device makes both rows in one transaction and the server does the same once. Returns the new invoice's id.
 */
export async function convertQuote(userId: string, quoteId: string, _takenNumbers: Iterable<string>, now = new Date()): Promise<string> {
  const invoiceId = crypto.randomUUID();
  // The next number this device holds (the block skips numbers already on the device).
  const invoiceNumber = await takeNumber(getDb(), userId, 'invoice');
  await mutate(
    'quote.convert',
    {
      id: quoteId,
      invoiceId,
      invoiceNumber,
      invoiceDate: todayIso(now, deviceTimeZone()),
    },
    { userId },
  );
  return invoiceId;
}

/**
 * "Revise and send again" (issue 18): what a customer signed never changes, so a change of work or price is a new
 * quote — a copy of the signed one, as a draft with the next number and a fresh validity, saying which quote it
 * revises. The signed quote, its PDF and its audit trail stay as they are. Returns the new quote's id.
 */
export async function reviseQuote(userId: string, row: QuoteRow, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  const jobNumber = await takeNumber(getDb(), userId, 'quote');
  const ref = row.jobNumber?.trim() || row.title;
  const note = `Revises quote ${ref}, accepted${row.signature?.name ? ` by ${row.signature.name}` : ''}.`;
  await mutate(
    'quote.create',
    {
      id,
      title: row.title,
      clientId: row.clientId ?? null,
      jobId: row.jobId ?? null,
      clientName: row.clientName,
      clientEmail: row.clientEmail,
      clientPhone: row.clientPhone,
      projectAddress: row.projectAddress,
      projectDescription: row.projectDescription,
      selectedTrade: row.selectedTrade,
      items: row.items.map((i) => ({ ...i, id: crypto.randomUUID() })),
      gstIncluded: row.gstIncluded,
      depositCents: row.depositCents ?? null,
      validUntil: defaultQuoteValidUntil(now.getTime(), deviceTimeZone()),
      status: 'draft',
      notes: [note, row.notes]
        .filter((s) => s.trim())
        .join('\n\n')
        .slice(0, 5000),
      jobNumber,
      createdAt: now.toISOString(),
    },
    { userId },
  );
  return id;
}
