/** The Word version of a quote or invoice, with the same content as the PDF. */
import {
  AlignmentType,
  BorderStyle,
  HeadingLevel,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { KeyValue, PricedContent, Section, TotalRow } from '../content';
import { stripControlChars } from '../format';
import type { BusinessDetails } from '../types';
import { COLOURS, CONTENT_TWIPS, NO_BORDERS, NO_CELL_BORDERS, imageRun, layoutTable, para, run } from './common';
import { itemsTable } from './table';

const RIGHT_COLUMN = 4300;

export function pricedBody(content: PricedContent, business: BusinessDetails): Array<Paragraph | Table> {
  return [
    letterhead(content, business),
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: COLOURS.accent, space: 1 } },
      spacing: { before: 160, after: 240 },
    }),
    parties(content),
    para('', { after: 200 }),
    itemsTable(columns(content), content.rows, { emptyText: 'No items' }),
    para('', { after: 120 }),
    totals(content.totals),
    ...content.sections.flatMap(section),
    ...signature(content),
  ];
}

function letterhead(content: PricedContent, business: BusinessDetails): Table {
  const logo = business.logo
    ? imageRun(business.logo.bytes, business.logoHeight ?? 48, business.logoMaxWidth ?? 200, `${content.business.name} logo`)
    : null;
  const left = [
    ...(logo ? [new Paragraph({ children: [logo], spacing: { after: 160 } })] : []),
    para([run(content.business.name, { bold: true, size: logo ? 12 : 15 })], { after: 60 }),
    ...content.business.lines.map((line) => para([run(line, { color: COLOURS.muted })])),
  ];
  const right = [
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.RIGHT, children: [run(content.heading)] }),
    ...(content.subtitle ? [para([run(content.subtitle, { bold: true, size: 10.5 })], { align: 'right', after: 120 })] : []),
    metaTable(content.meta),
  ];
  return layoutTable([
    { width: CONTENT_TWIPS - RIGHT_COLUMN, children: left },
    { width: RIGHT_COLUMN, children: right },
  ]);
}

function metaTable(rows: KeyValue[]): Table {
  const labelWidth = 1700;
  return new Table({
    width: { size: RIGHT_COLUMN, type: WidthType.DXA },
    columnWidths: [labelWidth, RIGHT_COLUMN - labelWidth],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: rows.map(
      (row) =>
        new TableRow({
          children: [
            plainCell(labelWidth, [para([run(row.label, { color: COLOURS.muted })], { before: 40 })]),
            plainCell(RIGHT_COLUMN - labelWidth, [para([run(row.value, { bold: true })], { align: 'right', before: 40 })]),
          ],
        }),
    ),
  });
}

function parties(content: PricedContent): Table {
  const gutter = 480;
  const width = (CONTENT_TWIPS - gutter) / 2;
  const blocks = content.parties.map((party) => [
    para([run(party.heading, { bold: true, color: COLOURS.accent, size: 8.5 })], { after: 40 }),
    ...(party.name ? [para([run(party.name, { bold: true, size: 10.5 })], { after: 20 })] : []),
    ...party.lines.map((line) => para(line)),
  ]);
  return layoutTable([
    { width, children: blocks[0] ?? [] },
    { width: gutter, children: [] },
    { width, children: blocks[1] ?? [] },
  ]);
}

function columns(content: PricedContent) {
  const widths = [0, 900, 1000, 1600, 1700];
  widths[0] = CONTENT_TWIPS - widths.slice(1).reduce((a, b) => a + b, 0);
  return content.columns.map((col, i) => ({ header: col.header, align: col.align, width: widths[i] }));
}

function totals(rows: TotalRow[]): Table {
  const width = 5000;
  const labelWidth = 3000;
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: [labelWidth, width - labelWidth],
    layout: TableLayoutType.FIXED,
    alignment: AlignmentType.RIGHT,
    borders: NO_BORDERS,
    rows: rows.map((row) => {
      const shading = row.emphasis ? { type: ShadingType.CLEAR, fill: COLOURS.totalFill, color: 'auto' } : undefined;
      const size = row.emphasis ? 11 : undefined;
      const label = run(row.label, { bold: row.emphasis, color: row.emphasis ? undefined : COLOURS.muted, size });
      const value = run(row.value, { bold: row.emphasis, size });
      return new TableRow({
        cantSplit: true,
        children: [
          plainCell(labelWidth, [para([label], { before: 60, after: 60 })], shading),
          plainCell(width - labelWidth, [para([value], { align: 'right', before: 60, after: 60 })], shading),
        ],
      });
    }),
  });
}

function plainCell(
  width: number,
  children: Paragraph[],
  shading?: { type: typeof ShadingType.CLEAR; fill: string; color: string },
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: NO_CELL_BORDERS,
    margins: { left: 110, right: 110 },
    shading,
    children,
  });
}

function section(s: Section): Paragraph[] {
  const labelTab = 2000;
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(s.heading)] }),
    ...(s.intro ?? []).map((text) => para(text, { after: 80 })),
    ...(s.rows ?? []).map(
      (row) =>
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: labelTab }],
          children: [run(row.label, { color: COLOURS.muted }), new TextRun({ children: ['\t', stripControlChars(row.value)] })],
          spacing: { after: 40 },
        }),
    ),
    ...(s.paragraphs ?? []).map((text, i) => para(text, { after: 60, before: i === 0 && s.rows?.length ? 80 : 0 })),
    ...(s.bullets ?? []).map((text) => new Paragraph({ bullet: { level: 0 }, children: [run(text)], spacing: { after: 40 } })),
  ];
}

function signature(content: PricedContent): Paragraph[] {
  if (!content.signature) return [];
  const image = imageRun(content.signature.pngBytes, 54, 200, 'Signature');
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run('Acceptance')] }),
    ...(image ? [new Paragraph({ children: [image], keepNext: true })] : []),
    new Paragraph({
      border: { top: { style: BorderStyle.SINGLE, size: 6, color: COLOURS.text, space: 4 } },
      indent: { right: CONTENT_TWIPS - 4400 },
      children: [run(content.signature.caption)],
    }),
  ];
}
