import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../../app/toast/store';
import { SelectField, TextAreaField, TextField } from '../../../app/ui/Field';
import { TRADES } from '../../../domain/constants';
import { centsToDecimalString, formatCents } from '../../../domain/money';
import { defaultQuoteValidUntil, parseQuoteQuantity, validateQuoteForSave } from '../../../domain/schemas/documents';
import { residentialPrompts } from '../../../domain/thresholds';
import { changedContentFields, quoteIsSigned, signedQuoteMessage } from '../../../domain/documents/revision';
import { jobSiteText, jobState } from '../../jobs';
import { priceBookQuoteFrom } from '../../price-book';
import { QUOTE_KIND } from '../records/doc-kind';
import { makeQuoteModel } from '../records/quote-document';
import { createQuote, updateQuote, type QuoteFields } from '../records/quote-mutations';
import { useQuote, type QuoteRow } from '../records/quote-queries';
import { profileState, type BusinessRecords } from '../common/business';
import { deviceTimeZone } from '../common/download';
import { refused, refusedItems } from '../common/refuse';
import { CompliancePanel } from './CompliancePanel';
import type { GeneratorSpec } from './DocumentGenerator';
import {
  defaultQuoteTrade,
  draftTotals,
  emptyItem,
  emptyQuoteForm,
  formFromQuote,
  itemFromDraft,
  parseDeposit,
  quoteFieldsFromForm,
  type QuoteForm,
} from './quote-form';
import { QuoteItemsEditor } from './QuoteItemsEditor';

/** The quote's own state: whether the work is residential and mostly off site (the state's compliance prompts). */
interface QuoteLocal {
  residential: boolean;
  setResidential: (v: boolean) => void;
  offSite: boolean;
  setOffSite: (v: boolean) => void;
}

function useQuoteLocal({
  editId,
  form,
  set,
  records,
}: {
  editId: string | null;
  form: QuoteForm | null;
  set: <K extends keyof QuoteForm>(k: K, v: QuoteForm[K]) => void;
  records: BusinessRecords;
}): QuoteLocal {
  // The profile loads from the device after the form exists, and on a new device only once the first sync brings it:
  // fill a new quote's trade once the profile is there, unless a trade was already picked.
  const tradeDefaulted = useRef(Boolean(editId));
  useEffect(() => {
    if (tradeDefaulted.current || !records.loaded || !records.profile || !form) return;
    tradeDefaulted.current = true;
    const trade = defaultQuoteTrade(records.profile?.trade, TRADES);
    if (trade && !form.selectedTrade) set('selectedTrade', trade);
  }, [records.loaded, records.profile, form, set]);
  const [residential, setResidential] = useState(true);
  const [offSite, setOffSite] = useState(false);
  return { residential, setResidential, offSite, setOffSite };
}

function deriveQuote(form: QuoteForm, records: BusinessRecords, job: Parameters<typeof jobState>[0], local: QuoteLocal) {
  const totals = draftTotals(form);
  const deposit = parseDeposit(form.deposit);
  // the job site's state, not the profile's, drives the prompts of a job's quote
  const state = jobState(job) ?? profileState(records.profile);
  // the trade and the work's words pick certificate rows (a VIC plumber's gas hot-water job) even when not residential
  const compliance = state
    ? residentialPrompts({
        state,
        totalCents: totals.totalCents,
        depositCents: typeof deposit === 'number' ? deposit : null,
        offSiteWorkOverHalf: local.offSite,
        residential: local.residential,
        trade: form.selectedTrade,
        workText: [form.title, ...form.items.map((i) => i.description)].join(' '),
      })
    : null;
  return { totals, deposit, state, compliance };
}
type QuoteDerived = ReturnType<typeof deriveQuote>;

export const QUOTE_GENERATOR: GeneratorSpec<QuoteForm, QuoteRow, QuoteLocal, QuoteDerived, QuoteFields> = {
  kind: QUOTE_KIND,
  useRow: useQuote,
  fromRow: formFromQuote,
  fresh: (routerState) => {
    const fresh = emptyQuoteForm(defaultQuoteValidUntil(Date.now(), deviceTimeZone()));
    // issue 13: "Make a quote" from a materials list priced from the price book opens here with its lines
    const fromPriceBook = priceBookQuoteFrom(routerState);
    if (!fromPriceBook) return fresh;
    const items = fromPriceBook.lines.map((l) => ({
      ...emptyItem(),
      description: l.description,
      quantity: String(parseQuoteQuantity(String(l.quantity))),
      unit: l.unit as ReturnType<typeof emptyItem>['unit'], // a price item's unit is free text (issue 21); quote units become free text with issue 18
      rate: centsToDecimalString(l.rateCents),
    }));
    return { ...fresh, title: fromPriceBook.title, items };
  },
  withNumber: (f, n) => (f.jobNumber ? f : { ...f, jobNumber: n }),
  takesLabour: false,
  fromJob: (f, job, client) => ({
    ...f,
    title: f.title || job.title,
    clientId: client?.id ?? f.clientId,
    clientName: client?.name ?? f.clientName,
    clientEmail: client?.email ?? f.clientEmail,
    clientPhone: client?.phone ?? f.clientPhone,
    projectAddress: jobSiteText(job) || f.projectAddress,
    // the customer reads the description: it starts from the job's title; the job's notes are private (issue 21)
    projectDescription: f.projectDescription || job.title,
  }),
  pickClient: (f, c) =>
    c
      ? {
          ...f,
          clientId: c.id,
          clientName: c.name,
          clientEmail: c.email,
          clientPhone: c.phone,
          projectAddress: c.address || f.projectAddress,
        }
      : { ...f, clientId: null },
  useLocal: useQuoteLocal,
  derive: deriveQuote,
  check: (form, { deposit, compliance }, { existing }) => {
    const items = form.items.map(itemFromDraft);
    // Signed means signed (issue 18): what the customer accepted is not edited under their signature.
    if (
      existing &&
      quoteIsSigned(existing) &&
      changedContentFields(existing, quoteFieldsFromForm(form, typeof deposit === 'number' ? deposit : null)).length
    )
      return refuse('Quote Accepted and Signed', signedQuoteMessage(existing));
    if (refused(validateQuoteForSave({ ...form, items })) || refusedItems(items)) return null;
    if (deposit === 'invalid') return refuse('Invalid Deposit', 'Enter the deposit as an amount in dollars.');
    const fields = quoteFieldsFromForm(form, deposit);
    if (deposit !== null && deposit > fields.totalCents)
      return refuse('Invalid Deposit', 'The deposit cannot be more than the quote total.');
    if (compliance?.depositProblem) return refuse('Deposit Over the Limit', compliance.depositProblem.message);
    return fields;
  },
  typedNumber: (_form, fields) => fields.jobNumber ?? '',
  create: (userId, fields, jobNumber, jobId) => createQuote(userId, { ...fields, jobNumber, jobId }),
  update: (userId, row, fields) => updateQuote(userId, row, fields),
  model: (form, { deposit }, existing, records) => {
    const fields = quoteFieldsFromForm(form, typeof deposit === 'number' ? deposit : null);
    return makeQuoteModel(
      {
        ...fields,
        createdAt: existing?.createdAt ?? new Date().toISOString(),
        signature: existing?.signature,
        jobNumber: fields.jobNumber ?? existing?.jobNumber,
      },
      records,
    );
  },
  Sections: QuoteSections,
};

function refuse(title: string, description: string): null {
  toastError(title, description);
  return null;
}

function QuoteSections({
  form,
  set,
  d: { totals, deposit, state, compliance },
  local,
  clientPicker,
}: Parameters<GeneratorSpec<QuoteForm, QuoteRow, QuoteLocal, QuoteDerived, QuoteFields>['Sections']>[0]) {
  return (
    <>
      <section className="card" aria-labelledby="quote-details-h">
        <h2 id="quote-details-h">Quote details</h2>
        <TextField
          label="Quote Number"
          value={form.jobNumber}
          onChange={(e) => set('jobNumber', e.target.value)}
          hint="The next number is filled in; a number already used is refused with the reason."
          maxLength={50}
        />
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
        />
      </section>

      <section className="card" aria-labelledby="quote-client-h">
        <h2 id="quote-client-h">Client</h2>
        {clientPicker}
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
        residential={local.residential}
        onResidential={local.setResidential}
        offSite={local.offSite}
        onOffSite={local.setOffSite}
      />
    </>
  );
}
