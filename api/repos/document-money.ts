import type { LockedTx } from '../sync/tx';
import { AppError } from '../errors';
import { profileState } from '../../src/domain/thresholds';
import { QUOTE_CHANGED_MESSAGE } from '../../src/domain/documents/revision';
import { addPayment, claimInvoice, MoneyRuleError, reducePayment, type ClaimRequest } from '../../src/domain/payments';
import type { CustomerEvent, Payment, Signature } from '../../src/domain/schemas/documents';
import { assertInvoiceFinalisable } from './document-rules';
import { createInvoice, invoices, toInvoice, type InvoiceRow } from './invoices';
import { quotes, toQuote, type QuoteRow } from './quotes';
import { changeVersionedRow, lockLiveRow } from './plain-rows';
import { getSeller, type Seller } from './seller';
import { queueDocumentEmail } from './document-emails';

/** A money rule broken (src/domain/payments.ts) as the API's 400, naming the field. */
function rule<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof MoneyRuleError) throw new AppError('VALIDATION_FAILED', err.message, { field: err.field, ...err.details });
    throw err;
  }
}

/**
 * A deposit, progress claim or final invoice against an accepted quote: a new draft tax invoice linked to the quote.
 * Replay-safe: the same invoice id again returns the stored invoice.
 */
export async function claimQuote(
  tx: LockedTx,
  seller: Seller,
  quoteId: string,
  args: ClaimRequest & { invoiceId: string; invoiceNumber: string; invoiceDate: string; paymentTermsDays: number },
): Promise<InvoiceRow | undefined> {
  const quoteRow = await lockLiveRow(tx, quotes, seller.userId, quoteId);
  if (!quoteRow) return undefined;
  const [replayed] = await tx<InvoiceRow[]>`select * from invoices where id = ${args.invoiceId} and user_id = ${seller.userId}`;
  if (replayed && replayed.source_quote_id === quoteId) return replayed;
  const prior = await tx<InvoiceRow[]>`select * from invoices
    where user_id = ${seller.userId} and source_quote_id = ${quoteId} and deleted_at is null`;
  // The job site's state decides the deposit cap, as on the quote screen; else the profile's.
  const [job] = quoteRow.job_id
    ? await tx<{ state: string | null }[]>`select state from jobs where id = ${quoteRow.job_id} and user_id = ${seller.userId}`
    : [];
  const state = profileState(job?.state) ?? seller.state;
  const draft = rule(() =>
    claimInvoice(toQuote(quoteRow), prior.map(toInvoice), args, args, { ...seller, state }, new Date().toISOString()),
  );
  const { row } = await createInvoice(tx, seller, draft);
  return row;
}

export async function recordInsurance(
  tx: LockedTx,
  userId: string,
  quoteId: string,
  insurance: { insurer: string; policyNumber: string; recordedAt: string },
): Promise<QuoteRow | undefined> {
  const row = await lockLiveRow(tx, quotes, userId, quoteId);
  if (!row) return undefined;
  return changeVersionedRow(tx, quotes, row, { warrantyInsurance: insurance }, ['warrantyInsurance']);
}

/** Writes an invoice's payments and what follows from them (addPayment / reducePayment) as one versioned change. */
function writePayments(tx: LockedTx, row: InvoiceRow, next: ReturnType<typeof addPayment>): Promise<InvoiceRow | undefined> {
  const { payments, paidCents, status, paidDate, paymentMethod } = next;
  const change = { payments, paidCents, status, paidDate, paymentMethod };
  return changeVersionedRow(tx, invoices, row, change, ['payments', 'status', 'paidDate', 'paymentMethod']);
}

/** A full or part payment: the status follows (part paid, paid). Recording a payment makes the invoice final. */
export async function recordPayment(tx: LockedTx, seller: Seller, invoiceId: string, payment: Payment): Promise<InvoiceRow | undefined> {
  const row = await lockLiveRow(tx, invoices, seller.userId, invoiceId);
  if (!row) return undefined;
  const invoice = toInvoice(row);
  assertInvoiceFinalisable(invoice, seller);
  const next = rule(() => addPayment(invoice, payment));
  return writePayments(tx, row, next);
}

/**
 * A refund taken off a recorded payment: the payment now counts `amountCents` (gone at 0) and the status follows back
 * (paid → part paid → sent). A versioned write like any edit, so the tradie's devices pull it at once. Undefined when
 * the invoice or payment is gone or nothing would change.
 */
export async function reduceRecordedPayment(
  tx: LockedTx,
  userId: string,
  invoiceId: string,
  paymentId: string,
  amountCents: number,
): Promise<InvoiceRow | undefined> {
  const row = await lockLiveRow(tx, invoices, userId, invoiceId);
  if (!row) return undefined;
  const next = reducePayment(toInvoice(row), paymentId, amountCents);
  if (!next) return undefined;
  return writePayments(tx, row, next);
}

// ---------- what the customer does on the public page ----------

/** Distinct viewers kept in the audit one by one; views from further addresses are counted together in one entry. */
export const MAX_VIEW_EVENTS = 10;
/** The address of that shared entry. */
export const OTHER_VIEWERS = 'other addresses';

/**
 * Views are counted, not appended: the first view from an address is an entry, a later one (an hour or more after
 * that address's last counted view) adds to its `views`; past MAX_VIEW_EVENTS addresses the rest share one entry. So
 * the audit stays bounded however often, and from however many addresses, the page is opened.
 */
export async function recordView(tx: LockedTx, kind: 'quote' | 'invoice', userId: string, id: string, event: CustomerEvent): Promise<void> {
  const table = kind === 'quote' ? 'quotes' : 'invoices';
  const [row] = await tx<{ customer_events: CustomerEvent[]; status: string }[]>`select customer_events, status from ${tx(table)}
    where id = ${id} and user_id = ${userId} and deleted_at is null for update`;
  if (!row) return;
  const events = [...row.customer_events];
  const viewed = events.filter((e) => e.kind === 'viewed');
  const hourAgo = Date.parse(event.at) - 3_600_000;
  const ip = viewed.some((e) => e.ip === event.ip) || viewed.length < MAX_VIEW_EVENTS ? event.ip : OTHER_VIEWERS;
  const i = events.findIndex((e) => e.kind === 'viewed' && e.ip === ip);
  if (i >= 0) {
    const last = events[i].lastAt ?? events[i].at;
    if (ip === event.ip && Date.parse(last) > hourAgo) return; // the same customer refreshing
    events[i] = { ...events[i], views: (events[i].views ?? 1) + 1, lastAt: event.at };
  } else {
    events.push({ ...event, ip, ...(ip === OTHER_VIEWERS ? { userAgent: null } : {}), views: 1 });
  }
  const status = row.status === 'sent' ? 'viewed' : row.status;
  // Bookkeeping, not a user edit: the version stays, the change number moves, so the tradie's devices pull it.
  await tx`update ${tx(table)} set customer_events = ${tx.json(events as never)}, status = ${status}
    where id = ${id} and user_id = ${userId}`;
}

export const QUOTE_ANSWERABLE = ['draft', 'sent', 'viewed'] as const;

export async function customerAnswer(
  tx: LockedTx,
  userId: string,
  quoteId: string,
  answer: { kind: 'accepted'; event: CustomerEvent; signature: Signature } | { kind: 'declined'; event: CustomerEvent; reason: string },
  /** the revision the customer saw; an answer to any other is refused (issue 18) */
  revision?: number | null,
): Promise<QuoteRow | undefined> {
  const row = await lockLiveRow(tx, quotes, userId, quoteId);
  if (!row) return undefined;
  if (!(QUOTE_ANSWERABLE as readonly string[]).includes(row.status)) {
    throw new AppError('CONFLICT', row.status === 'rejected' ? 'This quote was declined.' : 'This quote has already been accepted.');
  }
  if (revision !== undefined && revision !== row.revision) throw new AppError('CONFLICT', QUOTE_CHANGED_MESSAGE);
  const customerEvents = [...row.customer_events, answer.event];
  // Tell people (issue 18), through the outbox of emails with retry: the business at once, and the customer who
  // accepted gets the PDF of what they signed and how to pay the deposit.
  const seller = await getSeller(tx, userId);
  const businessEmail = (seller.company?.email ?? '').trim() || seller.user.email;
  if (businessEmail) await queueDocumentEmail(tx, userId, 'quote', quoteId, businessEmail, { emailKind: `${answer.kind}-business` });
  if (answer.kind === 'accepted') {
    if (row.client_email.trim())
      await queueDocumentEmail(tx, userId, 'quote', quoteId, row.client_email.trim(), { emailKind: 'accepted-customer' });
    const accepted = { status: 'accepted', signature: answer.signature, customerEvents } as const;
    return changeVersionedRow(tx, quotes, row, accepted, ['status', 'signature', 'customerEvents']);
  }
  const declined = { status: 'rejected', declineReason: answer.reason, customerEvents } as const;
  return changeVersionedRow(tx, quotes, row, declined, ['status', 'declineReason', 'customerEvents']);
}
