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

export function documentFilename(model: DocModel, ext: DocumentExtension): string {
  switch (model.kind) {
    case 'quote':
      return `Quote_${safeFilenamePart(model.client.name, 'Client')}_${datePart(model.issueDate)}.${ext}`;
    case 'invoice':
      return `Invoice_${safeFilenamePart(model.customer.name, 'Customer')}_${datePart(model.issueDate)}.${ext}`;
    case 'materials':
      return `${safeFilenamePart(model.title, 'Materials')}_materials.${ext}`;
  }
}

function datePart(date: string): string {
  const trimmed = date.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : safeFilenamePart(trimmed, 'undated');
}
