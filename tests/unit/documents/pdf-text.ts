/**
 * Pulls the drawn text out of a PDF made by our renderer, page by page, without any system tool:
 * pdf-lib inflates each page's content stream and we read the hex strings shown with Tj, which is how
 * pdf-lib writes text in the standard fonts (WinAnsi bytes).
 */
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject, decodePDFRawStream } from 'pdf-lib';

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeWinAnsi(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const byte = parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return out;
}

function streamBytes(doc: PDFDocument, obj: PDFObject | undefined): Uint8Array[] {
  const resolved = obj ? doc.context.lookup(obj) : undefined;
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((o) => streamBytes(doc, o));
  return [];
}

/** One array of text runs per page, in drawing order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const content = streamBytes(doc, page.node.get(PDFName.of('Contents')))
      .map((b) => new TextDecoder('latin1').decode(b))
      .join('\n');
    return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decodeWinAnsi(m[1]));
  });
}

/** All text of the document, one drawn run per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).map((runs) => runs.join('\n')).join('\n');
}

/** Raw (inflated) content stream of each page, for checks on drawing operators rather than text. */
export async function pdfContentStreams(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    streamBytes(doc, page.node.get(PDFName.of('Contents')))
      .map((b) => new TextDecoder('latin1').decode(b))
      .join('\n'),
  );
}
