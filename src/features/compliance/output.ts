import type { IsoDate } from '../../domain/dates';
import { certificatePdfFilename, certificatePdfModel } from '../../domain/compliance/certificate-pdf';
import type { CertificatePhoto } from '../../domain/sync/features/compliance';
import { objectIdFromPath } from '../../domain/photos/naming';
import { getDb } from '../../data/local-db';
import { localPhotoBlob } from '../../data/photos';
import { certificatePhotos } from './mutations';
import type { CertificateRow, SwmsSignOnRow, SwmsVersionRow } from '../../domain/compliance/rows';
import { swmsPdfModel } from '../../domain/compliance/swms-pdf';
import { swmsFilename } from '../../domain/documents';

/** PDFs of the SWMS and certificate records, made on the device (no signal needed); pdf-lib loads on demand. */
function download(bytes: Uint8Array, filename: string, type = 'application/pdf') {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadSwmsPdf(businessName: string, versions: SwmsVersionRow[], signOns: SwmsSignOnRow[]) {
  const model = swmsPdfModel(businessName, versions, signOns);
  if (!model) return;
  const { renderSwmsPdf } = await import('../../domain/documents/pdf/compliance');
  download(await renderSwmsPdf(model), swmsFilename(model.title, model.version, 'pdf'));
}

export async function downloadSwmsWord(businessName: string, versions: SwmsVersionRow[], signOns: SwmsSignOnRow[]) {
  const model = swmsPdfModel(businessName, versions, signOns);
  if (!model) return;
  const { renderSwmsDocx } = await import('../../domain/documents/docx/compliance');
  download(
    await renderSwmsDocx(model),
    swmsFilename(model.title, model.version, 'docx'),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
}

/** The photo's bytes: this device's copy (offline), else the server's file; null when neither can be read now. */
async function photoBytes(path: string): Promise<Uint8Array | null> {
  const id = objectIdFromPath(path);
  if (!id) return null;
  const local = await localPhotoBlob(getDb(), id);
  if (local) return new Uint8Array(await local.arrayBuffer());
  try {
    const res = await fetch(path, { credentials: 'same-origin' });
    return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export async function downloadCertificatePdf(businessName: string, cert: CertificateRow, licenceFallback: string, due: IsoDate | null) {
  const photos = (
    await Promise.all(
      certificatePhotos(cert).map(async (photo) => {
        const bytes = await photoBytes(photo.path);
        return bytes ? { photo, bytes } : null;
      }),
    )
  ).filter((x): x is { photo: CertificatePhoto; bytes: Uint8Array } => x !== null);
  const { renderCertificatePdf } = await import('../../domain/documents/pdf/compliance');
  const bytes = await renderCertificatePdf(certificatePdfModel(businessName, cert, licenceFallback, due, photos));
  download(bytes, certificatePdfFilename(cert));
  const missing = certificatePhotos(cert).length - photos.length;
  return { missingPhotos: missing };
}
