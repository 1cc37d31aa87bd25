import { memo, useMemo, useState } from 'react';
import { TextField } from '../../app/ui/Field';
import { addDaysIso, formatDateAU, isIsoDate, todayIso } from '../../domain/dates';
import { setAsideCsv, setAsideFor, type Receipt } from '../../domain/bank';
import { formatCents } from '../../domain/money';
import type { InvoiceRow } from '../documents';

/** The receipts of live, non-draft invoices: every payment recorded on them (by hand, by a bank line, by card). */
export function receiptsOf(invoices: readonly InvoiceRow[]): Receipt[] {
  return invoices
    .filter((i) => i.status !== 'draft')
    .flatMap((i) =>
      (i.payments ?? []).map((p) => ({
        invoiceNumber: i.invoiceNumber,
        customerName: i.customerName,
        date: p.date,
        amountCents: p.amountCents,
        invoiceTotalCents: i.totalCents,
        invoiceGstCents: i.gstCents,
        method: p.method,
      })),
    );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Money set aside for a period: GST collected on what was received (cash basis) and an optional income-tax %. */
export const SetAsideCard = memo(function SetAsideCard({ invoices }: { invoices: readonly InvoiceRow[] }) {
  const today = todayIso();
  const [from, setFrom] = useState(addDaysIso(today, -30));
  const [to, setTo] = useState(today);
  const [percent, setPercent] = useState('');
  const pct = Number(percent || '0');
  const bad = !isIsoDate(from) || !isIsoDate(to) || from > to ? 'Choose a start date on or before the end date.' : null;
  const badPct = !Number.isFinite(pct) || pct < 0 || pct > 100 ? 'Enter a percentage from 0 to 100.' : null;
  const s = useMemo(
    () => (bad || badPct ? null : setAsideFor(receiptsOf(invoices), from, to, Math.round(pct * 100))),
    [invoices, from, to, pct, bad, badPct],
  );
  return (
    // Folded away by default: the credits to match below it are what the screen is for.
    <details className="card" aria-labelledby="set-aside-h">
      <summary>
        <h2 id="set-aside-h" className="card-title bank-fold-title">
          Money to set aside
        </h2>
      </summary>
      <div className="stack">
        <div className="row">
          <TextField label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={bad} />
          <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <TextField
          label="Income tax set-aside %"
          inputMode="decimal"
          value={percent}
          onChange={(e) => setPercent(e.target.value)}
          placeholder="0"
          error={badPct}
          hint="Optional: a share of what you received after GST."
        />
        {s && (
          <dl className="stack small" aria-label="Set aside">
            <div className="row-between">
              <dt>
                Received {formatDateAU(s.from)} – {formatDateAU(s.to)}
              </dt>
              <dd className="num">{formatCents(s.receivedCents)}</dd>
            </div>
            <div className="row-between">
              <dt>GST collected (1/11 of taxable receipts)</dt>
              <dd className="num">{formatCents(s.gstCents)}</dd>
            </div>
            <div className="row-between">
              <dt>Income tax ({s.incomeTaxBasisPoints / 100}%)</dt>
              <dd className="num">{formatCents(s.incomeTaxCents)}</dd>
            </div>
            <div className="row-between">
              <dt>
                <strong>Set aside</strong>
              </dt>
              <dd className="num">
                <strong data-testid="set-aside-total">{formatCents(s.totalCents)}</strong>
              </dd>
            </div>
          </dl>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={!s}
          onClick={() => s && download(`set-aside-${s.from}-to-${s.to}.csv`, setAsideCsv(s))}
        >
          Download CSV
        </button>
      </div>
    </details>
  );
});
