/** Lays out a quote or invoice: letterhead, parties, items table, totals, then payment/notes sections. */
import type { PricedContent } from '../content';
import { fitImage } from '../image';
import type { BusinessDetails } from '../types';
import type { PdfCanvas } from './canvas';
import { drawSections, drawSignature, drawTotals } from './sections';
import { type PdfColumn, drawTable } from './table';
import { COLOURS, CONTENT_WIDTH, MARGIN_X, RIGHT_EDGE, SIZES } from './theme';

const RIGHT_COLUMN = 215;
const GUTTER = 24;

export async function drawPriced(c: PdfCanvas, content: PricedContent, business: BusinessDetails): Promise<void> {
  await drawLetterhead(c, content, business);
  drawParties(c, content);
  c.onPageBreak = () => drawRunningHeader(c, content);
  drawTable(c, lineColumns(content), content.rows, { emptyText: 'No items' });
  drawTotals(c, content.totals);
  drawSections(c, content.sections);
  if (content.signature) await drawSignature(c, content.signature);
}

async function drawLetterhead(c: PdfCanvas, content: PricedContent, business: BusinessDetails): Promise<void> {
  const top = c.top;
  const leftWidth = CONTENT_WIDTH - RIGHT_COLUMN - GUTTER;
  let left = top;
  const logo = business.logo ? await c.embedImage(business.logo.bytes) : null;
  if (logo) {
    const size = fitImage(logo, business.logoHeight ?? 48, Math.min(business.logoMaxWidth ?? 200, leftWidth));
    c.page.drawImage(logo, { x: MARGIN_X, y: top - size.height, ...size });
    left -= size.height + 14;
  }
  const nameSize = logo ? 12 : 15;
  for (const line of c.wrap(content.business.name, leftWidth, nameSize, true)) {
    left -= nameSize;
    c.text(line, MARGIN_X, left, { size: nameSize, bold: true });
    left -= nameSize * 0.35;
  }
  left -= 3;
  for (const detail of content.business.lines) {
    for (const line of c.wrap(detail, leftWidth)) {
      left -= c.lineHeight();
      c.text(line, MARGIN_X, left, { color: COLOURS.muted });
    }
  }

  let right = top - SIZES.heading * 0.8;
  c.text(content.heading, RIGHT_EDGE, right, { size: SIZES.heading, bold: true, color: COLOURS.accent, align: 'right' });
  right -= 8;
  if (content.subtitle) {
    for (const line of c.wrap(content.subtitle, RIGHT_COLUMN, 10.5, true)) {
      right -= 10.5 * SIZES.lineGap;
      c.text(line, RIGHT_EDGE, right, { size: 10.5, bold: true, align: 'right' });
    }
  }
  right -= 8;
  const labelWidth = 82;
  for (const row of content.meta) {
    const values = c.wrap(row.value, RIGHT_COLUMN - labelWidth, SIZES.body, true);
    right -= c.lineHeight() + 1;
    c.text(row.label, RIGHT_EDGE - RIGHT_COLUMN, right, { color: COLOURS.muted });
    values.forEach((value, i) => {
      if (i > 0) right -= c.lineHeight();
      c.text(value, RIGHT_EDGE, right, { bold: true, align: 'right' });
    });
  }

  c.y = Math.min(left, right) - 16;
  c.rule(MARGIN_X, RIGHT_EDGE, c.y, COLOURS.accent, 1.2);
  c.y -= 18;
}

function drawParties(c: PdfCanvas, content: PricedContent): void {
  const count = content.parties.length;
  const width = count > 1 ? (CONTENT_WIDTH - GUTTER) / 2 : CONTENT_WIDTH / 2;
  let lowest = c.y;
  content.parties.forEach((party, i) => {
    const x = MARGIN_X + i * (width + GUTTER);
    let y = c.y;
    c.text(party.heading, x, y, { size: SIZES.small + 0.5, bold: true, color: COLOURS.accent });
    y -= 4;
    if (party.name) {
      for (const line of c.wrap(party.name, width, 10.5, true)) {
        y -= 10.5 * SIZES.lineGap;
        c.text(line, x, y, { size: 10.5, bold: true });
      }
    }
    for (const detail of party.lines) {
      for (const line of c.wrap(detail, width)) {
        y -= c.lineHeight();
        c.text(line, x, y);
      }
    }
    lowest = Math.min(lowest, y);
  });
  c.y = lowest - 22;
}

/** Later pages say whose document they belong to, in case the pages get separated. */
function drawRunningHeader(c: PdfCanvas, content: PricedContent): void {
  const y = c.top - SIZES.small;
  c.text(content.business.name, MARGIN_X, y, { size: SIZES.small, bold: true, color: COLOURS.muted });
  c.text(`${content.reference} (continued)`, RIGHT_EDGE, y, { size: SIZES.small, color: COLOURS.muted, align: 'right' });
  c.y = y - 8;
  c.rule(MARGIN_X, RIGHT_EDGE, c.y);
  c.y -= 14;
}

function lineColumns(content: PricedContent): PdfColumn[] {
  const widths = [0, 48, 52, 82, 88];
  widths[0] = CONTENT_WIDTH - widths.slice(1).reduce((a, b) => a + b, 0);
  return content.columns.map((col, i) => ({ header: col.header, align: col.align, width: widths[i] }));
}
