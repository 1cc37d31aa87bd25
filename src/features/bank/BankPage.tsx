import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../../app/session';
import { toast, toastError, toastFailure } from '../../app/toast/store';
import { PageHeader } from '../../app/ui/PageHeader';
import { VirtualList } from '../../app/ui/VirtualList';
import { dayMonth, matchSummary, payerOf, type Allocation, type OpenInvoice } from '../../domain/bank';
import { formatCents } from '../../domain/money';
import { owingCents } from '../../domain/payments';
import { useInvoices, type InvoiceRow } from '../documents';
import type { BankLineRow } from './bank-db';
import { ImportCard } from './ImportCard';
import { clearLines, confirmLine, markNotInvoice, reopenLine } from './mutations';
import type { CreditList, ListedCredit } from './protocol';
import { useHandledLines } from './queries';
import { SetAsideCard } from './SetAsideCard';
import { SplitDialog } from './SplitDialog';
import { listInWorker } from './worker-client';
import './bank.css';

/** px: a credit's card on a 390 px phone (each row is measured once drawn) */
const ROW_ESTIMATE = 150;

/** /bank (issue 23): import a bank statement on the phone, confirm which invoice each credit pays, see what to set aside. */
export default function BankPage() {
  const userId = useSession((s) => s.user?.id);
  return userId ? <BankScreen userId={userId} /> : null;
}

export function openInvoices(invoices: readonly InvoiceRow[]): OpenInvoice[] {
  return invoices
    .filter((i) => i.status !== 'draft' && owingCents(i) > 0)
    .map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      customerName: i.customerName,
      owingCents: owingCents(i),
      invoiceDate: i.invoiceDate,
      dueDate: i.dueDate ?? null,
    }));
}

function HandledLines({ userId, onChange }: { userId: string; onChange: () => void }) {
  const handled = useHandledLines(userId) ?? [];
  return (
    <>
      <ul className="list stack small">
        {handled.map((l) => (
          <li key={l.key} className="row-between">
            <span>
              {formatCents(l.amountCents)} {payerOf(l)} {dayMonth(l.date)} —{' '}
              {l.state === 'recorded' ? `recorded on ${l.allocations.map((a) => a.invoiceNumber).join(' + ')}` : 'not an invoice'}
            </span>
            {l.state === 'not-invoice' && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => void reopenLine(l).then(onChange)}>
                Undo
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => void clearLines(userId).then(onChange)}>
        Forget imported lines on this phone
      </button>
    </>
  );
}

/** The list on screen and the open invoices it was matched against. */
type Shown = CreditList & { invoices: OpenInvoice[] };

function BankScreen({ userId }: { userId: string }) {
  const invoices = useInvoices(userId);
  const open = useMemo(() => openInvoices(invoices ?? []), [invoices]);
  // The open credits with their proposals, listed in the worker (a statement is thousands of rows: reading, matching
  // and ordering them here would hold the screen). Drawn as a virtual list, so a long statement costs a screenful.
  const [shown, setShown] = useState<Shown | null>(null);
  const [importing, setImporting] = useState(false);
  const [splitting, setSplitting] = useState<BankLineRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [handledOpen, setHandledOpen] = useState(false);
  // Each ask of the worker is numbered: only the newest answer is drawn (an older one may predate a confirm).
  const asked = useRef(0);

  const show = useCallback((list: CreditList, matchedWith: OpenInvoice[]) => {
    // A transition: a big list replacing another never holds the screen in one task.
    startTransition(() => setShown({ ...list, invoices: matchedWith }));
  }, []);

  const relist = useCallback(
    (matchWith: OpenInvoice[]) => {
      const n = ++asked.current;
      void listInWorker(userId, matchWith).then((res) => {
        if (n !== asked.current) return;
        if (res.type === 'listed') show(res.list, matchWith);
        else if (res.type === 'error') toastError('Matching Failed', res.message);
      });
    },
    [userId, show],
  );

  const onImported = useCallback(
    (list: CreditList, matchedWith: OpenInvoice[]) => {
      asked.current++;
      show(list, matchedWith);
    },
    [show],
  );
  const onBusy = useCallback((b: boolean) => {
    if (b) asked.current++; // a list asked for before the import would not hold its lines
    setImporting(b);
  }, []);

  // The list again whenever the open invoices change (a payment recorded anywhere changes what is owing); an import
  // brings its own list.
  useEffect(() => {
    if (invoices === undefined || importing || shown?.invoices === open) return;
    relist(open);
  }, [invoices, open, importing, shown, relist]);

  /** Takes a line off the list at once (the worker's next list agrees), then asks for the list again. */
  function handledNow(line: BankLineRow) {
    setShown((s) => {
      if (!s) return s;
      const credits = s.credits.filter((c) => c.line.key !== line.key);
      const matched = s.matched - (s.credits.find((c) => c.line.key === line.key)?.proposal ? 1 : 0);
      return { ...s, credits, matched, handled: s.handled + 1 };
    });
    relist(open);
  }

  async function confirm(line: BankLineRow, allocations: Allocation[]) {
    setBusy(line.key);
    try {
      await confirmLine(userId, line, allocations);
      toast({
        title: 'Payment Recorded',
        description: `${formatCents(line.amountCents)} → ${allocations.map((a) => a.invoiceNumber).join(' + ')}`,
      });
      setSplitting(null);
      handledNow(line);
    } catch (err) {
      toastFailure('Payment', err, 'Not Recorded', 'The payment could not be recorded. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const credits = shown?.credits ?? [];
  const renderCredit = ({ line: l, proposal: p }: ListedCredit) => (
    <div className="bank-credit">
      <article className="card stack" aria-label={`${formatCents(l.amountCents)} on ${dayMonth(l.date)}`}>
        <p>{p ? p.text : `${formatCents(l.amountCents)} from ${payerOf(l)} on ${dayMonth(l.date)}`}</p>
        {!p && <p className="muted small">No invoice matches on its own. Split it, or mark it.</p>}
        <div className="row">
          {p && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy === l.key}
              onClick={() => void confirm(l, p.allocations)}
            >
              Confirm
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" disabled={!open.length} onClick={() => setSplitting(l)}>
            {p ? 'Split / change' : 'Choose invoices'}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void markNotInvoice(l).then(() => handledNow(l))}>
            Not an invoice
          </button>
        </div>
      </article>
    </div>
  );

  return (
    <>
      <PageHeader title="Bank payments" backTo="/invoices" />
      <main className="page stack">
        <ImportCard userId={userId} invoices={open} onImported={onImported} onBusy={onBusy} />
        <SetAsideCard invoices={invoices ?? []} />
        {(shown?.handled ?? 0) > 0 && (
          <details className="card" onToggle={(e) => setHandledOpen(e.currentTarget.open)}>
            <summary>Handled lines ({shown?.handled})</summary>
            {/* read only when opened: months of statements are thousands of lines */}
            {handledOpen && <HandledLines userId={userId} onChange={() => relist(open)} />}
          </details>
        )}
        <section className="stack" aria-labelledby="credits-h">
          <h2 id="credits-h" className="card-title">
            Credits to match ({credits.length})
          </h2>
          {shown && credits.length === 0 && <p className="muted">No credits waiting. Import a statement to match payments to invoices.</p>}
          {credits.length > 0 && open.length > 0 && (
            <p className="muted" data-testid="match-summary">
              {matchSummary(shown?.matched ?? 0, credits.length)}
            </p>
          )}
          <VirtualList
            items={credits}
            getKey={(c) => c.line.key}
            renderItem={renderCredit}
            label="Credits to match"
            estimateSize={ROW_ESTIMATE}
          />
        </section>
      </main>
      <SplitDialog line={splitting} invoices={open} onClose={() => setSplitting(null)} onConfirm={confirm} />
    </>
  );
}
