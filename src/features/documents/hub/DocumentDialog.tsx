import { useEffect, useId, useState } from 'react';
import { toast, toastError, toastFailure } from '../../../app/toast/store';
import { SignedQuoteError } from '../../../domain/documents/revision';
import { Dialog, DialogActions } from '../../../app/ui/Dialog';
import { TextAreaField, TextField } from '../../../app/ui/Field';
import { formatCents, lineAmount, parseDollars } from '../../../domain/money';
import { isGstRegistered } from '../common/business';
import {
  AmountField,
  INVOICE_LINE_QUANTITY,
  INVOICE_UNIT_OPTIONS,
  LineHead,
  QUOTE_LINE_QUANTITY,
  QUOTE_UNIT_OPTIONS,
  QuantityField,
  RateField,
  UnitField,
} from '../common/LineFields';
import type { InvoiceRow } from '../records/invoice-queries';
import type { QuoteRow } from '../records/quote-queries';
import { refused } from '../common/refuse';
import type { HubContext } from './context';
import { UPDATE_FAILED } from './context';
import {
  dialogFormFromInvoice,
  dialogFormFromQuote,
  emptyDialogForm,
  emptyLine,
  estimateItems,
  invoiceItems,
  type DialogLine,
  type DocDialogForm,
} from './dialog-form';
import type { DocType } from './model';
import { createDialogInvoice, createEstimate, updateDialogInvoice, updateEstimate } from './mutations';

export type DialogTarget = { type: 'estimate'; row: QuoteRow | null } | { type: 'invoice'; row: InvoiceRow | null };

function LineRow({
  line,
  n,
  type,
  onChange,
  onRemove,
}: {
  line: DialogLine;
  n: number;
  type: DocType;
  onChange: (l: DialogLine) => void;
  onRemove: () => void;
}) {
  // issue 18: the same quantity rule and Unit input as the quote and invoice editors
  const quantity = type === 'estimate' ? QUOTE_LINE_QUANTITY : INVOICE_LINE_QUANTITY;
  const amount = formatCents(lineAmount(quantity.parse(line.quantity), parseDollars(line.rate) ?? 0));
  const name = `Line ${n}`;
  return (
    <li className="item-row">
      <LineHead
        name={name}
        placeholder="Description"
        description={line.description}
        onDescription={(description) => onChange({ ...line, description })}
        onRemove={onRemove}
      />
      <div className="item-row-numbers dialog-line-numbers">
        <QuantityField
          name={name}
          rule={quantity}
          value={line.quantity}
          onChange={(text) => onChange({ ...line, quantity: text })}
          onBlur={() => onChange({ ...line, quantity: String(quantity.parse(line.quantity)) })}
        />
        <UnitField
          name={name}
          value={line.unit}
          onChange={(unit) => onChange({ ...line, unit })}
          options={type === 'estimate' ? QUOTE_UNIT_OPTIONS : INVOICE_UNIT_OPTIONS}
        />
        <RateField name={name} value={line.rate} onChange={(rate) => onChange({ ...line, rate })} />
        <AmountField name={name} amount={amount} />
      </div>
    </li>
  );
}

/** Create and edit dialog for estimates and invoices (spec §2/§3); saves to the device at once. */
export function DocumentDialog({ target, onClose, ctx }: { target: DialogTarget | null; onClose: () => void; ctx: HubContext }) {
  const [form, setForm] = useState<DocDialogForm>(emptyDialogForm);
  const [saving, setSaving] = useState(false);
  const linesId = useId();

  useEffect(() => {
    if (!target) return;
    if (target.type === 'estimate') setForm(target.row ? dialogFormFromQuote(target.row) : emptyDialogForm());
    else setForm(target.row ? dialogFormFromInvoice(target.row) : emptyDialogForm());
  }, [target]);

  const type: DocType = target?.type ?? 'estimate';
  const editing = Boolean(target?.row);
  const kind = type === 'estimate' ? 'Estimate' : 'Invoice';
  const set = <K extends keyof DocDialogForm>(k: K, v: DocDialogForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  /** Runs the write for this dialog; null when the form was refused (a toast has said why). */
  async function write(t: DialogTarget): Promise<boolean> {
    const gst = isGstRegistered(ctx.records.company);
    if (t.type === 'estimate') {
      const check = estimateItems(form);
      if (refused(check)) return false;
      if (t.row) await updateEstimate(ctx.userId, t.row, form, check.items);
      else await createEstimate(ctx.userId, form, check.items, { gstIncluded: gst, trade: ctx.records.profile?.trade ?? '' });
      return true;
    }
    const check = invoiceItems(form, Boolean(ctx.records.company));
    if (refused(check)) return false;
    if (t.row) await updateDialogInvoice(ctx.userId, t.row, form, check.items, gst);
    else
      await createDialogInvoice(ctx.userId, form, check.items, {
        companyId: ctx.records.company?.id ?? null,
        gstRegistered: gst,
        takenNumbers: ctx.invoices.map((i) => i.invoiceNumber),
      });
    return true;
  }

  async function save() {
    if (!target) return;
    setSaving(true);
    try {
      if (!(await write(target))) return;
      toast({ title: editing ? 'Updated Successfully' : `${kind} Created` });
      onClose();
    } catch (err) {
      if (err instanceof SignedQuoteError) toastError('Quote Accepted and Signed', err.message);
      else if (editing) toastFailure(`Saving the ${kind}`, err, UPDATE_FAILED.title, UPDATE_FAILED.description);
      else
        toastFailure(`Saving the ${kind}`, err, 'Error', `Failed to save ${type === 'estimate' ? 'quote' : 'invoice'}. Please try again.`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={`${editing ? 'Edit' : 'New'} ${kind}`}
      wide
      footer={
        <DialogActions onCancel={onClose} onConfirm={() => void save()} label={editing ? 'Save Changes' : `Create ${kind}`} busy={saving} />
      }
    >
      <TextField label="Client Name" value={form.clientName} onChange={(e) => set('clientName', e.target.value)} autoComplete="off" />
      <TextField
        label="Client Email"
        type="email"
        value={form.clientEmail}
        onChange={(e) => set('clientEmail', e.target.value)}
        autoComplete="off"
      />
      <TextAreaField label="Job Description" value={form.description} onChange={(e) => set('description', e.target.value)} />
      <fieldset className="add-item">
        <legend className="label" id={linesId}>
          Line items
        </legend>
        <ul className="list" aria-labelledby={linesId}>
          {form.lines.map((l, i) => (
            <LineRow
              key={l.id}
              line={l}
              n={i + 1}
              type={type}
              onChange={(next) =>
                set(
                  'lines',
                  form.lines.map((x) => (x.id === next.id ? next : x)),
                )
              }
              onRemove={() => set('lines', form.lines.length > 1 ? form.lines.filter((x) => x.id !== l.id) : [emptyLine()])}
            />
          ))}
        </ul>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => set('lines', [...form.lines, emptyLine()])}>
          + Add Line
        </button>
      </fieldset>
      <TextAreaField label="Notes" value={form.notes} onChange={(e) => set('notes', e.target.value)} />
    </Dialog>
  );
}
