/** The Word version of a materials checklist; ticks are ballot-box characters so the file needs no images. */
import { HeadingLevel, Paragraph, type Table } from 'docx';
import type { MaterialsContent } from '../materials-content';
import { COLOURS, CONTENT_TWIPS, para, run } from './common';
import { itemsTable } from './table';

const TICKED = '\u2611';
const UNTICKED = '\u2610';

export function materialsBody(content: MaterialsContent): Array<Paragraph | Table> {
  const fixed = { box: 560, quantity: 900, unit: 1100, notes: 3000 };
  const columns = [
    { header: '', width: fixed.box, align: 'center' as const },
    { header: content.headers.item, width: CONTENT_TWIPS - fixed.box - fixed.quantity - fixed.unit - fixed.notes, align: 'left' as const },
    { header: content.headers.quantity, width: fixed.quantity, align: 'right' as const },
    { header: content.headers.unit, width: fixed.unit, align: 'left' as const },
    { header: content.headers.notes, width: fixed.notes, align: 'left' as const },
  ];
  return [
    ...(content.businessName ? [para([run(content.businessName, { bold: true, color: COLOURS.muted })], { after: 120 })] : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(content.title)] }),
    ...content.description.map((line) => para([run(line, { size: 10.5 })], { after: 40 })),
    para([run(content.created, { color: COLOURS.muted }), run('    '), run(content.progress, { bold: true })], { before: 160, after: 240 }),
    itemsTable(
      columns,
      content.rows.map((r) => [r.completed ? TICKED : UNTICKED, r.name, r.quantity, r.unit, r.notes]),
      { emptyText: 'No items yet', mutedRows: content.rows.map((r) => r.completed), symbolColumn: 0 },
    ),
  ];
}
