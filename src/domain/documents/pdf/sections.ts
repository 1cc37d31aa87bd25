/** The blocks under an items table: totals, titled sections that flow across pages, and the signature. */
import type { Section, TotalRow } from '../content';
import { fitImage } from '../image';
import type { PdfCanvas } from './canvas';
import { COLOURS, CONTENT_WIDTH, MARGIN_X, RIGHT_EDGE, SIZES } from './theme';

const TOTALS_WIDTH = 250;
const ROW = 17;

export function drawTotals(c: PdfCanvas, totals: TotalRow[]): void {
  c.y -= 8;
  c.ensure(totals.length * ROW + 12);
  const left = RIGHT_EDGE - TOTALS_WIDTH;
  for (const row of totals) {
    const size = row.emphasis ? 11 : SIZES.body;
    if (row.emphasis) c.rect(left, c.y - ROW - 3, TOTALS_WIDTH, ROW + 5, COLOURS.totalFill);
    const baseline = c.y - ROW + 4 - (row.emphasis ? 1 : 0);
    c.text(row.label, left + 8, baseline, { size, bold: row.emphasis, color: row.emphasis ? COLOURS.text : COLOURS.muted });
    c.text(row.value, RIGHT_EDGE - 6, baseline, { size, bold: row.emphasis, align: 'right' });
    c.y -= row.emphasis ? ROW + 5 : ROW;
  }
  c.y -= 20;
}

export function drawSections(c: PdfCanvas, sections: Section[]): void {
  for (const section of sections) drawSection(c, section);
}

function drawSection(c: PdfCanvas, section: Section): void {
  const lh = c.lineHeight();
  // Keep a heading with at least two lines of its body.
  c.ensure(SIZES.section * 2 + lh * 2);
  c.y -= SIZES.section;
  c.text(section.heading, MARGIN_X, c.y, { size: SIZES.section, bold: true, color: COLOURS.accent });
  c.y -= 6;
  const labelWidth = 100;
  drawParagraphs(c, section.intro ?? []);
  if (section.intro?.length && section.rows?.length) c.y -= 4;
  for (const row of section.rows ?? []) {
    const values = c.wrap(row.value, CONTENT_WIDTH - labelWidth);
    values.forEach((value, i) => {
      nextLine(c);
      if (i === 0) c.text(row.label, MARGIN_X, c.y, { color: COLOURS.muted });
      c.text(value, MARGIN_X + labelWidth, c.y);
    });
  }
  if (section.rows?.length && section.paragraphs?.length) c.y -= 4;
  drawParagraphs(c, section.paragraphs ?? []);
  for (const bullet of section.bullets ?? []) {
    c.wrap(bullet, CONTENT_WIDTH - 14).forEach((line, i) => {
      nextLine(c);
      if (i === 0) c.text('\u2022', MARGIN_X + 2, c.y, { color: COLOURS.accent });
      c.text(line, MARGIN_X + 14, c.y);
    });
    c.y -= 2;
  }
  c.y -= 18;
}

function drawParagraphs(c: PdfCanvas, paragraphs: string[]): void {
  for (const paragraph of paragraphs) {
    if (!paragraph.trim()) {
      c.y -= c.lineHeight() / 2;
      continue;
    }
    for (const line of c.wrap(paragraph, CONTENT_WIDTH)) {
      nextLine(c);
      c.text(line, MARGIN_X, c.y);
    }
  }
}

/** Moves down one line, starting a new page when the line would fall into the footer. */
function nextLine(c: PdfCanvas): void {
  c.ensure(c.lineHeight());
  c.y -= c.lineHeight();
}

export async function drawSignature(c: PdfCanvas, signature: { pngBytes: Uint8Array; caption: string }): Promise<void> {
  const image = await c.embedImage(signature.pngBytes);
  const size = image ? fitImage(image, 54, 200) : { width: 0, height: 0 };
  c.ensure(SIZES.section + 10 + size.height + 30);
  c.y -= SIZES.section;
  c.text('Acceptance', MARGIN_X, c.y, { size: SIZES.section, bold: true, color: COLOURS.accent });
  c.y -= 10;
  if (image) {
    c.page.drawImage(image, { x: MARGIN_X, y: c.y - size.height, ...size });
    c.y -= size.height + 4;
  }
  c.rule(MARGIN_X, MARGIN_X + 220, c.y, COLOURS.text, 0.6);
  c.y -= c.lineHeight();
  c.text(signature.caption, MARGIN_X, c.y);
  c.y -= 18;
}
