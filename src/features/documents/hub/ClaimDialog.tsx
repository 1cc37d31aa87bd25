import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { SelectField, TextField } from '../../../app/ui/Field';
import { formatCents, parseDollars } from '../../../domain/money';
import { MoneyRuleError, quoteMoney, type ClaimRequest } from '../../../domain/payments';
import { centsToDecimalString } from '../../../domain/money';
import { residentialPrompts } from '../../../domain/thresholds';
import { jobState, useLinkedJob } from '../../jobs';
import type { InvoiceRow } from '../records/invoice-queries';
import { isGstRegistered, profileState, type BusinessRecords } from '../common/business';
import type { QuoteRow } from '../records/quote-queries';
import { claimAgainstQuote, recordInsurance } from './money-actions';

const KINDS = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'progress', label: 'Progress claim' },
  { value: 'final', label: 'Final invoice (the balance)' },
];
const BASES = [
  { value: 'percent', label: 'Percentage of the quote' },
  { value: 'amount', label: 'Amount (incl. GST)' },
  { value: 'lines', label: 'Selected lines' },
];

/**
 * Invoice an accepted quote: a deposit (amount or %), a progress claim (% or chosen lines) or the final invoice for
 * the balance. Where the state requires home-warranty insurance, it is recorded here first.
 */
export function ClaimDialog({
  quote,
  invoices,
  records,
  userId,
  onClose,
}: {
  quote: QuoteRow | null;
  invoices: readonly InvoiceRow[];
  records: BusinessRecords;
  userId: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [kind, setKind] = useState<ClaimRequest['kind']>('deposit');
  const [basis, setBasis] = useState('percent');
  const [value, setValue] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const [insurer, setInsurer] = useState('');
  const [policy, setPolicy] = useState('');
  const [busy, setBusy] = useState(false);

  // Reset when the dialog opens for a quote, not whenever the live query hands over new objects (a sync pull does that
  // while the tradie is typing, and the choice of deposit/progress/final snapped back).
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!quote) {
      openedFor.current = null;
      return;
    }
    if (openedFor.current === quote.id) return;
    openedFor.current = quote.id;
    const hasDeposit = invoices.some((i) => i.sourceQuoteId === quote.id && i.claim?.kind === 'deposit');
    setKind(hasDeposit ? 'progress' : 'deposit');
    // The deposit starts from the one the quote asked for (what the customer accepted).
    const quoteDeposit = !hasDeposit && quote.depositCents ? quote.depositCents : null;
    setBasis(quoteDeposit ? 'amount' : 'percent');
    setValue(quoteDeposit ? centsToDecimalString(quoteDeposit) : '');
    setLines([]);
  }, [quote, invoices]);

  // The same state as the quote screen: the job site's, else the profile's.
  const job = useLinkedJob(userId, quote?.jobId ?? null);
  const state = jobState(job) ?? profileState(records.profile);
  const depositCents = kind === 'deposit' && basis === 'amount' ? parseDollars(value) : null;
  const depositProblem =
    quote && state && kind === 'deposit'
      ? residentialPrompts({
          state,
          totalCents: quote.totalCents,
          depositCents:
            basis === 'percent'
              ? Math.round((quote.totalCents * Math.round(Number(value.replace('%', '')) * 100 || 0)) / 10_000)
              : depositCents,
        }).depositProblem
      : null;
  const money = useMemo(() => (quote ? quoteMoney(quote, invoices) : null), [quote, invoices]);
  const warranty =
    quote && state
      ? residentialPrompts({ state, totalCents: quote.totalCents }).prompts.find((p) => p.kind === 'home-warranty')
      : undefined;
  const needsInsurance = Boolean(warranty && !quote?.warrantyInsurance);

  async function saveInsurance() {
    if (!quote) return;
    if (!insurer.trim() || !policy.trim())
      return toastError('Insurance Details Needed', 'Enter the insurer and the policy or certificate number.');
    await recordInsurance(userId, quote.id, insurer.trim(), policy.trim());
    toast({ title: 'Insurance Recorded', description: `${insurer.trim()} · ${policy.trim()}` });
  }

  async function create() {
    if (!quote) return;
    const req: ClaimRequest = { kind };
    if (kind !== 'final') {
      if (basis === 'lines' && kind === 'progress') req.lineIds = lines;
      else if (basis === 'amount') req.amountCents = parseDollars(value);
      else {
        const pct = Number(value.replace('%', '').trim());
        req.percentBasisPoints = Number.isFinite(pct) && pct > 0 ? Math.round(pct * 100) : null;
      }
      if (basis === 'lines' && !lines.length) return toastError('Choose Lines', 'Tick the lines this claim is for.');
    }
    setBusy(true);
    try {
      const id = await claimAgainstQuote(userId, quote, invoices, req, { gstRegistered: isGstRegistered(records.company), state });
      toast({ title: 'Invoice Created', description: 'Check it, then send it from the Invoices tab.' });
      onClose();
      navigate(`/estimates-invoices?tab=invoices#${id}`);
    } catch (err) {
      if (err instanceof MoneyRuleError) toastError('Cannot Create Invoice', err.message);
      else {
        toastFailure('Claim', err, 'Update Failed', 'There was an error updating the item. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={quote !== null}
      onClose={onClose}
      title="Invoice This Quote"
      description={
        quote && money
          ? `${quote.jobNumber ?? quote.title} · ${formatCents(quote.totalCents)} · invoiced ${formatCents(money.invoicedCents)} · paid ${formatCents(money.paidCents)} · left ${formatCents(money.leftCents)}`
          : undefined
      }
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || needsInsurance || depositProblem !== null}
            onClick={() => void create()}
          >
            Create invoice
          </button>
        </>
      }
    >
      {quote && needsInsurance && warranty && (
        <section className="card stack" aria-labelledby="ins-h">
          <h3 id="ins-h">Home-warranty insurance first</h3>
          <p className="small">{warranty.message}</p>
          <TextField label="Insurer" value={insurer} onChange={(e) => setInsurer(e.target.value)} />
          <TextField label="Policy or certificate number" value={policy} onChange={(e) => setPolicy(e.target.value)} />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void saveInsurance()}>
            Record insurance
          </button>
        </section>
      )}
      {quote && !needsInsurance && (
        <>
          <SelectField label="Invoice for" value={kind} onChange={(e) => setKind(e.target.value as ClaimRequest['kind'])} options={KINDS} />
          {kind !== 'final' && (
            <SelectField
              label="Worked out as"
              value={basis}
              onChange={(e) => setBasis(e.target.value)}
              options={kind === 'progress' ? BASES : BASES.filter((b) => b.value !== 'lines')}
            />
          )}
          {kind !== 'final' && basis !== 'lines' && (
            <TextField
              label={basis === 'percent' ? 'Percentage (%)' : 'Amount ($, incl. GST)'}
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          {kind === 'progress' && basis === 'lines' && (
            <fieldset className="stack">
              <legend className="label">Lines claimed</legend>
              {quote.items.map((i) => (
                <label key={i.id} className="check">
                  <input
                    type="checkbox"
                    checked={lines.includes(i.id)}
                    onChange={(e) => setLines((l) => (e.target.checked ? [...l, i.id] : l.filter((x) => x !== i.id)))}
                  />{' '}
                  {i.description}
                </label>
              ))}
            </fieldset>
          )}
          {depositProblem && (
            <p className="field-error" role="alert">
              {depositProblem.message} At most {formatCents(depositProblem.maxDepositCents)}.{' '}
              <a href={depositProblem.sourceUrl} target="_blank" rel="noreferrer">
                Source
              </a>
            </p>
          )}
          {kind === 'final' && money && (
            <p>
              The final invoice lists the quote's lines, deducts each earlier invoice, and is for the balance:{' '}
              {formatCents(money.leftCents)}.
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
