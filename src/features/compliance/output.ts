import { formatDateAU, type IsoDate } from '../../domain/dates';
import { ruleById } from '../../domain/compliance/rules-lookup';
import { certificateName } from '../../domain/compliance/certificates';
import type { CertificateRow, SwmsSignOnRow, SwmsVersionRow } from '../../domain/compliance/rows';
import { swmsPdfModel } from '../../domain/compliance/swms-pdf';
import { safeFilenamePart } from '../../domain/documents';

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
  download(await renderSwmsPdf(model), `SWMS-${safeFilenamePart(model.title, 'SWMS')}-v${String(model.version)}.pdf`);
}

export async function downloadSwmsWord(businessName: string, versions: SwmsVersionRow[], signOns: SwmsSignOnRow[]) {
  const model = swmsPdfModel(businessName, versions, signOns);
  if (!model) return;
  const { renderSwmsDocx } = await import('../../domain/documents/docx/compliance');
  download(
    await renderSwmsDocx(model),
    `SWMS-${safeFilenamePart(model.title, 'SWMS')}-v${String(model.version)}.docx`,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
}

export async function downloadCertificatePdf(businessName: string, cert: CertificateRow, licenceFallback: string, due: IsoDate | null) {
  const rule = ruleById(cert.ruleId);
  const d = cert.details;
  const { renderCertificatePdf } = await import('../../domain/documents/pdf/compliance');
  const name = certificateName(cert.ruleId);
  const bytes = await renderCertificatePdf({
    businessName,
    title: `${name} record - ${d.siteAddress || 'job'}`,
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
    deadline: `${rule.statement}${due ? ` Due by ${formatDateAU(due)}.` : ''}`,
    source: `Source: ${rule.sources.map((s) => `${s.title} (${s.url})`).join('; ')}; checked ${rule.checked}.`,
  });
  download(bytes, `${safeFilenamePart(name, 'Certificate')}-${safeFilenamePart(d.siteAddress, 'job')}.pdf`);
}
