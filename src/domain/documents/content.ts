/**
 * What a quote or invoice says, decided once, so the PDF and the Word file carry the same words.
 * Renderers only decide where things go.
 */
import { statusWords } from './status-words';
import { payBlock } from './pay-block';
import { formatCents } from '../money';
import { capitalise, formatAbn, formatCalendarDate, formatInstant, formatQuantity, hasText, textLines, unitFor } from './format';
import type { BusinessDetails, PartyDetails, PricedDocModel, RenderOptions } from './types';

export interface KeyValue {
  label: string;
  value: string;
}

export interface TotalRow extends KeyValue {
  emphasis?: boolean;
}

export interface PartyBlock {
  heading: string;
  name?: string;
  lines: string[];
}

export interface Column {
  header: string;
  align: 'left' | 'right';
}

export interface Section {
  heading: string;
  /** Printed before the rows, e.g. "Please pay $X by dd/mm/yyyy." */
  intro?: string[];
  rows?: KeyValue[];
  paragraphs?: string[];
  bullets?: string[];
  /** the invoice's "How to pay" block: the customer page shows its own, with Copy buttons, in its place */
  pay?: true;
}

export interface PricedContent {
  heading: string;
  subtitle?: string;
  /** Short reference for running headers on later pages, e.g. "Tax Invoice INV-0042". */
  reference: string;
  business: { name: string; lines: string[] };
  meta: KeyValue[];
  parties: PartyBlock[];
  columns: Column[];
  rows: string[][];
  totals: TotalRow[];
  sections: Section[];
  signature?: { pngBytes: Uint8Array; caption: string };
}

export const LINE_COLUMNS: Column[] = [
  { header: 'Description', align: 'left' },
  { header: 'Qty', align: 'right' },
  { header: 'Unit', align: 'left' },
  { header: 'Rate', align: 'right' },
  { header: 'Amount', align: 'right' },
];

/**
 * ATO: a GST-registered seller's invoice must say it is a tax invoice; a seller that is not registered
 * must not call it one (and charges no GST).
 */
export function documentHeading(model: PricedDocModel): string {
  if (model.kind === 'quote') return 'Quote';
  return model.business.gstRegistered ? 'Tax Invoice' : 'Invoice';
}

/** Quotes show GST only when the quote includes it; invoices whenever the seller is registered. */
export function showsGst(model: PricedDocModel): boolean {
  return model.kind === 'quote' ? model.gstIncluded : model.business.gstRegistered;
}

export function pricedContent(model: PricedDocModel, options: RenderOptions = {}): PricedContent {
  const heading = documentHeading(model);
  const number = model.kind === 'quote' ? model.number : model.invoiceNumber;
  return {
    heading,
    subtitle: subtitleFor(model.title, heading),
    reference: hasText(number) ? `${heading} ${number.trim()}` : heading,
    business: { name: model.business.name.trim(), lines: businessLines(model.business) },
    meta: metaRows(model),
    parties: partyBlocks(model),
    columns: LINE_COLUMNS,
    rows: model.lines.map((l) => [
      l.description,
      formatQuantity(l.quantity),
      unitFor(l.quantity, l.unit),
      formatCents(l.rateCents),
      formatCents(l.amountCents),
    ]),
    totals: totalRows(model),
    sections: sections(model, options),
    signature:
      model.kind === 'quote' && model.signature
        ? {
            pngBytes: model.signature.pngBytes,
            caption: signatureCaption(model.signature, model.client.name, options),
          }
        : undefined,
  };
}

function subtitleFor(title: string, heading: string): string | undefined {
  const t = title?.trim();
  if (!t) return undefined;
  const generic = ['quote', 'invoice', 'tax invoice', heading.toLowerCase()];
  return generic.includes(t.toLowerCase()) ? undefined : t;
}

export function businessLines(b: BusinessDetails): string[] {
  return [
    ...(hasText(b.abn) ? [`ABN ${formatAbn(b.abn)}`] : []),
    ...(hasText(b.licenceNumber) ? [`Licence No. ${b.licenceNumber.trim()}`] : []),
    ...textLines(b.address),
    ...(hasText(b.phone) ? [b.phone.trim()] : []),
    ...(hasText(b.email) ? [b.email.trim()] : []),
  ];
}

function partyLines(p: PartyDetails): string[] {
  return [
    ...textLines(p.address),
    ...(hasText(p.phone) ? [p.phone.trim()] : []),
    ...(hasText(p.email) ? [p.email.trim()] : []),
    ...(hasText(p.abn) ? [`ABN ${formatAbn(p.abn)}`] : []),
  ];
}

function metaRows(model: PricedDocModel): KeyValue[] {
  const rows: KeyValue[] = [];
  if (model.kind === 'quote') {
    if (hasText(model.number)) rows.push({ label: 'Quote number', value: model.number.trim() });
    rows.push({ label: 'Date', value: formatCalendarDate(model.issueDate) });
    if (hasText(model.validUntil)) rows.push({ label: 'Valid until', value: formatCalendarDate(model.validUntil) });
    return rows;
  }
  rows.push({ label: 'Invoice number', value: model.invoiceNumber.trim() });
  rows.push({ label: 'Issue date', value: formatCalendarDate(model.issueDate) });
  if (hasText(model.dueDate)) rows.push({ label: 'Due date', value: formatCalendarDate(model.dueDate) });
  if (hasText(model.status)) rows.push({ label: 'Status', value: statusWords(model.status.trim()) });
  return rows;
}

function partyBlocks(model: PricedDocModel): PartyBlock[] {
  if (model.kind === 'invoice') {
    return [{ heading: 'Bill to', name: model.customer.name.trim(), lines: partyLines(model.customer) }];
  }
  const blocks: PartyBlock[] = [{ heading: 'Prepared for', name: model.client.name.trim(), lines: partyLines(model.client) }];
  const project = [
    ...(hasText(model.trade) ? [`Trade: ${model.trade.trim()}`] : []),
    ...textLines(model.projectAddress),
    ...textLines(model.projectDescription),
  ];
  if (project.length) blocks.push({ heading: 'Project', lines: project });
  return blocks;
}

function totalRows(model: PricedDocModel): TotalRow[] {
  const rows: TotalRow[] = [];
  if (showsGst(model)) {
    rows.push({ label: 'Subtotal (excl. GST)', value: formatCents(model.subtotalCents) });
    rows.push({ label: 'GST (10%)', value: formatCents(model.gstCents) });
    rows.push({ label: 'Total (incl. GST)', value: formatCents(model.totalCents), emphasis: true });
  } else {
    rows.push({ label: 'Total', value: formatCents(model.totalCents), emphasis: true });
  }
  if (model.kind === 'quote' && model.depositCents != null && model.depositCents > 0) {
    rows.push({ label: 'Deposit required', value: formatCents(model.depositCents) });
  }
  if (model.kind === 'invoice' && isPaid(model.status, model.paidDate)) {
    rows.push({ label: 'Amount paid', value: formatCents(model.totalCents) });
    rows.push({ label: 'Balance due', value: formatCents(0) });
  } else if (model.kind === 'invoice' && model.paidCents) {
    rows.push({ label: 'Amount paid', value: formatCents(model.paidCents) });
    rows.push({ label: 'Balance due', value: formatCents(Math.max(0, model.totalCents - model.paidCents)), emphasis: true });
  }
  return rows;
}

function isPaid(status: string | undefined, paidDate: string | null | undefined): boolean {
  return hasText(paidDate) || status?.trim().toLowerCase() === 'paid';
}

function sections(model: PricedDocModel, options: RenderOptions = {}): Section[] {
  const out: Section[] = [];
  if (model.kind === 'invoice') {
    const payment = paymentSection(model);
    if (payment) out.push(payment);
  } else if (model.complianceNotes?.some(hasText)) {
    out.push({ heading: 'Compliance notes', bullets: model.complianceNotes.filter(hasText).map((n) => n.trim()) });
  }
  const notes = textLines(model.notes);
  if (notes.length) out.push({ heading: 'Notes', paragraphs: notes });
  if (model.kind === 'quote' && model.customerEvents?.length) out.push(signingRecord(model.customerEvents, options));
  return out;
}

/** The words a customer agrees to before signing on the public page (Electronic Transactions Act conditions). */
export const ELECTRONIC_SIGNING_CONSENT =
  'I agree to sign this quote electronically. My typed name and drawn signature identify me and show that I accept this quote, and I consent to the business keeping this record (time and IP address) as proof.';

const EVENT_WORDS: Record<string, string> = { viewed: 'Viewed', accepted: 'Accepted', declined: 'Declined' };

/** Last in the document: who did what on the public page, when and from where (issue 12). */
export function signingRecord(
  events: NonNullable<Extract<PricedDocModel, { kind: 'quote' }>['customerEvents']>,
  options: RenderOptions,
): Section {
  const bullets = events.map((e) => {
    const when = formatInstant(e.at, { timeZone: options.timeZone, withTime: true });
    const who = hasText(e.name) ? ` by ${e.name.trim()}` : '';
    const why = hasText(e.reason) ? ` (reason: ${e.reason.trim()})` : '';
    // The audit trail belongs to its revision: an answer names the revision and the SHA-256 of what was shown.
    const rev = e.revision && hasText(e.contentHash) ? `, revision ${e.revision}, content hash (SHA-256) ${e.contentHash.trim()}` : '';
    const times = e.views && e.views > 1 ? ` ${e.views} times, first` : '';
    return `${EVENT_WORDS[e.kind] ?? capitalise(e.kind)}${who}${times} on ${when} from IP address ${e.ip}${why}${rev}`;
  });
  const accepted = events.some((e) => e.kind === 'accepted');
  return {
    heading: 'Electronic acceptance record',
    intro: accepted ? [`The customer agreed: "${ELECTRONIC_SIGNING_CONSENT}"`] : undefined,
    bullets,
  };
}

/**
 * Paid: when and how. Otherwise the pay block (src/domain/documents/pay-block.ts), the same as the customer page's:
 * how much is still owing after part payments, PayID, bank details and the reference, under "How to pay: $X".
 */
function paymentSection(model: Extract<PricedDocModel, { kind: 'invoice' }>): Section | null {
  const pay = model.business.paymentDetails;
  const paragraphs = pay ? textLines(pay.note) : [];
  if (isPaid(model.status, model.paidDate)) {
    const on = hasText(model.paidDate) ? ` on ${formatCalendarDate(model.paidDate)}` : '';
    const by = hasText(model.paymentMethod) ? ` by ${model.paymentMethod.trim()}` : '';
    return { heading: 'Payment details', intro: [`Paid${on}${by}. Thank you.`], rows: [], paragraphs: [] };
  }
  const owing = Math.max(0, model.totalCents - (model.paidCents ?? 0));
  const block = payBlock(model, owing);
  const intro = [
    ...(hasText(model.dueDate) ? [`Please pay ${formatCents(owing)} by ${formatCalendarDate(model.dueDate)}.`] : []),
    block.sentence,
  ];
  return { heading: block.heading, intro, rows: block.values.map((v) => ({ label: v.label, value: v.shown })), paragraphs, pay: true };
}

export function signatureCaption(signature: { signedAt: string; name?: string }, fallbackName: string, options: RenderOptions): string {
  const who = hasText(signature.name) ? signature.name.trim() : fallbackName.trim();
  const when = formatInstant(signature.signedAt, { timeZone: options.timeZone, withTime: true });
  return who ? `Signed by ${who} on ${when}` : `Signed on ${when}`;
}
