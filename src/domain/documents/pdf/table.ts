/**
 * Item tables that flow across pages: the header row is drawn again at the top of every page the table
 * reaches, and a row too tall for a whole page is split line by line rather than clipped.
 */
import type { RGB } from 'pdf-lib';
import type { PdfCanvas } from './canvas';
import { COLOURS, MARGIN_X, SIZES } from './theme';

export interface PdfColumn {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export type PdfCell = string | { checkbox: boolean };

export interface TableOptions {
  emptyText?: string;
  /** Rows shown in grey, e.g. materials already ticked off. */
  mutedRows?: boolean[];
}

const PAD_X = 6;
const PAD_Y = 5;
const HEADER_SIZE = 8.5;
const BOX = 9;

export function drawTable(c: PdfCanvas, columns: PdfColumn[], rows: PdfCell[][], options: TableOptions = {}): void {
  const xs = columnStarts(columns);
  const width = columns.reduce((sum, col) => sum + col.width, 0);
  const lh = c.lineHeight();
  const previousHook = c.onPageBreak;
  const drawHeader = () => {
    const height = c.lineHeight(HEADER_SIZE) + 2 * PAD_Y;
    c.rect(MARGIN_X, c.y - height, width, height, COLOURS.headerFill);
    const baseline = c.y - PAD_Y - HEADER_SIZE * 0.95;
    columns.forEach((col, i) =>
      c.text(col.header, anchorX(col, xs[i]), baseline, {
        size: HEADER_SIZE,
        bold: true,
        color: COLOURS.accent,
        align: col.align,
      }),
    );
    c.y -= height;
  };
  c.onPageBreak = () => {
    previousHook?.();
    drawHeader();
  };

  c.ensure(c.lineHeight(HEADER_SIZE) + 2 * PAD_Y + lh + 2 * PAD_Y);
  drawHeader();

  if (!rows.length && options.emptyText) {
    c.text(options.emptyText, xs[0] + PAD_X, c.y - PAD_Y - SIZES.body * 0.9, { color: COLOURS.muted });
    c.y -= lh + 2 * PAD_Y;
    c.rule(MARGIN_X, MARGIN_X + width, c.y);
  }

  rows.forEach((row, r) => {
    const cells = row.map((cell, i) => (typeof cell === 'string' ? c.wrap(cell, columns[i].width - 2 * PAD_X) : cell));
    const lineCount = Math.max(1, ...cells.map((cell) => (Array.isArray(cell) ? cell.length : 1)));
    const color = options.mutedRows?.[r] ? COLOURS.muted : COLOURS.text;
    let start = 0;
    while (start < lineCount) {
      const fitting = Math.floor((c.room() - 2 * PAD_Y) / lh);
      const remaining = lineCount - start;
      if (fitting < remaining && !c.isPageFresh) {
        c.newPage();
        continue;
      }
      const count = Math.max(1, Math.min(fitting, remaining));
      drawRowChunk(c, columns, xs, cells, start, count, color);
      start += count;
      if (start < lineCount) c.newPage();
    }
  });

  c.onPageBreak = previousHook;
}

function drawRowChunk(
  c: PdfCanvas,
  columns: PdfColumn[],
  xs: number[],
  cells: Array<string[] | { checkbox: boolean }>,
  start: number,
  count: number,
  color: RGB,
): void {
  const lh = c.lineHeight();
  const top = c.y;
  const width = columns.reduce((sum, col) => sum + col.width, 0);
  cells.forEach((cell, i) => {
    const col = columns[i];
    if (!Array.isArray(cell)) {
      if (start === 0) drawCheckbox(c, xs[i] + (col.width - BOX) / 2, top - PAD_Y - SIZES.body * 0.9 - 1.5, cell.checkbox);
      return;
    }
    cell.slice(start, start + count).forEach((line, k) => {
      c.text(line, anchorX(col, xs[i]), top - PAD_Y - k * lh - SIZES.body * 0.9, { align: col.align, color });
    });
  });
  c.y = top - count * lh - 2 * PAD_Y;
  c.rule(MARGIN_X, MARGIN_X + width, c.y);
}

function drawCheckbox(c: PdfCanvas, x: number, y: number, ticked: boolean): void {
  c.rect(x, y, BOX, BOX, COLOURS.white, COLOURS.text);
  if (!ticked) return;
  const tick = { thickness: 1.4, color: COLOURS.accent };
  c.page.drawLine({ start: { x: x + 1.8, y: y + 4.6 }, end: { x: x + 3.8, y: y + 2.2 }, ...tick });
  c.page.drawLine({ start: { x: x + 3.8, y: y + 2.2 }, end: { x: x + 7.6, y: y + 7.4 }, ...tick });
}

function columnStarts(columns: PdfColumn[]): number[] {
  const xs: number[] = [];
  let x = MARGIN_X;
  for (const col of columns) {
    xs.push(x);
    x += col.width;
  }
  return xs;
}

function anchorX(col: PdfColumn, x: number): number {
  if (col.align === 'right') return x + col.width - PAD_X;
  if (col.align === 'center') return x + col.width / 2;
  return x + PAD_X;
}
