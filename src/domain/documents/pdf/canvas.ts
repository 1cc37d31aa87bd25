/**
 * A thin page-flow layer over pdf-lib: a cursor that moves down the page, text that is always sanitised
 * to WinAnsi, word wrapping, and a hook that runs on each new page (running header, repeated table header).
 */
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, StandardFonts } from 'pdf-lib';
import { sniffImage } from '../image';
import { COLOURS, MARGIN_BOTTOM, MARGIN_TOP, PAGE_HEIGHT, PAGE_WIDTH, SIZES } from './theme';
import { makeWinAnsiSanitiser } from './winansi';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** 'right' and 'center' measure against x (right edge / centre line). */
  align?: 'left' | 'right' | 'center';
}

export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Baseline cursor, in points from the page bottom. */
  y = 0;
  /** Runs after every page break, not for the first page. */
  onPageBreak: (() => void) | null = null;
  private readonly sanitise: (text: string) => string;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    const drawable = new Set(regular.getCharacterSet().filter((cp) => bold.getCharacterSet().includes(cp)));
    this.sanitise = makeWinAnsiSanitiser(drawable);
    this.addPage();
  }

  static async create(title: string, author: string): Promise<PdfCanvas> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    if (author) doc.setAuthor(author);
    doc.setCreator('Tradie Toolbox');
    doc.setProducer('Tradie Toolbox');
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfCanvas(doc, regular, bold);
  }

  get top(): number {
    return PAGE_HEIGHT - MARGIN_TOP;
  }

  get isPageFresh(): boolean {
    return this.y >= this.freshY;
  }

  private freshY = 0;

  private addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = this.top;
    this.freshY = this.top;
  }

  newPage(): void {
    this.addPage();
    this.onPageBreak?.();
    this.freshY = this.y;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN_BOTTOM && !this.isPageFresh) this.newPage();
  }

  room(): number {
    return this.y - MARGIN_BOTTOM;
  }

  clean(text: string): string {
    return this.sanitise(text);
  }

  font(bold = false): PDFFont {
    return bold ? this.bold : this.regular;
  }

  lineHeight(size = SIZES.body): number {
    return size * SIZES.lineGap;
  }

  widthOf(text: string, size = SIZES.body, bold = false): number {
    return this.font(bold).widthOfTextAtSize(this.clean(text), size);
  }

  text(value: string, x: number, y: number, style: TextStyle = {}): void {
    const size = style.size ?? SIZES.body;
    const font = this.font(style.bold);
    const clean = this.clean(value);
    if (!clean) return;
    const width = font.widthOfTextAtSize(clean, size);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    this.page.drawText(clean, { x: left, y, size, font, color: style.color ?? COLOURS.text });
  }

  /** Word-wraps one paragraph; words longer than the width are broken by character. */
  wrap(value: string, width: number, size = SIZES.body, bold = false): string[] {
    const font = this.font(bold);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const words = this.clean(value).split(/ +/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  rule(x1: number, x2: number, y: number, color: RGB = COLOURS.rule, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }

  rect(x: number, y: number, width: number, height: number, fill?: RGB, border?: RGB): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      color: fill,
      borderColor: border,
      borderWidth: border ? 0.8 : 0,
    });
  }

  /** Embeds a PNG or JPEG by its real header; returns null for bytes that are neither, so a bad logo never sinks a document. */
  async embedImage(bytes: Uint8Array): Promise<PDFImage | null> {
    const info = sniffImage(bytes);
    if (!info) return null;
    try {
      return info.type === 'png' ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    } catch {
      return null;
    }
  }

  /** "Page N of M" on every page, only when there is more than one. */
  numberPages(): void {
    const total = this.pages.length;
    if (total < 2) return;
    this.pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${total}`;
      const width = this.regular.widthOfTextAtSize(label, SIZES.small);
      page.drawText(label, {
        x: (PAGE_WIDTH - width) / 2,
        y: MARGIN_BOTTOM / 2,
        size: SIZES.small,
        font: this.regular,
        color: COLOURS.muted,
      });
    });
  }

  async save(): Promise<Uint8Array> {
    this.numberPages();
    return this.doc.save();
  }
}
