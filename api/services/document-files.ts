import type { Deps } from '../context';
import type { Db } from '../db';
import { uploadedStorageKeyOf } from '../repos/objects';
import { sellerSources, type Seller } from '../repos/seller';
import { documentFilename, docxMime, pdfMime, renderDocx, renderPdf, type DocModel } from '../../src/domain/documents';
import { stateTimeZone, type BusinessSource } from '../../src/domain/documents/from-entities';
import { sniffImage } from '../../src/domain/documents/image';

export interface DocumentFile {
  bytes: Uint8Array;
  filename: string;
  contentType: string;
}

/** The business logo from the object store ('/api/objects/{id}' on the profile), or null when there is none. */
async function loadLogo(deps: Pick<Deps, 'store'>, db: Db, seller: Seller): Promise<BusinessSource['logo']> {
  const m = /\/api\/objects\/([0-9a-f-]{36})/i.exec(seller.user.business_logo ?? '');
  if (!m) return null;
  const key = await uploadedStorageKeyOf(db, seller.userId, m[1]);
  const file = key && (await deps.store.get(key));
  if (!file) return null;
  // Only PNG and JPEG embed in both PDF and Word; a GIF or WebP logo is left off rather than breaking the document.
  const info = sniffImage(file.bytes);
  return info ? { bytes: file.bytes, mime: info.type === 'png' ? 'image/png' : 'image/jpeg' } : null;
}

/** Company, profile, settings and logo: everything the documents print about the business. */
export async function businessSource(deps: Pick<Deps, 'store'>, db: Db, seller: Seller): Promise<BusinessSource> {
  const [sources, logo] = await Promise.all([sellerSources(db, seller), loadLogo(deps, db, seller)]);
  return { ...sources, logo };
}

export async function renderDocumentFile(model: DocModel, ext: 'pdf' | 'docx', seller: Seller): Promise<DocumentFile> {
  const options = { timeZone: stateTimeZone(seller.state) };
  const bytes = ext === 'pdf' ? await renderPdf(model, options) : await renderDocx(model, options);
  return { bytes, filename: documentFilename(model, ext), contentType: ext === 'pdf' ? pdfMime : docxMime };
}
