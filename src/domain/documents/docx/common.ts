/** Shared Word building blocks: page setup, styles, text runs and borderless layout tables. */
import {
  AlignmentType,
  BorderStyle,
  Footer,
  type IBorderOptions,
  ImageRun,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { stripControlChars } from '../format';
import { fitImage, sniffImage } from '../image';

/** A4 in twips, with the same 48 pt side margins as the PDF. */
export const PAGE = { width: 11906, height: 16838, margin: 960 };
export const CONTENT_TWIPS = PAGE.width - 2 * PAGE.margin;

export const COLOURS = { text: '1F242B', muted: '6B7280', accent: '174D80', rule: 'D1D5DB', headerFill: 'EDF2F7', totalFill: 'E6EFF9' };

/** docx sizes are half-points. */
export const pt = (points: number) => Math.round(points * 2);

export interface RunStyle {
  bold?: boolean;
  color?: string;
  size?: number;
  italics?: boolean;
}

export function run(text: string, style: RunStyle = {}): TextRun {
  return new TextRun({
    text: stripControlChars(text),
    bold: style.bold,
    italics: style.italics,
    color: style.color,
    size: style.size ? pt(style.size) : undefined,
  });
}

export function para(
  children: ParagraphChild[] | string,
  options: { align?: 'left' | 'right' | 'center'; after?: number; before?: number; keepNext?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children: typeof children === 'string' ? [run(children)] : children,
    alignment: options.align === 'right' ? AlignmentType.RIGHT : options.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: options.after ?? 0, before: options.before ?? 0 },
    keepNext: options.keepNext,
  });
}

const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
export const NO_CELL_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

/** Side-by-side blocks (letterhead, bill-to/project) without visible borders. */
export function layoutTable(columns: Array<{ width: number; children: Array<Paragraph | Table> }>): Table {
  return new Table({
    width: { size: columns.reduce((s, c) => s + c.width, 0), type: WidthType.DXA },
    columnWidths: columns.map((c) => c.width),
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: columns.map(
          (c) =>
            new TableCell({
              width: { size: c.width, type: WidthType.DXA },
              borders: NO_CELL_BORDERS,
              margins: { left: 0, right: 0 },
              children: c.children.length ? c.children : [para('')],
            }),
        ),
      }),
    ],
  });
}

/**
 * Sizes in the model are PDF points; Word image sizes are pixels at 96 dpi, so scale by 96/72 to keep the
 * logo the same physical size in both files. Unreadable bytes give null and the document goes on without them.
 */
export function imageRun(bytes: Uint8Array, heightPt: number, maxWidthPt: number, alt: string): ImageRun | null {
  const info = sniffImage(bytes);
  if (!info) return null;
  const size = fitImage(info, heightPt, maxWidthPt);
  return new ImageRun({
    type: info.type,
    data: bytes,
    transformation: { width: Math.round((size.width * 96) / 72), height: Math.round((size.height * 96) / 72) },
    altText: { name: alt, description: alt, title: alt },
  });
}

/** Word works out page numbers when it lays the file out, so the footer is a field rather than text. */
export function pageNumberFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: pt(8), color: COLOURS.muted }),
        ],
      }),
    ],
  });
}

export const DOCUMENT_STYLES = {
  default: {
    document: { run: { font: 'Arial', size: pt(9.5), color: COLOURS.text } },
    title: { run: { font: 'Arial', size: pt(22), bold: true, color: COLOURS.accent } },
    heading1: {
      run: { font: 'Arial', size: pt(20), bold: true, color: COLOURS.accent },
      paragraph: { spacing: { before: 0, after: 80 } },
    },
    heading2: {
      run: { font: 'Arial', size: pt(10.5), bold: true, color: COLOURS.accent },
      paragraph: { spacing: { before: 280, after: 80 }, keepNext: true },
    },
  },
};
