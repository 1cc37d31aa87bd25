/**
 * Document rendering shared by the server endpoints and the offline client: one view model in, PDF or Word
 * bytes out. The pdf-lib and docx code is imported on first use, so importing this module for filenames or
 * types costs nothing, and a PDF download never pulls in the Word writer.
 */
import type { DocModel, RenderOptions } from './types';

export type * from './types';
export {
  certificateFilename,
  contentDisposition,
  docxMime,
  documentFilename,
  exportFilename,
  pdfMime,
  safeFilenamePart,
  swmsFilename,
  type DocumentExtension,
} from './filename';
export { documentHeading, showsGst } from './content';
export { formatCalendarDate } from './format';

export async function renderPdf(model: DocModel, options: RenderOptions = {}): Promise<Uint8Array> {
  const { renderPdfDocument } = await import('./pdf/render');
  return renderPdfDocument(model, options);
}

/** Quotes, invoices and materials lists as .docx. */
export async function renderDocx(model: DocModel, options: RenderOptions = {}): Promise<Uint8Array> {
  const { renderDocxDocument } = await import('./docx/render');
  return renderDocxDocument(model, options);
}
