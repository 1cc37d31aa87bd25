import type { ServerActions } from '../types';
import * as quotes from '../../repos/quotes';
import * as invoices from '../../repos/invoices';
import { convertQuote } from '../../repos/convert-quote';
import { revokeLinks } from '../../repos/document-links';
import { claimQuote, recordInsurance, recordPayment } from '../../repos/document-money';
import { getSeller } from '../../repos/seller';

/**
 * The quote's and the invoice's named actions through the sync push (their create, update and delete are the rows
 * layer's). Sending only queues the email in this transaction; it is delivered after the push commits
 * (api/services/document-mail.ts), so a replayed push, which never reaches a mutator again, emails nobody twice, and a
 * rolled-back push emails nobody at all.
 */
/** The quote's named actions (its definition's `actions`, src/domain/sync/features/documents.ts quoteActions). */
export const quoteServerActions: ServerActions['quote'] = {
  async send(tx, userId, { id, to, link }) {
    await quotes.sendQuote(tx, userId, id, { to, link });
  },
  async sign(tx, userId, { id, signature }) {
    await quotes.signQuote(tx, userId, id, signature);
  },
  async convert(tx, userId, { id, ...args }) {
    await convertQuote(tx, await getSeller(tx, userId), id, args);
  },
  async revokeLinks(tx, userId, { id }) {
    await revokeLinks(tx, userId, 'quote', id);
  },
  async claim(tx, userId, { id, ...args }) {
    await claimQuote(tx, await getSeller(tx, userId), id, args);
  },
  async recordInsurance(tx, userId, { id, ...insurance }) {
    await recordInsurance(tx, userId, id, insurance);
  },
};

/** The invoice's named actions (its definition's `actions`, src/domain/sync/features/documents.ts invoiceActions). */
export const invoiceServerActions: ServerActions['invoice'] = {
  async send(tx, userId, { id, to, link }) {
    await invoices.sendInvoice(tx, await getSeller(tx, userId), id, { to, link });
  },
  async remind(tx, userId, { id, to, link }) {
    await invoices.remindInvoice(tx, await getSeller(tx, userId), id, { to, link });
  },
  async revokeLinks(tx, userId, { id }) {
    await revokeLinks(tx, userId, 'invoice', id);
  },
  async recordPayment(tx, userId, { id, payment }) {
    await recordPayment(tx, await getSeller(tx, userId), id, payment);
  },
  async markPaid(tx, userId, { id, paidDate, paymentMethod }) {
    await invoices.markInvoicePaid(tx, await getSeller(tx, userId), id, { paidDate, paymentMethod });
  },
};
