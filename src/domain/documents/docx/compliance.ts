/** The Word version of a SWMS (issue 22), from the same model as its PDF: editable by a principal contractor's office. */
import { Document, HeadingLevel, Packer, Paragraph, type Table } from 'docx';
import type { SwmsPdfModel } from '../pdf/compliance';
import { COLOURS, CONTENT_TWIPS, DOCUMENT_STYLES, PAGE, imageRun, pageNumberFooter, para, run } from './common';
import { itemsTable } from './table';

function body(m: SwmsPdfModel): Array<Paragraph | Table> {
  const h2 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(text)] });
  const out: Array<Paragraph | Table> = [
    ...(m.businessName ? [para([run(m.businessName, { bold: true, color: COLOURS.muted })], { after: 120 })] : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(`Safe Work Method Statement: ${m.title}`)] }),
    para([run(`Version ${String(m.version)}`, { bold: true })], { after: 200 }),
    h2('Job and site'),
    itemsTable(
      [
        { header: 'Item', width: 2600, align: 'left' },
        { header: 'Details', width: CONTENT_TWIPS - 2600, align: 'left' },
      ],
      m.fields.map(([k, v]) => [k, v || '-']),
    ),
    h2('High-risk construction work'),
    ...m.categories.flatMap((c) => [
      para([run(c.title, { bold: true })]),
      para([run(c.source, { color: COLOURS.muted, size: 9 })], { after: 80 }),
    ]),
    h2('Hazards, risks and control measures'),
    itemsTable(
      [
        { header: 'Work / hazard', width: 2600, align: 'left' },
        { header: 'Control measures (hierarchy of controls)', width: CONTENT_TWIPS - 2600 - 2200, align: 'left' },
        { header: 'Monitored and reviewed', width: 2200, align: 'left' },
      ],
      m.rows.map((r) => [`${r.category}: ${r.hazard}`, r.controls, r.monitoring]),
      { emptyText: 'No hazards listed' },
    ),
    h2('Sign-on'),
  ];
  for (const v of [...m.versions].reverse()) {
    out.push(
      para(
        [run(`Version ${String(v.version)} (${v.created})${v.version === m.version ? ' - current' : ' - superseded'}`, { bold: true })],
        { before: 120 },
      ),
    );
    if (!v.signOns.length) out.push(para([run('Not signed.', { color: COLOURS.muted })]));
    for (const s of v.signOns) {
      const image = s.png ? imageRun(s.png, 30, 140, `Signature of ${s.name}`) : null;
      out.push(para([run(`${s.name} - ${s.signedOn}  `), ...(image ? [image] : [])]));
    }
  }
  if (m.stillToSign.length)
    out.push(para([run(`Still to sign version ${String(m.version)}: ${m.stillToSign.join(', ')}`, { bold: true })], { before: 120 }));
  return out;
}

export async function renderSwmsDocx(m: SwmsPdfModel): Promise<Uint8Array> {
  const doc = new Document({
    title: `SWMS - ${m.title}`,
    creator: m.businessName || 'Tradie Toolbox',
    styles: DOCUMENT_STYLES,
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, footer: 400 },
          },
        },
        footers: { default: pageNumberFooter() },
        children: body(m),
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
