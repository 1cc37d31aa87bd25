/**
 * The emails a customer's answer on the quote's page sends (issue 18), through the outbox of emails with retry
 * (api/repos/document-emails.ts): the business hears of an acceptance or a decline at once, and the customer who
 * accepted gets the PDF of what they signed and how to pay the deposit.
 */
import { formatCents, type Cents } from '../money';

export const ANSWER_EMAIL_KINDS = ['accepted-business', 'declined-business', 'accepted-customer'] as const;
export type AnswerEmailKind = (typeof ANSWER_EMAIL_KINDS)[number];

export interface AnswerMailInput {
  kind: AnswerEmailKind;
  business: string;
  reference: string;
  title: string;
  totalCents: Cents;
  customerName: string;
  /** "3:42 pm on 25/11/2026" */
  when: string;
  reason?: string | null;
  depositCents?: Cents | null;
  pay?: { bsb?: string; accountNumber?: string; accountName?: string; payId?: string };
}

/** How to pay the deposit: bank details or PayID with the quote's number as the reference; empty without a deposit. */
export function depositLines(i: Pick<AnswerMailInput, 'depositCents' | 'pay' | 'reference' | 'business'>): string[] {
  if (!i.depositCents) return [];
  const out = [`Deposit to pay now: ${formatCents(i.depositCents)}.`];
  const p = i.pay ?? {};
  if (p.bsb?.trim() && p.accountNumber?.trim()) {
    out.push(
      `Pay by bank transfer to BSB ${p.bsb.trim()}, account ${p.accountNumber.trim()}${p.accountName?.trim() ? ` (${p.accountName.trim()})` : ''}.`,
    );
  }
  if (p.payId?.trim()) out.push(`Or pay to PayID ${p.payId.trim()}.`);
  if (out.length === 1) out.push(`${i.business} will send you the deposit invoice with how to pay.`);
  else out.push(`Use the payment reference ${i.reference} so the payment is matched to your quote.`);
  return out;
}

export function answerMail(i: AnswerMailInput): { subject: string; lines: string[] } {
  const total = formatCents(i.totalCents);
  if (i.kind === 'accepted-business') {
    return {
      subject: `Quote ${i.reference} accepted by ${i.customerName}`,
      lines: [
        `${i.customerName} accepted and signed quote ${i.reference} "${i.title}" for ${total} at ${i.when}.`,
        'The signed quote, with the acceptance record, is attached and in the app.',
      ],
    };
  }
  if (i.kind === 'declined-business') {
    return {
      subject: `Quote ${i.reference} declined by ${i.customerName}`,
      lines: [
        `${i.customerName} declined quote ${i.reference} "${i.title}" for ${total} at ${i.when}.`,
        ...(i.reason?.trim() ? [`Their reason: ${i.reason.trim()}`] : []),
      ],
    };
  }
  return {
    subject: `You accepted quote ${i.reference} from ${i.business}`,
    lines: [
      `Hi ${i.customerName.trim() || 'there'},`,
      '',
      `Thank you. You accepted quote ${i.reference} "${i.title}" for ${total} at ${i.when}. A copy of what you signed is attached.`,
      ...(depositLines(i).length ? ['', ...depositLines(i)] : []),
      '',
      'Thanks,',
      i.business,
    ],
  };
}
