/**
 * The money actions of issue 12 on the device: send with a customer link, revoke it, claim against an accepted quote,
 * record a payment or the home-warranty insurance. Each is one write to the device and the outbox (works offline);
 * the server applies the same rules (src/domain/payments.ts) when it arrives.
 */
import { getDb, kvGet, kvSet } from '../../../data/local-db';
import { mutate } from '../../../data/sync/mutate';
import { act } from '../../../data/sync/act';
import { todayIso } from '../../../domain/dates';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../../domain/schemas/document-settings';
import { claimInvoice, type ClaimRequest } from '../../../domain/payments';
import type { Invoice, Payment, Quote } from '../../../domain/schemas/documents';
import { profileState } from '../../../domain/thresholds';
import { deviceTimeZone } from '../common/download';
import { refillNumbers, takeNumber } from '../records/numbers';

export type LinkKind = 'quote' | 'invoice';
export interface HeldLink {
  id: string;
  token: string;
  url: string;
}

const linkKey = (userId: string, docId: string) => `doclink.${userId}.${docId}`;

/** 32 random bytes, base64url: the secret in the customer's link (the server keeps only its SHA-256). */
export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const linkUrlFor = (token: string) => `${location.origin}/api/p/${token}`;

export async function heldLink(userId: string, docId: string): Promise<HeldLink | undefined> {
  return kvGet<HeldLink>(linkKey(userId, docId));
}

/**
 * Send: marks the document sent, makes (or reuses) its customer link and, when `to` is given, has the server email the
 * PDF and the link there. Returns the link to copy or share.
 */
export async function sendWithLink(userId: string, kind: LinkKind, docId: string, to: string | null): Promise<HeldLink> {
  const link =
    (await heldLink(userId, docId)) ??
    (() => {
      const token = newLinkToken();
      return { id: crypto.randomUUID(), token, url: linkUrlFor(token) };
    })();
  await kvSet(linkKey(userId, docId), link);
  await act[kind].send({ id: docId, to, link: { id: link.id, token: link.token } }, { userId });
  return link;
}

/**
 * A payment reminder (issue 23): the server emails the customer what is still owing, how to pay and the pay link this
 * device holds (made now if it holds none — the server keeps only links' hashes, so it cannot re-send an old one).
 * One write to the outbox: queued offline, sent when the phone has signal.
 */
export async function remindWithLink(userId: string, invoiceId: string): Promise<void> {
  const link =
    (await heldLink(userId, invoiceId)) ??
    (() => {
      const token = newLinkToken();
      return { id: crypto.randomUUID(), token, url: linkUrlFor(token) };
    })();
  await kvSet(linkKey(userId, invoiceId), link);
  await act.invoice.remind({ id: invoiceId, to: null, link: { id: link.id, token: link.token } }, { userId });
}

export async function revokeLinks(userId: string, kind: LinkKind, docId: string): Promise<void> {
  await act[kind].revokeLinks({ id: docId }, { userId });
  await getDb().kv.delete(linkKey(userId, docId));
}

/** kv 'settings' as pulled: the business's payment terms, when the server has sent them. */
async function paymentTerms(): Promise<number> {
  const s = await kvGet<{ paymentTermsDays?: number }>('settings');
  return typeof s?.paymentTermsDays === 'number' ? s.paymentTermsDays : DEFAULT_PAYMENT_TERMS_DAYS;
}

/**
 * A deposit, progress claim or final invoice. The rules run here first (same function as the server), so a refusal —
 * over the state's deposit cap, no insurance recorded, past the quote total — is shown at once with its reason.
 */
export async function claimAgainstQuote(
  userId: string,
  quote: Quote,
  invoices: readonly Invoice[],
  req: ClaimRequest,
  seller: { gstRegistered: boolean; state: string | null | undefined },
): Promise<string> {
  const db = getDb();
  const invoiceId = crypto.randomUUID();
  const invoiceDate = todayIso(Date.now(), deviceTimeZone());
  const paymentTermsDays = await paymentTerms();
  const prior = invoices.filter((i) => i.sourceQuoteId === quote.id);
  // Throws MoneyRuleError with the reason before anything is stored.
  claimInvoice(
    quote,
    prior,
    req,
    { invoiceId, invoiceNumber: 'check', invoiceDate, paymentTermsDays },
    { gstRegistered: seller.gstRegistered, state: profileState(seller.state) },
    new Date().toISOString(),
  );
  const invoiceNumber = await takeNumber(db, userId, 'invoice');
  await mutate(
    'quote.claim',
    {
      id: quote.id,
      invoiceId,
      invoiceNumber,
      invoiceDate,
      paymentTermsDays,
      kind: req.kind,
      amountCents: req.amountCents ?? null,
      percentBasisPoints: req.percentBasisPoints ?? null,
      lineIds: req.lineIds ?? null,
    },
    { userId },
  );
  void refillNumbers(db, userId);
  return invoiceId;
}

/** `payment.id` when the caller's payment has a stable id (a bank line: the same line is the same payment, issue 23). */
export async function recordPayment(userId: string, invoiceId: string, payment: Omit<Payment, 'id'> & { id?: string }): Promise<void> {
  await act.invoice.recordPayment({ id: invoiceId, payment: { ...payment, id: payment.id ?? crypto.randomUUID() } }, { userId });
}

export async function recordInsurance(userId: string, quoteId: string, insurer: string, policyNumber: string): Promise<void> {
  await act.quote.recordInsurance({ id: quoteId, insurer, policyNumber, recordedAt: new Date().toISOString() }, { userId });
}
