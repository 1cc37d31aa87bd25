/**
 * PDFs of on-site compliance records (issue 22): a SWMS for the principal contractor (every version, with who signed
 * which) and a certificate record for the customer. Built on the shared page-flow canvas and table.
 */
import { fitImage } from '../image';
import { PdfCanvas } from './canvas';
import { drawTable } from './table';
import { COLOURS, CONTENT_WIDTH, MARGIN_X, RIGHT_EDGE, SIZES } from './theme';

export interface SwmsPdfModel {
  businessName: string;
  /** the latest version's content */
  title: string;
  version: number;
  fields: Array<[label: string, value: string]>;
  /** high-risk categories with the rule each rests on */
  categories: Array<{ title: string; source: string }>;
  rows: Array<{ category: string; hazard: string; controls: string; monitoring: string }>;
  /** every version, oldest first, with its sign-ons */
  versions: Array<{ version: number; created: string; signOns: Array<{ name: string; signedOn: string; png: Uint8Array | null }> }>;
  stillToSign: string[];
}

export interface CertificatePdfModel {
  businessName: string;
  title: string;
  fields: Array<[label: string, value: string]>;
  deadline: string;
  source: string;
  /** photos of the test results and the installation (JPEG or PNG bytes), in the record's order */
  photos?: Array<{ label: string; bytes: Uint8Array }>;
}

function heading(c: PdfCanvas, text: string) {
  c.ensure(SIZES.section + 24);
  c.y -= SIZES.section + 6;
  c.text(text, MARGIN_X, c.y, { size: SIZES.section, bold: true, color: COLOURS.accent });
  c.y -= 6;
}

function paragraph(c: PdfCanvas, text: string, opts: { bold?: boolean; muted?: boolean } = {}) {
  for (const line of c.wrap(text, CONTENT_WIDTH, SIZES.body, opts.bold)) {
    c.ensure(c.lineHeight());
    c.y -= c.lineHeight();
    c.text(line, MARGIN_X, c.y, { bold: opts.bold, color: opts.muted ? COLOURS.muted : undefined });
  }
}

function fieldTable(c: PdfCanvas, fields: Array<[string, string]>) {
  drawTable(
    c,
    [
      { header: 'Item', width: 150, align: 'left' },
      { header: 'Details', width: CONTENT_WIDTH - 150, align: 'left' },
    ],
    fields.map(([k, v]) => [k, v || '-']),
  );
}

function title(c: PdfCanvas, businessName: string, text: string, right: string) {
  if (businessName) {
    c.y -= SIZES.body;
    c.text(businessName, MARGIN_X, c.y, { bold: true, color: COLOURS.muted });
    c.y -= 8;
  }
  for (const line of c.wrap(text, CONTENT_WIDTH - 120, 18, true)) {
    c.y -= 18;
    c.text(line, MARGIN_X, c.y, { size: 18, bold: true, color: COLOURS.accent });
    c.y -= 4;
  }
  c.text(right, RIGHT_EDGE, c.y + 22, { bold: true, align: 'right' });
}

export async function renderSwmsPdf(m: SwmsPdfModel): Promise<Uint8Array> {
  const c = await PdfCanvas.create(`SWMS - ${m.title}`, m.businessName);
  title(c, m.businessName, `Safe Work Method Statement: ${m.title}`, `Version ${String(m.version)}`);
  c.onPageBreak = () => {
    const y = c.top - SIZES.small;
    c.text(`SWMS: ${m.title} (version ${String(m.version)}, continued)`, MARGIN_X, y, { size: SIZES.small, color: COLOURS.muted });
    c.y = y - 14;
  };
  heading(c, 'Job and site');
  fieldTable(c, m.fields);
  heading(c, 'High-risk construction work');
  for (const cat of m.categories) {
    paragraph(c, cat.title, { bold: true });
    paragraph(c, cat.source, { muted: true });
  }
  heading(c, 'Hazards, risks and control measures');
  drawTable(
    c,
    [
      { header: 'Work / hazard', width: 130, align: 'left' },
      { header: 'Control measures (hierarchy of controls)', width: CONTENT_WIDTH - 130 - 120, align: 'left' },
      { header: 'Monitored and reviewed', width: 120, align: 'left' },
    ],
    m.rows.map((r) => [`${r.category}: ${r.hazard}`, r.controls, r.monitoring]),
    { emptyText: 'No hazards listed' },
  );
  heading(c, 'Sign-on');
  paragraph(c, 'Each worker has read this SWMS (or had it read to them), understands it, and will do the work as it says.', {
    muted: true,
  });
  for (const v of [...m.versions].reverse()) {
    c.ensure(40);
    c.y -= 6;
    paragraph(c, `Version ${String(v.version)} (${v.created})${v.version === m.version ? ' - current' : ' - superseded'}`, { bold: true });
    if (!v.signOns.length) paragraph(c, 'Not signed.', { muted: true });
    for (const s of v.signOns) {
      const image = s.png ? await c.embedImage(s.png) : null;
      const size = image ? fitImage(image, 36, 160) : { width: 0, height: 0 };
      c.ensure(size.height + c.lineHeight() + 8);
      if (image) {
        c.page.drawImage(image, { x: MARGIN_X + 220, y: c.y - size.height, ...size });
      }
      c.y -= c.lineHeight();
      c.text(`${s.name} - ${s.signedOn}`, MARGIN_X, c.y);
      c.y -= Math.max(0, size.height - c.lineHeight()) + 6;
    }
  }
  if (m.stillToSign.length) {
    c.y -= 4;
    paragraph(c, `Still to sign version ${String(m.version)}: ${m.stillToSign.join(', ')}`, { bold: true });
  }
  c.numberPages();
  return c.save();
}

/** Photos two to a row, each with its label under it; a file that is not a JPEG or PNG is left out, never fatal. */
async function photoGrid(c: PdfCanvas, photos: Array<{ label: string; bytes: Uint8Array }>) {
  const images = (await Promise.all(photos.map(async (p) => ({ label: p.label, image: await c.embedImage(p.bytes) })))).filter(
    (x): x is { label: string; image: NonNullable<typeof x.image> } => x.image !== null,
  );
  if (!images.length) return;
  heading(c, 'Photos');
  const gap = 12;
  const cellWidth = (CONTENT_WIDTH - gap) / 2;
  const maxHeight = 190;
  for (let i = 0; i < images.length; i += 2) {
    const pair = images.slice(i, i + 2).map((x) => ({ ...x, size: fitImage(x.image, maxHeight, cellWidth) }));
    const rowHeight = Math.max(...pair.map((x) => x.size.height)) + c.lineHeight() + 10;
    c.ensure(rowHeight);
    c.y -= 6;
    pair.forEach((x, j) => {
      const left = MARGIN_X + j * (cellWidth + gap);
      c.page.drawImage(x.image, { x: left, y: c.y - x.size.height, ...x.size });
      c.text(x.label, left, c.y - x.size.height - c.lineHeight(), { size: SIZES.small, color: COLOURS.muted });
    });
    c.y -= rowHeight - 6;
  }
}

export async function renderCertificatePdf(m: CertificatePdfModel): Promise<Uint8Array> {
  const c = await PdfCanvas.create(m.title, m.businessName);
  title(c, m.businessName, m.title, '');
  heading(c, 'Details');
  fieldTable(c, m.fields);
  if (m.photos?.length) await photoGrid(c, m.photos);
  heading(c, 'Deadline');
  paragraph(c, m.deadline);
  paragraph(c, m.source, { muted: true });
  c.numberPages();
  return c.save();
}
