import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import type { CreditListHead, ListedCredit } from './protocol';
import { useHandledLines } from './queries';
import { SetAsideCard } from './SetAsideCard';
import { SplitDialog } from './SplitDialog';
import { listInWorker, onLater } from './worker-client';
import './bank.css';

/**
 * px: every credit's card, gap included. Fixed (the text is clamped, the buttons never wrap), so the list draws a
 * screenful without measuring a row; bank.css lays the card out to fit.
 */
const ROW_HEIGHT = 172;

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

/**
 * The list on screen: the credits come so far (an import's first page, then all of them), the open invoices it was
 * matched against, the request it answers, and the lines dealt with on this screen since it came (taken off at once;
 * the next list agrees).
 */
type Shown = CreditListHead & {
  complete: boolean;
  invoices: OpenInvoice[];
  id: number;
  gone: ReadonlySet<string>;
  goneMatched: number;
};

interface RowActions {
  confirm: (line: BankLineRow, allocations: Allocation[]) => void;
  split: (credit: ListedCredit) => void;
  notInvoice: (line: BankLineRow) => void;
}

/** One credit's card: what it is proposed to pay, and the three ways to deal with it. */
const CreditRow = memo(function CreditRow({
  credit,
  busy,
  canChoose,
  actions,
}: {
  credit: ListedCredit;
  busy: boolean;
  canChoose: boolean;
  actions: RowActions;
}) {
  const { line: l, proposal: p } = credit;
  return (
    <div className="bank-credit" style={{ height: ROW_HEIGHT }}>
      <article className="card bank-credit-card" aria-label={`${formatCents(l.amountCents)} on ${dayMonth(l.date)}`}>
        <div className="bank-credit-text">
          <p className={p ? 'clamp-3' : 'clamp-2'} title={p?.text}>
            {p ? p.text : `${formatCents(l.amountCents)} from ${payerOf(l)} on ${dayMonth(l.date)}`}
          </p>
          {!p && <p className="muted small clamp-1">No invoice matches on its own. Split it, or mark it.</p>}
        </div>
        <div className="row bank-credit-actions">
          {p && (
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => actions.confirm(l, p.allocations)}>
              Confirm
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" disabled={!canChoose} onClick={() => actions.split(credit)}>
            {p ? 'Split / change' : 'Choose invoices'}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => actions.notInvoice(l)}>
            Not an invoice
          </button>
        </div>
      </article>
    </div>
  );
});

function BankScreen({ userId }: { userId: string }) {
  const invoices = useInvoices(userId);
  const open = useMemo(() => openInvoices(invoices ?? []), [invoices]);
  // The open credits with their proposals, listed in the worker (a statement is thousands of rows: reading, matching
  // and ordering them here would hold the screen). Drawn as a virtual list of fixed-height rows, so a long statement
  // costs a screenful.
  const [shown, setShown] = useState<Shown | null>(null);
  // the credit being split, with what was proposed for it (the dialog starts from that)
  const [splitting, setSplitting] = useState<ListedCredit | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [handledOpen, setHandledOpen] = useState(false);
  // Each ask of the worker is numbered: only the newest answer is drawn (an older one may predate a confirm).
  const asked = useRef(0);
  // While an import runs the screen does not ask for the list itself (a ref: starting or ending an import redraws
  // nothing here).
  const importing = useRef(false);
  const latest = useRef({ shown, open });
  useEffect(() => {
    latest.current = { shown, open };
  });
  // The list being received. An import's first page is drawn at once (several screens of it), and the whole list once
  // every page is in: two redraws, not one per page. A list asked for again (after a confirm) replaces the one on
  // screen once complete, so a tradie scrolled far down never sees it shrink to a page.
  const incoming = useRef<{ list: Shown; credits: ListedCredit[] } | null>(null);

  const take = useCallback((head: CreditListHead, id: number, matchedWith: OpenInvoice[], drawNow: boolean) => {
    const complete = head.credits.length >= head.total;
    const list: Shown = { ...head, complete, invoices: matchedWith, id, gone: new Set(), goneMatched: 0 };
    incoming.current = complete ? null : { list, credits: head.credits.slice() };
    // A transition: a big list replacing another never holds the screen in one task.
    if (drawNow || complete) startTransition(() => setShown(list));
  }, []);

  useEffect(
    () =>
      onLater((m) => {
        const into = incoming.current;
        if (m.type !== 'page' || into?.list.id !== m.id) return;
        into.credits.push(...m.credits);
        if (into.credits.length < into.list.total) return;
        incoming.current = null;
        const list = { ...into.list, credits: into.credits, complete: true };
        startTransition(() =>
          // lines dealt with while the list came in stay off it
          setShown((s) => (s && s.id === list.id ? { ...list, gone: s.gone, goneMatched: s.goneMatched } : list)),
        );
      }),
    [],
  );

  const relist = useCallback(
    (matchWith: OpenInvoice[]) => {
      const n = ++asked.current;
      void listInWorker(userId, matchWith).then((res) => {
        if (n !== asked.current) return;
        if (res.type === 'listed') take(res.list, res.id, matchWith, false);
        else if (res.type === 'error') toastError('Matching Failed', res.message);
      });
    },
    [userId, take],
  );

  const shownId = shown?.id;
  useEffect(
    () =>
      onLater((m) => {
        // the statement's list was drawn before its lines were written, and writing them failed (the import card says so)
        if (m.type === 'error' && m.id === shownId) relist(open);
      }),
    [shownId, relist, open],
  );

  const onImported = useCallback(
    (head: CreditListHead, id: number, matchedWith: OpenInvoice[]) => {
      asked.current++;
      take(head, id, matchedWith, true);
    },
    [take],
  );
  const onBusy = useCallback(
    (b: boolean) => {
      if (b) asked.current++; // a list asked for before the import would not hold its lines
      importing.current = b;
      // invoices changed while the import ran: match again
      const now = latest.current;
      if (!b && now.shown && now.shown.invoices !== now.open) relist(now.open);
    },
    [relist],
  );

  // The list again whenever the open invoices change (a payment recorded anywhere changes what is owing); an import
  // brings its own list.
  useEffect(() => {
    if (invoices === undefined || importing.current || shown?.invoices === open) return;
    relist(open);
  }, [invoices, open, shown, relist]);

  /** Takes a line off the list at once (the worker's next list agrees), then asks for the list again. */
  function handledNow(line: BankLineRow) {
    setShown((s) => {
      if (!s || s.gone.has(line.key)) return s;
      const proposed = s.credits.some((c) => c.line.key === line.key && c.proposal);
      return { ...s, gone: new Set(s.gone).add(line.key), goneMatched: s.goneMatched + (proposed ? 1 : 0), handled: s.handled + 1 };
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

  const credits = useMemo(() => {
    const all = shown?.credits ?? [];
    return shown?.gone.size ? all.filter((c) => !shown.gone.has(c.line.key)) : all;
  }, [shown]);
  // The rows' actions through one stable object, so a row is drawn again only when its own credit or state changes (the
  // whole list arriving after its first page, or a line dealt with, redraws no row already on screen).
  const act = useRef({ confirm, split: setSplitting, notInvoice: (l: BankLineRow) => void markNotInvoice(l).then(() => handledNow(l)) });
  useEffect(() => {
    act.current = { confirm, split: setSplitting, notInvoice: (l) => void markNotInvoice(l).then(() => handledNow(l)) };
  });
  const actions = useMemo<RowActions>(
    () => ({
      confirm: (l, a) => void act.current.confirm(l, a),
      split: (c) => act.current.split(c),
      notInvoice: (l) => act.current.notInvoice(l),
    }),
    [],
  );
  const canChoose = open.length > 0;
  const renderCredit = (c: ListedCredit) => <CreditRow credit={c} busy={busy === c.line.key} canChoose={canChoose} actions={actions} />;
  const waiting = shown ? shown.total - shown.gone.size : 0;
  const matched = shown ? shown.matched - shown.goneMatched : 0;

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
        {/* busy while the list's later pages are still coming from the worker */}
        <section className="stack" aria-labelledby="credits-h" aria-busy={!!shown && !shown.complete}>
          <h2 id="credits-h" className="card-title">
            Credits to match ({waiting})
          </h2>
          {shown && waiting === 0 && <p className="muted">No credits waiting. Import a statement to match payments to invoices.</p>}
          {waiting > 0 && open.length > 0 && (
            <p className="muted" data-testid="match-summary">
              {matchSummary(matched, waiting)}
            </p>
          )}
          <VirtualList
            items={credits}
            getKey={(c) => c.line.key}
            renderItem={renderCredit}
            label="Credits to match"
            rowHeight={ROW_HEIGHT}
          />
        </section>
      </main>
      <SplitDialog
        line={splitting?.line ?? null}
        proposed={splitting?.proposal?.allocations ?? null}
        invoices={open}
        onClose={() => setSplitting(null)}
        onConfirm={confirm}
      />
    </>
  );
}
