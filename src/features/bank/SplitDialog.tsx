import { useEffect, useState } from 'react';
import { toastError } from '../../app/toast/store';
import { Dialog } from '../../app/ui/Dialog';
import { dayMonth, payerOf, type Allocation, type OpenInvoice } from '../../domain/bank';
import { centsToDecimalString, formatCents, parseDollars } from '../../domain/money';
import type { BankLineRow } from './bank-db';

/**
 * One credit across several invoices: an amount against each (together no more than the credit). It opens with what
 * was proposed for the credit filled in (the amounts once stood there as placeholders, which read as filled in).
 */
export function SplitDialog({
  line,
  proposed,
  invoices,
  onClose,
  onConfirm,
}: {
  line: BankLineRow | null;
  /** the proposal's allocations for the credit, if it had one */
  proposed: readonly Allocation[] | null;
  invoices: readonly OpenInvoice[];
  onClose: () => void;
  onConfirm: (line: BankLineRow, allocations: Allocation[]) => Promise<void>;
}) {
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const start = line?.key;
  useEffect(() => {
    setAmounts(Object.fromEntries((proposed ?? []).map((a) => [a.invoiceId, centsToDecimalString(a.amountCents)])));
    // only when another credit is opened: a new list (the same proposal, new objects) must not wipe what was typed
  }, [start]);
  if (!line) return <Dialog open={false} onClose={onClose} title="Split" />;
  const allocations: Allocation[] = invoices
    .map((i) => ({ invoiceId: i.id, invoiceNumber: i.invoiceNumber, amountCents: parseDollars(amounts[i.id] ?? '') ?? 0 }))
    .filter((a) => a.amountCents > 0);
  const total = allocations.reduce((s, a) => s + a.amountCents, 0);
  const over = invoices.find((i) => (parseDollars(amounts[i.id] ?? '') ?? 0) > i.owingCents);
  const problem =
    total > line.amountCents
      ? `That is ${formatCents(total)}, more than the ${formatCents(line.amountCents)} received.`
      : over
        ? `${over.invoiceNumber} owes only ${formatCents(over.owingCents)}.`
        : null;
  // nothing entered yet is not a mistake: a hint until an amount is typed, and Record stays disabled
  const empty = allocations.length === 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Split across invoices"
      description={`${formatCents(line.amountCents)} from ${payerOf(line)} on ${dayMonth(line.date)}`}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!!problem || empty}
            onClick={() =>
              void onConfirm(line, allocations).catch((e: unknown) =>
                toastError('Not Recorded', e instanceof Error ? e.message : String(e)),
              )
            }
          >
            Record {formatCents(total)}
          </button>
        </>
      }
    >
      <div className="stack">
        {invoices.map((i) => (
          <label key={i.id} className="row-between small">
            <span>
              {i.invoiceNumber} · {i.customerName} · owes {formatCents(i.owingCents)}
            </span>
            <input
              className="input num"
              style={{ maxWidth: '7rem' }}
              inputMode="decimal"
              aria-label={`Amount for ${i.invoiceNumber}`}
              placeholder="0.00"
              value={amounts[i.id] ?? ''}
              onChange={(e) => setAmounts({ ...amounts, [i.id]: e.target.value })}
            />
          </label>
        ))}
        {problem ? (
          <p className="field-error">{problem}</p>
        ) : (
          empty && <p className="muted small">Enter an amount against at least one invoice.</p>
        )}
      </div>
    </Dialog>
  );
}
