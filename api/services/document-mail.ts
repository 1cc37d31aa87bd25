import type { Deps } from '../context';
import { claimPendingEmails, dropEmail, markEmailFailed, markEmailSent, type DocumentEmailRow } from '../repos/document-emails';
import { getInvoice, toInvoice } from '../repos/invoices';
import { getQuote, toQuote } from '../repos/quotes';
import { getSeller, type Seller } from '../repos/seller';
import { documentHeading, type PricedDocModel } from '../../src/domain/documents';
import { invoiceDocModel, quoteDocModel, stateTimeZone, type BusinessSource } from '../../src/domain/documents/from-entities';
import { formatDateAU } from '../../src/domain/dates';
import { formatCents } from '../../src/domain/money';
import { businessSource, renderDocumentFile } from './document-files';

/**
 * Delivers the emails that sending a quote or invoice queued (api/repos/document-emails.ts). Runs after the
 * transaction that queued them has committed, never inside it: a mail server cannot be rolled back. A failure is
 * kept on the email (last_error) and retried on the user's next push or send; it never fails the request that sent.
 */
export async function deliverDocumentEmails(deps: Pick<Deps, 'sql' | 'mailer' | 'store' | 'log'>, userId: string): Promise<number> {
  let delivered = 0;
  try {
    const emails = await claimPendingEmails(deps.sql, userId);
    if (!emails.length) return 0;
    const seller = await getSeller(deps.sql, userId);
    const source = await businessSource(deps, deps.sql, seller);
    for (const email of emails) {
      try {
        const message = await composeEmail(deps, email, seller, source);
        if (!message) {
          await dropEmail(deps.sql, email);
          continue;
        }
        await deps.mailer.send(message);
        await markEmailSent(deps.sql, email);
        delivered++;
      } catch (err) {
        deps.log('error', `document email ${email.id} failed`, err);
        await markEmailFailed(deps.sql, email, err instanceof Error ? err.message : String(err));
      }
    }
  } catch (err) {
    deps.log('error', 'document email delivery failed', err);
  }
  return delivered;
}

async function composeEmail(deps: Pick<Deps, 'sql'>, email: DocumentEmailRow, seller: Seller, source: BusinessSource) {
  const business = seller.name || 'Your tradie';
  let model: PricedDocModel;
  let greeting: string;
  let dueLine = '';
  if (email.document_kind === 'quote') {
    const row = await getQuote(deps.sql, email.user_id, email.document_id);
    if (!row) return null;
    const quote = toQuote(row);
    model = quoteDocModel(quote, source, { timeZone: stateTimeZone(seller.state) });
    greeting = quote.clientName;
    if (quote.validUntil) dueLine = `It is valid until ${formatDateAU(quote.validUntil)}.`;
  } else {
    const row = await getInvoice(deps.sql, email.user_id, email.document_id);
    if (!row) return null;
    const invoice = toInvoice(row);
    model = invoiceDocModel(invoice, source);
    greeting = invoice.customerName;
    if (invoice.dueDate && invoice.status !== 'paid') dueLine = `Payment is due by ${formatDateAU(invoice.dueDate)}.`;
  }
  const heading = documentHeading(model);
  const number = model.kind === 'invoice' ? ` ${model.invoiceNumber}` : '';
  const file = await renderDocumentFile(model, 'pdf', seller);
  const lines = [
    `Hi ${greeting.trim() || 'there'},`,
    '',
    `Please find attached our ${heading.toLowerCase()}${number} "${model.title}" for ${formatCents(model.totalCents)}.`,
    ...(dueLine ? [dueLine] : []),
    '',
    'Thanks,',
    business,
  ];
  return {
    to: email.to_address,
    subject: `${heading}${number} from ${business}: ${model.title}`,
    text: lines.join('\n'),
    attachments: [{ filename: file.filename, contentType: file.contentType, content: file.bytes }],
  };
}
