/** Lays out a materials checklist: who and what, progress, then a tick-box table that prints well for the ute. */
import type { MaterialsContent } from '../materials-content';
import type { PdfCanvas } from './canvas';
import { type PdfColumn, drawTable } from './table';
import { COLOURS, CONTENT_WIDTH, MARGIN_X, RIGHT_EDGE, SIZES } from './theme';

export function drawMaterials(c: PdfCanvas, content: MaterialsContent): void {
  if (content.businessName) {
    c.y -= SIZES.body;
    c.text(content.businessName, MARGIN_X, c.y, { bold: true, color: COLOURS.muted });
    c.y -= 10;
  }
  for (const line of c.wrap(content.title, CONTENT_WIDTH, 20, true)) {
    c.y -= 20;
    c.text(line, MARGIN_X, c.y, { size: 20, bold: true, color: COLOURS.accent });
    c.y -= 5;
  }
  c.y -= 4;
  for (const paragraph of content.description) {
    for (const line of c.wrap(paragraph, CONTENT_WIDTH, 10.5)) {
      c.y -= 10.5 * SIZES.lineGap;
      c.text(line, MARGIN_X, c.y, { size: 10.5 });
    }
  }
  c.y -= c.lineHeight() + 4;
  c.text(content.created, MARGIN_X, c.y, { color: COLOURS.muted });
  c.text(content.progress, RIGHT_EDGE, c.y, { bold: true, align: 'right' });
  c.y -= 8;
  drawProgressBar(c, content.total ? content.done / content.total : 0);
  c.y -= 18;

  c.onPageBreak = () => {
    const y = c.top - SIZES.small;
    c.text(`${content.title} (continued)`, MARGIN_X, y, { size: SIZES.small, color: COLOURS.muted });
    c.text(content.progress, RIGHT_EDGE, y, { size: SIZES.small, color: COLOURS.muted, align: 'right' });
    c.y = y - 16;
  };
  drawTable(
    c,
    columns(content),
    content.rows.map((r) => [{ checkbox: r.completed }, r.name, r.quantity, r.unit, r.notes]),
    { emptyText: 'No items yet', mutedRows: content.rows.map((r) => r.completed) },
  );
}

function drawProgressBar(c: PdfCanvas, fraction: number): void {
  const height = 5;
  c.rect(MARGIN_X, c.y - height, CONTENT_WIDTH, height, COLOURS.headerFill);
  if (fraction > 0) c.rect(MARGIN_X, c.y - height, CONTENT_WIDTH * Math.min(1, fraction), height, COLOURS.accent);
  c.y -= height;
}

function columns(content: MaterialsContent): PdfColumn[] {
  const h = content.headers;
  const fixed = { box: 28, quantity: 52, unit: 64, notes: 160 };
  return [
    { header: '', width: fixed.box, align: 'center' },
    { header: h.item, width: CONTENT_WIDTH - fixed.box - fixed.quantity - fixed.unit - fixed.notes, align: 'left' },
    { header: h.quantity, width: fixed.quantity, align: 'right' },
    { header: h.unit, width: fixed.unit, align: 'left' },
    { header: h.notes, width: fixed.notes, align: 'left' },
  ];
}
