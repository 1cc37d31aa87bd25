import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toastError } from '../../app/toast/store';
import { SelectField, TextAreaField, TextField } from '../../app/ui/Field';
import { TRADES } from '../../domain/constants';
import { formatCents } from '../../domain/money';
import { defaultQuoteValidUntil, validateQuoteForSave } from '../../domain/schemas/documents';
import { residentialPrompts } from '../../domain/thresholds';
import { ClientPicker } from '../clients/ClientPicker';
import { useClients } from '../clients/queries';
import { profileState, useBusinessRecords } from './business';
import { CompliancePanel } from './CompliancePanel';
import { QUOTE_KIND } from './doc-kind';
import { makeQuoteModel } from './document';
import { deviceTimeZone } from './download';
import { draftTotals, emptyQuoteForm, formFromQuote, itemFromDraft, parseDeposit, quoteFieldsFromForm } from './form';
import { GeneratorFrame, GeneratorLoading, MissingDocument, useGeneratorForm, useGeneratorSave } from './generator';
import { createQuote, updateQuote } from './mutations';
import { useQuote } from './queries';
import { refused, refusedItems } from './refuse';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import { downloadWithToast, useOfflineReady } from './useDocumentActions';
import './documents.css';

/** /quote-generator and /quote-generator?edit={id} (spec §2, §5). Saves to the device first; sync sends it on. */
export default function QuoteGeneratorPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useQuote(userId, editId);
  const clients = useClients(userId);
  const records = useBusinessRecords(userId);
  const { form, setForm, set } = useGeneratorForm(editId, existing, formFromQuote, () =>
    emptyQuoteForm(defaultQuoteValidUntil(Date.now(), deviceTimeZone())),
  );
  const [residential, setResidential] = useState(true);
  const [offSite, setOffSite] = useState(false);
  const { saving, commit } = useGeneratorSave(QUOTE_KIND);

  const totals = useMemo(() => (form ? draftTotals(form) : null), [form]);
  const deposit = form ? parseDeposit(form.deposit) : null;
  const state = profileState(records.profile);
  const compliance = useMemo(
    () =>
      state && residential && totals
        ? residentialPrompts({
            state,
            totalCents: totals.totalCents,
            depositCents: typeof deposit === 'number' ? deposit : null,
            offSiteWorkOverHalf: offSite,
          })
        : null,
    [state, residential, totals, deposit, offSite],
  );

  if (editId && existing === null) return <MissingDocument kind={QUOTE_KIND} />;
  if (!form || !totals) return <GeneratorLoading kind={QUOTE_KIND} />;

  async function save() {
    if (!form || !userId) return;
    const items = form.items.map(itemFromDraft);
    if (refused(validateQuoteForSave({ ...form, items })) || refusedItems(items)) return;
    if (deposit === 'invalid') return toastError('Invalid Deposit', 'Enter the deposit as an amount in dollars.');
    const fields = quoteFieldsFromForm(form, deposit);
    if (deposit !== null && deposit > fields.totalCents)
      return toastError('Invalid Deposit', 'The deposit cannot be more than the quote total.');
    if (compliance?.depositProblem) return toastError('Deposit Over the Limit', compliance.depositProblem.message);
    await commit(() => (existing ? updateQuote(userId, existing, fields) : createQuote(userId, fields)));
  }

  const download = (ext: 'pdf' | 'docx') =>
    downloadWithToast(async () => {
      const fields = quoteFieldsFromForm(form, typeof deposit === 'number' ? deposit : null);
      return makeQuoteModel(
        {
          ...fields,
          createdAt: existing?.createdAt ?? new Date().toISOString(),
          signature: existing?.signature,
          jobNumber: existing?.jobNumber,
        },
        records,
      );
    }, ext);

  return (
    <GeneratorFrame
      kind={QUOTE_KIND}
      editing={Boolean(existing)}
      saving={saving}
      onSave={() => void save()}
      onDownload={(ext) => void download(ext)}
    >
      <section className="card" aria-labelledby="quote-details-h">
        <h2 id="quote-details-h">Quote details</h2>
        <TextField
          label="Quote Title *"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="e.g. Kitchen renovation"
        />
        <SelectField
          label="Trade Type *"
          value={form.selectedTrade}
          onChange={(e) => set('selectedTrade', e.target.value)}
          options={TRADES}
          placeholder="Select a trade"
        />
        <TextField
          label="Estimated Duration"
          value={form.estimatedDuration}
          onChange={(e) => set('estimatedDuration', e.target.value)}
          placeholder="e.g. 3 days"
          hint="For your planning; not saved with the quote."
        />
      </section>

      <section className="card" aria-labelledby="quote-client-h">
        <h2 id="quote-client-h">Client</h2>
        <ClientPicker
          clients={clients}
          value={form.clientId}
          onPick={(c) =>
            setForm(
              (f) =>
                f &&
                (c
                  ? {
                      ...f,
                      clientId: c.id,
                      clientName: c.name,
                      clientEmail: c.email,
                      clientPhone: c.phone,
                      projectAddress: c.address || f.projectAddress,
                    }
                  : { ...f, clientId: null }),
            )
          }
        />
        <TextField label="Client Name *" value={form.clientName} onChange={(e) => set('clientName', e.target.value)} autoComplete="off" />
        <TextField
          label="Client Email"
          type="email"
          value={form.clientEmail}
          onChange={(e) => set('clientEmail', e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Client Phone"
          type="tel"
          value={form.clientPhone}
          onChange={(e) => set('clientPhone', e.target.value)}
          autoComplete="off"
        />
        <TextField label="Project Address *" value={form.projectAddress} onChange={(e) => set('projectAddress', e.target.value)} />
        <TextAreaField
          label="Project Description *"
          value={form.projectDescription}
          onChange={(e) => set('projectDescription', e.target.value)}
        />
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
          error={
            deposit === 'invalid'
              ? 'Enter an amount in dollars'
              : compliance?.depositProblem
                ? 'Over the deposit limit for your state'
                : null
          }
        />
        <TextAreaField label="Notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} />
      </section>

      <section className="card totals" aria-label="Quote totals">
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatCents(totals.subtotalCents)}</dd>
          </div>
          <div>
            <dt>GST (10%)</dt>
            <dd>{form.gstIncluded ? formatCents(totals.gstAmountCents) : 'Not included'}</dd>
          </div>
          <div className="totals-grand">
            <dt>Total</dt>
            <dd data-testid="quote-form-total">{formatCents(totals.totalCents)}</dd>
          </div>
          {typeof deposit === 'number' && deposit > 0 && (
            <div>
              <dt>Deposit</dt>
              <dd>{formatCents(deposit)}</dd>
            </div>
          )}
        </dl>
      </section>

      <CompliancePanel
        state={state}
        result={compliance}
        residential={residential}
        onResidential={setResidential}
        offSite={offSite}
        onOffSite={setOffSite}
      />
    </GeneratorFrame>
  );
}
