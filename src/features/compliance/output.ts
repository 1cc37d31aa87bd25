import { formatDateAU, type IsoDate } from '../../domain/dates';
import { ruleById } from '../../domain/compliance/rules-lookup';
import { CATEGORY_TITLES, type CategoryKey } from '../../domain/compliance/high-risk';
import { certificateName } from '../../domain/compliance/certificates';
import type { CertificateRow, SwmsSignOnRow, SwmsVersionRow } from '../../domain/compliance/rows';
import { missingSignatures } from '../../domain/compliance/swms';
import { safeFilenamePart } from '../../domain/documents';

/** PDFs of the SWMS and certificate records, made on the device (no signal needed); pdf-lib loads on demand. */
function download(bytes: Uint8Array, filename: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function pngBytes(dataUrl: string): Uint8Array | null {
  const b64 = dataUrl.split(',')[1];
  if (!b64) return null;
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const categoryRule = (key: string) => {
  if (key === 'fall') return null;
  try {
    return ruleById(key === 'trench' ? 'au-hrcw-trench-depth' : `au-hrcw-${key}`);
  } catch {
    return null;
  }
};

export async function downloadSwmsPdf(businessName: string, versions: SwmsVersionRow[], signOns: SwmsSignOnRow[]) {
  const latest = versions[versions.length - 1];
  if (!latest) return;
  const c = latest.content;
  const { renderSwmsPdf } = await import('../../domain/documents/pdf/compliance');
  const bytes = await renderSwmsPdf({
    businessName,
    title: c.title,
    version: latest.version,
    fields: [
      ['Work', c.work],
      ['Site address', c.siteAddress],
      ['Principal contractor', c.principalContractor],
      ['Emergency contacts', c.emergencyContacts],
      ['PPE', c.ppe],
      ['Plant and equipment', c.plant],
      ['Review by', c.reviewDate ? formatDateAU(c.reviewDate) : ''],
    ],
    categories: c.categories.map((key) => {
      const rule = categoryRule(key);
      return {
        title: CATEGORY_TITLES[key as CategoryKey] ?? key,
        source: rule ? `${rule.statement} Source: ${rule.sources[0]?.title ?? ''}` : 'Model WHS Regulations reg 291(a)',
      };
    }),
    rows: c.rows,
    versions: versions.map((v) => ({
      version: v.version,
      created: formatDateAU(v.createdAt.slice(0, 10)),
      signOns: signOns
        .filter((s) => s.versionId === v.id)
        .map((s) => ({ name: s.name, signedOn: formatDateAU(s.signedOn), png: pngBytes(s.signature) })),
    })),
    stillToSign: missingSignatures(versions, signOns),
  });
  download(bytes, `SWMS-${safeFilenamePart(c.title, 'SWMS')}-v${String(latest.version)}.pdf`);
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
