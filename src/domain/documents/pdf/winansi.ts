/**
 * The standard PDF fonts (Helvetica) can only draw the WinAnsi character set; pdf-lib throws on anything
 * else. User text (AI output, pasted notes, emoji) is mapped to the nearest drawable text so a document
 * always renders and stays selectable.
 */

const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/', // fraction slash, left over from NFKC of ⅓
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u221E': 'infinity',
  '\u2713': '*',
  '\u2714': '*',
  '\u2705': '*',
  '\u2192': '->',
  '\u2190': '<-',
  '\u21D2': '=>',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

const DROP = /[\p{M}\p{Cc}\p{Cf}\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]/u; // variation selectors (FE00–FE0F) are marks: \p{M}

export function makeWinAnsiSanitiser(drawable: ReadonlySet<number>): (text: string) => string {
  const canDraw = (s: string) => [...s].every((ch) => drawable.has(ch.codePointAt(0)!));
  const mapChar = (ch: string): string => {
    if (ch !== '\t' && ch !== '\n' && ch !== '\r' && drawable.has(ch.codePointAt(0)!)) return ch;
    const direct = REPLACEMENTS[ch];
    if (direct !== undefined && canDraw(direct)) return direct;
    // NFKC turns compatibility forms into plain ones (ﬁ -> fi, ⁴ -> 4, full-width letters).
    const compat = [...ch.normalize('NFKC')].map((c) => REPLACEMENTS[c] ?? c).join('');
    if (compat !== ch && canDraw(compat)) return compat;
    // Accented letters outside WinAnsi (ā, ő) keep their base letter.
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base && base !== ch && canDraw(base)) return base;
    return DROP.test(ch) ? '' : '?';
  };
  return (text: string) => {
    let out = '';
    for (const ch of text) out += mapChar(ch);
    return out;
  };
}
