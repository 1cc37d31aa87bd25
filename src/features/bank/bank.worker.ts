/// <reference lib="webworker" />
import { fingerprintLines, guessBankMapping, parseSniffed, sniffStatement, StatementError } from '../../domain/bank';
import { FIRST_PAGE, PAGE, type BankRequest, type BankResponse, type CreditList, type CreditListHead } from './protocol';
import { listCredits, storeLines } from './store';

/**
 * Reading and matching a statement off the main thread, in one trip: a 2,000-line statement is parsed, its credits
 * fingerprinted, written to the device's bank database (from here: IndexedDB works in a worker) in one transaction,
 * and every open credit matched and put in the screen's order. The list goes to the screen before the lines are
 * written, its first page first, so the main thread draws while this thread writes (scripts/bench/bank.ts measures it
 * with a 4× CPU throttle). The screen asks for the list again here too, after a confirm or when invoices change.
 */
declare const self: DedicatedWorkerGlobalScope;
const post = (m: BankResponse) => self.postMessage(m);

/** The first page now (in the answer `head` builds); the rest in later messages, each received as its own short task. */
function sendList(id: number, list: CreditList, head: (list: CreditListHead) => BankResponse): void {
  post(head({ ...list, credits: list.credits.slice(0, FIRST_PAGE), total: list.credits.length }));
  for (let from = FIRST_PAGE; from < list.credits.length; from += PAGE)
    post({ type: 'page', id, from, credits: list.credits.slice(from, from + PAGE) });
}

async function handle(req: BankRequest): Promise<void> {
  if (req.type === 'list') {
    sendList(req.id, await listCredits(req.userId, req.invoices), (list) => ({ type: 'listed', id: req.id, list }));
    return;
  }
  const kind = sniffStatement(req.text);
  if (kind.kind === 'csv' && !kind.bank && !req.mapping) {
    post({ type: 'needs-mapping', id: req.id, sample: kind.rows.slice(0, 4), guess: guessBankMapping(kind.rows) });
    return;
  }
  const s = parseSniffed(req.text, kind, req.mapping ?? undefined);
  // Only credits are matched, so only credits are kept; debits never leave this worker. (A fingerprint is made from
  // the line's own date, amount and words, so a credit's does not depend on the debits beside it.)
  const credits = fingerprintLines(s.lines.filter((l) => l.amountCents > 0));
  await storeLines(req.userId, credits, {
    invoices: req.invoices,
    ready: (list, { added, seen }) =>
      sendList(req.id, list, (head) => ({
        type: 'imported',
        id: req.id,
        format: s.format,
        bank: kind.kind === 'csv' ? kind.bank : null,
        lineCount: s.lines.length,
        credits: credits.length,
        added,
        seen,
        skipped: s.skipped,
        list: head,
      })),
  });
  post({ type: 'stored', id: req.id });
}

self.onmessage = (e: MessageEvent<BankRequest>) => {
  const req = e.data;
  handle(req).catch((err: unknown) =>
    post({
      type: 'error',
      id: req.id,
      message: err instanceof StatementError ? err.message : 'This file could not be read as a bank statement.',
    }),
  );
};
