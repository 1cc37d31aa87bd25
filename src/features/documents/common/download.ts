import { downloadBlob } from '../../../data/api';
import type { DocModel, DocumentExtension, sameNamePrefix as SameNamePrefix } from '../../../domain/documents';

import Dexie from 'dexie';
import { deviceTimeZone, isoFromInstant } from '../../../domain/dates';
import { getDb } from '../../../data/local-db';
import { useSession } from '../../../app/session';

export { deviceTimeZone };

/**
 * Makes the PDF or Word file on the device (no server, so it works offline) and hands it to the browser's download
 * or the phone's share sheet. The renderers are loaded on first use to keep the first screen light.
 */
export async function downloadDocument(model: DocModel, ext: DocumentExtension): Promise<string> {
  const docs = await import('../../../domain/documents');
  const options = { timeZone: deviceTimeZone() };
  const bytes = ext === 'pdf' ? await docs.renderPdf(model, options) : await docs.renderDocx(model, options);
  const filename = docs.documentFilename(model, ext, {
    // a failed look-up never stops the download: the spec's name is used
    distinguish: await sharesName(model, docs.sameNamePrefix).catch(() => false),
  });
  await downloadBlob(new Blob([bytes as BlobPart], { type: ext === 'pdf' ? docs.pdfMime : docs.docxMime }), filename);
  return filename;
}

/**
 * Whether another of this device's quotes or invoices would download under the same spec name (same client, same
 * date): then the name carries the document number too, so one file does not replace the other (issue 18).
 */
async function sharesName(model: DocModel, sameNamePrefix: typeof SameNamePrefix): Promise<boolean> {
  if (model.kind === 'materials') return false;
  const userId = useSession.getState().user?.id;
  if (!userId) return false;
  const prefix = sameNamePrefix(model);
  const db = getDb();
  if (model.kind === 'invoice') {
    const rows = await db.invoices.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();
    return rows.some(
      (r) =>
        r.invoiceNumber !== model.invoiceNumber &&
        sameNamePrefix({ kind: 'invoice', customer: { name: r.customerName }, issueDate: r.invoiceDate }) === prefix,
    );
  }
  const rows = await db.quotes.where('[userId+createdAt]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).toArray();
  return rows.some(
    (r) =>
      (r.jobNumber ?? '') !== (model.number ?? '') &&
      sameNamePrefix({
        kind: 'quote',
        client: { name: r.clientName },
        issueDate: isoFromInstant(Date.parse(r.createdAt), deviceTimeZone()),
      }) === prefix,
  );
}
