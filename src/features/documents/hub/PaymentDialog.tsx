import { useEffect, useRef, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog, DialogActions } from '../../../app/ui/Dialog';
import { SelectField, TextField } from '../../../app/ui/Field';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { centsToDecimalString, formatCents, parseDollars } from '../../../domain/money';
import { owingCents } from '../../../domain/payments';
import type { InvoiceRow } from '../records/invoice-queries';
import { deviceTimeZone } from '../common/download';
import { recordPayment } from './money-actions';
import { PAYMENT_METHODS } from './model';

/** Record Payment: a full or part payment (date, amount, method); the status follows (part paid, paid). */
export function PaymentDialog({ invoice, userId, onClose }: { invoice: InvoiceRow | null; userId: string; onClose: () => void }) {
  const [date, setDate] = useState('');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>(PAYMENT_METHODS[0]);
  const [saving, setSaving] = useState(false);
  const owing = invoice ? owingCents(invoice) : 0;

  // Filled when the dialog opens for an invoice, not again when a sync pull hands over a new copy of it mid-typing.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!invoice) {
      openedFor.current = null;
      return;
    }
    if (openedFor.current === invoice.id) return;
    openedFor.current = invoice.id;
    setDate(todayIso(Date.now(), deviceTimeZone()));
    setAmount(centsToDecimalString(owingCents(invoice)));
    setMethod(PAYMENT_METHODS[0]);
  }, [invoice]);

  async function save() {
    if (!invoice) return;
    const cents = parseDollars(amount);
    if (!isIsoDate(date)) return toastError('Payment Date Required', 'Enter the date the money arrived.');
    if (cents === null || cents <= 0) return toastError('Amount Required', 'Enter the amount paid, more than $0.');
    if (cents > owing)
      return toastError('Too Much', `A payment of ${formatCents(cents)} is more than the ${formatCents(owing)} still owing.`);
    setSaving(true);
    try {
      await recordPayment(userId, invoice.id, { date, amountCents: cents, method, reference: null });
      const left = owing - cents;
      toast({
        title: 'Payment Recorded',
        description:
          left > 0 ? `${formatCents(left)} still owing on ${invoice.invoiceNumber}.` : `${invoice.invoiceNumber} is paid in full.`,
      });
      onClose();
    } catch (err) {
      toastFailure('Payment', err, 'Update Failed', 'There was an error updating the item. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={invoice !== null}
      onClose={onClose}
      title="Record Payment"
      description={
        invoice
          ? `${invoice.invoiceNumber} · ${invoice.customerName} · ${formatCents(owing)} owing of ${formatCents(invoice.totalCents)}`
          : undefined
      }
      footer={<DialogActions onCancel={onClose} onConfirm={() => void save()} label="Record Payment" busy={saving} />}
    >
      <TextField label="Amount ($)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <TextField label="Payment Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <SelectField label="Payment Method" value={method} onChange={(e) => setMethod(e.target.value)} options={PAYMENT_METHODS} />
    </Dialog>
  );
}
