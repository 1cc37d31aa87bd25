import { formatDateAU } from '../dates';
import type { SwmsPdfModel } from '../documents/pdf/compliance';
import { CATEGORY_TITLES, type CategoryKey } from './high-risk';
import type { SwmsSignOnRow, SwmsVersionRow } from './rows';
import { ruleById } from './rules-lookup';
import { missingSignatures } from './swms';

type Version = Pick<SwmsVersionRow, 'id' | 'swmsId' | 'version' | 'content' | 'createdAt'>;
type SignOn = Pick<SwmsSignOnRow, 'versionId' | 'name' | 'signedOn' | 'signature'>;

function pngBytes(dataUrl: string): Uint8Array | null {
  const b64 = dataUrl.split(',')[1];
  if (!b64) return null;
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function categorySource(key: string): string {
  const id = key === 'fall' ? 'au-hrcw-fall-height' : key === 'trench' ? 'au-hrcw-trench-depth' : `au-hrcw-${key}`;
  try {
    const rule = ruleById(id);
    return `${rule.statement} Source: ${rule.sources[0]?.title ?? ''}`;
  } catch {
    return '';
  }
}

/** The SWMS PDF's content from its versions (oldest first) and sign-ons: the same on the phone and in the email. */
export function swmsPdfModel(businessName: string, versions: Version[], signOns: SignOn[]): SwmsPdfModel | null {
  const latest = versions[versions.length - 1];
  if (!latest) return null;
  const c = latest.content;
  return {
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
    categories: c.categories.map((key) => ({ title: CATEGORY_TITLES[key as CategoryKey] ?? key, source: categorySource(key) })),
    rows: c.rows,
    versions: versions.map((v) => ({
      version: v.version,
      created: formatDateAU(v.createdAt.slice(0, 10)),
      signOns: signOns
        .filter((s) => s.versionId === v.id)
        .map((s) => ({ name: s.name, signedOn: formatDateAU(s.signedOn), png: pngBytes(s.signature) })),
    })),
    stillToSign: missingSignatures(
      versions,
      signOns.map((s) => ({ versionId: s.versionId, name: s.name })),
    ),
  };
}
