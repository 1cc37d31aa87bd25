/** Reads a .docx with fflate: the main XML part, and its text as one paragraph per line. */
import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

export function docxParts(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

export function docxText(bytes: Uint8Array): { xml: string; text: string; paragraphs: string[] } {
  const parts = unzipSync(bytes);
  const doc = parts['word/document.xml'];
  if (!doc) throw new Error('word/document.xml is missing');
  const xml = strFromU8(doc);
  const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t(?: [^>]*)?>([\s\S]*?)<\/w:t>|<w:tab\/>/g)]
      .map((m) => (m[1] === undefined ? '\t' : m[1].replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e])))
      .join(''),
  );
  return { xml, text: paragraphs.join('\n'), paragraphs };
}
