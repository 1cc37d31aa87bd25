/**
 * How to pay an invoice (issue 23), decided once: the customer page (with a Copy button per value), the PDF and Word
 * invoice, and the invoice and reminder emails all show this same block — the amount owing after part payments,
 * PayID, bank details and the payment reference (the invoice number, which the tradie's bank matching looks for first).
 */
import { centsToDecimalString, formatCents, type Cents } from '../money';
import { hasText } from './format';
import type { PricedDocModel } from './types';

export interface PayValue {
  label: string;
  /** as shown */
  shown: string;
  /** as copied: the amount as a plain decimal (what a banking app's amount field takes) */
  copy: string;
}

export interface PayBlock {
  /** "How to pay: $1,210.00" */
  heading: string;
  /** the sentence that asks for the reference */
  sentence: string;
  /** Amount, PayID, BSB, Account number, Account name, Reference — those the business has */
  values: PayValue[];
}

type PayModel = Pick<Extract<PricedDocModel, { kind: 'invoice' }>, 'invoiceNumber' | 'payId' | 'business'>;

export function payBlock(model: PayModel, owingCents: Cents): PayBlock {
  const pay = model.business.paymentDetails;
  const values: PayValue[] = [{ label: 'Amount', shown: formatCents(owingCents), copy: centsToDecimalString(owingCents) }];
  const add = (label: string, v: string | null | undefined) => {
    if (hasText(v)) values.push({ label, shown: v.trim(), copy: v.trim() });
  };
  add('PayID', model.payId);
  add('BSB', pay?.bsb);
  add('Account number', pay?.accountNumber);
  add('Account name', pay?.accountName);
  const reference = model.invoiceNumber.trim();
  add('Reference', reference);
  const transfer = values.some((v) => v.label === 'PayID' || v.label === 'BSB');
  return {
    heading: `How to pay: ${formatCents(owingCents)}`,
    sentence: transfer
      ? `Pay by bank transfer or PayID with the reference ${reference}, so your payment is matched to this invoice.`
      : `Quote the reference ${reference} with your payment, so it is matched to this invoice.`,
    values,
  };
}

/** The block as plain text lines, for emails. */
export function payBlockText(block: PayBlock): string[] {
  return [block.heading, block.sentence, ...block.values.map((v) => `${v.label}: ${v.shown}`)];
}
