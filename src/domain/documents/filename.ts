/** Download names from the spec: Quote_{client}_{date}.pdf, Invoice_{customer}_{date}.docx, {title}_materials.pdf. */
import type { DocModel } from './types';

export const pdfMime = 'application/pdf';
export const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentExtension = 'pdf' | 'docx';

/**
 * Keeps names safe for every file system and for a plain Content-Disposition header: accents are folded
 * (José -> Jose), whitespace becomes '_', and anything outside letters, digits, '.', '-' and '_' is dropped.
 */
export function safeFilenamePart(text: string, fallback: string, maxLength = 80): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/_+/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, maxLength)
    .replace(/[._-]+$/g, '');
  return cleaned || fallback;
}

/**
 * The spec's name. `distinguish` is for when another document of the same kind, for the same client, has the same date
 * (INV-0001 and INV-0002 for Jo on one day would download under one name and overwrite each other): then, and only
 * then, the document number follows the spec's name — `Invoice_Jo_2026-11-25_INV-0002.pdf` (issue 18).
 */
export function documentFilename(model: DocModel, ext: DocumentExtension, opts: { distinguish?: boolean } = {}): string {
  const number = (n: string | undefined) => {
    const safe = opts.distinguish && n ? safeFilenamePart(n, '', 40) : '';
    return safe ? `_${safe}` : '';
  };
  switch (model.kind) {
    case 'quote':
      return `${sameNamePrefix(model)}${number(model.number)}.${ext}`;
    case 'invoice':
      return `${sameNamePrefix(model)}${number(model.invoiceNumber)}.${ext}`;
    case 'materials':
      return `${safeFilenamePart(model.title, 'Materials')}_materials.${ext}`;
  }
}

function datePart(date: string): string {
  const trimmed = date.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : safeFilenamePart(trimmed, 'undated');
}

/**
 * The spec's name without its extension (Quote_{client}_{date}, Invoice_{customer}_{date}): two documents whose
 * prefixes are equal would download under the same name.
 */
export function sameNamePrefix(
  model:
    { kind: 'quote'; client: { name: string }; issueDate: string } | { kind: 'invoice'; customer: { name: string }; issueDate: string },
): string {
  return model.kind === 'quote'
    ? `Quote_${safeFilenamePart(model.client.name, 'Client')}_${datePart(model.issueDate)}`
    : `Invoice_${safeFilenamePart(model.customer.name, 'Customer')}_${datePart(model.issueDate)}`;
}
