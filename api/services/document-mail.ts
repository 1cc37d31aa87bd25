import type { Deps } from '../context';
import { withUserTx } from '../sync/tx';
import {
  claimPendingEmails,
  dropEmail,
  markEmailFailed,
  markEmailSent,
  usersWithDueEmails,
  type DocumentEmailRow,
} from '../repos/document-emails';
import { getInvoice, REMINDER_NOW, toInvoice } from '../repos/invoices';
import { getQuote, toQuote } from '../repos/quotes';
import { getSeller, type Seller } from '../repos/seller';
import { documentHeading, type PricedDocModel } from '../../src/domain/documents';
import { invoiceDocModel, quoteDocModel, stateTimeZone, type BusinessSource } from '../../src/domain/documents/from-entities';
import { formatDateAU, todayIso } from '../../src/domain/dates';
import { payBlock, payBlockText } from '../../src/domain/documents/pay-block';
import { ANSWER_EMAIL_KINDS, answerMail, type AnswerEmailKind } from '../../src/domain/documents/answer-mail';
import { formatInstant } from '../../src/domain/documents/format';
import { formatCents } from '../../src/domain/money';
import { owingCents } from '../../src/domain/payments';
import { queueOverdueReminders } from '../repos/document-reminders';
import { businessSource, renderDocumentFile } from './document-files';
import { runCertificateReminders } from './certificate-reminders';
import { composeSwmsEmail } from './swms-mail';
import { jobCertificateAttachments } from './certificate-mail';
import { unreadNotice } from '../repos/marketplace-inbox';

/**
 * Delivers the emails that sending a quote or invoice queued (api/repos/document-emails.ts). Runs after the
 * transaction that queued them has committed, never inside it: a mail server cannot be rolled back. A failure is
 * kept on the email (last_error) and retried on the user's next push or send; it never fails the request that sent.
 */
export async function deliverDocumentEmails(deps: Pick<Deps, 'sql' | 'mailer' | 'store' | 'log' | 'env'>, userId: string): Promise<number> {
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
        await withUserTx(deps.sql, email.user_id, (tx) => markEmailSent(tx, email));
        delivered++;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        const outcome = await markEmailFailed(deps.sql, email, reason, { retryBaseMs: deps.env.EMAIL_RETRY_BASE_MS });
        deps.log(
          'error',
          `document email ${email.id} to ${email.to_address} failed (${outcome === 'failed' ? 'given up after 24 h' : 'will retry'}): ${reason}`,
        );
      }
    }
  } catch (err) {
    deps.log('error', 'document email delivery failed', err);
  }
  return delivered;
}

/**
 * A marketplace message still unread after a while (issue 21): the recipient is told who wrote about which listing, and
 * replies in the app — the email carries no address of the sender. Read meanwhile: nothing is sent (the email is dropped).
 */
async function composeUnreadNotice(deps: Pick<Deps, 'sql' | 'env'>, email: DocumentEmailRow) {
  const n = await unreadNotice(deps.sql, email.document_id, email.user_id);
  if (!n) return null;
  return {
    to: email.to_address,
    subject: `Tradie Marketplace: ${n.sender_name} sent you a message about "${n.listing_title}"`,
    text: [
      `${n.sender_name} sent you a message about "${n.listing_title}":`,
      '',
      n.body,
      '',
      `Read and reply in the app: ${deps.env.APP_ORIGINS[0]}/marketplace/inbox/${n.listing_id}/${n.buyer_id}`,
      '(Neither of your email addresses is shared: replies stay in the app.)',
    ].join('\n'),
  };
}

/** The customer's reply goes to the business: its company email, else the account's own address. */
function replyAddress(seller: Seller): string {
  return seller.company?.email?.trim() || seller.user.email;
}

async function composeEmail(deps: Pick<Deps, 'sql' | 'env' | 'store'>, email: DocumentEmailRow, seller: Seller, source: BusinessSource) {
  const business = seller.name || 'Your tradie';
  if (email.document_kind === 'swms') return composeSwmsEmail(deps.sql, email, business);
  if (email.document_kind === 'marketplace-message') return composeUnreadNotice(deps, email);
  let model: PricedDocModel;
  let greeting: string;
  let dueLine = '';
  // an invoice still owing: how to pay, the same block as its page and PDF (issue 23)
  let payLines: string[] = [];
  // an invoice's job with a completed certificate record: the customer's copy goes with the invoice (issue 22)
  let certificates: Awaited<ReturnType<typeof jobCertificateAttachments>> = [];
  if (email.document_kind === 'quote') {
    const row = await getQuote(deps.sql, email.user_id, email.document_id);
    if (!row) return null;
    const quote = toQuote(row);
    model = quoteDocModel(quote, source, { timeZone: stateTimeZone(seller.state) });
    greeting = quote.clientName;
    if ((ANSWER_EMAIL_KINDS as readonly string[]).includes(email.kind)) {
      return answerEmail(email, model, quote, business, seller, source);
    }
    if (quote.validUntil) dueLine = `It is valid until ${formatDateAU(quote.validUntil)}.`;
  } else {
    const row = await getInvoice(deps.sql, email.user_id, email.document_id);
    if (!row) return null;
    const invoice = toInvoice(row);
    model = invoiceDocModel(invoice, source);
    greeting = invoice.customerName;
    if (invoice.dueDate && invoice.status !== 'paid') dueLine = `Payment is due by ${formatDateAU(invoice.dueDate)}.`;
    if (email.kind.startsWith('reminder-')) {
      // Paid in full since it was queued: stopped by payment.
      const owing = owingCents(invoice);
      if (owing <= 0 || invoice.status === 'paid') return null;
      const link = email.link_url ? `${deps.env.APP_ORIGINS[0]}${email.link_url}` : null;
      return reminderEmail(email, model, invoice, owing, link, business, seller);
    }
    const owing = owingCents(invoice);
    if (owing > 0 && invoice.status !== 'paid' && model.kind === 'invoice') payLines = ['', ...payBlockText(payBlock(model, owing))];
    certificates = await jobCertificateAttachments(deps, email.user_id, invoice.jobId ?? null, business);
  }
  const heading = documentHeading(model);
  const number = model.kind === 'invoice' ? ` ${model.invoiceNumber}` : '';
  const file = await renderDocumentFile(model, 'pdf', seller);
  const lines = [
    `Hi ${greeting.trim() || 'there'},`,
    '',
    `Please find attached our ${heading.toLowerCase()}${number} "${model.title}" for ${formatCents(model.totalCents)}.`,
    ...(dueLine ? [dueLine] : []),
    ...payLines,
    ...(certificates.length
      ? [
          `The compliance certificate${certificates.length > 1 ? 's' : ''} for the work ${certificates.length > 1 ? 'are' : 'is'} attached too.`,
        ]
      : []),
    ...(email.link_url
      ? [
          '',
          model.kind === 'quote'
            ? `View, accept or decline it online: ${deps.env.APP_ORIGINS[0]}${email.link_url}`
            : `View it online, with how to pay and what is still owing: ${deps.env.APP_ORIGINS[0]}${email.link_url}`,
        ]
      : []),
    '',
    'Thanks,',
    business,
  ];
  return {
    to: email.to_address,
    replyTo: replyAddress(seller),
    subject: `${heading}${number} from ${business}: ${model.title}`,
    text: lines.join('\n'),
    attachments: [{ filename: file.filename, contentType: file.contentType, content: file.bytes }, ...certificates],
  };
}

/** An answer on the customer's page: to the business, or the signed copy and deposit details to the customer. */
async function answerEmail(
  email: DocumentEmailRow,
  model: PricedDocModel,
  quote: ReturnType<typeof toQuote>,
  business: string,
  seller: Seller,
  source: BusinessSource,
) {
  const kind = email.kind as AnswerEmailKind;
  const answer = [...(quote.customerEvents ?? [])]
    .reverse()
    .find((e) => e.kind === (kind === 'declined-business' ? 'declined' : 'accepted'));
  const timeZone = stateTimeZone(seller.state);
  const when = answer ? formatInstant(answer.at, { timeZone, withTime: true }) : '';
  const c = source.company;
  const { subject, lines } = answerMail({
    kind,
    business,
    reference: quote.jobNumber?.trim() || `"${quote.title}"`,
    title: quote.title,
    totalCents: quote.totalCents,
    customerName: answer?.name?.trim() || quote.clientName,
    when,
    reason: quote.declineReason,
    depositCents: quote.depositCents,
    pay: {
      bsb: c?.bsb ?? undefined,
      accountNumber: c?.accountNumber ?? undefined,
      accountName: c?.accountName ?? undefined,
      payId: c?.payId ?? undefined,
    },
  });
  const file = kind === 'declined-business' ? null : await renderDocumentFile(model, 'pdf', seller);
  return {
    to: email.to_address,
    subject,
    text: lines.join('\n'),
    attachments: file ? [{ filename: file.filename, contentType: file.contentType, content: file.bytes }] : [],
  };
}

/**
 * A payment reminder (an overdue step, or sent now from the device): what is still owing, the customer's pay link
 * (the page to pay from, by card when configured) and the pay block, with the invoice attached again.
 */
async function reminderEmail(
  email: DocumentEmailRow,
  model: PricedDocModel,
  invoice: ReturnType<typeof toInvoice>,
  owing: number,
  link: string | null,
  business: string,
  seller: Seller,
) {
  const file = await renderDocumentFile(model, 'pdf', seller);
  const number = invoice.invoiceNumber;
  const due = invoice.dueDate ?? invoice.invoiceDate;
  // an overdue step is overdue by definition; one sent now from the device says which it is
  const overdue = email.kind !== REMINDER_NOW || due < todayIso(Date.now(), stateTimeZone(seller.state));
  const block = model.kind === 'invoice' ? payBlockText(payBlock(model, owing)) : [];
  const lines = [
    `Hi ${invoice.customerName.trim() || 'there'},`,
    '',
    overdue
      ? `A friendly reminder that invoice ${number} "${model.title}" was due on ${formatDateAU(due)} and ${formatCents(owing)} is still owing.`
      : `A friendly reminder that invoice ${number} "${model.title}" is due on ${formatDateAU(due)}: ${formatCents(owing)} is owing.`,
    ...(link ? ['', `View it and pay online: ${link}`] : []),
    '',
    ...block,
    '',
    'The invoice is attached again. If you have paid in the last few days, thank you, and please ignore this email.',
    '',
    'Thanks,',
    business,
  ];
  return {
    to: email.to_address,
    replyTo: replyAddress(seller),
    subject: overdue ? `Reminder: invoice ${number} from ${business} is overdue` : `Reminder: invoice ${number} from ${business}`,
    text: lines.join('\n'),
    attachments: [{ filename: file.filename, contentType: file.contentType, content: file.bytes }],
  };
}

/** Queues the reminder steps that have come and delivers them (run on a timer by the server, and by tests). */
export async function runOverdueReminders(
  deps: Pick<Deps, 'sql' | 'mailer' | 'store' | 'log' | 'env'>,
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (const userId of await queueOverdueReminders(deps.sql, now)) sent += await deliverDocumentEmails(deps, userId);
  sent += await runCertificateReminders(deps, now);
  return sent;
}

/** Delivers every email whose retry is due (the server runs this every minute; tests call it directly). */
export async function retryDueEmails(deps: Pick<Deps, 'sql' | 'mailer' | 'store' | 'log' | 'env'>): Promise<number> {
  let sent = 0;
  for (const userId of await usersWithDueEmails(deps.sql)) sent += await deliverDocumentEmails(deps, userId);
  return sent;
}

/** Starts the retry timer (once a minute, or every EMAIL_RETRY_BASE_MS when that is shorter; unref'd); returns its stop. */
export function startEmailRetry(
  deps: Pick<Deps, 'sql' | 'mailer' | 'store' | 'log' | 'env'>,
  everyMs = Math.min(60_000, deps.env.EMAIL_RETRY_BASE_MS),
): () => void {
  const timer = setInterval(() => void retryDueEmails(deps).catch((err) => deps.log('error', 'email retry failed', err)), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
