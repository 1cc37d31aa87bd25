import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { SelectField, TextAreaField, TextField } from '../../app/ui/Field';
import { MutationInputError } from '../../data/sync/mutate';
import { TRADES } from '../../domain/constants';
import { formatCents } from '../../domain/money';
import { defaultQuoteValidUntil, validateQuoteForSave, validateQuoteItem } from '../../domain/schemas/documents';
import { residentialPrompts } from '../../domain/thresholds';
import { ClientPicker } from '../clients/ClientPicker';
import { useClients } from '../clients/queries';
import { profileState, useBusinessRecords } from './business';
import { CompliancePanel } from './CompliancePanel';
import { makeQuoteModel } from './document';
import { deviceTimeZone } from './download';
import { draftTotals, emptyQuoteForm, formFromQuote, itemFromDraft, parseDeposit, quoteFieldsFromForm, type QuoteForm } from './form';
import { createQuote, updateQuote } from './mutations';
import { PageHeader } from './PageHeader';
import { useQuote } from './queries';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import { downloadWithToast, useOfflineReady } from './useDocumentActions';
import './documents.css';

const SAVE_FAILED = 'Failed to save quote. Please try again.';

/** /quote-generator and /quote-generator?edit={id} (spec §2, §5). Saves to the device first; sync sends it on. */
export default function QuoteGeneratorPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useQuote(userId, editId);
  const clients = useClients(userId);
  const records = useBusinessRecords(userId);
  const navigate = useNavigate();
  const [form, setForm] = useState<QuoteForm | null>(() => (editId ? null : emptyQuoteForm(defaultQuoteValidUntil(Date.now(), deviceTimeZone()))));
  const [residential, setResidential] = useState(true);
  const [offSite, setOffSite] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // Load the stored quote once; later live updates (a sync pull) must not wipe what is being typed.
    if (editId && existing && form === null) setForm(formFromQuote(existing));
  }, [editId, existing, form]);

  const totals = useMemo(() => (form ? draftTotals(form) : null), [form]);
  const deposit = form ? parseDeposit(form.deposit) : null;
  const state = profileState(records.profile);
  const compliance = useMemo(
    () =>
      state && residential && totals
        ? residentialPrompts({ state, totalCents: totals.totalCents, depositCents: typeof deposit === 'number' ? deposit : null, offSiteWorkOverHalf: offSite })
        : null,
    [state, residential, totals, deposit, offSite],
  );

  if (editId && existing === null) {
    return (
      <>
        <PageHeader title="Edit Quote" backTo="/quotes" />
        <main className="page empty">
          <p>This quote isn't on this device.</p>
          <Link to="/quotes" className="btn btn-primary">
            My Quotes
          </Link>
        </main>
      </>
    );
  }
  if (!form || !totals) return <main className="page empty">Loading quote…</main>;

  const set = <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  async function save() {
    if (!form || !userId) return;
    const items = form.items.map(itemFromDraft);
    const check = validateQuoteForSave({ ...form, items });
    if (!check.ok) return toast({ title: check.title, description: check.description, variant: 'destructive' });
    for (const item of items) {
      const itemCheck = validateQuoteItem(item);
      if (!itemCheck.ok) return toast({ title: itemCheck.title, description: itemCheck.description, variant: 'destructive' });
    }
    if (deposit === 'invalid') return toastError('Invalid Deposit', 'Enter the deposit as an amount in dollars.');
    const fields = quoteFieldsFromForm(form, deposit);
    if (deposit !== null && deposit > fields.totalCents) return toastError('Invalid Deposit', 'The deposit cannot be more than the quote total.');
    if (compliance?.depositProblem) return toastError('Deposit Over the Limit', compliance.depositProblem.message);
    setSaving(true);
    try {
      if (existing) await updateQuote(userId, existing, fields);
      else await createQuote(userId, fields);
      toast({ title: 'Quote Saved', description: navigator.onLine ? undefined : "Saved on this device. It will sync when you're back online." });
      navigate('/quotes');
    } catch (err) {
      console.error('Quote save failed', err);
      toastError('Error', err instanceof MutationInputError ? err.message.replace(/^[\w.]+: /, '') : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  const download = (ext: 'pdf' | 'docx') =>
    downloadWithToast(async () => {
      const fields = quoteFieldsFromForm(form, typeof deposit === 'number' ? deposit : null);
      return makeQuoteModel({ ...fields, createdAt: existing?.createdAt ?? new Date().toISOString(), signature: existing?.signature, jobNumber: existing?.jobNumber }, records);
    }, ext);

  return (
    <>
      <PageHeader title={existing ? 'Edit Quote' : 'Quote Generator'} backTo="/estimates-invoices">
        <Link to="/quotes" className="btn btn-outline btn-sm">
          My Quotes
        </Link>
      </PageHeader>
      <main className="page stack generator">
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <section className="card" aria-labelledby="quote-details-h">
            <h2 id="quote-details-h">Quote details</h2>
            <TextField label="Quote Title *" value={form.title} onChange={(e) => set('title', e.target.value)} placeholder="e.g. Kitchen renovation" />
            <SelectField label="Trade Type *" value={form.selectedTrade} onChange={(e) => set('selectedTrade', e.target.value)} options={TRADES} placeholder="Select a trade" />
            <TextField label="Estimated Duration" value={form.estimatedDuration} onChange={(e) => set('estimatedDuration', e.target.value)} placeholder="e.g. 3 days" hint="For your planning; not saved with the quote." />
          </section>

          <section className="card" aria-labelledby="quote-client-h">
            <h2 id="quote-client-h">Client</h2>
            <ClientPicker
              clients={clients}
              value={form.clientId}
              onPick={(c) =>
                setForm((f) =>
                  f && (c ? { ...f, clientId: c.id, clientName: c.name, clientEmail: c.email, clientPhone: c.phone, projectAddress: c.address || f.projectAddress } : { ...f, clientId: null }),
                )
              }
            />
            <TextField label="Client Name *" value={form.clientName} onChange={(e) => set('clientName', e.target.value)} autoComplete="off" />
            <TextField label="Client Email" type="email" value={form.clientEmail} onChange={(e) => set('clientEmail', e.target.value)} autoComplete="off" />
            <TextField label="Client Phone" type="tel" value={form.clientPhone} onChange={(e) => set('clientPhone', e.target.value)} autoComplete="off" />
            <TextField label="Project Address *" value={form.projectAddress} onChange={(e) => set('projectAddress', e.target.value)} />
            <TextAreaField label="Project Description *" value={form.projectDescription} onChange={(e) => set('projectDescription', e.target.value)} />
          </section>

          <QuoteItemsEditor items={form.items} onChange={(items) => set('items', items)} />

          <section className="card" aria-labelledby="quote-terms-h">
            <h2 id="quote-terms-h">Terms</h2>
            <label className="check">
              <input type="checkbox" checked={form.gstIncluded} onChange={(e) => set('gstIncluded', e.target.checked)} />
              <span>Add GST (10%)</span>
            </label>
            <TextField label="Valid Until" type="date" value={form.validUntil} onChange={(e) => set('validUntil', e.target.value)} />
            <TextField
              label="Deposit ($, optional)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={form.deposit}
              onChange={(e) => set('deposit', e.target.value)}
              error={deposit === 'invalid' ? 'Enter an amount in dollars' : compliance?.depositProblem ? 'Over the deposit limit for your state' : null}
            />
            <TextAreaField label="Notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} />
          </section>

          <section className="card totals" aria-label="Quote totals">
            <dl>
              <div><dt>Subtotal</dt><dd>{formatCents(totals.subtotalCents)}</dd></div>
              <div><dt>GST (10%)</dt><dd>{form.gstIncluded ? formatCents(totals.gstAmountCents) : 'Not included'}</dd></div>
              <div className="totals-grand"><dt>Total</dt><dd data-testid="quote-form-total">{formatCents(totals.totalCents)}</dd></div>
              {typeof deposit === 'number' && deposit > 0 && (
                <div><dt>Deposit</dt><dd>{formatCents(deposit)}</dd></div>
              )}
            </dl>
          </section>

          <CompliancePanel state={state} result={compliance} residential={residential} onResidential={setResidential} offSite={offSite} onOffSite={setOffSite} />

          <div className="generator-actions">
            <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
              {saving ? 'Saving…' : 'Save Quote'}
            </button>
            <div className="row">
              <button type="button" className="btn btn-outline" onClick={() => void download('pdf')}>
                Download PDF
              </button>
              <button type="button" className="btn btn-outline" onClick={() => void download('docx')}>
                Download Word
              </button>
            </div>
          </div>
        </form>
      </main>
    </>
  );
}
