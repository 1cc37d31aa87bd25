import { deviceTimeZone } from '../../../domain/dates';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { errorMessage } from '../../../data/api';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { Dialog } from '../../../app/ui/Dialog';
import { TextField } from '../../../app/ui/Field';
import {
  ChatInvoiceDataSchema,
  COMPANY_REQUIRED_MESSAGE,
  prepareChatInvoice,
  type PreparedChatInvoice,
} from '../../../domain/chat/chat-invoice';
import { formatCents } from '../../../domain/money';
import { chatInvoiceNumber } from '../../../domain/numbering';
import { businessName, isGstRegistered, useBusinessRecords } from '../../documents';
import { draftTotals, emptyInvoiceDraft, toInvoiceData, type InvoiceFormDraft } from '../invoice-form';
import { downloadChatInvoicePdf, saveChatInvoice } from './invoice-actions';
import { InvoiceLines } from './InvoiceLines';

/** Spec §2/§5 Create Invoice: customer, lines, totals; Download PDF and Save need a customer name and a company profile. */
export function CreateInvoiceDialog({
  open,
  onClose,
  userId,
  initial,
}: {
  open: boolean;
  onClose(): void;
  userId: string;
  initial: InvoiceFormDraft | null;
}) {
  const navigate = useNavigate();
  const records = useBusinessRecords(userId);
  const [draft, setDraft] = useState<InvoiceFormDraft>(emptyInvoiceDraft);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [errors, setErrors] = useState<{ customerName?: string; items?: string }>({});
  const [busy, setBusy] = useState<'pdf' | 'save' | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(initial ?? emptyInvoiceDraft());
    setInvoiceNumber(chatInvoiceNumber(Date.now(), deviceTimeZone()));
    setErrors({});
  }, [open, initial]);

  const gst = isGstRegistered(records.company);
  const totals = draftTotals(draft, gst);
  const hasCompany = records.company !== null && businessName(records) !== '';

  /** The spec's checks; null (with the reason shown) when the invoice cannot be made yet. */
  const prepare = (): PreparedChatInvoice | null => {
    const result = prepareChatInvoice(v.parse(ChatInvoiceDataSchema, toInvoiceData(draft, invoiceNumber)), {
      hasCompany,
      gstRegistered: gst,
      now: Date.now(),
      timeZone: deviceTimeZone(),
    });
    if (result.ok) {
      setErrors({});
      return result.invoice;
    }
    if (result.field === 'company') {
      toast({
        title: 'Company details required',
        description: COMPANY_REQUIRED_MESSAGE,
        variant: 'destructive',
        action: { label: 'Set up', onClick: () => void navigate('/profile') },
      });
    } else setErrors({ [result.field]: result.message });
    return null;
  };

  const download = async () => {
    const inv = prepare();
    if (!inv) return;
    setBusy('pdf');
    try {
      const where = await downloadChatInvoicePdf(toInvoiceData(draft, invoiceNumber), inv, records);
      toast({
        title: 'PDF downloaded',
        description: where === 'device' ? 'Made on this device (offline).' : `Invoice ${inv.invoiceNumber}`,
        duration: 3000,
      });
    } catch (err) {
      toastFailure('Invoice PDF', err, 'Failed to generate PDF. Please try again.', errorMessage(err, '') || undefined);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const inv = prepare();
    if (!inv) return;
    setBusy('save');
    try {
      const result = await saveChatInvoice(userId, inv, records);
      if (!result.ok) {
        setErrors({ items: result.message });
        toastError('Failed to create invoice', result.message);
        return;
      }
      toast({
        title: 'Invoice saved',
        description: `${inv.invoiceNumber} for ${inv.customerName} · ${formatCents(inv.totalCents)}`,
        action: { label: 'View invoices', onClick: () => void navigate('/invoices') },
      });
      onClose();
    } catch (err) {
      toastFailure('Saving the chat invoice', err, 'Failed to save invoice. Please ensure company is set up.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      wide
      title="Create Invoice"
      description={invoiceNumber ? `Invoice ${invoiceNumber}` : undefined}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-outline" disabled={busy !== null || !records.loaded} onClick={() => void download()}>
            {busy === 'pdf' ? 'Making PDF…' : 'Download PDF'}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy !== null || !records.loaded} onClick={() => void save()}>
            {busy === 'save' ? 'Saving…' : 'Save Invoice'}
          </button>
        </>
      }
    >
      {records.loaded && !hasCompany && (
        <p className="banner chat-inv-banner" role="note">
          {COMPANY_REQUIRED_MESSAGE}
        </p>
      )}
      <TextField
        label="Customer Name"
        value={draft.customerName}
        error={errors.customerName}
        autoComplete="off"
        onChange={(e) => {
          setDraft({ ...draft, customerName: e.target.value });
          setErrors((x) => ({ ...x, customerName: undefined }));
        }}
      />
      <TextField
        label="Customer Address"
        value={draft.customerAddress}
        autoComplete="off"
        onChange={(e) => setDraft({ ...draft, customerAddress: e.target.value })}
      />
      <InvoiceLines
        items={draft.items}
        error={errors.items}
        onChange={(items) => {
          setDraft({ ...draft, items });
          setErrors((x) => ({ ...x, items: undefined }));
        }}
      />
      <dl className="chat-inv-totals">
        <dt>Subtotal</dt>
        <dd>{formatCents(totals.subtotalCents)}</dd>
        <dt>GST{gst ? ' (10%)' : ''}</dt>
        <dd>{formatCents(totals.gstCents)}</dd>
        <dt>Total</dt>
        <dd data-testid="chat-invoice-total">{formatCents(totals.totalCents)}</dd>
      </dl>
    </Dialog>
  );
}
