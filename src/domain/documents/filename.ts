/**
 * Download names — one module for every file the product hands out, made on the device or sent by the server
 * (issue 18: every name carries the document's number, so INV-0001 and INV-0002 never download under one name).
 * Quote_{client}_{date}_{number}.pdf, Invoice_{customer}_{date}_{number}.docx, {title}_materials.pdf,
 * SWMS-{title}-v{version}.pdf, {certificate}-{site}-{certificate number}.pdf, invoices-{format}-{from}-to-{to}.csv.
 * Names keep letters of any script (José, 王); the server's Content-Disposition adds an ASCII fallback.
 */
import type { DocModel } from './types';

export const pdfMime = 'application/pdf';
export const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type DocumentExtension = 'pdf' | 'docx';

/**
 * Plain ASCII for a header or an old file system: accents are folded (José -> Jose), whitespace becomes '_', and
 * anything outside letters, digits, '.', '-' and '_' is dropped.
 */
export function safeFilenamePart(text: string, fallback: string, maxLength = 80): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '');
  return tidy(cleaned, maxLength) || fallback;
}

/** One part of a download name: letters and digits of any script, '.', '-' and '_' (no path, quote or control characters). */
export function filenamePart(text: string, fallback: string, maxLength = 80): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{M}\p{N}._-]/gu, '');
  return tidy(cleaned, maxLength) || fallback;
}

function tidy(cleaned: string, maxLength: number): string {
  return Array.from(cleaned.replace(/_+/g, '_').replace(/^[._-]+|[._-]+$/g, ''))
    .slice(0, maxLength)
    .join('')
    .replace(/[._-]+$/g, '');
}

const numberPart = (n: string | null | undefined) => {
  const safe = n ? filenamePart(n, '', 40) : '';
  return safe ? `_${safe}` : '';
};

/** The spec's name with the document's number: Quote_Jo_2026-11-25_Q-0001.pdf (a quote without a number: the spec's name). */
export function documentFilename(model: DocModel, ext: DocumentExtension): string {
  switch (model.kind) {
    case 'quote':
      return `Quote_${filenamePart(model.client.name, 'Client')}_${datePart(model.issueDate)}${numberPart(model.number)}.${ext}`;
    case 'invoice':
      return `Invoice_${filenamePart(model.customer.name, 'Customer')}_${datePart(model.issueDate)}${numberPart(model.invoiceNumber)}.${ext}`;
    case 'materials':
      return `${filenamePart(model.title, 'Materials')}_materials.${ext}`;
  }
}

/** A SWMS version: its number is the version. */
export function swmsFilename(title: string, version: number, ext: DocumentExtension): string {
  return `SWMS-${filenamePart(title, 'SWMS')}-v${String(version)}.${ext}`;
}

/** A compliance certificate record: its name, the site, and the certificate number when it has one. */
export function certificateFilename(name: string, site: string, serialNumber: string | null | undefined): string {
  const serial = serialNumber ? filenamePart(serialNumber, '', 40) : '';
  return `${filenamePart(name, 'Certificate')}-${filenamePart(site, 'job')}${serial ? `-${serial}` : ''}.pdf`;
}

/** An accounting export of the invoices dated in a range. */
export function exportFilename(format: string, from: string, to: string): string {
  return `invoices-${filenamePart(format, 'plain', 20)}-${datePart(from)}-to-${datePart(to)}.csv`;
}

function datePart(date: string): string {
  const trimmed = date.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? trimmed : filenamePart(trimmed, 'undated');
}

/** The ASCII fallback of a download name (the `filename` parameter old clients read). */
export function asciiFilename(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? safeFilenamePart(name.slice(dot + 1), '', 10) : '';
  const base = safeFilenamePart(dot > 0 ? name.slice(0, dot) : name, 'download', 200);
  return ext ? `${base}.${ext}` : base;
}

/**
 * The server's Content-Disposition for a download name (RFC 6266): `filename` in ASCII for old clients and
 * `filename*` in UTF-8 (RFC 5987) with the name as the device would have made it.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${asciiFilename(name)}"; filename*=UTF-8''${encoded}`;
}
