import { centsToDecimalString, parseDollars, type Cents } from '../../../domain/money';
import { parseQuoteQuantity, recomputeQuoteTotals, type Quote, type QuoteItem, type QuoteUnit } from '../../../domain/schemas/documents';
import type { QuoteFields } from '../records/quote-mutations';

/** A line as typed: numbers stay text until saved, so "2." or an empty rate can be typed through. */
export interface ItemDraft {
  id: string;
  description: string;
  quantity: string;
  unit: QuoteUnit;
  rate: string;
}

export interface QuoteForm {
  title: string;
  clientId: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  projectAddress: string;
  projectDescription: string;
  selectedTrade: string;
  /** spec §3; saved with the quote since issue 21 */
  estimatedDuration: string;
  items: ItemDraft[];
  gstIncluded: boolean;
  validUntil: string;
  deposit: string;
  notes: string;
  /** Q-0001…: shown on screen, PDF and Word; a new quote shows the next number this device holds */
  jobNumber: string;
}

export function emptyItem(): ItemDraft {
  return { id: crypto.randomUUID(), description: '', quantity: '1', unit: 'ea', rate: '' };
}

export function emptyQuoteForm(validUntil: string): QuoteForm {
  return {
    title: '',
    clientId: null,
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    projectAddress: '',
    projectDescription: '',
    selectedTrade: '',
    estimatedDuration: '',
    items: [],
    gstIncluded: true,
    validUntil,
    deposit: '',
    notes: '',
    jobNumber: '',
  };
}

/**
 * A new quote's trade: the profile's primary trade when it is one of the quote trades (walk-through, issue 12: a
 * plumber had to pick Plumber on every quote). '' leaves the picker on "Select a trade".
 */
export function defaultQuoteTrade(profileTrade: string | null | undefined, trades: readonly string[]): string {
  const t = profileTrade?.trim() ?? '';
  return trades.includes(t) ? t : '';
}

export function formFromQuote(q: Quote): QuoteForm {
  return {
    title: q.title,
    clientId: q.clientId ?? null,
    clientName: q.clientName,
    clientEmail: q.clientEmail,
    clientPhone: q.clientPhone,
    projectAddress: q.projectAddress,
    projectDescription: q.projectDescription,
    selectedTrade: q.selectedTrade,
    estimatedDuration: q.estimatedDuration ?? '',
    items: q.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: String(i.quantity),
      unit: i.unit,
      rate: centsToDecimalString(i.rateCents),
    })),
    gstIncluded: q.gstIncluded,
    validUntil: q.validUntil ?? '',
    deposit: q.depositCents ? centsToDecimalString(q.depositCents) : '',
    notes: q.notes,
    jobNumber: q.jobNumber ?? '',
  };
}

/** A typed line as saved: quantity per spec §5 (min 0.1, step 0.1, 1 when not a number), rate in cents. */
export function itemFromDraft(d: ItemDraft): QuoteItem {
  return {
    id: d.id,
    description: d.description.trim(),
    quantity: parseQuoteQuantity(d.quantity),
    unit: d.unit,
    rateCents: parseDollars(d.rate) ?? 0,
  };
}

export function draftTotals(form: Pick<QuoteForm, 'items' | 'gstIncluded'>) {
  return recomputeQuoteTotals({ items: form.items.map(itemFromDraft), gstIncluded: form.gstIncluded });
}

/** Deposit as typed: null when empty, NaN-safe 'invalid' when it is not an amount. */
export function parseDeposit(text: string): Cents | null | 'invalid' {
  if (text.trim() === '') return null;
  const c = parseDollars(text);
  return c === null || c < 0 ? 'invalid' : c;
}

export function quoteFieldsFromForm(form: QuoteForm, depositCents: Cents | null): QuoteFields {
  const totals = draftTotals(form);
  return {
    title: form.title.trim(),
    clientId: form.clientId,
    clientName: form.clientName.trim(),
    clientEmail: form.clientEmail.trim(),
    clientPhone: form.clientPhone.trim(),
    projectAddress: form.projectAddress.trim(),
    projectDescription: form.projectDescription.trim(),
    selectedTrade: form.selectedTrade,
    estimatedDuration: form.estimatedDuration.trim(),
    items: totals.items,
    gstIncluded: form.gstIncluded,
    subtotalCents: totals.subtotalCents,
    gstAmountCents: totals.gstAmountCents,
    totalCents: totals.totalCents,
    depositCents,
    validUntil: form.validUntil || null,
    notes: form.notes.trim(),
    jobNumber: form.jobNumber.trim() || null,
  };
}
