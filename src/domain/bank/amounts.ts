import { parseDollars, type Cents } from '../money';

/**
 * An amount as a bank writes it: "+1210.00" (CommBank marks credits), "-4.24", "1,210.00", "$1,210.00",
 * "(12.00)" for a debit, or with a trailing "CR"/"DR". Null when it is not an amount.
 */
export function parseBankAmount(text: string): Cents | null {
  let t = text.trim().replace(/^"|"$/g, '');
  if (t === '') return null;
  let sign = 1;
  const suffix = /\s*(CR|DR)$/i.exec(t);
  if (suffix) {
    if (suffix[1].toUpperCase() === 'DR') sign = -1;
    t = t.slice(0, suffix.index);
  }
  const paren = /^\((.*)\)$/.exec(t);
  if (paren) {
    sign = -sign;
    t = paren[1];
  }
  if (t.startsWith('+')) t = t.slice(1);
  const cents = parseDollars(t);
  return cents === null ? null : sign * cents;
}
