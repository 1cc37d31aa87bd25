import { formatDateAU, type IsoDate } from '../dates';
import type { CertificatePdfModel } from '../documents/pdf/compliance';
import { certificateFilename } from '../documents/filename';
import { CERT_PHOTO_LABELS, type CertificatePhoto } from '../sync/features/compliance';
import { certificateName, deadlineStatement } from './certificates';
import type { CertificateRow } from './rows';
import { ruleById } from './rules-lookup';

type Record = Pick<CertificateRow, 'ruleId' | 'details' | 'completedOn' | 'lodgedOn'>;

/**
 * The customer's certificate PDF from a record: the same on the phone (offline) and attached to the invoice email.
 * `photos` are the record's photos with their bytes (the caller reads them: IndexedDB or the network on the device,
 * the object store on the server), in the record's order.
 */
export function certificatePdfModel(
  businessName: string,
  cert: Record,
  licenceFallback: string,
  due: IsoDate | null,
  photos: Array<{ photo: CertificatePhoto; bytes: Uint8Array }> = [],
): CertificatePdfModel {
  const rule = ruleById(cert.ruleId);
  const d = cert.details;
  const counts = new Map<string, number>();
  return {
    businessName,
    title: `${certificateName(cert.ruleId)} record - ${d.siteAddress || 'job'}`,
    fields: [
      ['Certificate number', d.serialNumber],
      ['Licence number', d.licenceNumber || licenceFallback],
      ['Customer', d.customerName],
      ['Customer email', d.customerEmail],
      ['Site', d.siteAddress],
      ['Work done', d.workDescription],
      ['Tests and results', d.tests],
      ['Appliances and equipment', d.appliances],
      ['Tested / completed on', cert.completedOn ? formatDateAU(cert.completedOn) : ''],
      ['Lodged on', cert.lodgedOn ? formatDateAU(cert.lodgedOn) : 'Not yet'],
    ],
    deadline: `${deadlineStatement(rule)}${due ? ` Due by ${formatDateAU(due)}.` : ''}`,
    source: `Source: ${rule.sources.map((s) => `${s.title} (${s.url})`).join('; ')}; checked ${rule.checked}.`,
    photos: photos.map(({ photo, bytes }) => {
      const label = CERT_PHOTO_LABELS[photo.kind];
      const n = (counts.get(label) ?? 0) + 1;
      counts.set(label, n);
      return { label: `${label} ${String(n)}`, bytes };
    }),
  };
}

export function certificatePdfFilename(cert: Pick<CertificateRow, 'ruleId' | 'details'>): string {
  return certificateFilename(certificateName(cert.ruleId), cert.details.siteAddress, cert.details.serialNumber);
}
