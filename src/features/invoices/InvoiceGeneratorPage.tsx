import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toastError } from '../../app/toast/store';
import { TextAreaField, TextField } from '../../app/ui/Field';
import { validateAbn } from '../../domain/abn';
import { isIsoDate, todayIso } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import { defaultInvoiceNumber } from '../../domain/numbering';
import { validateInvoiceForSave } from '../../domain/schemas/documents';
import { documentTitle } from '../../domain/tax-invoice';
import { ClientPicker } from '../clients/ClientPicker';
import { useClients } from '../clients/queries';
import { isGstRegistered, useBusinessRecords } from '../quotes/business';
import { INVOICE_KIND } from '../quotes/doc-kind';
import { deviceTimeZone } from '../quotes/download';
import { GeneratorFrame, GeneratorLoading, MissingDocument, useGeneratorForm, useGeneratorSave } from '../quotes/generator';
import { refused, refusedItems } from '../quotes/refuse';
import { downloadWithToast, useOfflineReady } from '../quotes/useDocumentActions';
import { makeInvoiceModel } from './document';
import { emptyInvoiceForm, formFromInvoice, invoiceDraftTotals, invoiceFieldsFromForm, invoiceItemFromDraft } from './form';
import { InvoiceItemsEditor } from './InvoiceItemsEditor';
import { createInvoice, updateInvoice } from './mutations';
import { useInvoice, useInvoices } from './queries';
import { TaxInvoiceChecklist } from './TaxInvoiceChecklist';
import { taxInvoiceProblems } from './tax';
import '../quotes/documents.css';

/** /invoice-generator and /invoice-generator?edit={id} (spec §2, §5). Saves to the device first; sync sends it on. */
export default function InvoiceGeneratorPage() {
  useOfflineReady();
  const userId = useSession((s) => s.user?.id);
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useInvoice(userId, editId);
  const invoices = useInvoices(userId);
  const clients = useClients(userId);
  const records = useBusinessRecords(userId);
  const { form, setForm, set } = useGeneratorForm(editId, existing, formFromInvoice, () =>
    emptyInvoiceForm(defaultInvoiceNumber(Date.now()), todayIso(Date.now(), deviceTimeZone())),
  );
  const { saving, commit } = useGeneratorSave(INVOICE_KIND);

  const gstRegistered = isGstRegistered(records.company);
  const totals = useMemo(() => (form ? invoiceDraftTotals(form.items, gstRegistered) : null), [form, gstRegistered]);

  if (editId && existing === null) return <MissingDocument kind={INVOICE_KIND} />;
  if (!form || !totals) return <GeneratorLoading kind={INVOICE_KIND} />;

  const abnCheck = form.customerAbn.trim() ? validateAbn(form.customerAbn) : null;
  const abnError = abnCheck && !abnCheck.ok ? abnCheck.message : null;
  const heading = documentTitle({ gstRegistered });
  const problems = taxInvoiceProblems({ ...form, items: totals.items, totalCents: totals.totalCents }, records);

  async function save() {
    if (!form || !userId) return;
    const check = validateInvoiceForSave(
      { ...form, items: form.items.map(invoiceItemFromDraft) },
      records.company ? { id: records.company.id ?? 'pending' } : null,
    );
    if (refused(check) || refusedItems(check.items)) return;
    const number = form.invoiceNumber.trim();
    if (!number) return toastError('Invoice Number Required', 'Give the invoice a number.');
    if (invoices?.some((i) => i.id !== existing?.id && i.invoiceNumber.trim() === number))
      return toastError('Invoice Number Taken', `${number} is already used by another invoice. Choose another number.`);
    if (!isIsoDate(form.invoiceDate)) return toastError('Invoice Date Required', 'Add the date the invoice is issued.');
    if (abnError) return toastError('Invalid ABN', abnError);
    const fields = invoiceFieldsFromForm(form, check.items, { id: records.company?.id, gstRegistered });
    await commit(() => (existing ? updateInvoice(userId, existing, fields) : createInvoice(userId, fields)));
  }

  const download = (ext: 'pdf' | 'docx') =>
    downloadWithToast(async () => {
      const items = form.items.map(invoiceItemFromDraft).filter((i) => i.description);
      const fields = invoiceFieldsFromForm(form, items, { id: records.company?.id, gstRegistered });
      return makeInvoiceModel(
        { ...fields, status: existing?.status ?? 'draft', paidDate: existing?.paidDate, paymentMethod: existing?.paymentMethod },
        records,
      );
    }, ext);

  return (
    <GeneratorFrame
      kind={INVOICE_KIND}
      editing={Boolean(existing)}
      saving={saving}
      onSave={() => void save()}
      onDownload={(ext) => void download(ext)}
      banner={
        records.loaded &&
        !records.company && (
          <div className="banner" role="alert">
            <strong>Company Setup Required</strong> — Please set up your company profile first. <Link to="/profile">Set up now</Link>
          </div>
        )
      }
    >
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
        <ClientPicker
          clients={clients}
          value={form.clientId}
          onPick={(c) =>
            setForm(
              (f) =>
                f &&
                (c
                  ? { ...f, clientId: c.id, customerName: c.name, customerEmail: c.email, customerAddress: c.address }
                  : { ...f, clientId: null }),
            )
          }
        />
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
    </GeneratorFrame>
  );
}
