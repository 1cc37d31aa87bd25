import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toastError } from '../../../app/toast/store';
import { TextAreaField, TextField } from '../../../app/ui/Field';
import { validateAbn } from '../../../domain/abn';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { validateInvoiceForSave } from '../../../domain/schemas/documents';
import { documentTitle } from '../../../domain/tax-invoice';
import { residentialPrompts } from '../../../domain/thresholds';
import { jobSiteText, jobState } from '../../jobs';
import { INVOICE_KIND } from '../records/doc-kind';
import { makeInvoiceModel } from '../records/invoice-document';
import { createInvoice, updateInvoice, type InvoiceFields } from '../records/invoice-mutations';
import { useInvoice, useInvoices, type InvoiceRow } from '../records/invoice-queries';
import { taxInvoiceProblems } from '../records/invoice-tax';
import { isGstRegistered, profileState, type BusinessRecords } from '../common/business';
import { deviceTimeZone } from '../common/download';
import { refused, refusedItems } from '../common/refuse';
import { CompliancePanel } from './CompliancePanel';
import type { GeneratorSpec } from './DocumentGenerator';
import {
  emptyInvoiceForm,
  formFromInvoice,
  invoiceDraftTotals,
  invoiceFieldsFromForm,
  invoiceItemFromDraft,
  type InvoiceForm,
} from './invoice-form';
import { InvoiceItemsEditor } from './InvoiceItemsEditor';
import { TaxInvoiceChecklist } from './TaxInvoiceChecklist';

/**
 * The invoices on the device (a typed number another invoice already has is refused), and the invoice's own
 * compliance answers: whether the work is residential and mostly made off-site (as on the quote).
 */
interface InvoiceLocal {
  invoices: InvoiceRow[] | undefined;
  residential: boolean;
  setResidential: (v: boolean) => void;
  offSite: boolean;
  setOffSite: (v: boolean) => void;
}

function useInvoiceLocal(userId: string | undefined): InvoiceLocal {
  const invoices = useInvoices(userId);
  const [residential, setResidential] = useState(true);
  const [offSite, setOffSite] = useState(false);
  return { invoices, residential, setResidential, offSite, setOffSite };
}

function deriveInvoice(form: InvoiceForm, records: BusinessRecords, job: Parameters<typeof jobState>[0], local: InvoiceLocal) {
  const gstRegistered = isGstRegistered(records.company);
  const totals = invoiceDraftTotals(form.items, gstRegistered);
  const abnCheck = form.customerAbn.trim() ? validateAbn(form.customerAbn) : null;
  const abnError = abnCheck && !abnCheck.ok ? abnCheck.message : null;
  const heading = documentTitle({ gstRegistered });
  const problems = taxInvoiceProblems({ ...form, items: totals.items, totalCents: totals.totalCents }, records);
  // Issue 17 item 8: the same rule rows as the quote's panel — the job site's state, else the profile's; the
  // tradie's trade (an invoice has no trade field) and the work's words pick the certificate rows.
  const state = jobState(job) ?? profileState(records.profile);
  const compliance = state
    ? residentialPrompts({
        state,
        totalCents: totals.totalCents,
        offSiteWorkOverHalf: local.offSite,
        residential: local.residential,
        trade: records.profile?.trade ?? null,
        workText: [form.title, ...form.items.map((i) => i.description)].join(' '),
      })
    : null;
  return { gstRegistered, totals, abnError, heading, problems, state, compliance };
}
type InvoiceDerived = ReturnType<typeof deriveInvoice>;

export const INVOICE_GENERATOR: GeneratorSpec<InvoiceForm, InvoiceRow, InvoiceLocal, InvoiceDerived, InvoiceFields> = {
  kind: INVOICE_KIND,
  useRow: useInvoice,
  fromRow: formFromInvoice,
  fresh: () => emptyInvoiceForm('', todayIso(Date.now(), deviceTimeZone())),
  withNumber: (f, n) => (f.invoiceNumber ? f : { ...f, invoiceNumber: n }),
  // issue 13: &labour=1 adds the job's hours as labour lines
  takesLabour: true,
  fromJob: (f, job, client, labour) => ({
    ...f,
    title: f.title || job.title,
    clientId: client?.id ?? f.clientId,
    customerName: client?.name ?? f.customerName,
    customerEmail: client?.email ?? f.customerEmail,
    customerAddress: client?.address || jobSiteText(job) || f.customerAddress,
    items: [...labour, ...f.items],
  }),
  pickClient: (f, c) =>
    c ? { ...f, clientId: c.id, customerName: c.name, customerEmail: c.email, customerAddress: c.address } : { ...f, clientId: null },
  useLocal: ({ userId }) => useInvoiceLocal(userId),
  derive: deriveInvoice,
  check: (form, { gstRegistered, abnError }, { existing, records, local: { invoices } }) => {
    const check = validateInvoiceForSave(
      { ...form, items: form.items.map(invoiceItemFromDraft) },
      records.company ? { id: records.company.id ?? 'pending' } : null,
    );
    if (refused(check) || refusedItems(check.items)) return null;
    const number = form.invoiceNumber.trim();
    if (!number) return refuse('Invoice Number Required', 'Give the invoice a number.');
    if (invoices?.some((i) => i.id !== existing?.id && i.invoiceNumber.trim() === number))
      return refuse('Invoice Number Taken', `${number} is already used by another invoice. Choose another number.`);
    if (!isIsoDate(form.invoiceDate)) return refuse('Invoice Date Required', 'Add the date the invoice is issued.');
    if (abnError) return refuse('Invalid ABN', abnError);
    return invoiceFieldsFromForm(form, check.items, { id: records.company?.id, gstRegistered });
  },
  typedNumber: (form) => form.invoiceNumber.trim(),
  create: (userId, fields, invoiceNumber, jobId) => createInvoice(userId, { ...fields, invoiceNumber, jobId }),
  update: (userId, row, fields) => updateInvoice(userId, row, fields),
  model: (form, { gstRegistered }, existing, records) => {
    const items = form.items.map(invoiceItemFromDraft).filter((i) => i.description);
    const fields = invoiceFieldsFromForm(form, items, { id: records.company?.id, gstRegistered });
    return makeInvoiceModel(
      { ...fields, status: existing?.status ?? 'draft', paidDate: existing?.paidDate, paymentMethod: existing?.paymentMethod },
      records,
    );
  },
  banner: (records) =>
    records.loaded &&
    !records.company && (
      <div className="banner" role="alert">
        <strong>Company Setup Required</strong> — Please set up your company profile first. <Link to="/profile">Set up now</Link>
      </div>
    ),
  Sections: InvoiceSections,
};

function refuse(title: string, description: string): null {
  toastError(title, description);
  return null;
}

function InvoiceSections({
  form,
  set,
  d: { gstRegistered, totals, abnError, heading, problems, state, compliance },
  local,
  clientPicker,
}: Parameters<GeneratorSpec<InvoiceForm, InvoiceRow, InvoiceLocal, InvoiceDerived, InvoiceFields>['Sections']>[0]) {
  return (
    <>
      <section className="card" aria-labelledby="invoice-details-h">
        <h2 id="invoice-details-h" className="doc-heading">
          {heading}
        </h2>
        <TextField
          label="Invoice Title *"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          placeholder="e.g. Bathroom renovation"
        />
        <TextField
          label="Invoice Number *"
          value={form.invoiceNumber}
          onChange={(e) => set('invoiceNumber', e.target.value)}
          autoComplete="off"
        />
        <div className="item-row-numbers">
          <TextField label="Invoice Date *" type="date" value={form.invoiceDate} onChange={(e) => set('invoiceDate', e.target.value)} />
          <TextField label="Due Date" type="date" value={form.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
        </div>
      </section>

      <section className="card" aria-labelledby="invoice-customer-h">
        <h2 id="invoice-customer-h">Customer</h2>
        {clientPicker}
        <TextField
          label="Customer Name *"
          value={form.customerName}
          onChange={(e) => set('customerName', e.target.value)}
          autoComplete="off"
        />
        <TextField
          label="Customer Email"
          type="email"
          value={form.customerEmail}
          onChange={(e) => set('customerEmail', e.target.value)}
          autoComplete="off"
        />
        <TextAreaField label="Customer Address" value={form.customerAddress} onChange={(e) => set('customerAddress', e.target.value)} />
        <TextField
          label="Customer ABN (optional)"
          inputMode="numeric"
          value={form.customerAbn}
          onChange={(e) => set('customerAbn', e.target.value)}
          error={abnError}
        />
      </section>

      <InvoiceItemsEditor items={form.items} onChange={(items) => set('items', items)} />

      <section className="card">
        <TextAreaField label="Notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} />
      </section>

      <section className="card totals" aria-label="Invoice totals">
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatCents(totals.subtotalCents)}</dd>
          </div>
          {gstRegistered && (
            <div>
              <dt>GST (10%)</dt>
              <dd>{formatCents(totals.gstCents)}</dd>
            </div>
          )}
          <div className="totals-grand">
            <dt>Total{gstRegistered ? ' (incl. GST)' : ''}</dt>
            <dd data-testid="invoice-form-total">{formatCents(totals.totalCents)}</dd>
          </div>
        </dl>
        {!gstRegistered && <p className="hint">Not registered for GST: no GST is charged and the document is titled "Invoice".</p>}
      </section>

      <TaxInvoiceChecklist problems={problems} />

      <CompliancePanel
        doc="invoice"
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
