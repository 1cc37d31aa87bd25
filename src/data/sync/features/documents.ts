import type { ClientRow, InvoiceRow, LocalDb, QuoteRow } from '../../local-db';
import {
  canConvertQuote,
  invoiceFromQuote,
  invoiceStatusAfterSend,
  quoteStatusAfterSend,
  quoteStatusAfterSign,
} from '../../../domain/document-actions';
import { addPayment, claimInvoice, MoneyRuleError, owingCents } from '../../../domain/payments';
import { profileState } from '../../../domain/thresholds';
import type { LocalActions } from '../types';

/**
 * Rows are the entities of src/domain/schemas/documents.ts plus userId. `baseVersion` on a row is the server version
 * the device last pulled; screens send it with quote/invoice/client updates so the server can spot a conflict.
 * Totals are recomputed here the way the server will, so lists show the right figures before the next pull.
 */

/** The device's best knowledge of the seller's GST registration (the server decides for good). */
export async function sellerGst(db: LocalDb): Promise<{ gstRegistered: boolean; companyId: string | null }> {
  const company = (await db.kv.get('company'))?.value as { id?: string; gstRegistered?: boolean } | undefined;
  return { gstRegistered: company?.gstRegistered ?? true, companyId: company?.id ?? null };
}

/**
 * The server raises a row's version by one with every change it applies; the device does the same to its copy, so the
 * next edit queued offline carries the version the server will have by then and never conflicts with this device's
 * own earlier change. A pull replaces the copy with the server's figure.
 */
const nextVersion = (row: QuoteRow | InvoiceRow | ClientRow): number | undefined =>
  typeof row.baseVersion === 'number' ? row.baseVersion + 1 : undefined;
const FIRST_VERSION = 1;

/** The quote's named actions (its definition's `actions`, src/domain/sync/features/documents.ts quoteActions). */
export const quoteLocalActions: LocalActions['quote'] = {
  async send(db, _u, { id }, now) {
    const row = await db.quotes.get(id);
    if (row)
      await db.quotes.put({
        ...row,
        status: quoteStatusAfterSend(row.status),
        updatedAt: now,
        baseVersion: nextVersion(row),
      });
  },
  async sign(db, _u, { id, signature }, now) {
    const row = await db.quotes.get(id);
    if (row) {
      await db.quotes.put({
        ...row,
        signature,
        status: quoteStatusAfterSign(row.status),
        updatedAt: now,
        baseVersion: nextVersion(row),
      });
    }
  },
  async convert(db, userId, args, now) {
    const quote = await db.quotes.get(args.id);
    // Already converted (this conversion replayed, or another device's): the server keeps the first one.
    if (!quote || quote.convertedInvoiceId || !canConvertQuote(quote)) return;
    if (!(await db.invoices.get(args.invoiceId))) {
      const invoice = invoiceFromQuote(quote, args, await sellerGst(db), now);
      await db.invoices.add({ ...invoice, userId, baseVersion: FIRST_VERSION });
    }
    await db.quotes.put({ ...quote, convertedInvoiceId: args.invoiceId, updatedAt: now, baseVersion: nextVersion(quote) });
  },
  // The links live on the server only; the device forgets its copy of the link in the screen's own code.
  async revokeLinks() {},
  async recordInsurance(db, _u, { id, insurer, policyNumber, recordedAt }, now) {
    const row = await db.quotes.get(id);
    if (row)
      await db.quotes.put({
        ...row,
        warrantyInsurance: { insurer, policyNumber, recordedAt },
        updatedAt: now,
        baseVersion: nextVersion(row),
      });
  },
  async claim(db, userId, { id, ...args }, now) {
    const quote = await db.quotes.get(id);
    if (!quote || (await db.invoices.get(args.invoiceId))) return;
    const prior = (await db.invoices.where('userId').equals(userId).toArray()).filter((i) => i.sourceQuoteId === id);
    const profile = (await db.kv.get('profile'))?.value as { state?: string } | undefined;
    // the job site's state, as on the quote screen, else the profile's
    const job = quote.jobId ? await db.jobs.get(quote.jobId) : undefined;
    const state = profileState(job?.state) ?? profileState(profile?.state);
    try {
      const invoice = claimInvoice(quote, prior, args, args, { ...(await sellerGst(db)), state }, now);
      await db.invoices.add({ ...invoice, userId, baseVersion: FIRST_VERSION });
    } catch (err) {
      // The screen checks the same rules before queueing; a refusal here means the device's copy is stale.
      if (!(err instanceof MoneyRuleError)) throw err;
    }
  },
};

/** The invoice's named actions (its definition's `actions`, src/domain/sync/features/documents.ts invoiceActions). */
export const invoiceLocalActions: LocalActions['invoice'] = {
  async send(db, _u, { id }, now) {
    const row = await db.invoices.get(id);
    if (row)
      await db.invoices.put({
        ...row,
        status: invoiceStatusAfterSend(row.status),
        updatedAt: now,
        baseVersion: nextVersion(row),
      });
  },
  async markPaid(db, _u, { id, paidDate, paymentMethod }, now) {
    const row = await db.invoices.get(id);
    if (row) {
      const owing = owingCents(row);
      const payments = [
        ...(row.payments ?? []),
        ...(owing > 0 ? [{ id: `paid-${id}`, date: paidDate, amountCents: owing, method: paymentMethod.trim() }] : []),
      ];
      await db.invoices.put({
        ...row,
        status: 'paid',
        paidDate,
        paymentMethod: paymentMethod.trim(),
        payments,
        paidCents: row.totalCents,
        updatedAt: now,
        baseVersion: nextVersion(row),
      });
    }
  },
  async recordPayment(db, _u, { id, payment }, now) {
    const row = await db.invoices.get(id);
    if (!row) return;
    try {
      await db.invoices.put({ ...row, ...addPayment(row, payment), updatedAt: now, baseVersion: nextVersion(row) });
    } catch (err) {
      // Over the balance on this device's copy: the server decides (and reports); nothing changes here.
      if (!(err instanceof MoneyRuleError)) throw err;
    }
  },
  async revokeLinks() {},
  // A reminder is an email the server sends; nothing on the device changes.
  async remind() {},
};
