/** A real Word table for items: header row repeats on each page, numbers right-aligned, rows never split. */
import { BorderStyle, ShadingType, Table, TableCell, TableLayoutType, TableRow, VerticalAlign, WidthType } from 'docx';
import { textLines } from '../format';
import { COLOURS, para, run } from './common';

export interface WordColumn {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

const CELL_MARGINS = { top: 70, bottom: 70, left: 110, right: 110 };
const RULE = { style: BorderStyle.SINGLE, size: 4, color: COLOURS.rule };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

export function itemsTable(
  columns: WordColumn[],
  rows: string[][],
  options: { emptyText?: string; mutedRows?: boolean[]; symbolColumn?: number } = {},
): Table {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((col) =>
      cell(col, [para([run(col.header, { bold: true, color: COLOURS.accent, size: 8.5 })], { align: col.align })], {
        shading: { type: ShadingType.CLEAR, fill: COLOURS.headerFill, color: 'auto' },
      }),
    ),
  });
  const body = rows.map(
    (row, r) =>
      new TableRow({
        cantSplit: true,
        children: row.map((value, i) => {
          const col = columns[i];
          const color = options.mutedRows?.[r] ? COLOURS.muted : undefined;
          const size = i === options.symbolColumn ? 12 : undefined;
          const lines = textLines(value);
          const paragraphs = (lines.length ? lines : ['']).map((line) => para([run(line, { color, size })], { align: col.align }));
          return cell(col, paragraphs);
        }),
      }),
  );
  if (!rows.length && options.emptyText) {
    body.push(
      new TableRow({
        children: [
          new TableCell({
            columnSpan: columns.length,
            margins: CELL_MARGINS,
            children: [para([run(options.emptyText, { color: COLOURS.muted })])],
          }),
        ],
      }),
    );
  }
  const width = columns.reduce((s, c) => s + c.width, 0);
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: columns.map((c) => c.width),
    layout: TableLayoutType.FIXED,
    borders: { top: RULE, bottom: RULE, insideHorizontal: RULE, left: NONE, right: NONE, insideVertical: NONE },
    rows: [header, ...body],
  });
}

function cell(
  col: WordColumn,
  children: ReturnType<typeof para>[],
  extra: Partial<ConstructorParameters<typeof TableCell>[0]> = {},
): TableCell {
  return new TableCell({
    width: { size: col.width, type: WidthType.DXA },
    margins: CELL_MARGINS,
    verticalAlign: VerticalAlign.TOP,
    children,
    ...extra,
  });
}
