/**
 * How much of a built chunk came from given source files, read from the chunk's source map: every generated range
 * is credited to the source of the mapping that starts it. Enough of the source map format for that and no more.
 */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const d = DIGIT.get(ch);
    if (d === undefined) throw new Error(`bad VLQ character ${ch}`);
    value += (d & 31) << shift;
    if (d & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export interface SourceMapV3 {
  sources: string[];
  mappings: string;
}

/** The chunk's text that maps to sources matching `wanted`, concatenated (for byte and gzip counts). */
export function codeFromSources(code: string, map: SourceMapV3, wanted: (source: string) => boolean): string {
  const lines = code.split('\n');
  const parts: string[] = [];
  let src = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let col = 0;
    const segs: Array<{ col: number; src: number | null }> = [];
    for (const raw of lineMappings.split(',')) {
      if (!raw) continue;
      const f = decodeVlq(raw);
      col += f[0];
      if (f.length >= 4) {
        src += f[1];
        segs.push({ col, src });
      } else {
        segs.push({ col, src: null });
      }
    }
    segs.forEach((s, i) => {
      if (s.src !== null && wanted(map.sources[s.src])) parts.push(line.slice(s.col, segs[i + 1]?.col ?? line.length));
    });
  });
  return parts.join('');
}
