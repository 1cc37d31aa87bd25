import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError, toastFailure } from '../../app/toast/store';
import { BackIcon } from '../../app/ui/icons';
import { dayMonth, matchSummary, payerOf, proposalsFirst, type Allocation, type OpenInvoice, type Proposal } from '../../domain/bank';
import { formatCents } from '../../domain/money';
import { owingCents } from '../../domain/payments';
import { useInvoices, type InvoiceRow } from '../documents';
import type { BankLineRow } from './bank-db';
import { ImportCard } from './ImportCard';
import { clearLines, confirmLine, markNotInvoice, reopenLine } from './mutations';
import { useCreditLines } from './queries';
import { SetAsideCard } from './SetAsideCard';
import { SplitDialog } from './SplitDialog';
import { linesKey } from './store';
import { matchInWorker } from './worker-client';

const PAGE = 20;

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

function BankScreen({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const invoices = useInvoices(userId);
  const lines = useCreditLines(userId);
  const open = useMemo(() => openInvoices(invoices ?? []), [invoices]);
  const openLines = useMemo(() => (lines ?? []).filter((l) => l.state === 'open'), [lines]);
  const [proposals, setProposals] = useState<Map<string, Proposal>>(new Map());
  // What the proposals were made for: an import's own proposals come with it, so the list it adds is not matched again.
  const [matchedFor, setMatchedFor] = useState<{ key: string; invoices: OpenInvoice[] } | null>(null);
  const [importing, setImporting] = useState(false);
  // Credits with a proposal first: the newest page of a long statement may hold none, while older credits do.
  const listed = useMemo(() => proposalsFirst(openLines, proposals), [openLines, proposals]);
  const matched = useMemo(() => openLines.filter((l) => proposals.has(l.fingerprint)).length, [openLines, proposals]);
  const [splitting, setSplitting] = useState<BankLineRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // A long statement is listed a page at a time: 1,000 cards in one render would be a long task on a phone.
  const [shown, setShown] = useState(PAGE);

  // Re-match whenever the open lines or the invoices change (a payment recorded elsewhere changes what is owing).
  useEffect(() => {
    let stale = false;
    if (!openLines.length || !open.length) {
      setProposals(new Map());
      return;
    }
    if (importing) return;
    const key = linesKey(openLines);
    if (matchedFor && matchedFor.key === key && matchedFor.invoices === open) return;
    void matchInWorker(openLines, open).then((res) => {
      if (stale) return;
      if (res.type === 'matched') {
        setProposals(new Map(res.proposals.map((p) => [p.fingerprint, p])));
        setMatchedFor({ key, invoices: open });
      } else if (res.type === 'error') toastError('Matching Failed', res.message);
    });
    return () => {
      stale = true;
    };
  }, [openLines, open, matchedFor, importing]);

  async function confirm(line: BankLineRow, allocations: Allocation[]) {
    setBusy(line.key);
    try {
      await confirmLine(userId, line, allocations);
      toast({
        title: 'Payment Recorded',
        description: `${formatCents(line.amountCents)} → ${allocations.map((a) => a.invoiceNumber).join(' + ')}`,
      });
      setSplitting(null);
    } catch (err) {
      toastFailure('Payment', err, 'Not Recorded', 'The payment could not be recorded. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const done = (lines ?? []).filter((l) => l.state !== 'open');
  return (
    <>
      <header className="topbar">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate('/invoices')}>
          <BackIcon /> Invoices
        </button>
        <h1 className="topbar-title">Bank payments</h1>
      </header>
      <main className="page stack">
        <ImportCard
          userId={userId}
          invoices={open}
          onImported={(list, key) => {
            setProposals(new Map(list.map((p) => [p.fingerprint, p])));
            setMatchedFor({ key, invoices: open });
          }}
          onBusy={setImporting}
        />
        <section className="stack" aria-labelledby="credits-h">
          <h2 id="credits-h" className="card-title">
            Credits to match ({openLines.length})
          </h2>
          {lines && openLines.length === 0 && (
            <p className="muted">No credits waiting. Import a statement to match payments to invoices.</p>
          )}
          {openLines.length > 0 && open.length > 0 && (
            <p className="muted" data-testid="match-summary">
              {matchSummary(matched, openLines.length)}
            </p>
          )}
          <ul className="list stack" aria-label="Credits to match">
            {listed.slice(0, shown).map((l) => {
              const p = proposals.get(l.fingerprint);
              return (
                <li key={l.key} className="card stack">
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
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void markNotInvoice(l)}>
                      Not an invoice
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {openLines.length > shown && (
            <button type="button" className="btn btn-outline" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, openLines.length - shown)} more
            </button>
          )}
        </section>
        {done.length > 0 && (
          <details className="card">
            <summary>Handled lines ({done.length})</summary>
            <ul className="list stack small">
              {done.map((l) => (
                <li key={l.key} className="row-between">
                  <span>
                    {formatCents(l.amountCents)} {payerOf(l)} {dayMonth(l.date)} —{' '}
                    {l.state === 'recorded' ? `recorded on ${l.allocations.map((a) => a.invoiceNumber).join(' + ')}` : 'not an invoice'}
                  </span>
                  {l.state === 'not-invoice' && (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void reopenLine(l)}>
                      Undo
                    </button>
                  )}
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void clearLines(userId)}>
              Forget imported lines on this phone
            </button>
          </details>
        )}
        <SetAsideCard invoices={invoices ?? []} />
      </main>
      <SplitDialog line={splitting} invoices={open} onClose={() => setSplitting(null)} onConfirm={confirm} />
    </>
  );
}
