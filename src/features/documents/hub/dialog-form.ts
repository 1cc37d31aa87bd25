import { centsToDecimalString, parseDollars } from '../../../domain/money';
import {
  COMPANY_SETUP_REQUIRED,
  ITEM_INCOMPLETE,
  parseInvoiceQuantity,
  parseQuoteQuantity,
  type InvoiceItem,
  type QuoteItem,
  type ToastText,
} from '../../../domain/schemas/documents';
import type { InvoiceRow } from '../records/invoice-queries';
import type { QuoteRow } from '../records/quote-queries';

/** The create/edit dialog of spec §3: Client Name, Client Email, Job Description, line items, Notes. */
export interface DialogLine {
  id: string;
  description: string;
  quantity: string;
  rate: string;
  /** free text with the spec's units as suggestions (issue 18); new lines are 'ea', an invoice line may be blank */
  unit: string;
}

export interface DocDialogForm {
  clientName: string;
  clientEmail: string;
  description: string;
  lines: DialogLine[];
  notes: string;
}

export const DIALOG_MISSING_INFORMATION: ToastText = {
  title: 'Missing Information',
  description: 'Please fill in the client name and add at least one item.',
};

export function emptyLine(): DialogLine {
  return { id: crypto.randomUUID(), description: '', quantity: '1', rate: '', unit: 'ea' };
}

export function emptyDialogForm(): DocDialogForm {
  return { clientName: '', clientEmail: '', description: '', lines: [emptyLine()], notes: '' };
}

export function dialogFormFromQuote(q: QuoteRow): DocDialogForm {
  return {
    clientName: q.clientName,
    clientEmail: q.clientEmail,
    description: q.projectDescription || q.title,
    lines: q.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: String(i.quantity),
      rate: centsToDecimalString(i.rateCents),
      unit: i.unit,
    })),
    notes: q.notes,
  };
}

export function dialogFormFromInvoice(inv: InvoiceRow): DocDialogForm {
  return {
    clientName: inv.customerName,
    clientEmail: inv.customerEmail,
    description: inv.title,
    lines: inv.items.map((i) => ({
      id: i.id,
      description: i.description,
      quantity: String(i.quantity),
      rate: centsToDecimalString(i.rateCents),
      unit: i.unit ?? '',
    })),
    notes: inv.notes,
  };
}

export type DialogCheck<I> = { ok: true; items: I[] } | ({ ok: false } & ToastText);

function checkLines(form: DocDialogForm): DialogCheck<DialogLine> {
  if (!form.clientName.trim()) return { ok: false, ...DIALOG_MISSING_INFORMATION };
  // Like the invoice generator, lines left without a description are dropped rather than refused.
  const lines = form.lines.filter((l) => l.description.trim());
  if (lines.length === 0) return { ok: false, ...DIALOG_MISSING_INFORMATION };
  if (lines.some((l) => !((parseDollars(l.rate) ?? 0) > 0))) return { ok: false, ...ITEM_INCOMPLETE };
  return { ok: true, items: lines };
}

export function estimateItems(form: DocDialogForm): DialogCheck<QuoteItem> {
  const c = checkLines(form);
  if (!c.ok) return c;
  return {
    ok: true,
    items: c.items.map((l) => ({
      id: l.id,
      description: l.description.trim(),
      quantity: parseQuoteQuantity(l.quantity),
      // a quote line needs a unit: one cleared in the dialog falls back to the new line's 'ea'
      unit: l.unit.trim() || 'ea',
      rateCents: parseDollars(l.rate) ?? 0,
    })),
  };
}

export function invoiceItems(form: DocDialogForm, hasCompany: boolean): DialogCheck<InvoiceItem> {
  if (!hasCompany) return { ok: false, ...COMPANY_SETUP_REQUIRED };
  const c = checkLines(form);
  if (!c.ok) return c;
  return {
    ok: true,
    items: c.items.map((l) => ({
      id: l.id,
      description: l.description.trim(),
      quantity: parseInvoiceQuantity(l.quantity),
      // Walk-through (issue 12): editing a converted invoice must not empty its Unit column again.
      ...(l.unit.trim() ? { unit: l.unit.trim() } : {}),
      rateCents: parseDollars(l.rate) ?? 0,
    })),
  };
}

/** A document title from the job description's first line. */
export function titleFrom(description: string, fallback: string): string {
  const first = description.trim().split('\n')[0]?.trim() ?? '';
  return (first || fallback).slice(0, 200);
}
