import type { Deps } from '../context';
import { completedCertificatesOfJob } from '../repos/compliance';
import { uploadedStorageKeyOf } from '../repos/objects';
import type { MailAttachment } from './mail';
import { certificatePdfFilename, certificatePdfModel } from '../../src/domain/compliance/certificate-pdf';
import { renderCertificatePdf } from '../../src/domain/documents/pdf/compliance';
import { objectIdFromPath } from '../../src/domain/photos/naming';

/**
 * The customer's copy of each completed certificate record of a job (issue 22: "the customer's copy can go with the
 * invoice email"), rendered with the same model as the phone's PDF, its photos read from the object store. A photo
 * that cannot be read is left out; it never stops the invoice going.
 */
export async function jobCertificateAttachments(
  deps: Pick<Deps, 'sql' | 'store'>,
  userId: string,
  jobId: string | null,
  businessName: string,
): Promise<MailAttachment[]> {
  if (!jobId) return [];
  const certs = await completedCertificatesOfJob(deps.sql, userId, jobId);
  const out: MailAttachment[] = [];
  for (const cert of certs) {
    const photos = [];
    for (const photo of cert.photos ?? []) {
      const id = objectIdFromPath(photo.path);
      const key = id ? await uploadedStorageKeyOf(deps.sql, userId, id) : undefined;
      const file = key ? await deps.store.get(key).catch(() => null) : null;
      if (file) photos.push({ photo, bytes: file.bytes });
    }
    const bytes = await renderCertificatePdf(certificatePdfModel(businessName, cert, '', cert.dueOn, photos));
    out.push({ filename: certificatePdfFilename(cert), contentType: 'application/pdf', content: bytes });
  }
  return out;
}
