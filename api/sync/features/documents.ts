import type { PullEntity, ServerMutatorsFor } from '../types';
import { ownedTable } from '../types';
import type { documentMutations } from '../../../src/domain/sync/features/documents';
import * as quotes from '../../repos/quotes';
import * as invoices from '../../repos/invoices';
import * as clients from '../../repos/clients';
import { convertQuote } from '../../repos/convert-quote';
import { getSeller } from '../../repos/seller';

/**
 * Quotes, invoices and clients through the sync push. Sending only queues the email in this transaction; it is
 * delivered after the push commits (api/services/document-mail.ts), so a replayed push, which never reaches a mutator
 * again, emails nobody twice, and a rolled-back push emails nobody at all.
 */
export const documentServerMutators: ServerMutatorsFor<typeof documentMutations> = {
  async 'quote.create'(tx, userId, args) {
    await quotes.createQuote(tx, await getSeller(tx, userId), args);
  },
  async 'quote.update'(tx, userId, { id, baseVersion, patch }) {
    await quotes.updateQuote(tx, await getSeller(tx, userId), id, patch, baseVersion);
  },
  async 'quote.delete'(tx, userId, { id }) {
    await quotes.deleteQuote(tx, userId, id);
  },
  async 'quote.send'(tx, userId, { id }) {
    await quotes.sendQuote(tx, userId, id);
  },
  async 'quote.sign'(tx, userId, { id, signature }) {
    await quotes.signQuote(tx, userId, id, signature);
  },
  async 'quote.convert'(tx, userId, { id, ...args }) {
    await convertQuote(tx, await getSeller(tx, userId), id, args);
  },
  async 'invoice.create'(tx, userId, args) {
    await invoices.createInvoice(tx, await getSeller(tx, userId), args);
  },
  async 'invoice.update'(tx, userId, { id, baseVersion, patch }) {
    await invoices.updateInvoice(tx, await getSeller(tx, userId), id, patch, baseVersion);
  },
  async 'invoice.delete'(tx, userId, { id }) {
    await invoices.deleteInvoice(tx, userId, id);
  },
  async 'invoice.send'(tx, userId, { id }) {
    await invoices.sendInvoice(tx, await getSeller(tx, userId), id);
  },
  async 'invoice.markPaid'(tx, userId, { id, paidDate, paymentMethod }) {
    await invoices.markInvoicePaid(tx, await getSeller(tx, userId), id, { paidDate, paymentMethod });
  },
  async 'client.create'(tx, userId, args) {
    await clients.createClient(tx, userId, args);
  },
  async 'client.update'(tx, userId, { id, baseVersion, patch }) {
    await clients.updateClient(tx, userId, id, patch, baseVersion);
  },
  async 'client.delete'(tx, userId, { id }) {
    await clients.deleteClient(tx, userId, id);
  },
};

export const documentPullEntities: PullEntity[] = [
  { name: 'quote', fetch: ownedTable('quotes'), toClient: (r: quotes.QuoteRow) => quotes.toQuote(r) },
  { name: 'invoice', fetch: ownedTable('invoices'), toClient: (r: invoices.InvoiceRow) => invoices.toInvoice(r) },
  { name: 'client', fetch: ownedTable('clients'), toClient: (r: clients.ClientRow) => clients.toClient(r) },
];
