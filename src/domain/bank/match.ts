import { addDaysIso, type IsoDate } from '../dates';
import { formatCents, type Cents } from '../money';
import type { FingerprintedLine } from './fingerprint';

/**
 * Which open invoice a credit pays, in the order accountants' software tries it:
 * 1. the payment reference — the invoice number, which the pay page asks the customer to use — in the description;
 * 2. an amount equal to what one invoice still owes;
 * 3. an amount equal to several invoices' owing, narrowed to those whose dates fit the payment (issued on or before it,
 *    due no more than 60 days before it);
 * 4. the customer's name in the description (a part payment of their oldest open invoice, or across their invoices).
 * Proposals only: the tradie confirms each one. Invoices are used up as lines are proposed against them, so two
 * credits are never proposed for the same dollars. Pure, and indexed so that each line costs a few lookups.
 */
export interface OpenInvoice {
  id: string;
  invoiceNumber: string;
  customerName: string;
  owingCents: Cents;
  invoiceDate: IsoDate;
  dueDate: IsoDate | null;
}

export interface Allocation {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: Cents;
}

export type MatchReason = 'reference' | 'amount' | 'amount-date' | 'name';
export const REASON_WORDS: Record<MatchReason, string> = {
  reference: 'reference matches',
  amount: 'amount matches',
  'amount-date': 'amount and date match',
  name: 'name matches',
};

export interface Proposal {
  fingerprint: string;
  allocations: Allocation[];
  reason: MatchReason;
  text: string;
}

const DATE_WINDOW_DAYS = 60;
const alnum = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const words = (s: string) =>
  s
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** "INV-0003" and "INV 3" are the same reference: letters then the number without leading zeros. */
function refKey(letters: string, digits: string): string {
  return `${letters}${digits.replace(/^0+(?=\d)/, '')}`;
}

function invoiceKeys(number: string): string[] {
  const keys = new Set<string>();
  const flat = alnum(number);
  if (flat.length >= 3) keys.add(flat);
  const m = /^([A-Z]*)0*(\d+)$/.exec(flat);
  if (m && m[1]) keys.add(refKey(m[1], m[2]));
  return [...keys];
}

function descriptionKeys(description: string): Set<string> {
  const up = description.toUpperCase();
  const keys = new Set<string>();
  for (const m of up.matchAll(/([A-Z]{1,8})[\s\-#:/.]*(\d{1,10})(?![0-9])/g)) keys.add(refKey(m[1], m[2]));
  for (const w of words(up)) keys.add(w);
  // "INV0003" typed with no separator, or glued to other words
  const flat = alnum(up);
  for (const m of flat.matchAll(/([A-Z]{2,8})(\d{1,10})/g)) keys.add(refKey(m[1], m[2]));
  keys.add(flat);
  return keys;
}

function surname(name: string): string | null {
  const w = words(name).filter((x) => x.length >= 3 && !/^(PTY|LTD|THE|AND|CO)$/.test(x));
  return w.length ? w[w.length - 1] : null;
}

export function dayMonth(iso: IsoDate): string {
  const [, m, d] = iso.split('-').map(Number);
  return `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]}`;
}

/**
 * The words banks put around who paid: the kind of transfer ("Direct Credit", "DEPOSIT-OSKO PAYMENT", "ANZ M-BANKING
 * PAYMENT TRANSFER … FROM", NAB's "INTER-BANK CREDIT" type column), the banks' own names, and reference words.
 */
const NOT_A_NAME = new Set(
  (
    'DIRECT CREDIT CR DEPOSIT ONLINE OSKO PAYID PAYMENT PAY TRANSFER TFR TRF FROM FAST INTERNET BANKING M-BANKING MOBILE ' +
    'INTER-BANK INTERBANK INWARD RECEIVED BPAY EFT ANZ CBA COMMBANK NAB WBC WESTPAC BOQ ING BANKWEST SUNCORP BENDIGO MACQUARIE ' +
    'INV INVOICE REF REFERENCE RECEIPT RCPT NO'
  ).split(' '),
);
const isNameWord = (word: string) => {
  const bare = word.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  // numbers and anything with a digit in it (receipt numbers, INV-0003) are not names; nor are the banks' words
  return bare !== '' && !/\d/.test(bare) && !NOT_A_NAME.has(bare) && !bare.split('-').every((part) => part === '' || NOT_A_NAME.has(part));
};

/**
 * Who paid, for a proposal ("$1,210.00 from M WALSH on 12 Dec → …"): the payee when the format names one (OFX NAME,
 * QIF P); otherwise the description without the bank's transfer words, its numbers and the reference — the whole
 * description when nothing is left of it.
 */
export function payerOf(line: Pick<FingerprintedLine, 'payee' | 'description'>): string {
  const from = line.payee?.trim() || line.description.trim();
  const words = line.payee?.trim() ? from : from.split(/\s+/).filter(isNameWord).join(' ');
  return (words || from).slice(0, 60) || 'unknown payer';
}

export function proposalText(line: FingerprintedLine, allocations: readonly Allocation[], reason: MatchReason): string {
  return `${formatCents(line.amountCents)} from ${payerOf(line)} on ${dayMonth(line.date)} → ${allocations
    .map((a) => a.invoiceNumber)
    .join(' + ')} (${REASON_WORDS[reason]})`;
}

/**
 * The invoices whose flattened number (4 characters or more) occurs anywhere in a flattened description. A window of
 * each length the numbers come in slides over the description and is looked up, so a line costs its length × a few
 * lookups rather than a scan of every open invoice (that scan was most of a 2,000-line import).
 */
function substringIndex(invoices: readonly OpenInvoice[]): (flat: string) => OpenInvoice[] {
  const byNumber = new Map<string, OpenInvoice[]>();
  for (const inv of invoices) {
    const n = alnum(inv.invoiceNumber);
    if (n.length < 4) continue;
    const list = byNumber.get(n);
    if (list) list.push(inv);
    else byNumber.set(n, [inv]);
  }
  const lengths = [...new Set([...byNumber.keys()].map((n) => n.length))];
  return (flat) => {
    const hits: OpenInvoice[] = [];
    for (const len of lengths)
      for (let i = 0; i + len <= flat.length; i++) {
        const found = byNumber.get(flat.slice(i, i + len));
        if (found) hits.push(...found);
      }
    return hits;
  };
}

export function proposeMatches(lines: readonly FingerprintedLine[], invoices: readonly OpenInvoice[]): Map<string, Proposal> {
  const remaining = new Map(invoices.map((i) => [i.id, i.owingCents]));
  const byKey = new Map<string, OpenInvoice[]>();
  for (const inv of invoices) {
    for (const k of invoiceKeys(inv.invoiceNumber)) byKey.set(k, [...(byKey.get(k) ?? []), inv]);
  }
  const oldestFirst = [...invoices].sort((a, b) => (a.invoiceDate < b.invoiceDate ? -1 : a.invoiceDate > b.invoiceDate ? 1 : 0));
  const credits = lines.filter((l) => l.amountCents > 0).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const out = new Map<string, Proposal>();
  // Open invoices by what they still owe (a stale entry is skipped by checking `remaining`).
  const byOwing = new Map<number, OpenInvoice[]>();
  const index = (inv: OpenInvoice) => {
    const owing = remaining.get(inv.id) ?? 0;
    if (owing > 0) byOwing.set(owing, [...(byOwing.get(owing) ?? []), inv]);
  };

  const allocate = (line: FingerprintedLine, targets: readonly OpenInvoice[], reason: MatchReason) => {
    let left = line.amountCents;
    const allocations: Allocation[] = [];
    for (const inv of targets) {
      const owing = remaining.get(inv.id) ?? 0;
      const take = Math.min(left, owing);
      if (take <= 0) continue;
      allocations.push({ invoiceId: inv.id, invoiceNumber: inv.invoiceNumber, amountCents: take });
      remaining.set(inv.id, owing - take);
      index(inv);
      left -= take;
      if (left === 0) break;
    }
    if (allocations.length)
      out.set(line.fingerprint, { fingerprint: line.fingerprint, allocations, reason, text: proposalText(line, allocations, reason) });
  };

  // 1. reference
  const inDescription = substringIndex(invoices);
  const descKeys = new Map<string, Set<string>>();
  for (const line of credits) {
    const keys = descriptionKeys(line.description);
    descKeys.set(line.fingerprint, keys);
    const hits = new Set<OpenInvoice>();
    for (const k of keys) for (const inv of byKey.get(k) ?? []) hits.add(inv);
    // a key that is a whole flattened description can contain an invoice number too ("PAYMENTINV0003THANKS")
    for (const inv of inDescription(alnum(line.description))) hits.add(inv);
    if (hits.size)
      allocate(
        line,
        oldestFirst.filter((i) => hits.has(i)),
        'reference',
      );
  }
  // 2–4. amount, amount and date, name. Indexed by what is still owing and by surname, so each line costs a lookup.
  const surnames = new Map<string, OpenInvoice[]>();
  for (const inv of oldestFirst) {
    const s = surname(inv.customerName);
    if (s) surnames.set(s, [...(surnames.get(s) ?? []), inv]);
  }
  const owingNow = (i: OpenInvoice) => remaining.get(i.id) ?? 0;
  const customerOf = new Map(invoices.map((i) => [i, i.customerName.trim().toUpperCase()]));
  const oneCustomer = (set: ReadonlySet<OpenInvoice>) => {
    let first: string | undefined;
    for (const inv of set) {
      const c = customerOf.get(inv);
      if (first === undefined) first = c;
      else if (c !== first) return false;
    }
    return first !== undefined;
  };
  for (const inv of oldestFirst) index(inv);
  for (const line of credits) {
    if (out.has(line.fingerprint)) continue;
    const keys = descKeys.get(line.fingerprint) ?? new Set<string>();
    const named = new Set<OpenInvoice>();
    for (const k of keys) for (const inv of surnames.get(k) ?? []) if (owingNow(inv) > 0) named.add(inv);
    const sameAmount = (byOwing.get(line.amountCents) ?? []).filter((i) => owingNow(i) === line.amountCents);
    if (sameAmount.length === 1) {
      allocate(line, sameAmount, 'amount');
      continue;
    }
    if (sameAmount.length > 1) {
      const fits = sameAmount.filter(
        (i) => i.invoiceDate <= line.date && addDaysIso(i.dueDate ?? i.invoiceDate, DATE_WINDOW_DAYS) >= line.date,
      );
      if (fits.length === 1) {
        allocate(line, fits, 'amount-date');
        continue;
      }
      const byName = (fits.length ? fits : sameAmount).filter((i) => named.has(i));
      if (byName.length >= 1) {
        allocate(line, byName.slice(0, 1), 'name');
        continue;
      }
    }
    if (oneCustomer(named))
      allocate(
        line,
        oldestFirst.filter((i) => named.has(i)),
        'name',
      );
  }
  return out;
}

/**
 * The order the screen lists credits in: those with a proposal first (each group keeps the order it came in, newest
 * first), so a long statement whose newest credits match nothing still shows its proposals on the first page.
 */
export function proposalsFirst<L extends Pick<FingerprintedLine, 'fingerprint'>>(
  lines: readonly L[],
  proposals: ReadonlyMap<string, unknown>,
): L[] {
  const withProposal: L[] = [];
  const without: L[] = [];
  for (const l of lines) (proposals.has(l.fingerprint) ? withProposal : without).push(l);
  return [...withProposal, ...without];
}

/** The line above the list: "12 of 40 credits match an invoice". */
export function matchSummary(matched: number, credits: number): string {
  return `${matched} of ${credits} credits match an invoice`;
}
