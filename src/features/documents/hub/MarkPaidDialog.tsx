import { useEffect, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog, DialogActions } from '../../../app/ui/Dialog';
import { SelectField, TextField } from '../../../app/ui/Field';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { markInvoicePaid } from '../records/invoice-mutations';
import type { InvoiceRow } from '../records/invoice-queries';
import { deviceTimeZone } from '../common/download';
import { PAYMENT_METHODS } from './model';

/** Mark Paid: the date the money arrived (today by default) and how it was paid. */
export function MarkPaidDialog({ invoice, userId, onClose }: { invoice: InvoiceRow | null; userId: string; onClose: () => void }) {
  const [paidDate, setPaidDate] = useState('');
  const [method, setMethod] = useState<string>(PAYMENT_METHODS[0]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (invoice) {
      setPaidDate(todayIso(Date.now(), deviceTimeZone()));
      setMethod(PAYMENT_METHODS[0]);
    }
  }, [invoice]);

  const dateError = paidDate && !isIsoDate(paidDate) ? 'Enter the date it was paid' : null;

  async function save() {
    if (!invoice) return;
    if (!isIsoDate(paidDate)) return toastError('Paid Date Required', 'Enter the date it was paid.');
    setSaving(true);
    try {
      await markInvoicePaid(userId, invoice.id, paidDate, method);
      toast({ title: 'Marked as Paid', description: `${invoice.invoiceNumber} · ${formatCents(invoice.totalCents)}` });
      onClose();
    } catch (err) {
      toastFailure('Mark paid', err, 'Update Failed', 'There was an error updating the item. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title="Mark Paid"
      description={invoice ? `${invoice.invoiceNumber} · ${invoice.customerName} · ${formatCents(invoice.totalCents)}` : undefined}
      footer={<DialogActions onCancel={onClose} onConfirm={() => void save()} label="Mark Paid" busy={saving} />}
    >
      <TextField label="Paid Date" type="date" value={paidDate} onChange={(e) => setPaidDate(e.target.value)} error={dateError} />
      <SelectField label="Payment Method" value={method} onChange={(e) => setMethod(e.target.value)} options={PAYMENT_METHODS} />
    </Dialog>
  );
}
