import { parseBankAmount } from './amounts';
import { parseOfxDate } from './dates';
import { StatementError, type ParsedStatement, type StatementLine } from './types';

/**
 * OFX and QFX (Quicken's OFX), both flavours: 1.x is SGML — a header of KEY:VALUE lines, then elements whose closing
 * tag may be left out (`<TRNAMT>-80.32` up to the next `<` or end of line) — and 2.x is XML with every tag closed.
 * Reading each element as "tag, then text up to the next `<`" covers both. Only what a statement needs is read:
 * each account's ACCTID and its STMTTRN aggregates (OFX 2.1.1 §11.4.2.3.1: TRNTYPE, DTPOSTED, TRNAMT, FITID, NAME,
 * MEMO). Bank statements (STMTRS) and card statements (CCSTMTRS) alike.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&nbsp;': ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (e) => ENTITIES[e] ?? e);

function fields(block: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /<([A-Za-z0-9.]+)>([^<]*)/g;
  for (let m = re.exec(block); m; m = re.exec(block)) {
    const value = decode(m[2].trim());
    if (value !== '' && !out.has(m[1].toUpperCase())) out.set(m[1].toUpperCase(), value);
  }
  return out;
}

export function looksLikeOfx(text: string): boolean {
  return /OFXHEADER|<OFX>/i.test(text.slice(0, 2000));
}

export function parseOfx(text: string): ParsedStatement {
  if (!looksLikeOfx(text)) throw new StatementError('This is not an OFX or QFX file (no OFX header).');
  const lines: StatementLine[] = [];
  const skipped: string[] = [];
  let firstAccount: string | null = null;
  // Each statement response: the account it is for, then its transactions.
  const statements = text.split(/<(?:CC)?STMTRS>/i).slice(1);
  if (statements.length === 0) throw new StatementError('This OFX file has no bank or card statement in it.');
  let n = 0;
  for (const st of statements) {
    const account = /<ACCTID>([^<\r\n]*)/i.exec(st)?.[1]?.trim() || null;
    firstAccount ??= account;
    const trns = st.split(/<STMTTRN>/i).slice(1);
    for (const raw of trns) {
      n += 1;
      const block = raw.split(/<\/STMTTRN>/i)[0];
      const f = fields(block);
      const date = parseOfxDate(f.get('DTPOSTED') ?? '');
      const amount = parseBankAmount(f.get('TRNAMT') ?? '');
      if (!date) {
        skipped.push(`transaction ${n}: the date "${f.get('DTPOSTED') ?? ''}" is not a date`);
        continue;
      }
      if (amount === null) {
        skipped.push(`transaction ${n}: the amount "${f.get('TRNAMT') ?? ''}" is not a number`);
        continue;
      }
      const name = f.get('NAME') ?? null;
      const memo = f.get('MEMO') ?? '';
      const description = [name, memo && memo !== name ? memo : ''].filter(Boolean).join(' ') || f.get('TRNTYPE') || '';
      const fitId = f.get('FITID') ?? null;
      lines.push({ date, amountCents: amount, description, payee: name, bankId: fitId ? `${account ?? ''}:${fitId}` : null });
    }
  }
  return { format: 'ofx', account: firstAccount, lines, skipped };
}
