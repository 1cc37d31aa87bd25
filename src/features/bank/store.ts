import { proposalsFirst, proposeMatches, type FingerprintedLine, type OpenInvoice, type Proposal } from '../../domain/bank';
import { bankDb, lineKey, type BankLineRow } from './bank-db';
import type { CreditList } from './protocol';

/**
 * Keeps a statement's credits on this device (run by the import worker, so none of it is main-thread work), in one
 * write transaction: the keys already here are read in one request, and only new lines are written — a line seen
 * before (same fingerprint: a re-import or an overlapping statement) keeps what the tradie decided about it. One
 * transaction also means one change notice to the app's other Dexie contexts (the page, the service worker and the
 * sync worker each wake for every committed write transaction).
 *
 * With `list`, the screen's list (every open credit, old and new, with its proposal) is handed to `list.ready` as soon
 * as the new lines are known and before they are written, so the screen draws while the rows go to disk. The write
 * transaction is already open then, so a write the screen makes afterwards (a confirm) is queued behind it by
 * IndexedDB's ordering of overlapping transactions. If the write then fails, this rejects.
 */
export async function storeLines(
  userId: string,
  lines: readonly FingerprintedLine[],
  list?: { invoices: readonly OpenInvoice[]; ready: (list: CreditList, counts: { added: number; seen: number }) => void },
): Promise<{ added: number; seen: number }> {
  const db = bankDb();
  const now = new Date().toISOString();
  return db.transaction('rw', db.lines, async () => {
    const [known, open, handled] = await Promise.all([
      db.lines.where('userId').equals(userId).primaryKeys(),
      list ? openCredits(userId) : [],
      list ? handledLines(userId).count() : 0,
    ]);
    const have = new Set<string>(known);
    const fresh: BankLineRow[] = [];
    for (const l of lines) {
      const key = lineKey(userId, l.fingerprint);
      if (have.has(key)) continue;
      have.add(key);
      fresh.push({ ...l, key, userId, state: 'open', allocations: [], importedAt: now });
    }
    const counts = { added: fresh.length, seen: lines.length - fresh.length };
    list?.ready(creditList([...open, ...fresh.filter((l) => l.amountCents > 0)], list.invoices, handled), counts);
    await db.lines.bulkAdd(fresh);
    return counts;
  });
}

/** The open credits on this device (what the matcher proposes for). */
export async function openCredits(userId: string): Promise<BankLineRow[]> {
  const rows = await bankDb().lines.where('[userId+state]').equals([userId, 'open']).toArray();
  return rows.filter((r) => r.amountCents > 0);
}

const newestFirst = (a: BankLineRow, b: BankLineRow) =>
  a.date > b.date ? -1 : a.date < b.date ? 1 : a.fingerprint < b.fingerprint ? -1 : a.fingerprint > b.fingerprint ? 1 : 0;

/**
 * The screen's list of open credits: those with a proposal first, so a long statement whose newest credits match
 * nothing still shows its proposals at the top; newest first within each group.
 */
export function creditList(open: readonly BankLineRow[], invoices: readonly OpenInvoice[], handled = 0): CreditList {
  const proposals = invoices.length ? proposeMatches(open, invoices) : new Map<string, Proposal>();
  const credits = proposalsFirst([...open].sort(newestFirst), proposals).map((line) => ({
    line,
    proposal: proposals.get(line.fingerprint) ?? null,
  }));
  return { credits, matched: proposals.size, handled };
}

/** The list as the device holds it now. */
export async function listCredits(userId: string, invoices: readonly OpenInvoice[]): Promise<CreditList> {
  const [open, handled] = await Promise.all([openCredits(userId), handledLines(userId).count()]);
  return creditList(open, invoices, handled);
}

/** The lines already dealt with: recorded on invoices, or marked not an invoice payment. */
export const handledLines = (userId: string) =>
  bankDb()
    .lines.where('[userId+state]')
    .anyOf([
      [userId, 'recorded'],
      [userId, 'not-invoice'],
    ]);
