import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { toast, toastError } from '../../app/toast/store';
import { TextAreaField, TextField } from '../../app/ui/Field';
import { MutationInputError } from '../../data/sync/mutate';
import { validateAbn } from '../../domain/abn';
import { isIsoDate, todayIso } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import { defaultInvoiceNumber } from '../../domain/numbering';
import { validateInvoiceForSave, validateInvoiceItem } from '../../domain/schemas/documents';
import { documentTitle } from '../../domain/tax-invoice';
import { ClientPicker } from '../clients/ClientPicker';
import { useClients } from '../clients/queries';
import { isGstRegistered, useBusinessRecords } from '../quotes/business';
import { deviceTimeZone } from '../quotes/download';
import { PageHeader } from '../quotes/PageHeader';
import { downloadWithToast, useOfflineReady } from '../quotes/useDocumentActions';
import { makeInvoiceModel } from './document';
import { emptyInvoiceForm, formFromInvoice, invoiceDraftTotals, invoiceFieldsFromForm, invoiceItemFromDraft, type InvoiceForm } from './form';
import { InvoiceItemsEditor } from './InvoiceItemsEditor';
import { createInvoice, updateInvoice } from './mutations';
import { useInvoice, useInvoices } from './queries';
import { TaxInvoiceChecklist } from './TaxInvoiceChecklist';
import { taxInvoiceProblems } from './tax';
import '../quotes/documents.css';

const SAVE_FAILED = 'Failed to save invoice. Please try again.';

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
  const navigate = useNavigate();
  const [form, setForm] = useState<InvoiceForm | null>(() =>
    editId ? null : emptyInvoiceForm(defaultInvoiceNumber(Date.now()), todayIso(Date.now(), deviceTimeZone())),
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // Load once: a later sync pull must not wipe what is being typed.
    if (editId && existing && form === null) setForm(formFromInvoice(existing));
  }, [editId, existing, form]);

  const gstRegistered = isGstRegistered(records.company);
  const totals = useMemo(() => (form ? invoiceDraftTotals(form.items, gstRegistered) : null), [form, gstRegistered]);

  if (editId && existing === null) {
    return (
      <>
        <PageHeader title="Edit Invoice" backTo="/invoices" />
        <main className="page empty">
          <p>This invoice isn't on this device.</p>
          <Link to="/invoices" className="btn btn-primary">
            My Invoices
          </Link>
        </main>
      </>
    );
  }
  if (!form || !totals) return <main className="page empty">Loading invoice…</main>;

  const set = <K extends keyof InvoiceForm>(key: K, value: InvoiceForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const abnCheck = form.customerAbn.trim() ? validateAbn(form.customerAbn) : null;
  const abnError = abnCheck && !abnCheck.ok ? abnCheck.message : null;
  const heading = documentTitle({ gstRegistered });
  const problems = taxInvoiceProblems({ ...form, items: totals.items, totalCents: totals.totalCents }, records);

  async function save() {
    if (!form || !userId) return;
    const check = validateInvoiceForSave({ ...form, items: form.items.map(invoiceItemFromDraft) }, records.company ? { id: records.company.id ?? 'pending' } : null);
    if (!check.ok) return toast({ title: check.title, description: check.description, variant: 'destructive' });
    for (const item of check.items) {
      const itemCheck = validateInvoiceItem(item);
      if (!itemCheck.ok) return toast({ title: itemCheck.title, description: itemCheck.description, variant: 'destructive' });
    }
    const number = form.invoiceNumber.trim();
    if (!number) return toastError('Invoice Number Required', 'Give the invoice a number.');
    if (invoices?.some((i) => i.id !== existing?.id && i.invoiceNumber.trim() === number))
      return toastError('Invoice Number Taken', `${number} is already used by another invoice. Choose another number.`);
    if (!isIsoDate(form.invoiceDate)) return toastError('Invoice Date Required', 'Add the date the invoice is issued.');
    if (abnError) return toastError('Invalid ABN', abnError);
    const fields = invoiceFieldsFromForm(form, check.items, { id: records.company?.id, gstRegistered });
    setSaving(true);
    try {
      if (existing) await updateInvoice(userId, existing, fields);
      else await createInvoice(userId, fields);
      toast({ title: 'Invoice Saved', description: navigator.onLine ? undefined : "Saved on this device. It will sync when you're back online." });
      navigate('/invoices');
    } catch (err) {
      console.error('Invoice save failed', err);
      toastError('Error', err instanceof MutationInputError ? err.message.replace(/^[\w.]+: /, '') : SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  const download = (ext: 'pdf' | 'docx') =>
    downloadWithToast(async () => {
      const items = form.items.map(invoiceItemFromDraft).filter((i) => i.description);
      const fields = invoiceFieldsFromForm(form, items, { id: records.company?.id, gstRegistered });
      return makeInvoiceModel({ ...fields, status: existing?.status ?? 'draft', paidDate: existing?.paidDate, paymentMethod: existing?.paymentMethod }, records);
    }, ext);

  return (
    <>
      <PageHeader title={existing ? 'Edit Invoice' : 'Invoice Generator'} backTo="/estimates-invoices">
        <Link to="/invoices" className="btn btn-outline btn-sm">
          My Invoices
        </Link>
      </PageHeader>
      <main className="page stack generator">
        {records.loaded && !records.company && (
          <div className="banner" role="alert">
            <strong>Company Setup Required</strong> — Please set up your company profile first.{' '}
            <Link to="/profile">Set up now</Link>
          </div>
        )}
        <form
          className="stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <section className="card" aria-labelledby="invoice-details-h">
            <h2 id="invoice-details-h" className="doc-heading">
              {heading}
            </h2>
            <TextField label="Invoice Title *" value={form.title} onChange={(e) => set('title', e.target.value)} placeholder="e.g. Bathroom renovation" />
            <TextField label="Invoice Number *" value={form.invoiceNumber} onChange={(e) => set('invoiceNumber', e.target.value)} autoComplete="off" />
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
                setForm((f) => f && (c ? { ...f, clientId: c.id, customerName: c.name, customerEmail: c.email, customerAddress: c.address } : { ...f, clientId: null }))
              }
            />
            <TextField label="Customer Name *" value={form.customerName} onChange={(e) => set('customerName', e.target.value)} autoComplete="off" />
            <TextField label="Customer Email" type="email" value={form.customerEmail} onChange={(e) => set('customerEmail', e.target.value)} autoComplete="off" />
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
              <div><dt>Subtotal</dt><dd>{formatCents(totals.subtotalCents)}</dd></div>
              {gstRegistered && (
                <div><dt>GST (10%)</dt><dd>{formatCents(totals.gstCents)}</dd></div>
              )}
              <div className="totals-grand"><dt>Total{gstRegistered ? ' (incl. GST)' : ''}</dt><dd data-testid="invoice-form-total">{formatCents(totals.totalCents)}</dd></div>
            </dl>
            {!gstRegistered && <p className="hint">Not registered for GST: no GST is charged and the document is titled "Invoice".</p>}
          </section>

          <TaxInvoiceChecklist problems={problems} />

          <div className="generator-actions">
            <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
              {saving ? 'Saving…' : 'Save Invoice'}
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
