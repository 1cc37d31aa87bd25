import { downloadBlob } from '../../../data/api';
import type { DocModel, DocumentExtension } from '../../../domain/documents';
import { deviceTimeZone } from '../../../domain/dates';

export { deviceTimeZone };

/**
 * Makes the PDF or Word file on the device (no server, so it works offline) and hands it to the browser's download
 * or the phone's share sheet. The renderers are loaded on first use to keep the first screen light.
 */
export async function downloadDocument(model: DocModel, ext: DocumentExtension): Promise<string> {
  const docs = await import('../../../domain/documents');
  const options = { timeZone: deviceTimeZone() };
  const bytes = ext === 'pdf' ? await docs.renderPdf(model, options) : await docs.renderDocx(model, options);
  // the same name the server's download gives (with the document number, issue 18)
  const filename = docs.documentFilename(model, ext);
  await downloadBlob(new Blob([bytes as BlobPart], { type: ext === 'pdf' ? docs.pdfMime : docs.docxMime }), filename);
  return filename;
}
